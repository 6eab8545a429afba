import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests sit beside the code as `*.test.ts(x)`; browser tests live in e2e/ (Playwright). */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{app,components,content,lib,scripts,worker}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/out/', '/e2e/'],
  // What the build writes, and the local leads: never a module of a test, so Jest does not read
  // them into its module map (thousands of files once built), and \`npm test\` can build beside it.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/out/', '<rootDir>/.cache/', '<rootDir>/public/img/', '<rootDir>/public/assets/', '<rootDir>/.data/'],
  // At least two workers: Jest's own choice (cores - 1) leaves one core idle on two once lint and the
  // type check, which npm test runs beside it, have finished (2 cores: 37.7 s alone with one, 23.3 s with two).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // A limit that only catches a hang, as the browser tests' is: a test on real D1 (Miniflare) makes
  // dozens of queries, and a busy machine makes it slower, never red.
  testTimeout: 60_000,
};

/** marked ships only ES modules: compile it like our own code, so build-time readers (lib/server/) can run under Jest. */
const ESM_PACKAGES = ['marked'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern) => (pattern.includes('node_modules') ? pattern.replace('/node_modules/', `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`) : pattern)),
  };
}

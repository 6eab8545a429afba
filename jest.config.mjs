import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests sit beside the code as `*.test.ts(x)`; browser tests live in e2e/ (Playwright). */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{app,components,content,lib,scripts}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/out/', '/e2e/'],
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

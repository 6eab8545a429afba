#!/usr/bin/env node
/**
 * `npm test`: everything a change must pass, in order, stopping at the first failure:
 * lint, type check, unit tests (Jest), the static build, the performance budgets, then Playwright
 * against the built `out/` (pages, islands, accessibility, security).
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { run, runBin } from './lib/run.mjs';
import buildEnv from '../e2e/fixtures/build-env.cjs';

const { E2E_BUILD_ENV } = buildEnv;

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const steps = [
  ['lint', () => runBin('eslint', ['--max-warnings', '0', '.'], { cwd: root, env })],
  ['type check', async () => (await runBin('next', ['typegen'], { cwd: root, env })) || runBin('tsc', ['--noEmit'], { cwd: root, env })],
  ['unit tests', () => runBin('jest', ['--ci'], { cwd: root, env })],
  // The end-to-end build points the forms and chat at the tests' own local stand-ins.
  ['static build', () => run(process.execPath, ['scripts/build.mjs'], { cwd: root, env: { ...env, ...E2E_BUILD_ENV } })],
  ['performance budgets', () => run(process.execPath, ['scripts/check-budgets.mjs'], { cwd: root, env })],
  [
    'browser tests',
    () => {
      const browser = ensureChromium();
      return runBin('playwright', ['test'], { cwd: root, env: { ...env, ...E2E_BUILD_ENV, CHROMIUM_PATH: browser.path ?? '' } });
    },
  ],
];

const started = performance.now();
for (const [label, step] of steps) {
  console.log(`\n━━ ${label} ━━`);
  const stepStart = performance.now();
  let code;
  try {
    code = await step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  const seconds = ((performance.now() - stepStart) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✗ ${label} failed (${seconds} s)`);
    process.exit(code || 1);
  }
  console.log(`✓ ${label} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((performance.now() - started) / 1000).toFixed(0)} s.`);

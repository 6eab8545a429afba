#!/usr/bin/env node
/**
 * `npm test`: everything a change must pass. The three checks of the sources (lint, type check,
 * unit tests) and the static build run side by side: none of the checks reads what the build
 * writes (.next/, out/, public/img/, public/assets/, .cache/ and next-env.d.ts are outside the type
 * check, lint and Jest's module map), and together they keep two cores busy where each group alone
 * leaves one idle for part of its run. Then the checks of the built site (performance budgets,
 * valid HTML) side by side; then the browser tests against that build. Stops after the first group
 * that fails, and prints the time of every stage at the end.
 */
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { findChromium } from './lib/chromium.mjs';
import e2eEnv from '../e2e/fixtures/e2e-env.cjs';

const { E2E_BUILD_ENV } = e2eEnv;

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') };
/** @param {string} name */
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
/** @typedef {[label: string, command: [string, string[]], env?: Record<string, string>]} Stage */
/**
 * One of package.json's scripts, run by the npm that runs this (`npm_execpath`) or by `npm`.
 * @param {string} name
 * @param {string[]} extra arguments for the script's command
 * @returns {[string, string[]]}
 */
const npmScript = (name, ...extra) => {
  const npm = process.env.npm_execpath;
  const args = ['run', '--silent', name, ...(extra.length ? ['--', ...extra] : [])];
  return npm ? [process.execPath, [npm, ...args]] : ['npm', args];
};
/** @param {string} script @returns {[string, string[]]} */
const tsx = (script) => [process.execPath, ['--import', 'tsx', script]];

/** Stages in groups: the stages of a group run at the same time, groups one after another. @type {Stage[][]} */
const groups = [
  [
    // As package.json's scripts say (their flags live there only); lint and the type check keep what they learnt in .cache/.
    ['lint', npmScript('lint')],
    ['type check', npmScript('typecheck')],
    ['unit tests', npmScript('test:unit', '--ci')],
    // The Worker's binding types (worker/worker-configuration.d.ts) must say what wrangler.toml says.
    ['worker types', npmScript('check:worker-types')],
    // The end-to-end build points the forms and chat at the tests' own local stand-ins.
    ['static build', [process.execPath, ['scripts/build.mjs']], E2E_BUILD_ENV],
  ],
  [
    ['performance budgets', [process.execPath, ['scripts/check-budgets.mjs']]],
    ['valid HTML', tsx('scripts/check-html.ts')],
    ['local pages differ', tsx('scripts/check-overlap.ts')],
  ],
  [['browser tests', [process.execPath, [bin('playwright'), 'test']], { ...E2E_BUILD_ENV, CHROMIUM_PATH: findChromium({ forTests: true }).path ?? '' }]],
];

/**
 * Runs one stage; a stage that shares its group keeps its output until it ends, so logs never interleave.
 * @param {Stage} stage
 * @param {boolean} alone
 * @returns {Promise<{ label: string, code: number, seconds: number }>}
 */
function runStage([label, [command, args], extraEnv = {}], alone) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    /** @param {number} code */
    const finish = (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n━━ ${label} ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`${code === 0 ? '✓' : '✗'} ${label} (${seconds.toFixed(1)} s)`);
      resolve({ label, code, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`Could not start ${command}: ${error.message}\n`));
      finish(127);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const started = performance.now();
const results = [];
let failed = null;
for (const group of groups) {
  const alone = group.length === 1;
  if (alone) console.log(`\n━━ ${group[0]?.[0]} ━━`);
  else console.log(`\n━━ ${group.map(([label]) => label).join(', ')} (side by side) ━━`);
  const groupStart = performance.now();
  const done = await Promise.all(group.map((stage) => runStage(stage, alone)));
  results.push({ stages: done, seconds: (performance.now() - groupStart) / 1000 });
  failed = done.find((result) => result.code !== 0) ?? null;
  if (failed) break;
}

const total = (performance.now() - started) / 1000;
console.log('\nStage times (stages on one line ran side by side):');
for (const { stages, seconds } of results) {
  const names = stages.map((s) => `${s.code === 0 ? '✓' : '✗'} ${s.label} ${s.seconds.toFixed(1)} s`).join(' | ');
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${names}`);
}
console.log(`  ${total.toFixed(1).padStart(6)} s  in all`);
if (failed) {
  console.error(`\n✗ ${failed.label} failed`);
  process.exit(failed.code || 1);
}
console.log('\nAll checks passed.');

#!/usr/bin/env node
/**
 * `npm test`: everything a change must pass. Each stage starts as soon as what it reads is ready,
 * so the two cores are never idle while work is waiting: the three checks of the sources (lint,
 * type check, unit tests), the Worker's types and the static build all start at once (none of the
 * checks reads what the build writes: .next/, out/, public/img/, public/assets/, .cache/ and
 * next-env.d.ts are outside the type check, lint and Jest's module map); the checks of the built
 * site (performance budgets, valid HTML, local pages) and the browser tests start when the build is
 * done, beside any check of the sources still running. The first stage
 * that fails stops the others. Prints when each stage started and how long it took at the end.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { findChromium } from './lib/chromium.mjs';
import e2eEnv from '../e2e/fixtures/e2e-env.cjs';

const { E2E_BUILD_ENV } = e2eEnv;

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') };
/** @param {string} name */
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
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

/**
 * `background` stages run at a lower priority, a nice value (19, the lowest, gets about a
 * seventieth of a busy core beside a normal process): the checks of the sources, so the build and
 * then the browser tests (which wait on pages, queues and emails, and leave a core idle about a
 * sixth of the time) have the cores they can use, and the checks take what is left. On fresh
 * clones: 206.9 s with all three at 19, 211.2-217.7 s with lint and the type check at 10 and the
 * unit tests at 5 (their tests' limits only catch a hang, so a starved test is slower, never red).
 * @typedef {{ label: string, command: [string, string[]], env?: Record<string, string>, after?: string[], background?: number }} Step
 */
/** The stages, each started once every stage it comes `after` has passed. @type {Step[]} */
const stages = [
  // As package.json's scripts say (their flags live there only); lint and the type check keep what they learnt in .cache/.
  { label: 'lint', command: npmScript('lint'), background: 19 },
  { label: 'type check', command: npmScript('typecheck'), background: 19 },
  { label: 'unit tests', command: npmScript('test:unit', '--ci'), background: 19 },
  // The Worker's binding types (worker-configuration.d.ts, beside wrangler.toml) must say what wrangler.toml says.
  { label: 'worker types', command: npmScript('check:worker-types') },
  // The end-to-end build points the forms and chat at the tests' own local stand-ins.
  { label: 'static build', command: [process.execPath, ['scripts/build.mjs']], env: E2E_BUILD_ENV },
  { label: 'performance budgets', command: [process.execPath, ['scripts/check-budgets.mjs']], after: ['static build'] },
  { label: 'valid HTML', command: tsx('scripts/check-html.ts'), after: ['static build'] },
  { label: 'local pages differ', command: tsx('scripts/check-overlap.ts'), after: ['static build'] },
  {
    label: 'browser tests',
    command: [process.execPath, [bin('playwright'), 'test']],
    env: { ...E2E_BUILD_ENV, CHROMIUM_PATH: findChromium({ forTests: true }).path ?? '' },
    // Not after the checks of the built site (about 3 s): they read out/ as the tests do, and a
    // failure of theirs still stops the run.
    after: ['worker types', 'static build'],
  },
];

/**
 * Lowers a stage's priority. A stage runs in a session of its own (so it can be stopped whole), and
 * Linux's scheduler shares the cores between sessions before it weighs a process's nice value
 * (autogroups): the session's own nice value (`/proc/<pid>/autogroup`) is what counts there.
 * Its own children (eslint, tsc, Jest's workers) inherit it.
 * @param {number} pid
 * @param {number} nice
 */
function lowerPriority(pid, nice) {
  try {
    setPriority(pid, nice);
    if (existsSync(`/proc/${pid}/autogroup`)) writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch {
    // Not allowed here: it runs at the same priority as the rest.
  }
}

/** The stages running now, by label, so a failure can stop them. @type {Map<string, import('node:child_process').ChildProcess>} */
const running = new Map();
let stopping = false;

/**
 * Runs one stage in a process group of its own (so a failure elsewhere stops all it started); its
 * output is kept until it ends, so logs never interleave.
 * @param {Step} stage
 * @param {number} origin when npm test started
 * @returns {Promise<{ label: string, code: number, startedAt: number, seconds: number }>}
 */
function runStage({ label, command: [command, args], env: extraEnv = {}, background = 0 }, origin) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    running.set(label, child);
    if (background && child.pid) lowerPriority(child.pid, background);
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    /** @param {number} code */
    const finish = (code) => {
      running.delete(label);
      const seconds = (performance.now() - started) / 1000;
      const stopped = stopping && code !== 0;
      console.log(`\n━━ ${label} ━━`);
      process.stdout.write(Buffer.concat(output));
      console.log(`${stopped ? '–' : code === 0 ? '✓' : '✗'} ${label} (${seconds.toFixed(1)} s${stopped ? ', stopped' : ''})`);
      resolve({ label, code, startedAt: (started - origin) / 1000, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`Could not start ${command}: ${error.message}\n`));
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** How long a stage has to end after SIGINT (Playwright stops its servers) before it is killed. */
const STOP_GRACE_MS = 10_000;

/** Sends `signal` to a stage and everything it started (its process group). */
function signalStage(/** @type {import('node:child_process').ChildProcess} */ child, /** @type {NodeJS.Signals} */ signal) {
  try {
    if (child.pid) process.kill(process.platform === 'win32' ? child.pid : -child.pid, signal);
  } catch {
    // Ended already.
  }
}

/** Stops every stage still running, and what each started: SIGINT first, then SIGKILL for what is left. */
function stopAll() {
  stopping = true;
  for (const child of running.values()) {
    signalStage(child, 'SIGINT');
    setTimeout(() => signalStage(child, 'SIGKILL'), STOP_GRACE_MS).unref();
  }
}

// Each stage runs in a session of its own, so Ctrl-C or CI's stop reaches only this script: it stops them all.
for (const signal of /** @type {NodeJS.Signals[]} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (!stopping) failures.push({ label: `npm test (stopped by ${signal})`, code: 130 });
    stopAll();
  });
}

const started = performance.now();
/** The stages that failed, the first first (a stage stopped for it is not one). @type {{ label: string, code: number }[]} */
const failures = [];
/** @type {Map<string, Promise<{ label: string, code: number, startedAt: number, seconds: number } | null>>} */
const outcomes = new Map();
for (const stage of stages) {
  const before = (stage.after ?? []).map((label) => outcomes.get(label));
  outcomes.set(
    stage.label,
    Promise.all(before).then(async (earlier) => {
      if (stopping || earlier.some((outcome) => !outcome || outcome.code !== 0)) return null;
      const outcome = await runStage(stage, started);
      if (outcome.code !== 0 && !stopping) {
        failures.push(outcome);
        stopAll();
      }
      return outcome;
    }),
  );
}
const results = (await Promise.all(outcomes.values())).filter((outcome) => outcome !== null);

const total = (performance.now() - started) / 1000;
const failed = failures[0];
console.log('\nStage times (started at, took):');
for (const { label, code, startedAt, seconds } of results.sort((x, y) => x.startedAt - y.startedAt)) {
  console.log(`  ${startedAt.toFixed(1).padStart(6)} s  ${seconds.toFixed(1).padStart(6)} s  ${code === 0 ? '✓' : failed?.label === label ? '✗' : '–'} ${label}`);
}
const skipped = stages.filter((stage) => !results.some((result) => result.label === stage.label));
if (skipped.length) console.log(`  not run: ${skipped.map((stage) => stage.label).join(', ')}`);
console.log(`  ${total.toFixed(1).padStart(6)} s  in all`);
if (failed) {
  console.error(`\n✗ ${failed.label} failed`);
  process.exit(failed.code || 1);
}
console.log('\nAll checks passed.');

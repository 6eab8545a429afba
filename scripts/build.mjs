#!/usr/bin/env node
/**
 * The full static build: the responsive image variants, `next build` (every page to `out/`), then the post-build step
 * (redirects, headers, placeholder report). Prints how long it took.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { writeStamp } from './lib/build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const started = performance.now();

const steps = [
  ['images', [process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build-images.ts']]],
  ['next build', [process.execPath, ['node_modules/next/dist/bin/next', 'build']]],
  ['post-build', [process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/postbuild.ts']]],
];

for (const [label, [command, args]] of steps) {
  const code = await run(command, args, { cwd: root, env });
  if (code !== 0) {
    console.error(`\nBuild failed at: ${label}`);
    process.exit(code);
  }
}

const seconds = (performance.now() - started) / 1000;
writeStamp(root, env, seconds);
console.log(`\nBuilt the static site into out/ in ${seconds.toFixed(1)} s.`);
if (seconds > 120) console.warn('Warning: the build took longer than the 120 s budget.');

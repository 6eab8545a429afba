#!/usr/bin/env node
/**
 * The full static build: the responsive image variants, the behaviours script (with the inline head script that loads
 * it), the islands runtime, the chrome's static HTML and Tailwind's theme side by side, `next build` (every page to `out/`), then the post-build step
 * (deferred framework, redirects, headers, CSP, sitemap, placeholder report). Prints how long it took.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { run } from './lib/run.mjs';
import { writeStamp } from './lib/build-stamp.mjs';
import { withLocalSiteKey } from './lib/local-site-key.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Without NEXT_PUBLIC_TURNSTILE_SITE_KEY, Cloudflare's test site key that always passes (the local Worker gets the matching test secret).
const env = withLocalSiteKey({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
const started = performance.now();

/** @typedef {[label: string, command: [string, string[]]]} Step */
/** @param {string} script @returns {[string, string[]]} */
const tsx = (script) => [process.execPath, ['node_modules/tsx/dist/cli.mjs', script]];
/** Steps in groups: the steps of a group run at the same time, groups one after another. @type {Step[][]} */
const groups = [
  [
    ['images', tsx('scripts/build-images.ts')],
    ['behaviours and head script', tsx('scripts/build-behaviours.ts')],
    ['islands runtime', tsx('scripts/build-islands.ts')],
    ['chrome', tsx('scripts/build-chrome.tsx')],
    ['theme', tsx('scripts/build-theme.ts')],
  ],
  [['next build', [process.execPath, ['node_modules/next/dist/bin/next', 'build']]]],
  [['post-build', tsx('scripts/postbuild.ts')]],
];

for (const group of groups) {
  const codes = await Promise.all(group.map(([, [command, args]]) => run(command, args, { cwd: root, env })));
  const failed = group.find((_, index) => codes[index] !== 0);
  if (failed) {
    console.error(`\nBuild failed at: ${failed[0]}`);
    process.exit(codes[group.indexOf(failed)] ?? 1);
  }
}

const seconds = (performance.now() - started) / 1000;
writeStamp(root, env, seconds);
console.log(`\nBuilt the static site into out/ in ${seconds.toFixed(1)} s.`);
if (seconds > 120) console.warn('Warning: the build took longer than the 120 s budget.');

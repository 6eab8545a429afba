#!/usr/bin/env node
/**
 * `npm run lighthouse`: builds the site if out/ is missing or older than the sources, finds a
 * Chromium, then runs Lighthouse CI (lighthouserc.cjs) and prints the medians per page.
 * Reports are written to lighthouse-reports/ (not committed).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from './lib/build-stamp.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { run, runBin } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = staleReason(root, process.env, { ignoreEnv: true });
if (reason) {
  console.log(`Building the site first (${reason}) ...`);
  const code = await run(process.execPath, ['scripts/build.mjs'], { cwd: root });
  if (code) process.exit(code);
}
const browser = ensureChromium();
const code = await runBin('lhci', ['autorun', '--config=lighthouserc.cjs'], {
  cwd: root,
  env: { ...process.env, CHROME_PATH: browser.path ?? '' },
});

// Print the median of each category and of CLS/TBT per page from the saved reports.
const dir = join(root, 'lighthouse-reports');
if (existsSync(join(dir, 'manifest.json'))) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  console.log('\nLighthouse medians (mobile)');
  for (const entry of manifest.filter((m) => m.isRepresentativeRun)) {
    const report = JSON.parse(readFileSync(entry.jsonPath, 'utf8'));
    const score = (key) => Math.round((report.categories[key]?.score ?? 0) * 100);
    const path = new URL(entry.url).pathname;
    console.log(
      `${path.padEnd(42)} perf ${score('performance')}  a11y ${score('accessibility')}  best ${score('best-practices')}  seo ${score('seo')}  ` +
        `LCP ${report.audits['largest-contentful-paint'].displayValue}  TBT ${report.audits['total-blocking-time'].displayValue}  CLS ${report.audits['cumulative-layout-shift'].displayValue}`,
    );
  }
}
process.exit(code);

/**
 * Bundles the islands runtime (components/islands/runtime/: React, and the code that starts each
 * island root) with the islands it can start, as ES modules split so that each island and each
 * part loaded on first use is a file of its own, into `public/assets/islands/` (named by their
 * content, so they can be cached for a year; the folder is emptied first). Writes the files the
 * runtime and each island need at once to `.cache/islands.json`, which the post-build step lists
 * in every page that starts its islands with the runtime (scripts/lib/islands-runtime.ts).
 * Run by `npm run build` before Next renders a page.
 *   npx tsx scripts/build-islands.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ISLANDS_BUILD_FILE } from './lib/islands-runtime';
import { bundleIslands } from './lib/browser-scripts';

const ROOT = process.cwd();
/** Where the modules are written, under public/ so the export serves them, and their URL. */
const OUT_DIR = join('public', 'assets', 'islands');
const PUBLIC_PATH = '/assets/islands';

const gzipKb = (urls: string[]) => (urls.reduce((total, url) => total + gzipSync(readFileSync(join(ROOT, 'public', url)), { level: 9 }).length, 0) / 1024).toFixed(1);

async function main() {
  const started = performance.now();
  rmSync(join(ROOT, OUT_DIR), { recursive: true, force: true });
  const build = await bundleIslands(OUT_DIR, PUBLIC_PATH);
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  writeFileSync(join(ROOT, ISLANDS_BUILD_FILE), `${JSON.stringify(build, null, 2)}\n`);
  const islands = Object.entries(build.islands).map(([name, urls]) => `${name} ${gzipKb(urls)} KB`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`islands: the runtime ${gzipKb(build.runtime)} KB gzip (${build.runtime.length} files); with it at once: ${islands.join(', ')}; in ${seconds} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

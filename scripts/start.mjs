#!/usr/bin/env node
/**
 * `npm start`: builds the site when `out/` is missing or stale, then serves it on port 3000.
 */
import { fileURLToPath } from 'node:url';
import { staleReason } from './lib/build-stamp.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reason = staleReason(root);
if (reason) {
  console.log(`Building the site first (${reason}) ...`);
  const code = await run(process.execPath, ['scripts/build.mjs'], { cwd: root });
  if (code !== 0) process.exit(code);
} else {
  console.log('out/ is up to date; serving it.');
}
const code = await run(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...process.argv.slice(2)], { cwd: root });
process.exit(code);

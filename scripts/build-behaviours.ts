/**
 * Bundles the plain-script behaviours (components/behaviours/main.ts and what it imports from
 * lib/ and content/) into one small script, `public/assets/site-<hash>.js`, named by its content so
 * it can be cached for a year. Then builds the inline `<head>` script that loads it
 * (components/head-scripts/head.ts, with that name written in) and writes its text to
 * `.cache/head-script.json`, where the page template reads it (lib/server/head-script.ts). One step,
 * because the head script needs the bundle's hash. Run by `npm run build` and `npm run dev` before
 * Next renders a page.
 *   npx tsx scripts/build-behaviours.ts
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEAD_SCRIPT_FILE, type HeadScript } from '../lib/server/head-script';
import { BEHAVIOURS_ENTRY, buildHeadScript, bundleScript } from './lib/browser-scripts';

const ROOT = process.cwd();
const OUT_DIR = join(ROOT, 'public', 'assets');

async function main() {
  const started = performance.now();
  const code = (await bundleScript(BEHAVIOURS_ENTRY)).contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const name = `site-${hash}.js`;
  mkdirSync(OUT_DIR, { recursive: true });
  for (const old of readdirSync(OUT_DIR).filter((file) => /^site-[0-9a-f]+\.js$/.test(file) && file !== name)) rmSync(join(OUT_DIR, old));
  writeFileSync(join(OUT_DIR, name), code);
  const head: HeadScript = { text: await buildHeadScript(`/assets/${name}`) };
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  writeFileSync(join(ROOT, HEAD_SCRIPT_FILE), `${JSON.stringify(head, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`behaviours: /assets/${name}, ${(code.length / 1024).toFixed(1)} KB; head script ${Buffer.byteLength(head.text)} bytes; in ${seconds} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

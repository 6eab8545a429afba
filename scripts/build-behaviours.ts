/**
 * Bundles the plain-script behaviours (components/behaviours/main.ts and what it imports from
 * lib/ and content/) into one small script, `public/assets/site-<hash>.js`, named by its content so
 * it can be cached for a year. The outbox sender (components/behaviours/outbox-sender-main.ts: the
 * sending, the XMLHttpRequest transport, the outbox notice) is a script of its own,
 * `public/assets/outbox-<hash>.js`, built first so its name can be written into the behaviours,
 * which add it only when a lead is kept, with the Turnstile site key written in (its resends carry a
 * human check of their own). Then builds the inline `<head>` script that loads the
 * behaviours (components/head-scripts/head.ts, with that name written in) and writes its text to
 * `.cache/head-script.json`, where the page template reads it (lib/server/head-script.ts). One step,
 * because each script needs the hash of the one it loads. Stale scripts of earlier builds are
 * deleted. Run by `npm run build` and `npm run dev` before Next renders a page.
 *   npx tsx scripts/build-behaviours.ts
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { HEAD_SCRIPT_FILE, type HeadScript } from '@/lib/server/head-script';
import { BEHAVIOURS_ENTRY, OUTBOX_SENDER_ENTRY, buildHeadScript, bundleScript } from './lib/browser-scripts';
import { siteConfig } from '@/lib/config';

const ROOT = process.cwd();
const OUT_DIR = join(ROOT, 'public', 'assets');

/** Writes `code` as `public/assets/<prefix>-<hash>.js`, deletes that prefix's older files, and returns its URL. */
function writeHashed(prefix: string, code: Uint8Array): string {
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const name = `${prefix}-${hash}.js`;
  const stale = new RegExp(`^${prefix}-[0-9a-f]+\\.js$`);
  for (const old of readdirSync(OUT_DIR).filter((file) => stale.test(file) && file !== name)) rmSync(join(OUT_DIR, old));
  writeFileSync(join(OUT_DIR, name), code);
  return `/assets/${name}`;
}

const sizes = (code: Uint8Array) => `${(code.length / 1024).toFixed(1)} KB (${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzip)`;

async function main() {
  const started = performance.now();
  mkdirSync(OUT_DIR, { recursive: true });
  const sender = (await bundleScript(OUTBOX_SENDER_ENTRY, { TURNSTILE_SITE_KEY: JSON.stringify(siteConfig.turnstileSiteKey ?? '') })).contents;
  const senderSrc = writeHashed('outbox', sender);
  const code = (await bundleScript(BEHAVIOURS_ENTRY, { OUTBOX_SENDER_SRC: JSON.stringify(senderSrc) })).contents;
  const src = writeHashed('site', code);
  const head: HeadScript = { text: await buildHeadScript(src) };
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  writeFileSync(join(ROOT, HEAD_SCRIPT_FILE), `${JSON.stringify(head, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`behaviours: ${src}, ${sizes(code)}; outbox sender: ${senderSrc}, ${sizes(sender)}; head script ${Buffer.byteLength(head.text)} bytes; in ${seconds} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Bundles the plain-script behaviours (components/behaviours/main.ts and what it imports from
 * lib/ and content/) into one small script, `public/assets/site-<hash>.js`, named by its content so
 * it can be cached for a year. Writes the name to `.cache/behaviours.json`, where the page
 * template reads it (lib/behaviours-script.ts). Run by `npm run build` before `next build`.
 *   npx tsx scripts/build-behaviours.ts
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { BEHAVIOURS_MANIFEST, type BehavioursManifest } from '../lib/behaviours-script';

const ROOT = process.cwd();
const OUT_DIR = join(ROOT, 'public', 'assets');

async function main() {
  const started = performance.now();
  const result = await build({
    entryPoints: [join(ROOT, 'components', 'behaviours', 'main.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    // Every browser that has <dialog>, popovers and :has() (the markup's own baseline).
    target: ['chrome114', 'firefox125', 'safari17'],
    minify: true,
    legalComments: 'none',
    tsconfig: join(ROOT, 'tsconfig.json'),
    logLevel: 'warning',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild wrote nothing');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const name = `site-${hash}.js`;
  mkdirSync(OUT_DIR, { recursive: true });
  for (const old of readdirSync(OUT_DIR).filter((file) => /^site-[0-9a-f]+\.js$/.test(file) && file !== name)) rmSync(join(OUT_DIR, old));
  writeFileSync(join(OUT_DIR, name), code);
  const manifest: BehavioursManifest = { src: `/assets/${name}`, bytes: code.length };
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  writeFileSync(join(ROOT, BEHAVIOURS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`behaviours: ${manifest.src}, ${(code.length / 1024).toFixed(1)} KB in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * Writes the responsive webp variants of every source image in public/images (jpg or png) to
 * public/img: each spec width up to the source's own width, at quality 80. Variants newer than
 * their source are kept, so a rebuild only converts what changed.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { IMAGE_QUALITY } from '../content/pricing';
import { variantUrl, variantWidths } from '../lib/images';

const ROOT = process.cwd();
const SOURCE_DIR = join(ROOT, 'public', 'images');

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(png|jpe?g)$/i.test(name) ? [full] : [];
  });
}

async function main() {
  let written = 0;
  let kept = 0;
  const files = sources(SOURCE_DIR);
  for (const file of files) {
    const src = `/images/${relative(SOURCE_DIR, file).split('\\').join('/')}`;
    const { width = 0 } = await sharp(file).metadata();
    const sourceTime = statSync(file).mtimeMs;
    for (const target of variantWidths(width)) {
      const out = join(ROOT, 'public', variantUrl(src, target));
      if (existsSync(out) && statSync(out).mtimeMs >= sourceTime) {
        kept += 1;
        continue;
      }
      mkdirSync(dirname(out), { recursive: true });
      await sharp(file).resize({ width: target, withoutEnlargement: true }).webp({ quality: IMAGE_QUALITY }).toFile(out);
      written += 1;
    }
  }
  console.log(`images: ${files.length} sources, ${written} webp variants written, ${kept} up to date`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

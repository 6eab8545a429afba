/**
 * Writes the responsive webp variants of every source image in public/images (jpg or png) to
 * public/img: each configured width up to the source's own width, at the configured quality.
 *
 * Variants are cached by content: each is stored once under `.cache/images/<key>.webp`, where the
 * key hashes the source's bytes, the width, the quality and the sharp version. A rebuild, a fresh
 * checkout with a warm cache or a renamed source converts nothing; a changed source, width or
 * quality converts only what it changes. (File times are no guide: git sets them on checkout.)
 *
 * It also renders the brand mark (lib/brand-icon.ts) as the apple-touch-icon PNG.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { IMAGE_QUALITY } from '@/lib/ui-config';
import { variantUrl, variantWidths } from '@/lib/images';
import { APPLE_TOUCH_ICON, BRAND_ICON_BACKGROUND, BRAND_ICON_SVG, BRAND_ICON_UNITS } from '@/lib/brand-icon';

const ROOT = process.cwd();
const SOURCE_DIR = join(ROOT, 'public', 'images');
/** Ignored by git and by Tailwind's source scan (see .gitignore). */
const CACHE_DIR = join(ROOT, '.cache', 'images');

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(png|jpe?g)$/i.test(name) ? [full] : [];
  });
}

interface Job {
  source: Buffer;
  width: number;
  cached: string;
  target: string;
}

function cacheKey(source: Buffer, width: number): string {
  return createHash('sha256').update(source).update(`|w=${width}|q=${IMAGE_QUALITY}|sharp=${sharp.versions.sharp ?? ''}`).digest('hex').slice(0, 32);
}

async function convert(job: Job): Promise<void> {
  const partial = `${job.cached}.${process.pid}.partial`;
  await sharp(job.source).resize({ width: job.width, withoutEnlargement: true }).webp({ quality: IMAGE_QUALITY }).toFile(partial);
  // Renamed into place only when whole, so an interrupted build never leaves a broken cache entry.
  renameSync(partial, job.cached);
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

/** The brand mark as the PNG that search engines and home-screen shortcuts fetch (lib/brand-icon.ts). */
async function writeAppleTouchIcon(): Promise<void> {
  const target = join(ROOT, 'public', APPLE_TOUCH_ICON.path);
  mkdirSync(dirname(target), { recursive: true });
  await sharp(Buffer.from(BRAND_ICON_SVG), { density: 72 * (APPLE_TOUCH_ICON.size / BRAND_ICON_UNITS) })
    .resize(APPLE_TOUCH_ICON.size, APPLE_TOUCH_ICON.size)
    .flatten({ background: BRAND_ICON_BACKGROUND })
    .png()
    .toFile(target);
}

async function main() {
  const started = performance.now();
  mkdirSync(CACHE_DIR, { recursive: true });
  const files = sources(SOURCE_DIR);
  const jobs: Job[] = [];
  for (const file of files) {
    const source = readFileSync(file);
    const src = `/images/${relative(SOURCE_DIR, file).split('\\').join('/')}`;
    const { width = 0 } = await sharp(source).metadata();
    for (const target of variantWidths(width)) {
      jobs.push({ source, width: target, cached: join(CACHE_DIR, `${cacheKey(source, target)}.webp`), target: join(ROOT, 'public', variantUrl(src, target)) });
    }
  }
  const missing = jobs.filter((job) => !existsSync(job.cached));
  await eachLimited(missing, availableParallelism(), convert);
  for (const job of jobs) {
    mkdirSync(dirname(job.target), { recursive: true });
    copyFileSync(job.cached, job.target);
  }
  await writeAppleTouchIcon();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`images: ${files.length} sources, ${jobs.length} webp variants (${missing.length} converted, ${jobs.length - missing.length} from the cache) in ${seconds} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

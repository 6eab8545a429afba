#!/usr/bin/env node
/**
 * Renders our own vector illustrations (scripts/illustrations/*.svg) to the PNG source images in
 * public/images, at a size that allows the largest responsive variant each is shown at. Run it
 * after changing an illustration; the PNGs are committed as the site's source images.
 *   node scripts/render-illustrations.mjs
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const sourceDir = join(root, 'scripts', 'illustrations');

/**
 * Where each illustration goes and how wide its PNG is.
 * @param {string} name
 */
function target(name) {
  if (name === 'home-hero') return { out: 'hero/home.png', width: 1920 };
  if (name === 'team') return { out: 'team/team.png', width: 1920 };
  if (name.startsWith('service-')) return { out: `services/${name.slice('service-'.length)}.png`, width: 1600 };
  if (name.startsWith('boiler-')) return { out: `boilers/${name.slice('boiler-'.length)}.png`, width: 960 };
  throw new Error(`No target for illustration ${name}`);
}

for (const file of readdirSync(sourceDir).filter((f) => f.endsWith('.svg')).sort()) {
  const name = file.replace(/\.svg$/, '');
  const { out, width } = target(name);
  const path = join(root, 'public', 'images', out);
  mkdirSync(dirname(path), { recursive: true });
  const svg = join(sourceDir, file);
  const { width: svgWidth = width } = await sharp(svg).metadata();
  await sharp(svg, { density: (72 * width) / svgWidth })
    .resize({ width })
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toFile(path);
  const info = await sharp(path).metadata();
  console.log(`${file} → public/images/${out} (${info.width}×${info.height})`);
}

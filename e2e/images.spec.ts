/**
 * The image pipeline: the webp variants in out/, every <img> described and sized, srcset limited
 * to 2.5 times the displayed width, and the placeholder, error and slow-image behaviour.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { IMAGE_WIDTHS } from '../content/pricing';
import { OUT, builtPages } from './fixtures/built-site';

const SOURCES = join(__dirname, '..', 'public', 'images');

function sourceImages(dir = SOURCES): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sourceImages(full) : /\.(png|jpe?g)$/i.test(name) ? [full] : [];
  });
}

/** The widest a `sizes` value can display an image (this test's own reading of sizes). */
function widestDisplayed(sizes: string): number {
  return Math.max(
    ...sizes.split(',').map((entry) => {
      const px = /(\d+)px\s*$/.exec(entry.trim());
      if (px && !/vw/.test(entry)) return Number(px[1]);
      const vw = /(\d+)vw\s*$/.exec(entry.trim());
      const max = /max-width:\s*(\d+)px/.exec(entry);
      if (vw && max) return (Number(vw[1]) / 100) * Number(max[1]);
      return Number.POSITIVE_INFINITY;
    }),
  );
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

test.describe('built images', () => {
  test('out/ holds every webp variant at quality widths up to, never beyond, the source width', async () => {
    const sources = sourceImages();
    expect(sources.length).toBeGreaterThanOrEqual(15);
    for (const source of sources) {
      const { width = 0 } = await sharp(source).metadata();
      const base = join(OUT, 'img', relative(SOURCES, source).replace(/\.(png|jpe?g)$/i, ''));
      for (const w of IMAGE_WIDTHS) {
        expect(existsSync(`${base}-${w}.webp`), `${base}-${w}.webp`).toBe(w <= width);
        if (w <= width) {
          const meta = await sharp(`${base}-${w}.webp`).metadata();
          expect(meta.format).toBe('webp');
          expect(meta.width).toBe(w);
        }
      }
    }
  });

  test('every <img> has width, height and alt, and srcset never exceeds 2.5 times the displayed width', () => {
    const problems: string[] = [];
    let images = 0;
    let heroes = 0;
    for (const page of builtPages()) {
      for (const [tag] of page.html.matchAll(/<img\b[^>]*>/gi)) {
        images += 1;
        if (!attr(tag, 'width') || !attr(tag, 'height')) problems.push(`${page.path}: <img> without width and height`);
        if (attr(tag, 'alt') === undefined) problems.push(`${page.path}: <img> without alt`);
        const srcset = attr(tag, 'srcSet') ?? attr(tag, 'srcset');
        if (!srcset) continue;
        const sizes = attr(tag, 'sizes') ?? '';
        const limit = widestDisplayed(sizes) * 2.5;
        for (const candidate of srcset.split(',')) {
          const w = Number(/(\d+)w$/.exec(candidate.trim())?.[1]);
          if (!(w <= limit)) problems.push(`${page.path}: ${candidate.trim()} is wider than 2.5 × ${widestDisplayed(sizes)}px (${sizes})`);
        }
        const priority = attr(tag, 'fetchPriority') ?? attr(tag, 'fetchpriority');
        if (priority === 'high') {
          heroes += 1;
          if (attr(tag, 'loading') !== 'eager') problems.push(`${page.path}: the priority image is not eager`);
        } else if (attr(tag, 'loading') !== 'lazy') problems.push(`${page.path}: an image below the fold is not lazy`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(images).toBeGreaterThan(30);
    expect(heroes).toBe(1);
  });
});

test.describe('images in the browser', () => {
  test('a placeholder shows until the image loads, then it fades in; nothing is logged', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    await page.goto('/');
    const hero = page.locator('[data-smart-img]').first();
    await expect(hero).toHaveClass(/is-loaded/);
    const section = page.locator('#heat-pumps [data-smart-img]');
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveClass(/is-loaded/);
    await expect(section.locator('img')).toHaveCSS('opacity', '1');
    expect(logs).toEqual([]);
  });

  test('a broken image shows "Image failed to load"', async ({ page }) => {
    await page.route('**/img/services/power-flushing-*.webp', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/power-flushing/');
    const figure = page.locator('[data-smart-img]').first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveClass(/is-error/);
    await expect(figure.getByText('Image failed to load')).toBeVisible();
  });

  test('an image slower than 1000 ms logs a warning with its metric record', async ({ page }) => {
    await page.route('**/img/services/heat-pump-*.webp', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1300));
      await route.continue();
    });
    const warning = page.waitForEvent('console', { predicate: (message) => message.type() === 'warning' && message.text().startsWith('Slow image'), timeout: 15_000 });
    await page.goto('/');
    await page.locator('#heat-pumps [data-smart-img]').scrollIntoViewIfNeeded();
    const message = await warning;
    const record = await message.args()[1]?.jsonValue();
    expect(record).toEqual({
      src: expect.stringMatching(/\/img\/services\/heat-pump-\d+\.webp$/),
      loadTime: expect.any(Number),
      renderTime: expect.any(Number),
      size: { width: expect.any(Number), height: expect.any(Number) },
      format: 'webp',
      cached: false,
    });
    expect(record.loadTime).toBeGreaterThan(1000);
  });
});

/**
 * The image pipeline: the webp variants in out/, every <img> described and sized, srcset limited
 * to 2.5 times the displayed width, and the placeholder, error and slow-image behaviour.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { IMAGE_WIDTHS } from '../lib/ui-config';
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

/** A fixed instant to run the page's clock from: time moves only when a test moves it. */
const START = new Date('2026-11-23T10:00:00Z');

async function stopTheClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
}

/** Holds every request for `pattern` until the returned function is called. */
async function holdImages(page: Page, pattern: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route(pattern, async (route) => {
    requested += 1;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

test.describe('images in the browser', () => {
  test('a placeholder shows until the image loads, then it fades in; nothing is logged', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
    // The page's clock stands still: however slowly this machine serves the images, no time passes
    // for the page, so a warning here could only come from a rule that is wrong.
    await stopTheClock(page);
    await page.goto('/');
    const hero = page.locator('[data-smart-img]').first();
    await expect(hero).toHaveClass(/is-loaded/);
    const section = page.locator('#heat-pumps [data-smart-img]');
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveClass(/is-loaded/);
    await expect(section.locator('img')).toHaveCSS('opacity', '1');
    await page.clock.runFor(100);
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

  for (const [waited, warns] of [
    [1300, true],
    [900, false],
  ] as const) {
    test(`an image that keeps the visitor waiting ${waited} ms ${warns ? 'logs a warning with its metric record' : 'logs nothing'}`, async ({ page }) => {
      const warnings: { text: string; record: Promise<unknown> }[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push({ text: message.text(), record: message.args()[1]?.jsonValue() ?? Promise.resolve(null) });
      });
      await stopTheClock(page);
      const held = await holdImages(page, '**/img/services/heat-pump-*.webp');
      await page.goto('/');
      const figure = page.locator('#heat-pumps [data-smart-img]');
      // Far down the page the placeholder rests: nobody is waiting for it yet.
      await expect(figure).toHaveCSS('animation-name', 'none');
      await figure.scrollIntoViewIfNeeded();
      await expect.poll(held.requested).toBeGreaterThan(0);
      await expect(figure.locator('img')).toHaveAttribute('data-near', /\d/);
      await expect(figure).toHaveCSS('animation-name', 'smart-img-pulse');
      // The image is on screen and still on its way: the page's clock moves on, then it arrives.
      await page.clock.runFor(waited);
      held.release();
      await expect(figure).toHaveClass(/is-loaded/);
      await expect(figure).toHaveCSS('animation-name', 'none');
      await page.clock.runFor(50);
      if (!warns) {
        expect(warnings).toEqual([]);
        return;
      }
      await expect.poll(() => warnings.length).toBe(1);
      expect(warnings[0]?.text).toMatch(/^Slow image/);
      const record = (await warnings[0]?.record) as { loadTime: number };
      expect(record).toEqual({
        src: expect.stringMatching(/\/img\/services\/heat-pump-\d+\.webp$/),
        loadTime: expect.any(Number),
        renderTime: expect.any(Number),
        size: { width: expect.any(Number), height: expect.any(Number) },
        format: 'webp',
        cached: false,
      });
      expect(record.loadTime).toBeGreaterThanOrEqual(waited);
    });
  }
});

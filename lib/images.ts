/**
 * Responsive images (docs/product.md §9 interface): which webp variants exist for a source image and which of
 * them a page should offer. Variants are written by `scripts/build-images.ts` to
 * `public/img/<path>-<width>.webp` at the widths below, never wider than the source.
 */
import { BREAKPOINT_DESKTOP, IMAGE_MAX_DENSITY, IMAGE_WIDTHS } from '@/lib/ui-config';

/** What an `<img>` needs to offer the variants: worked out at build time, passed to islands as props. */
export interface ImageAttributes {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
}

/** `/images/services/boiler-repair.png` → `/img/services/boiler-repair` (variants add `-<width>.webp`). */
export function variantBase(src: string): string {
  return src.replace(/^\/images\//, '/img/').replace(/\.(png|jpe?g)$/i, '');
}

export function variantUrl(src: string, width: number): string {
  return `${variantBase(src)}-${width}.webp`;
}

/** Every variant width the build writes for a source of this width. */
export function variantWidths(sourceWidth: number): number[] {
  return IMAGE_WIDTHS.filter((width) => width <= sourceWidth);
}

/**
 * The widths to list in `srcset` for an image displayed at most `displayWidth` CSS pixels wide:
 * only those up to 2.5 times that (docs/product.md §9), and at least the smallest.
 */
export function srcsetWidths(sourceWidth: number, displayWidth: number): number[] {
  const available = variantWidths(sourceWidth);
  const wanted = available.filter((width) => width <= displayWidth * IMAGE_MAX_DENSITY);
  return wanted.length ? wanted : available.slice(0, 1);
}

export function srcsetFor(src: string, widths: number[]): string {
  return widths.map((width) => `${variantUrl(src, width)} ${width}w`).join(', ');
}

/**
 * The widest an image can be displayed, in CSS pixels, for a `sizes` value. Supports what this
 * site uses: `Npx` entries, and `Nvw` under a `(max-width: Mpx)` condition (so it is bounded).
 */
export function maxDisplayWidth(sizes: string): number {
  let widest = 0;
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const maxWidth = entry.match(/\(max-width:\s*(\d+)px\)/)?.[1];
    const length = entry.replace(/\([^)]*\)/g, '').trim();
    const px = length.match(/^(\d+(?:\.\d+)?)px$/)?.[1];
    const vw = length.match(/^(\d+(?:\.\d+)?)vw$/)?.[1];
    if (px) widest = Math.max(widest, Number(px));
    else if (vw && maxWidth) widest = Math.max(widest, (Number(vw) / 100) * Number(maxWidth));
    else throw new Error(`Unsupported sizes entry "${entry}": use Npx, or Nvw under (max-width: Mpx)`);
  }
  return widest;
}

/** `sizes` for an image that fills the width below the desktop layout and is `desktopWidth` px on it. */
export function fullWidthBelowDesktop(desktopWidth: number): string {
  return `(max-width: ${BREAKPOINT_DESKTOP - 1}px) 100vw, ${desktopWidth}px`;
}

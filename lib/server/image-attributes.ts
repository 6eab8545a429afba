/**
 * The attributes of a responsive image from its source file (read with sharp at build time):
 * webp variants in `srcset`, only those up to 2.5 times the widest displayed size, and the width
 * and height that keep the layout from shifting.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { maxDisplayWidth, srcsetFor, srcsetWidths, variantUrl, type ImageAttributes } from '@/lib/images';

const sizeCache = new Map<string, Promise<{ width: number; height: number }>>();

function sourceSize(src: string) {
  let size = sizeCache.get(src);
  if (!size) {
    size = sharp(join(process.cwd(), 'public', src))
      .metadata()
      .then(({ width, height }) => {
        if (!width || !height) throw new Error(`Cannot read the size of ${src}`);
        return { width, height };
      });
    sizeCache.set(src, size);
  }
  return size;
}

/** The attributes of a responsive image, for islands that render the `<img>` themselves. */
export async function imageAttributes(src: string, sizes: string): Promise<ImageAttributes> {
  const source = await sourceSize(src);
  const widths = srcsetWidths(source.width, maxDisplayWidth(sizes));
  const largest = widths[widths.length - 1] as number;
  return {
    src: variantUrl(src, largest),
    srcSet: srcsetFor(src, widths),
    sizes,
    width: largest,
    height: Math.round((source.height * largest) / source.width),
  };
}

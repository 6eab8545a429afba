/**
 * A responsive image as plain server markup: webp variants in `srcset` (only those up to 2.5 times
 * the widest displayed size), explicit width and height (no layout shift), lazy loading unless it
 * is the page's one priority image. The shared `/smart-images.js` adds the placeholder, fade-in,
 * error message and slow-image warning of docs/product.md §4.5 without any React on the client.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { messages } from '@/content/messages';
import { maxDisplayWidth, srcsetFor, srcsetWidths, variantUrl } from '@/lib/images';
import { SmartImg, type ImageAttributes } from './smart-img';

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

export async function Picture({
  src,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  src: string;
  /** What a sighted visitor sees; "" for a decorative image. */
  alt: string;
  sizes: string;
  /** The one above-the-fold hero image: loaded at once with high priority. */
  priority?: boolean;
  className?: string;
}) {
  return <SmartImg attributes={await imageAttributes(src, sizes)} alt={alt} errorText={messages.imageFailed} priority={priority} className={className} />;
}

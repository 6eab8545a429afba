/**
 * A responsive image as plain server markup: webp variants in `srcset` (only those up to 2.5 times
 * the widest displayed size), explicit width and height (no layout shift), lazy loading unless it
 * is the page's one priority image. The shared `/smart-images.js` adds the placeholder, fade-in,
 * error message and slow-image warning of docs/product.md §4.5 without any React on the client.
 */
import { messages } from '@/content/messages';
import { imageAttributes } from '@/lib/server/image-attributes';
import { SmartImg } from '@/components/ui/smart-img';

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

/**
 * The markup of a responsive image that `/smart-images.js` watches (placeholder, fade-in, error
 * text, slow-image warning). Plain markup: server pages use it through `Picture`, islands with
 * attributes computed on the server.
 */
import type { ImageAttributes } from '@/lib/images';
import { cn } from './styles';

export type { ImageAttributes };

export function SmartImg({
  attributes,
  alt,
  errorText,
  priority = false,
  className = '',
}: {
  attributes: ImageAttributes;
  alt: string;
  /** Shown in place of the image if it fails ("Image failed to load", from content/messages). */
  errorText: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <span data-smart-img="" className={cn('smart-img', className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: our own build writes the variants */}
      <img {...attributes} alt={alt} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} decoding="async" />
      <span className="smart-img-error" hidden>
        {errorText}
      </span>
    </span>
  );
}

/**
 * A photo in the booking form, shared by the form and its photo picker (loaded only when a quote
 * is booked, so this stays apart from it).
 */
import type { LeadPhoto } from '@/lib/browser/outbox/outbox';

/** A photo ready to send, with a preview address while it is shown (null for an undrawable HEIC). */
export interface PickedPhoto extends LeadPhoto {
  key: number;
  preview: string | null;
}

/** Lets the previews' memory go when photos leave the form. */
export function releasePhotos(photos: readonly PickedPhoto[]): void {
  for (const photo of photos) if (photo.preview) URL.revokeObjectURL(photo.preview);
}

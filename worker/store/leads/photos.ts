/**
 * A lead's photos in R2, under `leads/<id>/photo-<n>.<ext>`: names we make, never the visitor's,
 * each with its media type from its bytes and what it shows. The lead's row lists them (its
 * `photos` column); whatever else is under its prefix is what a cut-off request left, which its
 * erasure and the daily clean-up remove.
 */
import { PHOTO_TYPES } from '@/lib/shared/forms/photos';
import type { ReceivedPhoto, StoredPhoto } from '../../lead/model';

/** Where every photo of a lead is kept in R2. */
const photoPrefix = (id: string) => `leads/${id}/`;

/** The R2 key of a lead's nth photo (from 1). */
export function photoKey(id: string, n: number, photo: Pick<ReceivedPhoto, 'type'>): string {
  return `${photoPrefix(id)}photo-${n}.${PHOTO_TYPES[photo.type].extension}`;
}

/** The R2 keys a lead's `photos` column lists. */
export const photoKeysOf = (photos: string): string[] => (JSON.parse(photos) as StoredPhoto[]).map((photo) => photo.key);

/**
 * Puts a lead's nth photo (from 1) into R2, as the row will list it; `onlyIfNew`: only where no
 * object is yet (another upload may have taken the number since it was read, and a photo is never
 * written over), else null.
 */
export async function putPhoto(bucket: R2Bucket, id: string, n: number, photo: ReceivedPhoto, onlyIfNew = false): Promise<StoredPhoto | null> {
  const key = photoKey(id, n, photo);
  const type = PHOTO_TYPES[photo.type].mime;
  const put = await bucket.put(key, photo.data, { httpMetadata: { contentType: type }, customMetadata: photo.kind ? { kind: photo.kind } : {}, ...(onlyIfNew ? { onlyIf: { etagDoesNotMatch: '*' } } : {}) });
  return put ? { key, type, bytes: photo.data.size, kind: photo.kind } : null;
}

/** Deletes photos no row holds (a lead that was not stored after all); a failure leaves them for the daily clean-up. */
export async function dropPhotos(bucket: R2Bucket, photos: readonly StoredPhoto[]): Promise<void> {
  if (photos.length) await bucket.delete(photos.map((photo) => photo.key)).catch(() => undefined);
}

/** Every object under a lead's prefix (its photos, and any a cut-off request left). */
export async function objectsOf(bucket: R2Bucket, id: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: photoPrefix(id), cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

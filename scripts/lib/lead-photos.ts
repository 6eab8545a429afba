/**
 * A lead sent with photos: `multipart/form-data` with the lead as JSON in a `lead` field and each
 * photo as a `photo` file, its kind in a `photoKind` field in the same order. Each photo is judged
 * by its bytes (lib/photos.ts), never by its name or declared type.
 */
import type { IncomingMessage } from 'node:http';
import { MAX_PHOTOS, MAX_PHOTO_BYTES, PHOTO_KINDS, PHOTO_MESSAGES, sniffPhoto, type PhotoKind, type PhotoType } from '../../lib/photos';
import { HttpError, MAX_LEAD_BYTES, parseJsonObject, readBody } from './http';

/** A photo as received: its bytes, what they are, and what it shows (if the visitor said). */
export interface ReceivedPhoto {
  bytes: Uint8Array;
  type: PhotoType;
  kind: PhotoKind | null;
}

/**
 * Room for the lead, the largest photos allowed and the multipart framing. One photo more, or one
 * too large, is refused before it is read whole.
 */
export const MAX_LEAD_WITH_PHOTOS_BYTES = MAX_LEAD_BYTES + (MAX_PHOTOS + 1) * MAX_PHOTO_BYTES;

export function isMultipart(req: IncomingMessage): boolean {
  return /^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '');
}

const KINDS = new Set<string>(PHOTO_KINDS.map((kind) => kind.value));

/** Reads and checks a lead with photos. Throws HttpError 400 or 413 with a message for the visitor. */
export async function readLeadWithPhotos(req: IncomingMessage): Promise<{ body: Record<string, unknown>; photos: ReceivedPhoto[] }> {
  const raw = await readBody(req, MAX_LEAD_WITH_PHOTOS_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'Content-Type': req.headers['content-type'] ?? '' } }).formData();
  } catch {
    throw new HttpError(400, 'The body is not valid multipart form data');
  }
  const lead = form.get('lead');
  if (typeof lead !== 'string' || lead.length > MAX_LEAD_BYTES) throw new HttpError(400, 'Send the lead as JSON in a "lead" field');
  const body = parseJsonObject(lead, 'The "lead" field');

  const files = form.getAll('photo');
  const kinds = form.getAll('photoKind');
  if (files.length > MAX_PHOTOS) throw new HttpError(400, PHOTO_MESSAGES.tooMany);
  const photos: ReceivedPhoto[] = [];
  for (const [index, file] of files.entries()) {
    if (typeof file === 'string') throw new HttpError(400, `Photo ${index + 1}: ${PHOTO_MESSAGES.notAPhoto}`);
    if (file.size > MAX_PHOTO_BYTES) throw new HttpError(413, `Photo ${index + 1}: ${PHOTO_MESSAGES.tooLarge}`);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffPhoto(bytes);
    if (!type) throw new HttpError(400, `Photo ${index + 1}: ${PHOTO_MESSAGES.notAPhoto}`);
    const kind = kinds[index];
    if (kind !== undefined && kind !== '' && (typeof kind !== 'string' || !KINDS.has(kind))) throw new HttpError(400, `Photo ${index + 1}: unknown kind`);
    photos.push({ bytes, type, kind: typeof kind === 'string' && kind ? (kind as PhotoKind) : null });
  }
  return { body, photos };
}

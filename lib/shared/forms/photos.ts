/**
 * Photos a visitor may send with a booking from a quote, so the surveyor sees the job before the
 * visit: the rules both ends apply. The browser uses them to explain a refused file at once; the
 * lead inbox applies them again to the bytes it receives, never trusting a name or a type header.
 */
import { PHOTO_TYPES, type PhotoType } from './photo-types';

/** What the photos are of: one of each helps the surveyor most. */
export const PHOTO_KINDS = [
  { value: 'boiler', label: 'Your current boiler' },
  { value: 'flue', label: 'The flue outside' },
  { value: 'meter', label: 'Your gas meter' },
  { value: 'new-place', label: 'Where the new boiler goes' },
] as const;

export type PhotoKind = (typeof PHOTO_KINDS)[number]['value'];

/** Each kind as the business reads it (the labels above speak to the visitor: "Your current boiler"). */
export const PHOTO_KIND_NAMES: Record<PhotoKind, string> = { boiler: 'Current boiler', flue: 'Flue outside', meter: 'Gas meter', 'new-place': 'Where the new boiler goes' };

/** One photo of each kind above: more adds nothing the survey will not show. */
export const MAX_PHOTOS = PHOTO_KINDS.length;

/**
 * Largest file a visitor may choose, in bytes: a phone's photo as taken (3 to 5 MB at 12 MP). The
 * browser makes it smaller before it is sent (MAX_SENT_PHOTO_BYTES says how small).
 */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * Largest photo the receiver takes, in bytes, by what it is. A photo the browser redraws is a JPEG
 * of at most PHOTO_MAX_EDGE_PX at PHOTO_JPEG_QUALITY: in Chromium a detailed 4032 × 3024 photo
 * came to 0.81 MB, a detailed 3024 × 3024 one to 1.00 MB, and pure noise at 1600 × 1600 (no
 * photo is more detailed) to 1.82 MB; 2 MB leaves room for other browsers' encoders. A HEIC photo
 * goes as taken only where the browser cannot draw it (Safari can); an iPhone's 12 MP HEIC is
 * 1 to 2.5 MB, so 3 MB takes most, and a larger one is refused in the form with a way round it.
 */
export const MAX_SENT_PHOTO_BYTES = { jpeg: 2 * 1024 * 1024, png: 2 * 1024 * 1024, webp: 2 * 1024 * 1024, heic: 3 * 1024 * 1024 } as const;

/** Longest side a photo is resized to before sending: enough to read a boiler's data plate. */
export const PHOTO_MAX_EDGE_PX = 1600;

export { PHOTO_TYPES, type PhotoType };

/** Brands in an ISO media file's `ftyp` box that mean a HEIF image (iPhones write `heic`). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The photo's format from its first bytes (its "magic number"), or null if it is none we accept. */
export function sniffPhoto(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic';
  return null;
}

/** What is said about a refused photo, in the form and in the inbox's answer. */
export const PHOTO_MESSAGES = {
  tooMany: `You can send up to ${MAX_PHOTOS} photos.`,
  tooLarge: `Each photo must be under ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`,
  notAPhoto: 'That file is not a photo we can open: send a JPEG, PNG, WebP or HEIC image.',
  /** A HEIC photo this browser cannot make smaller, over its cap. */
  heicTooLarge: `This browser cannot make HEIC photos smaller, so each must be under ${MAX_SENT_PHOTO_BYTES.heic / 1024 / 1024} MB: send it as a JPEG instead (a screenshot of it works).`,
  /** A photo as sent that is larger than a photo made smaller by the form can be (another client's). */
  tooLargeToSend: `Each photo must be under ${MAX_SENT_PHOTO_BYTES.jpeg / 1024 / 1024} MB as sent (${MAX_SENT_PHOTO_BYTES.heic / 1024 / 1024} MB for HEIC).`,
} as const;

/** What is wrong with a photo of this type and size as it is sent, or null when the receiver takes it. */
export function sentPhotoProblem(type: PhotoType, size: number): string | null {
  if (size <= MAX_SENT_PHOTO_BYTES[type]) return null;
  return type === 'heic' ? PHOTO_MESSAGES.heicTooLarge : PHOTO_MESSAGES.tooLargeToSend;
}

/** The size to draw a photo at so its longer side is at most `maxEdge`, keeping its shape. */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE_PX): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** How many of a file's first bytes `sniffPhoto` needs: read these, not the whole file, to judge it. */
export const PHOTO_HEAD_BYTES = 12;

/** JPEG quality of a resized photo: a data plate stays legible at about a fifth of the bytes. */
export const PHOTO_JPEG_QUALITY = 0.85;

/**
 * Judges a chosen file as the inbox will: its size first (so a huge file is never read), then
 * what its first bytes say it is. The file's name and declared type count for nothing.
 */
export function checkPhoto(size: number, head: Uint8Array): { type: PhotoType } | { problem: string } {
  if (size > MAX_PHOTO_BYTES) return { problem: PHOTO_MESSAGES.tooLarge };
  const type = sniffPhoto(head);
  return type ? { type } : { problem: PHOTO_MESSAGES.notAPhoto };
}

/** The kinds not yet given to any of `taken`, in the order asked for: the next photo gets the first. */
export function unusedKinds(taken: readonly PhotoKind[]): PhotoKind[] {
  return PHOTO_KINDS.map((kind) => kind.value).filter((kind) => !taken.includes(kind));
}

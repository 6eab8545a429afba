/**
 * Reads a lead from an HTTP request, as the lead receiver (worker/http/leads.ts) and the tests'
 * webhook receiver both do: JSON, or `multipart/form-data` with the lead as JSON in a `lead` field
 * and each photo as a `photo` file, its kind in a `photoKind` field in the same order. Each photo
 * is judged by its bytes (lib/shared/forms/photos.ts), never by its name or declared type. Web APIs only
 * (Request, streams), so it runs on the Workers runtime and in Node alike.
 *
 * A body with photos is read once: its bytes are counted as they arrive (a declared length over the
 * limit is refused unread, and the stream is cut off the moment it passes it), the runtime parses
 * the form from that stream, and each photo is kept as the File it made and handed to R2 as it is,
 * never copied into the Worker's memory. At the peak (while the runtime parses) that is two copies
 * of at most MAX_LEAD_WITH_PHOTOS_BYTES, then one; reading the whole body first, parsing a copy of
 * it and copying each photo out made three of up to 25 MB in a 128 MB isolate.
 */
import { MAX_PHOTOS, MAX_SENT_PHOTO_BYTES, PHOTO_HEAD_BYTES, PHOTO_KINDS, PHOTO_MESSAGES, sentPhotoProblem, sniffPhoto, type PhotoKind } from '@/lib/shared/forms/photos';
import type { ReceivedPhoto } from '../lead/model';

/** Largest lead body we accept: a real form submission, quote included, is one or two KB. */
export const MAX_LEAD_BYTES = 10 * 1024;

/** Room for each part's own headers in a multipart body (about 150 bytes each, nine parts at most). */
const MULTIPART_FRAMING_BYTES = 4 * 1024;

/**
 * The largest body with photos: the lead, MAX_PHOTOS photos at the largest any photo may be as
 * sent (a HEIC as taken: MAX_SENT_PHOTO_BYTES), and the framing; about 12 MB. A larger body is
 * refused before it is read whole.
 */
export const MAX_LEAD_WITH_PHOTOS_BYTES = MAX_LEAD_BYTES + MAX_PHOTOS * Math.max(...Object.values(MAX_SENT_PHOTO_BYTES)) + MULTIPART_FRAMING_BYTES;

/** A request we refuse, with the status and the message to answer with. */
export class IntakeError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export interface ReceivedLead {
  body: Record<string, unknown>;
  photos: ReceivedPhoto[];
}

export function isMultipart(contentType: string | null | undefined): boolean {
  return /^multipart\/form-data\s*;/i.test(contentType ?? '');
}

const tooLarge = (limit: number) => new IntakeError(413, `The body is larger than ${limit} bytes`);

/** A declared length over `limit` is refused before a byte is read. */
function refuseDeclared(request: Request, limit: number): void {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
}

/** The body's bytes, at most `limit` of them: a declared length over it is refused unread. */
async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  refuseDeclared(request, limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(limit);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof IntakeError) throw error;
    throw new IntakeError(400, 'The body could not be read');
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The body's form data, parsed by the runtime from the stream as it comes, cut off with a 413 the
 * moment more than `limit` bytes have come (nothing here holds the bytes).
 */
async function readForm(request: Request, limit: number): Promise<FormData> {
  refuseDeclared(request, limit);
  let size = 0;
  const counted = request.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > limit) controller.error(tooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted ?? null, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw size > limit ? tooLarge(limit) : new IntakeError(400, 'The body is not valid multipart form data');
  }
}

/** Parses `text` as a JSON object; `what` names it in the 400 message ("The body", "The \"lead\" field"). */
function parseJsonObject(text: string, what = 'The body'): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new IntakeError(400, `${what} is not valid JSON`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new IntakeError(400, `${what} must be a JSON object`);
  return value as Record<string, unknown>;
}

const KINDS = new Set<string>(PHOTO_KINDS.map((kind) => kind.value));

async function readMultipart(request: Request): Promise<ReceivedLead> {
  const form = await readForm(request, MAX_LEAD_WITH_PHOTOS_BYTES);
  const lead = form.get('lead');
  if (typeof lead !== 'string') throw new IntakeError(400, 'Send the lead as JSON in a "lead" field');
  if (new TextEncoder().encode(lead).byteLength > MAX_LEAD_BYTES) throw tooLarge(MAX_LEAD_BYTES);
  const body = parseJsonObject(lead, 'The "lead" field');

  const files = form.getAll('photo');
  const kinds = form.getAll('photoKind');
  if (files.length > MAX_PHOTOS) throw new IntakeError(400, PHOTO_MESSAGES.tooMany);
  const photos: ReceivedPhoto[] = [];
  for (const [index, file] of files.entries()) {
    if (typeof file === 'string') throw new IntakeError(400, `Photo ${index + 1}: ${PHOTO_MESSAGES.notAPhoto}`);
    // Judged by its first bytes alone: the photo itself stays where the runtime put it.
    const type = sniffPhoto(new Uint8Array(await file.slice(0, PHOTO_HEAD_BYTES).arrayBuffer()));
    if (!type) throw new IntakeError(400, `Photo ${index + 1}: ${PHOTO_MESSAGES.notAPhoto}`);
    const tooBig = sentPhotoProblem(type, file.size);
    if (tooBig) throw new IntakeError(413, `Photo ${index + 1}: ${tooBig}`);
    const kind = kinds[index];
    if (kind !== undefined && kind !== '' && (typeof kind !== 'string' || !KINDS.has(kind))) throw new IntakeError(400, `Photo ${index + 1}: unknown kind`);
    photos.push({ data: file, type, kind: typeof kind === 'string' && kind ? (kind as PhotoKind) : null });
  }
  return { body, photos };
}

/**
 * Reads a lead and its photos. Throws IntakeError (400 or 413) with a message the form can show.
 * `maxJsonBytes` is a tighter limit for a JSON body; `photos: false` refuses a multipart one.
 */
export async function readLeadRequest(request: Request, options: { maxJsonBytes?: number; photos?: boolean } = {}): Promise<ReceivedLead> {
  if (isMultipart(request.headers.get('content-type'))) {
    if (options.photos === false) throw new IntakeError(400, 'The body must be JSON');
    return readMultipart(request);
  }
  const bytes = await readBytes(request, options.maxJsonBytes ?? MAX_LEAD_BYTES);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new IntakeError(400, 'The body is not valid UTF-8');
  }
  return { body: parseJsonObject(text), photos: [] };
}

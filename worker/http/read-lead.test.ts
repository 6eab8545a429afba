import { MAX_SENT_PHOTO_BYTES, PHOTO_MESSAGES } from '@/lib/shared/forms/photos';
import { IntakeError, MAX_LEAD_BYTES, MAX_LEAD_WITH_PHOTOS_BYTES, readLeadRequest } from './read-lead';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const HEIC = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]);

/** A photo of `size` bytes that starts as `head` does. */
function sized(head: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
}

const json = (body: string, headers: Record<string, string> = {}) => new Request('https://site.example/api/leads/lead', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

function multipart(lead: unknown, files: { bytes: Uint8Array; name?: string; kind?: string }[]) {
  const form = new FormData();
  if (lead !== undefined) form.append('lead', typeof lead === 'string' ? lead : JSON.stringify(lead));
  for (const file of files) {
    form.append('photo', new Blob([new Uint8Array(file.bytes)]), file.name ?? 'photo.jpg');
    if (file.kind !== undefined) form.append('photoKind', file.kind);
  }
  return new Request('https://site.example/api/leads/lead', { method: 'POST', body: form });
}

async function refusal(request: Request): Promise<[number, string]> {
  try {
    await readLeadRequest(request);
  } catch (error) {
    if (error instanceof IntakeError) return [error.status, error.message];
    throw error;
  }
  throw new Error('It was not refused');
}

describe('readLeadRequest', () => {
  it('reads a JSON lead', async () => {
    expect(await readLeadRequest(json('{"firstName":"Zoë"}'))).toEqual({ body: { firstName: 'Zoë' }, photos: [] });
  });

  it('refuses a body that is not a JSON object, is not UTF-8, or is over the limit', async () => {
    expect(await refusal(json('not json'))).toEqual([400, 'The body is not valid JSON']);
    expect(await refusal(json('[1]'))).toEqual([400, 'The body must be a JSON object']);
    expect(await refusal(new Request('https://x.test/', { method: 'POST', body: new Uint8Array([0x7b, 0xff, 0x7d]) }))).toEqual([400, 'The body is not valid UTF-8']);
    expect(await refusal(json(JSON.stringify({ message: 'x'.repeat(MAX_LEAD_BYTES) })))).toEqual([413, `The body is larger than ${MAX_LEAD_BYTES} bytes`]);
    // A declared length over the limit is refused before a byte is read.
    expect((await refusal(json('{}', { 'Content-Length': String(MAX_LEAD_BYTES + 1) })))[0]).toBe(413);
  });

  it('reads a lead with photos, each judged by its bytes, with its kind', async () => {
    const read = await readLeadRequest(multipart({ name: 'Pat' }, [{ bytes: JPEG, name: 'x.png', kind: 'boiler' }, { bytes: PNG, name: 'y.jpg', kind: '' }]));
    expect(read.body).toEqual({ name: 'Pat' });
    expect(read.photos.map((photo) => [photo.type, photo.kind, photo.data.size])).toEqual([
      ['jpeg', 'boiler', JPEG.length],
      ['png', null, PNG.length],
    ]);
    expect(new Uint8Array(await read.photos[1]!.data.arrayBuffer())).toEqual(PNG);
  });

  it('takes each photo up to its cap as sent: a photo the form made smaller, a HEIC as taken', async () => {
    const read = await readLeadRequest(multipart({}, [{ bytes: sized(JPEG, MAX_SENT_PHOTO_BYTES.jpeg) }, { bytes: sized(HEIC, MAX_SENT_PHOTO_BYTES.heic) }]));
    expect(read.photos.map((photo) => [photo.type, photo.data.size])).toEqual([
      ['jpeg', MAX_SENT_PHOTO_BYTES.jpeg],
      ['heic', MAX_SENT_PHOTO_BYTES.heic],
    ]);
  });

  it('refuses a photo that is not one, one too many, one too large, an unknown kind, or no lead field', async () => {
    expect(await refusal(multipart({}, [{ bytes: JPEG }, { bytes: new TextEncoder().encode('MZ program') }]))).toEqual([400, `Photo 2: ${PHOTO_MESSAGES.notAPhoto}`]);
    expect(await refusal(multipart({}, Array.from({ length: 5 }, () => ({ bytes: JPEG }))))).toEqual([400, PHOTO_MESSAGES.tooMany]);
    expect(await refusal(multipart({}, [{ bytes: JPEG }, { bytes: sized(JPEG, MAX_SENT_PHOTO_BYTES.jpeg + 1) }]))).toEqual([413, `Photo 2: ${PHOTO_MESSAGES.tooLargeToSend}`]);
    expect(await refusal(multipart({}, [{ bytes: sized(HEIC, MAX_SENT_PHOTO_BYTES.heic + 1) }]))).toEqual([413, `Photo 1: ${PHOTO_MESSAGES.heicTooLarge}`]);
    expect(await refusal(multipart({}, [{ bytes: JPEG, kind: 'garden' }]))).toEqual([400, 'Photo 1: unknown kind']);
    expect(await refusal(multipart(undefined, [{ bytes: JPEG }]))).toEqual([400, 'Send the lead as JSON in a "lead" field']);
    expect(await refusal(multipart('{"broken"', []))).toEqual([400, 'The "lead" field is not valid JSON']);
  });

  it('refuses a body with photos over the limit: by its declared length unread, else as the bytes pass it', async () => {
    const declared = new Request('https://x.test/', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(MAX_LEAD_WITH_PHOTOS_BYTES + 1) }, body: '--x--' });
    expect(await refusal(declared)).toEqual([413, `The body is larger than ${MAX_LEAD_WITH_PHOTOS_BYTES} bytes`]);
    // No length declared (sent in chunks): the stream is cut off once it passes the limit.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024));
      },
    });
    const chunked = new Request('https://x.test/', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: endless, duplex: 'half' } as RequestInit);
    expect(await refusal(chunked)).toEqual([413, `The body is larger than ${MAX_LEAD_WITH_PHOTOS_BYTES} bytes`]);
    expect(pulled * 1024 * 1024).toBeLessThan(MAX_LEAD_WITH_PHOTOS_BYTES + 4 * 1024 * 1024);
  });

  it('refuses multipart it cannot parse', async () => {
    const request = new Request('https://x.test/', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="lead"\r\n\r\n{}' });
    expect(await refusal(request)).toEqual([400, 'The body is not valid multipart form data']);
  });
});

import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@/lib/photos';
import { IntakeError, MAX_LEAD_BYTES, readLeadRequest } from './read-lead';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

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
    expect(read.photos.map((photo) => [photo.type, photo.kind, photo.bytes.length])).toEqual([
      ['jpeg', 'boiler', JPEG.length],
      ['png', null, PNG.length],
    ]);
  });

  it('refuses a photo that is not one, one too many, one too large, an unknown kind, or no lead field', async () => {
    expect(await refusal(multipart({}, [{ bytes: JPEG }, { bytes: new TextEncoder().encode('MZ program') }]))).toEqual([400, `Photo 2: ${PHOTO_MESSAGES.notAPhoto}`]);
    expect(await refusal(multipart({}, Array.from({ length: 5 }, () => ({ bytes: JPEG }))))).toEqual([400, PHOTO_MESSAGES.tooMany]);
    const huge = new Uint8Array(MAX_PHOTO_BYTES + 1);
    huge.set(JPEG);
    expect(await refusal(multipart({}, [{ bytes: huge }]))).toEqual([413, `Photo 1: ${PHOTO_MESSAGES.tooLarge}`]);
    expect(await refusal(multipart({}, [{ bytes: JPEG, kind: 'garden' }]))).toEqual([400, 'Photo 1: unknown kind']);
    expect(await refusal(multipart(undefined, [{ bytes: JPEG }]))).toEqual([400, 'Send the lead as JSON in a "lead" field']);
    expect(await refusal(multipart('{"broken"', []))).toEqual([400, 'The "lead" field is not valid JSON']);
  });

  it('refuses multipart it cannot parse', async () => {
    const request = new Request('https://x.test/', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="lead"\r\n\r\n{}' });
    expect(await refusal(request)).toEqual([400, 'The body is not valid multipart form data']);
  });
});

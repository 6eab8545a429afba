/**
 * The local server's lead inbox over real HTTP on 127.0.0.1: it refuses what the forms refuse,
 * answers with the field errors, and keeps every valid lead whole when many arrive at once.
 */
import { TYPICAL_QUOTE } from '@/lib/quote/typical';
import { quoteLead } from '@/lib/quote/lead';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@/lib/photos';
import { MAX_LEAD_BYTES } from './http';
import { createSiteServer } from './site-server';

let dir: string;
let server: Server;
let origin: string;
let leadsFile: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-server-'));
  const out = join(dir, 'out');
  mkdirSync(join(out, 'about'), { recursive: true });
  writeFileSync(join(out, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(out, 'about', 'index.html'), '<h1>About</h1>');
  writeFileSync(join(out, '404.html'), '<h1>Page Not Found</h1>');
  leadsFile = join(dir, 'leads.ndjson');
  server = createSiteServer({ dir: out, leadsFile });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const lines = () => (existsSync(leadsFile) ? readFileSync(leadsFile, 'utf8').split('\n').filter(Boolean) : []);
const post = (path: string, body: unknown) =>
  fetch(`${origin}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

const booking = (name: string) => ({
  name,
  phone: '+447700900123',
  email: 'pat@example.co.uk',
  postcode: 'HU1 1AA',
  preferredDate: '2026-11-24',
  timeWindow: 'morning',
  message: 'Boiler shows F28',
  source: 'book-a-repair',
  timestamp: '2026-11-23T09:30:00.000Z',
});

describe('local lead inbox', () => {
  it('stores a valid callback with an id and the time of receipt, and answers 201', async () => {
    const before = lines().length;
    const response = await post('/api/leads/callback', { firstName: 'Zoë', phoneNumber: '+447700900123' });
    expect(response.status).toBe(201);
    const { id, receivedAt } = (await response.json()) as { id: string; receivedAt: string };
    const stored = JSON.parse(lines()[before] ?? '{}');
    expect(stored).toEqual({ id, receivedAt, type: 'callback', lead: { firstName: 'Zoë', phoneNumber: '+447700900123' } });
    expect(Date.parse(receivedAt)).not.toBeNaN();
  });

  it('refuses what the forms refuse, with each field message as JSON, and stores nothing', async () => {
    const before = lines().length;
    const cases: [string, unknown, Record<string, string>][] = [
      ['/api/leads/lead', { foo: 'bar' }, { source: expect.stringContaining('source must be one of') }],
      ['/api/leads/callback', { firstName: 'No phone' }, { phoneNumber: 'Phone number is required' }],
      ['/api/leads/callback', { phoneNumber: '12345' }, { phoneNumber: 'Please enter a valid UK phone number' }],
      ['/api/leads/lead', { ...booking('Pat'), email: 'not-an-email' }, { email: 'Enter an email address like name@example.com' }],
      ['/api/leads/lead', { ...booking('Pat'), preferredDate: '2026-11-23' }, { preferredDate: 'Choose a date from tomorrow onwards' }],
      ['/api/leads/lead', { ...booking('Pat'), source: 'report-issue', message: '' }, { message: 'Please tell us what is happening' }],
      [
        '/api/leads/lead',
        { name: 'Hal', phone: '+447700900130', postcode: 'DN31 1AB', email: '', source: 'exit-intent-modal', timestamp: '2026-11-23T09:30:00.000Z' },
        { email: 'Please enter your email address' },
      ],
    ];
    for (const [path, body, fields] of cases) {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The lead is not valid', fields: expect.objectContaining(fields) });
    }
    for (const body of ['not json', '[1,2]', 'null']) expect((await post('/api/leads/lead', body)).status).toBe(400);
    expect((await post('/api/leads/lead', { ...booking('x'), message: 'x'.repeat(MAX_LEAD_BYTES) })).status).toBe(413);
    expect((await fetch(`${origin}/api/leads/lead`)).status).toBe(405);
    expect(lines()).toHaveLength(before);
  });

  it('a booking sent days ago from the outbox is judged by the day it was sent', async () => {
    const response = await post('/api/leads/lead', { ...booking('Late'), preferredDate: '2026-01-02', timestamp: '2026-01-01T12:00:00.000Z' });
    expect(response.status).toBe(201);
  });

  it('keeps 40 valid leads posted at once as 40 whole lines, and adds nothing for invalid ones', async () => {
    const before = lines().length;
    const names = Array.from({ length: 40 }, (_, i) => `Concurrent ${i} ${'x'.repeat(40)}`);
    const responses = await Promise.all([
      ...names.map((name) => post('/api/leads/lead', booking(name))),
      ...names.slice(0, 10).map((name) => post('/api/leads/lead', { ...booking(name), phone: '' })),
    ]);
    expect(responses.slice(0, 40).map((r) => r.status)).toEqual(Array(40).fill(201));
    expect(responses.slice(40).map((r) => r.status)).toEqual(Array(10).fill(400));
    const added = lines().slice(before).map((line) => JSON.parse(line) as { id: string; lead: { name: string } });
    expect(added).toHaveLength(40);
    expect(new Set(added.map((l) => l.id)).size).toBe(40);
    expect(added.map((l) => l.lead.name).sort()).toEqual([...names].sort());
  });
});

describe('a booking from a quote', () => {
  const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, 'premium');
  const survey = { ...booking('Quoted'), source: 'book-free-survey', preferredDate: '2026-11-25', quote, installationDate: '2026-11-26' };

  it('stores the quote and the installation date with the booking', async () => {
    const before = lines().length;
    const response = await post('/api/leads/lead', survey);
    expect(response.status).toBe(201);
    const stored = JSON.parse(lines()[before] ?? '{}') as { lead: typeof survey };
    expect(stored.lead.quote).toEqual(quote);
    expect(stored.lead.installationDate).toBe('2026-11-26');
  });

  it('refuses a quote whose figures its answers do not give, and a date that was never offered', async () => {
    const before = lines().length;
    const cheaper = await post('/api/leads/lead', { ...survey, quote: { ...quote, price: 999 } });
    expect(cheaper.status).toBe(400);
    expect(((await cheaper.json()) as { fields: Record<string, string> }).fields).toEqual({ quote: 'quote does not match what its answers give: reload the results and book again' });
    const sunday = await post('/api/leads/lead', { ...survey, installationDate: '2026-11-29' });
    expect(((await sunday.json()) as { fields: Record<string, string> }).fields).toEqual({ installationDate: 'Choose one of the installation dates in the list' });
    expect(lines()).toHaveLength(before);
  });
});

describe('"Email me this quote"', () => {
  const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, 'standard');
  const request = { email: 'quin@example.co.uk', quote, source: 'quote-email', timestamp: '2026-11-23T10:00:00.000Z' };

  it('stores the address with the whole quote', async () => {
    const before = lines().length;
    const response = await post('/api/leads/lead', request);
    expect(response.status).toBe(201);
    const stored = JSON.parse(lines()[before] ?? '{}') as { lead: typeof request };
    expect(stored.lead).toEqual(request);
  });

  it('refuses it without a quote, with a tampered quote or with a bad address, and stores nothing', async () => {
    const before = lines().length;
    const fields = async (body: unknown) => ((await (await post('/api/leads/lead', body)).json()) as { fields: Record<string, string> }).fields;
    expect(await fields({ ...request, quote: undefined })).toEqual({ quote: expect.any(String) });
    expect(await fields({ ...request, quote: { ...quote, price: 1 } })).toEqual({ quote: 'quote does not match what its answers give: reload the results and book again' });
    expect(await fields({ ...request, email: 'quin at example' })).toEqual({ email: 'Enter an email address like name@example.com' });
    expect(lines()).toHaveLength(before);
  });
});

describe('a callback asked for from the results', () => {
  const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, 'premium');

  it('stores the quote with the two fields of docs/product.md §7, and refuses a tampered one', async () => {
    const before = lines().length;
    const response = await post('/api/leads/callback', { firstName: 'Quin', phoneNumber: '+447700900123', quote });
    expect(response.status).toBe(201);
    expect((JSON.parse(lines()[before] ?? '{}') as { lead: unknown }).lead).toEqual({ firstName: 'Quin', phoneNumber: '+447700900123', quote });
    const tampered = await post('/api/leads/callback', { firstName: 'Quin', phoneNumber: '+447700900123', quote: { ...quote, price: 1 } });
    expect(tampered.status).toBe(400);
    expect(lines()).toHaveLength(before + 1);
  });
});

describe('photos with a booking from a quote', () => {
  const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, 'standard');
  const survey = { ...booking('Pictured'), source: 'book-free-survey', preferredDate: '2026-11-25', quote };
  const photo = (format: 'jpeg' | 'png') => sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } }).toFormat(format).toBuffer();
  /** Posts the lead as the booking form does when it has photos: multipart, the lead as JSON. */
  const postWithPhotos = (lead: unknown, files: { bytes: Uint8Array; name: string; kind?: string }[]) => {
    const form = new FormData();
    form.append('lead', JSON.stringify(lead));
    for (const file of files) {
      form.append('photo', new Blob([new Uint8Array(file.bytes)]), file.name);
      form.append('photoKind', file.kind ?? '');
    }
    return fetch(`${origin}/api/leads/lead`, { method: 'POST', body: form });
  };
  const message = async (response: Response) => ((await response.json()) as { error: string }).error;

  it('stores each photo by its bytes under uploads/<lead id>/ with a name of its own, and lists them with the lead', async () => {
    const before = lines().length;
    const [jpeg, png] = [await photo('jpeg'), await photo('png')];
    const response = await postWithPhotos(survey, [
      { bytes: jpeg, name: '../../etc/passwd.jpg', kind: 'boiler' },
      { bytes: png, name: 'IMG_0001.HEIC', kind: 'flue' },
    ]);
    expect(response.status).toBe(201);
    const stored = JSON.parse(lines()[before] ?? '{}') as { id: string; lead: unknown; photos: { file: string; type: string; bytes: number; kind: string }[] };
    expect(stored.lead).toEqual(survey);
    expect(stored.photos).toEqual([
      { file: join('uploads', stored.id, 'photo-1.jpg'), type: 'image/jpeg', bytes: jpeg.length, kind: 'boiler' },
      { file: join('uploads', stored.id, 'photo-2.png'), type: 'image/png', bytes: png.length, kind: 'flue' },
    ]);
    expect(readFileSync(join(dir, stored.photos[0]!.file)).equals(jpeg)).toBe(true);
    expect(readFileSync(join(dir, stored.photos[1]!.file)).equals(png)).toBe(true);
  });

  it('refuses a program renamed .jpg, a photo over the size limit and a fifth photo, each with a clear message, and stores nothing', async () => {
    const before = lines().length;
    const jpeg = await photo('jpeg');
    const program = await postWithPhotos(survey, [{ bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]), name: 'boiler.jpg' }]);
    expect(program.status).toBe(400);
    expect(await message(program)).toBe(`Photo 1: ${PHOTO_MESSAGES.notAPhoto}`);
    const huge = new Uint8Array(MAX_PHOTO_BYTES + 1);
    huge.set(jpeg);
    const tooLarge = await postWithPhotos(survey, [{ bytes: jpeg, name: 'a.jpg' }, { bytes: huge, name: 'b.jpg' }]);
    expect(tooLarge.status).toBe(413);
    expect(await message(tooLarge)).toBe(`Photo 2: ${PHOTO_MESSAGES.tooLarge}`);
    const five = await postWithPhotos(survey, Array.from({ length: 5 }, (_, i) => ({ bytes: jpeg, name: `${i}.jpg` })));
    expect(five.status).toBe(400);
    expect(await message(five)).toBe(PHOTO_MESSAGES.tooMany);
    expect(lines()).toHaveLength(before);
  });

  it('takes photos only with a survey booked from a quote', async () => {
    const before = lines().length;
    const response = await postWithPhotos(booking('Repair'), [{ bytes: await photo('jpeg'), name: 'a.jpg' }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ photos: 'Photos can only be sent with a survey booked from a quote' });
    expect(lines()).toHaveLength(before);
  });
});

describe('static host', () => {
  it('redirects a clean URL to its slashed page and answers unknown paths with 404.html', async () => {
    const redirect = await fetch(`${origin}/about`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/about/');
    const missing = await fetch(`${origin}/nowhere/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page Not Found');
  });
});

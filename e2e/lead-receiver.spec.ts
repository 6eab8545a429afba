/**
 * The lead receiver (functions/api/leads/, lib/receiver/) over real HTTP, on the runtime that
 * serves the site (wrangler pages dev, local D1 and R2): it refuses exactly what the forms refuse
 * and then stores nothing, keeps each lead whole and once, gives the business its leads only with
 * the export token, and forwards each lead to the business's CRM without ever losing one. Storage
 * is read back through the export and the photo links as the tests go, and directly, D1 and R2
 * themselves, once every test has run (storage.check.ts: a second reader while the site is busy
 * would lock its database).
 */
import sharp from 'sharp';
import { MAX_LEAD_BYTES, MAX_LEAD_WITH_PHOTOS_BYTES } from '../lib/receiver/read-lead';
import type { ExportRecord } from '../lib/receiver/export-format';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '../lib/photos';
import { quoteLead } from '../lib/quote/lead';
import { TYPICAL_QUOTE } from '../lib/quote/typical';
import { ukCalendarDate } from '../lib/dates';
import { installationDates } from '../lib/working-days';
import { PHOTOS_NOT_ALLOWED } from '../lib/validations/lead-payloads';
import { E2E_EXPORT_TOKEN, downloadPhoto, exportAuth, expectReceived, storedWith, uniqueMarker } from './fixtures/leads';
import { REFUSED } from './fixtures/storage';
import { expect, test } from './fixtures/test';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN } = e2eEnv;

const url = (path: string) => `${E2E_ORIGIN}${path}`;
const post = (type: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url(`/api/leads/${type}`), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

interface File {
  bytes: Uint8Array;
  name: string;
  kind?: string;
  type?: string;
}

/** Posts a lead as the booking form does when it has photos: multipart, the lead as JSON in `lead`. */
function postWithPhotos(lead: unknown, files: File[]) {
  const form = new FormData();
  form.append('lead', JSON.stringify(lead));
  for (const file of files) {
    form.append('photo', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name);
    form.append('photoKind', file.kind ?? '');
  }
  return fetch(url('/api/leads/lead'), { method: 'POST', body: form });
}

const photo = async (format: 'jpeg' | 'png', width = 40, height = 30) => new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#36c' } }).toFormat(format).toBuffer());

const now = () => new Date();
const booking = (name: string) => ({
  leadId: crypto.randomUUID(),
  name,
  phone: '+447700900123',
  email: 'pat@example.co.uk',
  postcode: 'HU1 1AA',
  preferredDate: '',
  timeWindow: 'morning',
  message: 'Boiler shows F28',
  source: 'book-a-repair',
  timestamp: now().toISOString(),
});
const quote = () => quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: ukCalendarDate(now()) }, 'standard');
const survey = (name: string) => ({ ...booking(name), source: 'book-free-survey', quote: quote(), installationDate: installationDates(now())[0] });

const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

/** Nothing of a refused lead is anywhere: no row in the export, no photo behind its links. */
async function expectNothingStored(marker: string, leadIds: string[] = []) {
  expect(await storedWith(marker)).toEqual([]);
  for (const id of leadIds) expect((await fetch(url(`/api/leads/photos/${id}/1`), { headers: exportAuth })).status).toBe(404);
}

/** What the export gives now. */
async function exported(query = ''): Promise<ExportRecord[]> {
  const response = await fetch(url(`/api/leads/export${query}`), { headers: exportAuth });
  expect(response.status).toBe(200);
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ExportRecord);
}

test.describe('refused, and nothing stored', () => {
  test('a field its form refuses: 400 with each field message, and no row', async () => {
    const marker = uniqueMarker(REFUSED);
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['lead', { name: marker, foo: 'bar' }, { source: expect.stringContaining('source must be one of') }],
      ['callback', { firstName: marker }, { phoneNumber: 'Phone number is required' }],
      ['callback', { firstName: marker, phoneNumber: '12345' }, { phoneNumber: 'Please enter a valid UK phone number' }],
      ['callback', { firstName: marker, phoneNumber: '+447700900123', leadId: 'not-a-uuid' }, { leadId: 'leadId must be a UUID' }],
      ['lead', { ...booking(marker), email: 'not-an-email' }, { email: 'Enter an email address like name@example.com' }],
      ['lead', { ...booking(marker), preferredDate: ukCalendarDate(now()) }, { preferredDate: 'Choose a date from tomorrow onwards' }],
      ['lead', { ...booking(marker), source: 'report-issue', message: '' }, { message: 'Please tell us what is happening' }],
      ['lead', { name: marker, phone: '+447700900130', postcode: 'DN31 1AB', email: '', source: 'exit-intent-modal', timestamp: now().toISOString() }, { email: 'Please enter your email address' }],
      ['lead', { ...survey(marker), quote: { ...quote(), price: 999 } }, { quote: 'quote does not match what its answers give: reload the results and book again' }],
      ['lead', { ...survey(marker), installationDate: ukCalendarDate(now()) }, { installationDate: 'Choose one of the installation dates in the list' }],
      ['lead', { email: `${marker} at example`, quote: quote(), source: 'quote-email', timestamp: now().toISOString() }, { email: 'Enter an email address like name@example.com' }],
    ];
    for (const [type, body, fields] of cases) {
      const { status, body: reply } = await answer(await post(type, body));
      expect(status, JSON.stringify(body)).toBe(400);
      expect(reply).toEqual({ error: 'The lead is not valid', fields: expect.objectContaining(fields) });
    }
    for (const body of ['not json', '[1,2]', 'null', `{"name":"${marker}"`]) expect((await post('lead', body)).status).toBe(400);
    expect((await fetch(url('/api/leads/lead'))).status).toBe(405);
    await expectNothingStored(marker);
  });

  test('photos it refuses: an .exe named .jpg, an SVG, a fifth photo, one over 5 MB, photos with another kind of lead; then no row and no object', async () => {
    const marker = uniqueMarker(REFUSED);
    const jpeg = await photo('jpeg');
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4094)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const huge = new Uint8Array(MAX_PHOTO_BYTES + 1);
    huge.set(jpeg);
    const cases: [string, () => Promise<Response>, number, string][] = [
      ['an .exe named .jpg', () => postWithPhotos(lead, [{ bytes: jpeg, name: 'boiler.jpg' }, { bytes: program, name: 'flue.jpg' }]), 400, `Photo 2: ${PHOTO_MESSAGES.notAPhoto}`],
      ['an SVG', () => postWithPhotos(lead, [{ bytes: svg, name: 'meter.svg', type: 'image/svg+xml' }]), 400, `Photo 1: ${PHOTO_MESSAGES.notAPhoto}`],
      ['a fifth photo', () => postWithPhotos(lead, Array.from({ length: 5 }, (_, i) => ({ bytes: jpeg, name: `${i}.jpg` }))), 400, PHOTO_MESSAGES.tooMany],
      ['a photo over 5 MB', () => postWithPhotos(lead, [{ bytes: jpeg, name: 'a.jpg' }, { bytes: huge, name: 'b.jpg' }]), 413, `Photo 2: ${PHOTO_MESSAGES.tooLarge}`],
    ];
    const lead = survey(marker);
    for (const [what, send, status, message] of cases) {
      const reply = await answer(await send());
      expect(reply, what).toEqual({ status, body: { error: message } });
    }
    const repair = booking(marker);
    const notAQuote = await answer(await postWithPhotos(repair, [{ bytes: jpeg, name: 'a.jpg' }]));
    expect(notAQuote).toEqual({ status: 400, body: { error: 'The lead is not valid', fields: { photos: PHOTOS_NOT_ALLOWED } } });
    await expectNothingStored(marker, [lead.leadId, repair.leadId]);
  });

  test('a body over the limit (413) and broken multipart (400): no row and no object', async () => {
    const marker = uniqueMarker(REFUSED);
    const big = { ...booking(marker), message: 'x'.repeat(MAX_LEAD_BYTES) };
    expect((await answer(await post('lead', big))).status).toBe(413);
    const overall = new Uint8Array(MAX_LEAD_WITH_PHOTOS_BYTES + 1);
    const tooMuch = await fetch(url('/api/leads/lead'), { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: overall });
    expect(tooMuch.status).toBe(413);
    const lead = survey(marker);
    const broken = `--x\r\nContent-Disposition: form-data; name="lead"\r\n\r\n${JSON.stringify(lead)}\r\n--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8\xff`;
    const truncated = await fetch(url('/api/leads/lead'), { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: broken });
    expect(await answer(truncated)).toEqual({ status: 400, body: { error: 'The body is not valid multipart form data' } });
    await expectNothingStored(marker, [big.leadId, lead.leadId]);
  });
});

test.describe('stored whole, and once', () => {
  test('a callback: 201 { id, receivedAt }, stored once under the browser\'s id, with its campaign', async () => {
    const marker = uniqueMarker('Zoë');
    const leadId = crypto.randomUUID();
    const campaign = { landingPage: '/boiler-repair-in-hull/', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'winter', utmContent: 'ad-1' };
    const { status, body } = await answer(await post('callback', { firstName: marker, phoneNumber: '+447700900123', leadId, campaign }));
    expect(status).toBe(201);
    expect(body).toEqual({ id: leadId, receivedAt: expect.stringMatching(/Z$/) });
    expect(await storedWith(marker)).toEqual([
      expect.objectContaining({ id: leadId, receivedAt: body.receivedAt, type: 'callback', source: 'callback', lead: { firstName: marker, phoneNumber: '+447700900123' }, campaign, photos: [] }),
    ]);
  });

  test('a survey with photos: each photo kept by its bytes under a name the receiver made, listed with the lead', async () => {
    const marker = uniqueMarker('Pictured');
    const lead = survey(marker);
    const [jpeg, png] = [await photo('jpeg'), await photo('png')];
    const response = await postWithPhotos(lead, [
      { bytes: jpeg, name: '../../etc/passwd.jpg', kind: 'boiler' },
      { bytes: png, name: 'IMG_0001.HEIC', kind: 'flue', type: 'image/heic' },
    ]);
    expect(response.status).toBe(201);
    const [record, ...more] = await storedWith(marker);
    expect(more).toEqual([]);
    const { leadId, ...sent } = lead;
    expect(record?.id).toBe(leadId);
    expect(record?.lead).toEqual(sent);
    expect(record?.photos).toEqual([
      { url: url(`/api/leads/photos/${leadId}/1`), kind: 'boiler', type: 'image/jpeg', bytes: jpeg.length },
      { url: url(`/api/leads/photos/${leadId}/2`), kind: 'flue', type: 'image/png', bytes: png.length },
    ]);
    const photo1 = await fetch(url(`/api/leads/photos/${leadId}/1`), { headers: exportAuth });
    expect(photo1.headers.get('content-disposition')).toBe(`inline; filename="${leadId}-photo-1.jpg"`);
    expect(Buffer.from(await photo1.arrayBuffer()).equals(Buffer.from(jpeg))).toBe(true);
    expect((await downloadPhoto(url(`/api/leads/photos/${leadId}/2`))).equals(Buffer.from(png))).toBe(true);
    expect((await fetch(url(`/api/leads/photos/${leadId}/3`), { headers: exportAuth })).status).toBe(404);
  });

  test('40 different leads posted at once: 40 rows', async () => {
    const marker = uniqueMarker('Forty');
    const leads = Array.from({ length: 40 }, (_, i) => booking(`${marker} ${i}`));
    const responses = await Promise.all(leads.map((lead) => post('lead', lead)));
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(201));
    const records = await storedWith(marker);
    expect(records).toHaveLength(40);
    expect(records.map((record) => record.id).sort()).toEqual(leads.map((lead) => lead.leadId).sort());
  });

  test('the same lead id posted 3 times (one slow answer, two retries): 1 row, and the same answer each time', async () => {
    const marker = uniqueMarker('Thrice');
    const lead = booking(marker);
    const text = new TextEncoder().encode(JSON.stringify(lead));
    // The first request is slow: half its body, then nothing until both retries have their answers.
    let finish: () => void = () => undefined;
    const retriesAnswered = new Promise<void>((resolve) => (finish = resolve));
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(text.slice(0, 100));
        await retriesAnswered;
        controller.enqueue(text.slice(100));
        controller.close();
      },
    });
    const slow = fetch(url('/api/leads/lead'), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: slowBody, duplex: 'half' } as RequestInit);
    const retries = await Promise.all([post('lead', lead), post('lead', lead)]);
    finish();
    const answers = await Promise.all([...retries, await slow].map(answer));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]?.body.id).toBe(lead.leadId);
    expect(await storedWith(marker)).toHaveLength(1);
  });

  test('a booking sent days ago from the outbox is judged by the day it was sent', async () => {
    const sent = new Date(now().getTime() - 5 * 24 * 3600 * 1000);
    const lead = { ...booking(uniqueMarker('Late')), timestamp: sent.toISOString(), preferredDate: ukCalendarDate(new Date(sent.getTime() + 24 * 3600 * 1000)) };
    expect((await post('lead', lead)).status).toBe(201);
  });
});

test.describe('the business reads its leads', () => {
  test('no token, a wrong token, a token in the address: 401 and nothing of a lead', async () => {
    const marker = uniqueMarker('Private');
    const lead = survey(marker);
    expect((await postWithPhotos(lead, [{ bytes: await photo('jpeg'), name: 'a.jpg' }])).status).toBe(201);
    const photoPath = `/api/leads/photos/${lead.leadId}/1`;
    const attempts: [string, RequestInit][] = [
      ['/api/leads/export', {}],
      ['/api/leads/export', { headers: { Authorization: 'Bearer wrong-token-wrong-token-wrong-token-00' } }],
      ['/api/leads/export', { headers: { Authorization: `Bearer ${E2E_EXPORT_TOKEN}x` } }],
      ['/api/leads/export', { headers: { Authorization: E2E_EXPORT_TOKEN } }],
      [`/api/leads/export?token=${E2E_EXPORT_TOKEN}`, {}],
      [`/api/leads/export?token=${E2E_EXPORT_TOKEN}`, { headers: exportAuth }],
      [`/api/leads/export?since=${E2E_EXPORT_TOKEN}`, { headers: exportAuth }],
      [photoPath, {}],
      [`${photoPath}?access_token=${E2E_EXPORT_TOKEN}`, {}],
      [photoPath, { headers: { Authorization: 'Bearer nope' } }],
    ];
    for (const [path, init] of attempts) {
      const response = await fetch(url(path), init);
      const text = await response.text();
      expect(response.status, path).toBe(401);
      expect(text).not.toContain(marker);
      expect(text).not.toContain(lead.leadId);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="leads"');
    }
    // With the token in the header: the lead, and its photo.
    expect((await exported()).some((record) => record.id === lead.leadId)).toBe(true);
    expect((await fetch(url(photoPath), { headers: exportAuth })).status).toBe(200);
  });

  test('NDJSON since a date, or CSV a spreadsheet opens safely, each lead with links to its photos', async () => {
    const marker = uniqueMarker('Export');
    const before = now().toISOString();
    const lead = { ...survey(marker), name: `=HYPERLINK("http://x.test","${marker}")` };
    const jpeg = await photo('jpeg');
    expect((await postWithPhotos(lead, [{ bytes: jpeg, name: 'a.jpg', kind: 'meter' }])).status).toBe(201);

    const records = await exported(`?since=${encodeURIComponent(before)}`);
    const record = records.find((r) => r.id === lead.leadId);
    expect(record?.photos).toEqual([{ url: url(`/api/leads/photos/${lead.leadId}/1`), kind: 'meter', type: 'image/jpeg', bytes: jpeg.length }]);
    expect(records.every((r) => r.receivedAt >= before)).toBe(true);
    const photoResponse = await fetch(record!.photos[0]!.url, { headers: exportAuth });
    expect(photoResponse.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photoResponse.arrayBuffer()).equals(Buffer.from(jpeg))).toBe(true);
    expect(await exported('?since=2999-01-01')).toEqual([]);

    const csv = await fetch(url(`/api/leads/export?since=${encodeURIComponent(before)}&format=csv`), { headers: exportAuth });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toMatch(/^id,received_at,type,source,name,phone,/);
    const line = lines.find((l) => l.startsWith(lead.leadId)) ?? '';
    // The formula is text in a spreadsheet, and so is the phone number.
    expect(line).toContain(`"'=HYPERLINK(""http://x.test"",""${marker}"")"`);
    expect(line).toContain(",'+447700900123,");
    expect(line).toContain(url(`/api/leads/photos/${lead.leadId}/1`));

    for (const query of ['?since=yesterday', '?format=xml', '?forwarding=lost']) {
      expect((await fetch(url(`/api/leads/export${query}`), { headers: exportAuth })).status).toBe(400);
    }
  });
});

test.describe('forwarded to the business\'s CRM', () => {
  test('each stored lead goes to LEAD_FORWARD_URL as JSON, and the export says so', async () => {
    const marker = uniqueMarker('Crm');
    const lead = booking(marker);
    expect((await post('lead', lead)).status).toBe(201);
    const [forwarded] = await expectReceived(marker);
    expect(forwarded?.path).toBe('/hooks/forward');
    expect(forwarded?.body).toEqual(expect.objectContaining({ id: lead.leadId, type: 'lead', source: 'book-a-repair', lead: expect.objectContaining({ name: marker }) }));
    await expect.poll(async () => (await exported()).find((r) => r.id === lead.leadId)?.forwarding.status).toBe('forwarded');
  });

  test('a forward that fails loses nothing: the lead is stored, the export lists it as failed, and a later lead tries it again', async () => {
    const failing = booking(`${uniqueMarker('Down')} [500]`);
    expect((await post('lead', failing)).status).toBe(201);
    await expect.poll(async () => (await exported('?forwarding=failed')).find((r) => r.id === failing.leadId)?.forwarding).toEqual(expect.objectContaining({ status: 'failed', detail: 'HTTP 500' }));

    const flaky = booking(`${uniqueMarker('Blip')} [fail-once]`);
    expect((await post('lead', flaky)).status).toBe(201);
    await expect.poll(async () => (await exported()).find((r) => r.id === flaky.leadId)?.forwarding.status).toBe('failed');
    // The next lead to arrive sends the failed one again.
    expect((await post('lead', booking(uniqueMarker('Next')))).status).toBe(201);
    await expect.poll(async () => (await exported()).find((r) => r.id === flaky.leadId)?.forwarding).toEqual(expect.objectContaining({ status: 'forwarded', attempts: 2 }));
  });
});

test.describe('cross-origin', () => {
  test('the site\'s own pages may post (preflight answered); another origin may not', async () => {
    const preflight = (origin: string) => fetch(url('/api/leads/lead'), { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    const own = await preflight(E2E_ORIGIN);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(E2E_ORIGIN);
    expect(own.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect((await preflight('https://evil.example')).status).toBe(403);
    const marker = uniqueMarker('Foreign');
    expect((await post('callback', { firstName: marker, phoneNumber: '+447700900123' }, { Origin: 'https://evil.example' })).status).toBe(403);
  });
});

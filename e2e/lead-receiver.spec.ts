/**
 * The lead receiver (worker/, the site's Worker) over real HTTP, on the runtime that serves
 * the site (wrangler dev: local D1, R2, the lead queue, rate limiting and send_email, no mocks):
 * it refuses exactly what the forms refuse and then stores nothing, keeps each lead whole and
 * once, emails the business every lead once and forwards it, signed, to its CRM once, without ever
 * losing one, limits each address's posts (bots and the daily ceilings: lead-abuse.spec.ts),
 * erases on request, and gives the business its leads only with the export token. Storage is read
 * back through the export and the photo links as the tests go, the emails from the .eml files
 * wrangler writes, the forwards from a real receiver on 127.0.0.1; and D1 and R2 themselves once
 * every test has run (storage.check.ts: a second reader while the site is busy would lock its
 * database).
 */
import { connect } from 'node:net';
import { MAX_LEAD_BYTES, MAX_LEAD_WITH_PHOTOS_BYTES } from '../worker/http/read-lead';
import { MAX_SENT_PHOTO_BYTES, PHOTO_MESSAGES } from '../lib/shared/forms/photos';
import { ukCalendarDate } from '../lib/shared/time/dates';
import { PHOTOS_NOT_ALLOWED } from '../lib/shared/forms/lead-payloads';
import { QUOTE_RULES_VERSION } from '../lib/shared/quote/rules';
import { E2E_EXPORT_TOKEN, downloadPhoto, exportAuth, exportedFrom, expectReceived, expectStored, receivedWith, storedWith, uniqueMarker } from './fixtures/leads';
import { emailsWith, expectEmails } from './fixtures/emails';
import { REFUSED } from './fixtures/storage';
import { LEAD_POSTS_PER_MINUTE } from '../worker/limits';
import { booking, callback, photo, quote, survey, uniquePhone } from './fixtures/lead-bodies';
import { clientAddress, expect, test } from './fixtures/test';
import e2eEnv from './fixtures/e2e-env.cjs';

const { E2E_ORIGIN, E2E_NOTIFY_TO } = e2eEnv;

const url = (path: string) => `${E2E_ORIGIN}${path}`;

/**
 * The client address this test's requests come from, as Cloudflare's edge names it: one per test,
 * so tests running side by side never share a rate limit (a test that needs more sets its own).
 */
let address = '';
let visitors = 0;
test.beforeEach(({}, info) => {
  address = clientAddress(info);
});
/** The next requests come from another visitor: for tests of refusals, which send more than one visitor's limit. */
const nextVisitor = () => {
  visitors += 1;
  address = clientAddress(test.info(), `visitor-${visitors}`);
};

const post = (type: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url(`/api/leads/${type}`), { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address, ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

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
  return fetch(url('/api/leads/lead'), { method: 'POST', body: form, headers: { 'CF-Connecting-IP': address } });
}

const now = () => new Date();

const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

/** Nothing of a refused lead is anywhere: no row in the export, no photo behind its links. */
async function expectNothingStored(marker: string, leadIds: string[] = []) {
  expect(await storedWith(marker)).toEqual([]);
  for (const id of leadIds) expect((await fetch(url(`/api/leads/photos/${id}/1`), { headers: exportAuth })).status).toBe(404);
}

/** What the export gives now. */
const exported = (query = '') => exportedFrom(E2E_ORIGIN, query);

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
      // Figures or a date that this release's rules do not give, from a page of this release: altered on the way.
      ['lead', { ...survey(marker), quote: { ...quote(), price: 999 }, quoteRules: QUOTE_RULES_VERSION }, { quote: 'quote does not match what its answers give: reload the results and book again' }],
      ['lead', { ...survey(marker), installationDate: ukCalendarDate(now()), quoteRules: QUOTE_RULES_VERSION }, { installationDate: 'Choose one of the installation dates in the list' }],
      ['lead', { ...survey(marker), quote: { ...quote(), price: 'lots' }, quoteRules: '0badc0de' }, { 'quote.price': expect.any(String) }],
      ['lead', { email: `${marker} at example`, quote: quote(), source: 'quote-email', timestamp: now().toISOString() }, { email: 'Enter an email address like name@example.com' }],
    ];
    for (const [type, body, fields] of cases) {
      nextVisitor();
      const { status, body: reply } = await answer(await post(type, body));
      expect(status, JSON.stringify(body)).toBe(400);
      expect(reply).toEqual({ error: 'The lead is not valid', fields: expect.objectContaining(fields) });
    }
    nextVisitor();
    for (const body of ['not json', '[1,2]', 'null', `{"name":"${marker}"`]) expect((await post('lead', body)).status).toBe(400);
    expect((await fetch(url('/api/leads/lead'))).status).toBe(405);
    await expectNothingStored(marker);
  });

  test('photos it refuses: an .exe named .jpg, an SVG, a fifth photo, one larger than a photo the form made smaller, photos with another kind of lead; then no row and no object', async () => {
    const marker = uniqueMarker(REFUSED);
    const jpeg = await photo('jpeg');
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4094)]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const huge = new Uint8Array(MAX_SENT_PHOTO_BYTES.jpeg + 1);
    huge.set(jpeg);
    const cases: [string, () => Promise<Response>, number, string][] = [
      ['an .exe named .jpg', () => postWithPhotos(lead, [{ bytes: jpeg, name: 'boiler.jpg' }, { bytes: program, name: 'flue.jpg' }]), 400, `Photo 2: ${PHOTO_MESSAGES.notAPhoto}`],
      ['an SVG', () => postWithPhotos(lead, [{ bytes: svg, name: 'meter.svg', type: 'image/svg+xml' }]), 400, `Photo 1: ${PHOTO_MESSAGES.notAPhoto}`],
      ['a fifth photo', () => postWithPhotos(lead, Array.from({ length: 5 }, (_, i) => ({ bytes: jpeg, name: `${i}.jpg` }))), 400, PHOTO_MESSAGES.tooMany],
      ['a photo over 2 MB as sent', () => postWithPhotos(lead, [{ bytes: jpeg, name: 'a.jpg' }, { bytes: huge, name: 'b.jpg' }]), 413, `Photo 2: ${PHOTO_MESSAGES.tooLargeToSend}`],
    ];
    const lead = survey(marker);
    for (const [what, send, status, message] of cases) {
      nextVisitor();
      const reply = await answer(await send());
      expect(reply, what).toEqual({ status, body: { error: message } });
    }
    nextVisitor();
    const repair = booking(marker);
    const notAQuote = await answer(await postWithPhotos(repair, [{ bytes: jpeg, name: 'a.jpg' }]));
    expect(notAQuote).toEqual({ status: 400, body: { error: 'The lead is not valid', fields: { photos: PHOTOS_NOT_ALLOWED } } });
    // A survey booked without a quote carries no photos either.
    const plainSurvey = Object.fromEntries(Object.entries(survey(marker)).filter(([key]) => key !== 'quote' && key !== 'installationDate')) as Omit<ReturnType<typeof survey>, 'quote' | 'installationDate'>;
    expect(await answer(await postWithPhotos(plainSurvey, [{ bytes: jpeg, name: 'a.jpg' }]))).toEqual({ status: 400, body: { error: 'The lead is not valid', fields: { photos: PHOTOS_NOT_ALLOWED } } });
    await expectNothingStored(marker, [lead.leadId, repair.leadId, plainSurvey.leadId]);
  });

  test('a body over the limit (413) and broken multipart (400): no row and no object', async () => {
    const marker = uniqueMarker(REFUSED);
    const big = { ...booking(marker), message: 'x'.repeat(MAX_LEAD_BYTES) };
    expect((await answer(await post('lead', big))).status).toBe(413);
    const overall = new Uint8Array(MAX_LEAD_WITH_PHOTOS_BYTES + 1);
    const tooMuch = await fetch(url('/api/leads/lead'), { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'CF-Connecting-IP': address }, body: overall });
    expect(tooMuch.status).toBe(413);
    const lead = survey(marker);
    const broken = `--x\r\nContent-Disposition: form-data; name="lead"\r\n\r\n${JSON.stringify(lead)}\r\n--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8\xff`;
    const truncated = await fetch(url('/api/leads/lead'), { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'CF-Connecting-IP': address }, body: broken });
    expect(await answer(truncated)).toEqual({ status: 400, body: { error: 'The body is not valid multipart form data' } });
    await expectNothingStored(marker, [big.leadId, lead.leadId]);
  });
});

test.describe('stored whole, and once', () => {
  test('a callback: 201 { id, receivedAt, confirmation, verified }, stored once under the browser\'s id, with its campaign', async () => {
    const marker = uniqueMarker('Zoë');
    const leadId = crypto.randomUUID();
    const campaign = { landingPage: '/boiler-repair-in-hull/', referrerHost: 'www.google.com', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'winter', utmContent: 'ad-1' };
    const { status, body } = await answer(await post('callback', { ...callback(marker), leadId, campaign }));
    expect(status).toBe(201);
    // No email address given: nobody to send a confirmation to; its human check passed.
    expect(body).toEqual({ id: leadId, receivedAt: expect.stringMatching(/Z$/), confirmation: false, verified: true });
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
    // As sent, but for the spam guard's readings and the human check's token: the receiver's to judge, not the business's to keep.
    expect(record?.lead).toEqual({ ...sent, guard: undefined, humanCheck: undefined });
    expect(record?.lead).not.toHaveProperty('guard');
    expect(record?.lead).not.toHaveProperty('humanCheck');
    expect([record?.verified, record?.humanCheck]).toEqual([true, 'passed']);
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

  test('40 different leads from 40 visitors posted at once: 40 rows', async ({}, info) => {
    const marker = uniqueMarker('Forty');
    const leads = Array.from({ length: 40 }, (_, i) => booking(`${marker} ${i}`));
    const responses = await Promise.all(leads.map((lead, i) => post('lead', lead, { 'CF-Connecting-IP': clientAddress(info, String(i)) })));
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
    const slow = fetch(url('/api/leads/lead'), { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address }, body: slowBody, duplex: 'half' } as RequestInit);
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
    expect(lines[0]).toMatch(/^id,received_at,type,source,what,name,phone,/);
    const line = lines.find((l) => l.startsWith(lead.leadId)) ?? '';
    // The formula is text in a spreadsheet; the phone is written as people write it, which no spreadsheet reads as a number.
    expect(line).toContain(`"'=HYPERLINK(""http://x.test"",""${marker}"")"`);
    expect(line).toContain(',07700 900123,');
    expect(line).toContain(url(`/api/leads/photos/${lead.leadId}/1`));

    for (const query of ['?since=yesterday', '?format=xml', '?forwarding=lost', '?email=forwarded', '?contact=nobody']) {
      expect((await fetch(url(`/api/leads/export${query}`), { headers: exportAuth })).status).toBe(400);
    }
  });
});

test.describe('forwarded to the business\'s CRM', () => {
  test('each stored lead goes to LEAD_FORWARD_URL as lead.created, signed and keyed by its id, and the export says so', async () => {
    const marker = uniqueMarker('Crm');
    const lead = booking(marker);
    expect((await post('lead', lead)).status).toBe(201);
    const [forwarded] = await expectReceived(marker);
    expect(forwarded).toEqual(expect.objectContaining({ path: '/hooks/forward', verified: true, idempotencyKey: lead.leadId }));
    expect(forwarded?.body).toEqual(expect.objectContaining({ event: 'lead.created', id: lead.leadId, type: 'lead', source: 'book-a-repair', lead: expect.objectContaining({ name: marker }) }));
    await expect.poll(async () => (await exported()).find((r) => r.id === lead.leadId)?.forwarding.status).toBe('forwarded');
  });

  test('the CRM down for three attempts gets the lead once, signed, when it comes back; one that stays down leaves the lead pending with why', async () => {
    const flaky = booking(`${uniqueMarker('Blip')} [fail-3]`);
    const down = booking(`${uniqueMarker('Down')} [500]`);
    expect((await post('lead', flaky)).status).toBe(201);
    expect((await post('lead', down)).status).toBe(201);
    // Retried with backoff from the queue (a second apart here: LEAD_RETRY_BASE_SECONDS), never in a visitor's request.
    const attempts = await expectReceived(flaky.name, 4);
    expect(attempts.map((attempt) => attempt.status)).toEqual([500, 500, 500, 204]);
    expect(attempts.every((attempt) => attempt.verified && attempt.idempotencyKey === flaky.leadId)).toBe(true);
    await expect.poll(async () => (await exported()).find((r) => r.id === flaky.leadId)?.forwarding).toEqual(expect.objectContaining({ status: 'forwarded', attempts: 4, detail: null }));
    await expect.poll(async () => (await exported('?forwarding=pending')).find((r) => r.id === down.leadId)?.forwarding).toEqual(expect.objectContaining({ status: 'pending', detail: 'HTTP 500' }));
    // The lead itself and its email never waited for the CRM.
    await expectEmails(down.name);
  });
});

test.describe('each lead reaches a person', () => {
  test('a survey with photos: one email to the business, in the order someone calls back, with links to the photos, replying to the visitor', async () => {
    const marker = uniqueMarker('Mailed');
    const lead = { ...survey(marker), message: `Please ring after 5 ${marker}`, campaign: { landingPage: '/gas-boiler-installation-in-grimsby/', utmSource: 'facebook', utmCampaign: 'winter-boilers' } };
    const sentAt = Date.now();
    expect((await postWithPhotos(lead, [{ bytes: await photo('jpeg'), name: 'a.jpg', kind: 'boiler' }, { bytes: await photo('png'), name: 'b.png', kind: 'flue' }])).status).toBe(201);
    const [email] = await expectEmails(marker);
    expect(email?.headers.to).toBe(E2E_NOTIFY_TO);
    expect(email?.headers['reply-to']).toBe('pat@example.co.uk');
    expect(email?.subject).toMatch(/^Survey requested: /);
    expect(email?.subject).toContain(marker);
    const text = email?.text ?? '';
    const order = [marker, '07700 900123', 'pat@example.co.uk', 'HU1 1AA', lead.quote.reference, `Please ring after 5`, url(`/api/leads/photos/${lead.leadId}/1`), 'winter-boilers'];
    const positions = order.map((part) => text.indexOf(part));
    expect(positions.every((position) => position >= 0), JSON.stringify(positions)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(email?.html).toContain('href="tel:+447700900123"');
    expect(email?.html).toContain(url(`/api/leads/photos/${lead.leadId}/2`));
    // Within a minute of the lead being sent (in fact seconds: the queue waits a second for a batch).
    expect((email?.writtenAt ?? Infinity) - sentAt).toBeLessThan(60_000);
    await expect.poll(async () => (await exported()).find((r) => r.id === lead.leadId)?.email).toEqual(expect.objectContaining({ status: 'sent', attempts: 1 }));
  });

  test('the same lead id sent 3 times, then 6 times at once: one row, one email, one forward', async () => {
    const marker = uniqueMarker('Sixfold');
    const lead = booking(marker);
    for (let i = 0; i < 3; i += 1) expect((await post('lead', lead)).status).toBe(201);
    // From six places at once (one visitor's own limit is LEAD_POSTS_PER_MINUTE posts a minute).
    const together = await Promise.all(Array.from({ length: 6 }, (_, i) => post('lead', lead, { 'CF-Connecting-IP': clientAddress(test.info(), `together-${i}`) })));
    // Each is answered as stored (201), or asked to come back while the first is still storing (409).
    expect(together.every((response) => response.status === 201 || response.status === 409)).toBe(true);
    expect(await storedWith(marker)).toHaveLength(1);
    await expect.poll(async () => (await storedWith(marker))[0]).toEqual(expect.objectContaining({ email: expect.objectContaining({ status: 'sent' }), forwarding: expect.objectContaining({ status: 'forwarded' }) }));
    // A lead sent after it has had its email and forward: once those are in, anything more for the first would be too.
    const later = booking(uniqueMarker('After'));
    nextVisitor();
    expect((await post('lead', later)).status).toBe(201);
    await expectEmails(later.name);
    await expectReceived(later.name);
    expect(emailsWith(marker)).toHaveLength(1);
    expect(await receivedWith(marker)).toHaveLength(1);
  });

  test(`${LEAD_POSTS_PER_MINUTE + 2} lead posts from one address in a minute: over the limit they get 429 with Retry-After and nothing is stored; another address is not held up`, async () => {
    const marker = uniqueMarker('Flood');
    // The binding counts in one-minute windows: a burst that straddles two windows is sent again.
    let answers: { status: number; retryAfter: string | null; name: string }[] = [];
    for (let round = 0; ; round += 1) {
      const window = Math.floor(Date.now() / 60_000);
      address = `${clientAddress(test.info(), `flood-${round}`)}`;
      answers = [];
      for (let i = 0; i < LEAD_POSTS_PER_MINUTE + 2; i += 1) {
        const lead = booking(`${marker} ${round}-${i}`);
        const response = await post('lead', lead);
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), name: lead.name });
      }
      if (Math.floor(Date.now() / 60_000) === window || round === 3) break;
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(LEAD_POSTS_PER_MINUTE).fill(201), 429, 429]);
    expect(answers.slice(LEAD_POSTS_PER_MINUTE).map((a) => a.retryAfter)).toEqual(['60', '60']);
    const stored = (await storedWith(marker)).map((record) => record.lead.name);
    for (const { name, status } of answers) expect(stored.includes(name)).toBe(status === 201);
    // Photos have a tighter limit of their own; another visitor meanwhile is served as usual.
    address = clientAddress(test.info(), 'neighbour');
    expect((await post('lead', booking(`${marker} neighbour`))).status).toBe(201);
  });

  test('a booking whose quote was made before a release changed a price: stored with both figures and marked, and the email says so', async () => {
    const marker = uniqueMarker('Repriced');
    const sent = quote();
    const lead = { ...survey(marker), quote: { ...sent, price: sent.price + 100, breakdown: { ...sent.breakdown, boiler: sent.breakdown.boiler + 100 } }, quoteRules: '0badc0de' };
    expect((await post('lead', lead)).status).toBe(201);
    const [record] = await storedWith(marker);
    expect(record?.lead.quote).toEqual(lead.quote);
    expect(record?.quoteCheck).toEqual(expect.objectContaining({ changed: ['figures'], rules: { sent: '0badc0de', today: QUOTE_RULES_VERSION }, today: expect.objectContaining({ price: sent.price }) }));
    const [email] = await expectEmails(marker);
    expect(email?.text).toContain('no longer matches');
  });

  // On Cloudflare a dropped connection cancels the request's work; the receiver hands the storing to
  // waitUntil so it finishes (worker/http/leads.test.ts checks that). wrangler's local proxy
  // does not cancel, so here this shows the visitor's side: gone before the answer, lead stored whole.
  test('a visitor gone once the body is sent: the lead is still stored whole, photos and all, and emailed', async () => {
    const marker = uniqueMarker('Cutoff');
    const lead = survey(marker);
    const form = new FormData();
    form.append('lead', JSON.stringify(lead));
    form.append('photo', new Blob([await photo('jpeg', 800, 600)], { type: 'image/jpeg' }), 'a.jpg');
    form.append('photoKind', 'boiler');
    const request = new Request(url('/api/leads/lead'), { method: 'POST', body: form, headers: { 'CF-Connecting-IP': address } });
    const body = new Uint8Array(await request.arrayBuffer());
    // The whole body goes, then the visitor's connection is gone before any answer.
    const socket = connect(Number(new URL(E2E_ORIGIN).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    const head = [`POST /api/leads/lead HTTP/1.1`, `Host: ${new URL(E2E_ORIGIN).host}`, `Content-Type: ${request.headers.get('content-type')}`, `Content-Length: ${body.length}`, `CF-Connecting-IP: ${address}`, '', ''].join('\r\n');
    await new Promise<void>((resolve) => socket.write(Buffer.concat([Buffer.from(head), body]), () => resolve()));
    socket.destroy();
    const [record] = await expectStored(marker);
    expect(record?.photos).toHaveLength(1);
    expect((await downloadPhoto(record?.photos[0]?.url ?? '')).length).toBe(record?.photos[0]?.bytes);
    await expectEmails(marker);
  });
});

test.describe('kept no longer than needed', () => {
  test('DELETE /api/leads/<id> erases a lead and its photos and tells the CRM; only with the token', async () => {
    const marker = uniqueMarker('Forget');
    const lead = survey(marker);
    expect((await postWithPhotos(lead, [{ bytes: await photo('jpeg'), name: 'a.jpg' }])).status).toBe(201);
    await expect.poll(async () => (await exported()).find((r) => r.id === lead.leadId)?.forwarding.status).toBe('forwarded');
    const erase = (id: string, headers: Record<string, string> = exportAuth) => fetch(url(`/api/leads/${id}`), { method: 'DELETE', headers });
    expect((await erase(lead.leadId, {})).status).toBe(401);
    expect((await erase(lead.leadId, { Authorization: 'Bearer wrong-token-wrong-token-wrong-token-00' })).status).toBe(401);
    expect(await storedWith(marker)).toHaveLength(1);
    const erased = await erase(lead.leadId);
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({ erased: lead.leadId, deletedAt: expect.stringMatching(/Z$/) });
    expect(await storedWith(marker)).toEqual([]);
    expect((await fetch(url(`/api/leads/photos/${lead.leadId}/1`), { headers: exportAuth })).status).toBe(404);
    expect((await erase(lead.leadId)).status).toBe(404);
    expect((await erase('not-a-lead')).status).toBe(404);
    await expect.poll(async () => (await fetch(`${e2eEnv.WEBHOOK_RECEIVER}/__records?marker=${lead.leadId}`).then((r) => r.json() as Promise<{ body: { event?: string }; verified: boolean; idempotencyKey: string }[]>)).filter((r) => r.body.event === 'lead.deleted')).toEqual([
      expect.objectContaining({ body: { event: 'lead.deleted', id: lead.leadId, deletedAt: expect.any(String) }, verified: true, idempotencyKey: `${lead.leadId}:deleted` }),
    ]);
  });

  test('GET /api/leads/export?contact= gives one person\'s leads, by email or phone, for a subject access request', async () => {
    const marker = uniqueMarker('Subject');
    const email = `${marker.toLowerCase()}@example.co.uk`;
    const phone = uniquePhone();
    const theirs = [{ ...booking(`${marker} a`), email: email.toUpperCase(), phone }, callback(`${marker} b`, phone)];
    expect((await post('lead', theirs[0])).status).toBe(201);
    expect((await post('callback', theirs[1])).status).toBe(201);
    expect((await post('lead', { ...booking(`${marker} other`), email: 'someone.else@example.co.uk', phone: '+447700900999' })).status).toBe(201);
    const byPhone = await exported(`?contact=${encodeURIComponent(phone.replace('+44', '0'))}`);
    expect(byPhone.map((r) => JSON.stringify(r.lead)).every((text) => text.includes(marker))).toBe(true);
    expect(byPhone).toHaveLength(2);
    const byEmail = await fetch(url(`/api/leads/export?contact=${encodeURIComponent(email)}&format=csv`), { headers: exportAuth });
    expect(byEmail.headers.get('content-disposition')).toMatch(/attachment; filename="leads-of-one-person-/);
    expect((await byEmail.text()).split('\r\n').filter((line) => line.includes(marker))).toHaveLength(1);
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

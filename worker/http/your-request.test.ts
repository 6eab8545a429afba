/**
 * The visitor's own page over the Worker's router, on real D1 and R2 (Miniflare, in memory): the
 * token opens the request's view; a wrong secret, an expired link and an unknown id are answered
 * alike, the tenth wrong one from an address in a minute 429; an erased request 410; photos added
 * later (once per upload, up to the form's limit, the spam guard as for a lead); cancelling erases
 * it with the CRM's notice and the visitor's last email; and the inbox's price change. (Over HTTP
 * on wrangler dev and in a browser: e2e/visitor-emails.spec.ts and e2e/your-request.spec.ts.)
 */
import sharp from 'sharp';
import { CSRF_HEADER, type LeadDetail, type SessionInfo } from '@/lib/inbox';
import { PERSON_GUARD } from '@/lib/lead-rules';
import { quoteLead } from '@/lib/quote/lead';
import { TYPICAL_QUOTE } from '@/lib/quote/typical';
import { REQUEST_LINK_DAYS, REQUEST_MESSAGES, REQUEST_TOKEN_HEADER, type RequestView } from '@/lib/your-request';
import { fakeContext, fakeEmail, fakeQueue, openTestStorage, testEnv, type TestStorage } from '../test-support';
import { app } from '../app';
import type { JobMessage, WorkerEnv } from '../env';
import { requestHash, requestSecret } from '../request-link';
import { createLeadStore } from '../store/leads';
import { SESSION_COOKIE } from './session';

const ORIGIN = 'https://site.example';
const LINK_KEY = 'link-key-0123456789abcdef0123456789abcdef';
const STAFF_KEY = 'staff-key-0123456789abcdef0123456789abcd';
const SURVEY = '11111111-2fa1-41d2-883f-0016d3cca427';
const CALLBACK = '22222222-2fa1-41d2-883f-0016d3cca427';
const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, 'standard');

let storage: TestStorage;
let queued: JobMessage[];
let tries: number;

beforeAll(async () => {
  storage = await openTestStorage();
});
afterAll(async () => {
  await storage.dispose();
});

/** A limiter that allows `limit` calls, as the binding does within one window. */
const limiter = (limit: number) => ({ limit: async () => ({ success: (tries += 1) <= limit }) }) as RateLimit;

const env = (): WorkerEnv =>
  testEnv(storage, {
    LEAD_JOBS: fakeQueue((messages) => void queued.push(...messages)),
    REQUEST_LINK_KEY: LINK_KEY,
    INBOX_STAFF_KEY: STAFF_KEY,
    LEAD_FORWARD_URL: 'https://crm.example/hook',
    LEAD_NOTIFY_FROM: 'website@site.example',
    VISITOR_EMAIL: fakeEmail(() => undefined),
    REQUEST_RATE_LIMIT: limiter(9),
  });

const tokenOf = async (id: string) => `${id}.${await requestSecret(LINK_KEY, id)}`;

async function storeLead(id: string, source: string, lead: Record<string, unknown>, receivedAt = new Date()) {
  const store = createLeadStore(storage.db, storage.bucket, { now: () => receivedAt });
  await store.store({ id, type: source === 'callback' ? 'callback' : 'lead', source, lead, photos: [], jobs: [], origin: ORIGIN, requestHash: await requestHash(await requestSecret(LINK_KEY, id)) });
}

beforeEach(async () => {
  await storage.reset();
  queued = [];
  tries = 0;
  await storeLead(SURVEY, 'book-free-survey', { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', preferredDate: '', timeWindow: 'morning', message: '', source: 'book-free-survey', quote });
  await storeLead(CALLBACK, 'callback', { firstName: 'Ada', phoneNumber: '+447700900123' });
});

function call(method: string, path: string, options: { token?: string; body?: BodyInit; json?: unknown; origin?: string | null; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': '10.0.0.1', ...options.headers };
  if (options.token) headers[REQUEST_TOKEN_HEADER] = options.token;
  if (options.origin !== null) headers.Origin = options.origin ?? ORIGIN;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
  return app.fetch(new Request(`${ORIGIN}/api/your-request${path}`, { method, headers, body }), env(), fakeContext());
}

const jpeg = async () => new Blob([new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } }).jpeg().toBuffer())], { type: 'image/jpeg' });

/** An upload of photos as the page's outbox sends it. */
async function upload(token: string, count: number, uploadId = crypto.randomUUID(), guard: unknown = PERSON_GUARD) {
  const form = new FormData();
  form.append('lead', JSON.stringify({ token, leadId: uploadId, guard }));
  for (let n = 0; n < count; n += 1) {
    form.append('photo', await jpeg(), `photo-${n + 1}.jpg`);
    form.append('photoKind', n === 0 ? 'boiler' : '');
  }
  return call('POST', '/photos', { body: form });
}

describe('opening a request', () => {
  it('opens the view with the right token, uncached and unindexed', async () => {
    const response = await call('GET', '', { token: await tokenOf(SURVEY) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const view = (await response.json()) as RequestView;
    expect(view).toEqual(
      expect.objectContaining({ id: SURVEY, what: 'Your free home survey request', stage: 'received', price: null, photos: [], photosLeft: 4, takesPhotos: true, quote: expect.objectContaining({ reference: 'EH-04HM-ASW9', offerPricePence: quote?.offer.pricePence }) }),
    );
    expect(view.next).toMatch(/^We will call you by (6pm|1pm) on \w+ \d+ \w+ 2026 to agree the day and time of your survey\./);
  });

  it('answers a wrong secret, an expired link and an unknown id alike, and the tenth wrong one in a minute 429', async () => {
    const old = '33333333-2fa1-41d2-883f-0016d3cca427';
    await storeLead(old, 'callback', { firstName: 'Old', phoneNumber: '+447700900123' }, new Date(Date.now() - (REQUEST_LINK_DAYS + 1) * 24 * 60 * 60 * 1000));
    const unknown = crypto.randomUUID();
    const tokens = [`${SURVEY}.${await requestSecret(LINK_KEY, CALLBACK)}`, await tokenOf(old), await tokenOf(unknown)];
    const answers = [];
    for (const token of tokens) {
      const response = await call('GET', '', { token });
      answers.push({ status: response.status, body: await response.text(), headers: [...response.headers.entries()] });
    }
    expect(answers[0]).toEqual(expect.objectContaining({ status: 404, body: JSON.stringify({ error: REQUEST_MESSAGES.notFound }) }));
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // A token that is not even one, and none at all, count as guesses too.
    for (const token of ['nonsense', undefined, tokens[0], tokens[0], tokens[0], tokens[0]]) expect((await call('GET', '', { token })).status).toBe(404);
    const tenth = await call('GET', '', { token: tokens[0] });
    expect([tenth.status, tenth.headers.get('retry-after'), await tenth.json()]).toEqual([429, '60', { error: REQUEST_MESSAGES.tooMany }]);
    // The right token is never counted.
    tries = 0;
    for (let n = 0; n < 12; n += 1) expect((await call('GET', '', { token: await tokenOf(SURVEY) })).status).toBe(200);
  });

  it('shows a confirmed price with the date it holds until, and the stage moves with the business\'s status', async () => {
    await storage.db.prepare("UPDATE leads SET status = 'contacted' WHERE id = ?").bind(SURVEY).run();
    expect(((await (await call('GET', '', { token: await tokenOf(SURVEY) })).json()) as RequestView).stage).toBe('called');
    await storage.db.prepare("UPDATE leads SET price_state = 'changed', price_pence = 175000, price_reason = 'A longer flue', price_at = ?, price_by = 'staff key' WHERE id = ?").bind(new Date().toISOString(), SURVEY).run();
    const view = (await (await call('GET', '', { token: await tokenOf(SURVEY) })).json()) as RequestView;
    expect(view.stage).toBe('price-confirmed');
    expect(view.price).toEqual(expect.objectContaining({ state: 'changed', pence: 175000, reason: 'A longer flue', holdsUntil: quote?.validUntil, quotedPence: quote?.offer.pricePence }));
  });
});

describe('photos added later', () => {
  it('adds them after the lead\'s own, marked as added later; a resend of the upload adds nothing; past the form\'s limit refused', async () => {
    const token = await tokenOf(SURVEY);
    const uploadId = crypto.randomUUID();
    const first = await upload(token, 2, uploadId);
    expect(first.status).toBe(201);
    const view = (await first.json()) as RequestView;
    expect(view.photos).toEqual([
      { n: 1, label: 'Current boiler', addedLater: true },
      { n: 2, label: 'Photo 2', addedLater: true },
    ]);
    expect(view.photosLeft).toBe(2);
    expect(((await (await upload(token, 2, uploadId)).json()) as RequestView).photos).toHaveLength(2);
    const tooMany = await upload(token, 3);
    expect([tooMany.status, await tooMany.json()]).toEqual([400, { error: REQUEST_MESSAGES.tooManyPhotos(2) }]);
    const objects = await storage.bucket.list({ prefix: `leads/${SURVEY}/` });
    expect(objects.objects.map((object) => object.key).sort()).toEqual([`leads/${SURVEY}/photo-1.jpg`, `leads/${SURVEY}/photo-2.jpg`]);
    const events = await storage.db.prepare("SELECT kind, note, actor FROM lead_events WHERE lead_id = ? AND kind = 'photos'").bind(SURVEY).all();
    expect(events.results).toEqual([{ kind: 'photos', note: '2 photos added by the visitor', actor: 'visitor' }]);
    // Their own photo opens to their token only.
    const photo = await call('GET', '/photos/1', { token });
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await call('GET', '/photos/1', { token: `${SURVEY}.${await requestSecret(LINK_KEY, CALLBACK)}` })).status).toBe(404);
  });

  it('takes none for a request that takes no photos, none from a bot, none with a wrong token, none from another site', async () => {
    expect((await upload(await tokenOf(CALLBACK), 1)).status).toBe(400);
    expect((await upload(await tokenOf(SURVEY), 1, crypto.randomUUID(), { website: 'spam', fillMs: 9000 })).status).toBe(201);
    expect((await upload(`${SURVEY}.${await requestSecret(LINK_KEY, CALLBACK)}`, 1)).status).toBe(404);
    const form = new FormData();
    form.append('lead', JSON.stringify({ token: await tokenOf(SURVEY), leadId: crypto.randomUUID(), guard: PERSON_GUARD }));
    form.append('photo', await jpeg(), 'photo-1.jpg');
    expect((await call('POST', '/photos', { body: form, origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await storage.bucket.list({ prefix: 'leads/' })).objects).toEqual([]);
  });
});

describe('cancelling', () => {
  it('erases the request (row, photos, history) with the CRM told and the visitor\'s last email made; then the link says it no longer exists', async () => {
    const token = await tokenOf(SURVEY);
    expect((await upload(token, 1)).status).toBe(201);
    expect((await call('POST', '/cancel', { json: { token }, origin: 'https://elsewhere.example' })).status).toBe(403);
    const cancelled = await call('POST', '/cancel', { json: { token } });
    expect([cancelled.status, await cancelled.json()]).toEqual([200, { cancelled: true }]);
    expect(await storage.db.prepare('SELECT id FROM leads WHERE id = ?').bind(SURVEY).first()).toBeNull();
    expect((await storage.db.prepare('SELECT * FROM lead_events WHERE lead_id = ?').bind(SURVEY).all()).results).toEqual([]);
    expect((await storage.bucket.list({ prefix: `leads/${SURVEY}/` })).objects).toEqual([]);
    const jobs = await storage.db.prepare('SELECT kind, payload FROM lead_jobs WHERE lead_id = ? ORDER BY kind').bind(SURVEY).all<{ kind: string; payload: string }>();
    expect(jobs.results.map((job) => job.kind)).toEqual(['deleted', 'farewell']);
    expect(JSON.parse(jobs.results[1]?.payload ?? '{}')).toEqual({ to: 'pat@example.co.uk', what: 'Your free home survey request', reference: 'EH-04HM-ASW9', receivedAt: expect.any(String) });
    expect(queued).toEqual(expect.arrayContaining([{ leadId: SURVEY, kind: 'deleted' }, { leadId: SURVEY, kind: 'farewell' }]));
    const after = await call('GET', '', { token });
    expect([after.status, await after.json()]).toEqual([410, { error: REQUEST_MESSAGES.gone }]);
  });
});

describe('the price, confirmed or changed in the inbox', () => {
  async function signIn() {
    const response = await app.fetch(new Request(`${ORIGIN}/api/leads/inbox/session`, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify({ key: STAFF_KEY }) }), env(), fakeContext());
    const cookie = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
    return { cookie, csrf: ((await response.json()) as SessionInfo).csrf };
  }
  const price = (id: string, body: unknown, session: { cookie: string; csrf: string } | null) =>
    app.fetch(
      new Request(`${ORIGIN}/api/leads/inbox/leads/${id}/price`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(session ? { Cookie: `${SESSION_COOKIE}=${session.cookie}`, [CSRF_HEADER]: session.csrf } : {}) },
        body: JSON.stringify(body),
      }),
      env(),
      fakeContext(),
    );

  it('confirms the quoted price, records who and when, and makes the visitor\'s email and the CRM\'s update due', async () => {
    const session = await signIn();
    const response = await price(SURVEY, { action: 'confirm' }, session);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as LeadDetail;
    expect(detail.price).toEqual({ quotedPence: quote?.offer.pricePence, holdsUntil: quote?.validUntil, confirmed: expect.objectContaining({ state: 'confirmed', pence: quote?.offer.pricePence, reason: null, by: 'staff key' }) });
    expect(detail.history.at(-1)).toEqual(expect.objectContaining({ kind: 'price', text: expect.stringMatching(/^Price confirmed: £[\d,.]+ — by staff key$/) }));
    expect(queued).toEqual([{ leadId: SURVEY, kind: 'price' }, { leadId: SURVEY, kind: 'updated' }]);
    const jobs = await storage.db.prepare("SELECT kind, status FROM lead_jobs WHERE lead_id = ? AND kind IN ('price', 'updated') ORDER BY kind").bind(SURVEY).all();
    expect(jobs.results).toEqual([{ kind: 'price', status: 'pending' }, { kind: 'updated', status: 'pending' }]);
  });

  it('changes it with a reason; a change without one names the field; a callback has no price (409); no session, no change', async () => {
    const session = await signIn();
    const missing = await price(SURVEY, { action: 'change', pounds: 1750 }, session);
    expect([missing.status, ((await missing.json()) as { fields: Record<string, string> }).fields]).toEqual([400, expect.objectContaining({ reason: expect.any(String) })]);
    const changed = await price(SURVEY, { action: 'change', pounds: 1750.5, reason: 'The flue needs a longer run' }, session);
    expect(((await changed.json()) as LeadDetail).price?.confirmed).toEqual(expect.objectContaining({ state: 'changed', pence: 175050, reason: 'The flue needs a longer run' }));
    expect((await price(CALLBACK, { action: 'confirm' }, session)).status).toBe(409);
    expect((await price(SURVEY, { action: 'confirm' }, null)).status).toBe(401);
    expect((await price(SURVEY, { action: 'confirm' }, { ...session, csrf: 'wrong' })).status).toBe(403);
  });
});

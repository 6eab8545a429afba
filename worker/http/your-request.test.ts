/**
 * The visitor's own page over the Worker's router, on real D1 and R2 (Miniflare, in memory): the
 * token opens the request's view; a wrong secret, an expired link and an unknown id are answered
 * alike, the tenth wrong one from an address in a minute 429; an erased request 410; photos added
 * later (once per upload, up to the form's limit, the photo rules, the day's photo ceiling, the spam
 * guard as for a lead, two uploads at once); cancelling erases it with the CRM's notice and the
 * visitor's last email; the inbox's price change, and what staff see of it all. (Over HTTP
 * on wrangler dev and in a browser: e2e/visitor-emails.spec.ts and e2e/your-request.spec.ts.)
 */
import { BOOKING_MESSAGES } from '@/lib/shared/survey/booking';
import type { FreeWindow } from '@/lib/shared/survey/slots';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { createDiaryStore } from '../store/diary';
import sharp from 'sharp';
import { CSRF_HEADER, type LeadDetail, type SessionInfo } from '@/lib/shared/contracts/inbox';
import { PERSON_GUARD } from '@/lib/shared/forms/lead-rules';
import { PHOTO_MESSAGES } from '@/lib/shared/forms/photos';
import { quoteLead } from '@/lib/shared/quote/lead';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { REQUEST_LINK_DAYS, REQUEST_MESSAGES, REQUEST_TOKEN_HEADER, type RequestView } from '@/lib/shared/contracts/your-request';
import { fakeContext, fakeEmail, fakeQueue, openTestStorage, testEnv, type TestStorage } from '../test-support';
import { app } from '../app';
import type { JobMessage, WorkerEnv } from '../env';
import { requestHash, requestSecret } from '../request-link';
import { eraseLeads } from '../delivery/erase';
import { createLeadStore } from '../store/leads';
import { BOOKING_NOTICE_GAP_MS, CEILING_MESSAGES, MOVES_PER_REQUEST_PER_DAY, usageDay } from '../limits';
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

const env = (overrides: Partial<WorkerEnv> = {}): WorkerEnv =>
  testEnv(storage, {
    LEAD_JOBS: fakeQueue((messages) => void queued.push(...messages)),
    REQUEST_LINK_KEY: LINK_KEY,
    INBOX_STAFF_KEY: STAFF_KEY,
    LEAD_FORWARD_URL: 'https://crm.example/hook',
    LEAD_NOTIFY_FROM: 'website@site.example',
    VISITOR_EMAIL: fakeEmail(() => undefined),
    REQUEST_RATE_LIMIT: limiter(9),
    ...overrides,
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

function call(method: string, path: string, options: { token?: string; body?: BodyInit; json?: unknown; origin?: string | null; headers?: Record<string, string>; overrides?: Partial<WorkerEnv> } = {}) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': '10.0.0.1', ...options.headers };
  if (options.token) headers[REQUEST_TOKEN_HEADER] = options.token;
  if (options.origin !== null) headers.Origin = options.origin ?? ORIGIN;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const body = options.json !== undefined ? JSON.stringify(options.json) : options.body;
  return app.fetch(new Request(`${ORIGIN}/api/your-request${path}`, { method, headers, body }), env(options.overrides), fakeContext());
}

const jpeg = async () => new Blob([new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36c' } }).jpeg().toBuffer())], { type: 'image/jpeg' });

/** An upload of photos as the page's outbox sends it. */
async function upload(token: string, count: number, uploadId = crypto.randomUUID(), guard: unknown = PERSON_GUARD, overrides: Partial<WorkerEnv> = {}) {
  const form = new FormData();
  form.append('lead', JSON.stringify({ token, leadId: uploadId, guard }));
  for (let n = 0; n < count; n += 1) {
    form.append('photo', await jpeg(), `photo-${n + 1}.jpg`);
    form.append('photoKind', n === 0 ? 'boiler' : '');
  }
  return call('POST', '/photos', { body: form, overrides });
}

/** What the day's usage holds (the daily ceilings, worker/store/usage.ts). */
const usageToday = () =>
  storage.db
    .prepare("SELECT COALESCE(SUM(CASE WHEN pool = 'leads' THEN amount END), 0) AS leads, COALESCE(SUM(CASE WHEN pool = 'photo-bytes' THEN amount END), 0) AS photo_bytes FROM usage_counts WHERE day = ?")
    .bind(usageDay(new Date()))
    .first<{ leads: number; photo_bytes: number }>();

/** The photos R2 holds for a lead, by key. */
const objectKeys = async (id: string) => (await storage.bucket.list({ prefix: `leads/${id}/` })).objects.map((object) => object.key).sort();

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

describe('photos added later, within the limits', () => {
  it('refuses the fifth photo in all, saying none more are needed; counts them against the day\'s photo ceiling, not as a lead, and gives back what was refused', async () => {
    const token = await tokenOf(SURVEY);
    expect((await upload(token, 2)).status).toBe(201);
    const full = await upload(token, 2);
    expect([full.status, ((await full.json()) as RequestView).photosLeft]).toEqual([201, 0]);
    const fifth = await upload(token, 1);
    expect([fifth.status, await fifth.json()]).toEqual([400, { error: 'You have sent us all the photos we need.' }]);
    const alone = await call('POST', '/photos', { json: { token, leadId: crypto.randomUUID(), guard: PERSON_GUARD } });
    expect([alone.status, await alone.json()]).toEqual([400, { error: 'You have sent us all the photos we need.' }]);
    expect(await objectKeys(SURVEY)).toEqual([1, 2, 3, 4].map((n) => `leads/${SURVEY}/photo-${n}.jpg`));
    const row = await storage.db.prepare('SELECT photos FROM leads WHERE id = ?').bind(SURVEY).first<{ photos: string }>();
    const stored = JSON.parse(row?.photos ?? '[]') as { bytes: number; upload: string; addedAt: string }[];
    expect(new Set(stored.map((photo) => photo.upload)).size).toBe(2);
    expect(await usageToday()).toEqual({ leads: 0, photo_bytes: stored.reduce((sum, photo) => sum + photo.bytes, 0) });
  });

  it('refuses a photo that fails the photo rules, and any past the day\'s photo ceiling, storing nothing', async () => {
    const token = await tokenOf(SURVEY);
    const form = new FormData();
    form.append('lead', JSON.stringify({ token, leadId: crypto.randomUUID(), guard: PERSON_GUARD }));
    form.append('photo', new Blob([new TextEncoder().encode('MZ program')]), 'photo-1.jpg');
    const notAPhoto = await call('POST', '/photos', { body: form });
    expect([notAPhoto.status, await notAPhoto.json()]).toEqual([400, { error: `Photo 1: ${PHOTO_MESSAGES.notAPhoto}` }]);
    // The outbox then sends the rest alone (lib/browser/outbox/outbox.ts): the visitor reads what the request can still take.
    const alone = await call('POST', '/photos', { json: { token, leadId: crypto.randomUUID(), guard: PERSON_GUARD } });
    expect([alone.status, await alone.json()]).toEqual([400, { error: `We could not take those photos. ${REQUEST_MESSAGES.tooManyPhotos(4)} Each must be a photo: JPEG, PNG, WebP or HEIC.` }]);
    await storage.db.prepare("INSERT INTO usage_counts (day, pool, scope, amount) VALUES (?, 'photo-bytes', '192.0.2.0/24', ?)").bind(usageDay(new Date()), 1_000_000).run();
    const over = await upload(token, 1, crypto.randomUUID(), PERSON_GUARD, { PHOTO_MB_PER_DAY_LIMIT: '1' });
    expect([over.status, await over.json()]).toEqual([413, { error: CEILING_MESSAGES.photos }]);
    expect(await objectKeys(SURVEY)).toEqual([]);
    expect(await usageToday()).toEqual({ leads: 0, photo_bytes: 1_000_000 });
    expect((await storage.db.prepare('SELECT photos FROM leads WHERE id = ?').bind(SURVEY).first<{ photos: string }>())?.photos).toBe('[]');
  });

  it('two uploads at once: each photo under its own number, or the later one told to send again; R2 holds just what the row lists', async () => {
    const token = await tokenOf(SURVEY);
    const answers = await Promise.all([upload(token, 2), upload(token, 2)]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toContain(201);
    for (const status of statuses) expect([201, 409]).toContain(status);
    const row = await storage.db.prepare('SELECT photos FROM leads WHERE id = ?').bind(SURVEY).first<{ photos: string }>();
    const keys = (JSON.parse(row?.photos ?? '[]') as { key: string }[]).map((photo) => photo.key);
    expect(keys).toHaveLength(2 * statuses.filter((status) => status === 201).length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await objectKeys(SURVEY)).toEqual([...keys].sort());
    const events = await storage.db.prepare("SELECT note FROM lead_events WHERE lead_id = ? AND kind = 'photos'").bind(SURVEY).all();
    expect(events.results).toHaveLength(statuses.filter((status) => status === 201).length);
  });
});

describe('a request the business erased', () => {
  it('answers 410 to its page, its photos, an upload and a cancel', async () => {
    const token = await tokenOf(SURVEY);
    expect((await upload(token, 1)).status).toBe(201);
    await eraseLeads(env(), [SURVEY], ORIGIN, 'staff key');
    for (const response of [await call('GET', '', { token }), await call('GET', '/photos/1', { token }), await upload(token, 1), await call('POST', '/cancel', { json: { token } })]) {
      expect([response.status, await response.json()]).toEqual([410, { error: REQUEST_MESSAGES.gone }]);
    }
    expect(await objectKeys(SURVEY)).toEqual([]);
  });

  it('answers an erased id with a wrong secret as any unknown one (404, counted), so only its own link learns it was erased', async () => {
    await eraseLeads(env(), [SURVEY], ORIGIN, 'staff key');
    const wrong = `${SURVEY}.${'x'.repeat(43)}`;
    const unknown = `${crypto.randomUUID()}.${'x'.repeat(43)}`;
    const answers = [];
    for (const token of [wrong, unknown]) {
      const response = await call('GET', '', { token });
      answers.push([response.status, await response.json()]);
    }
    expect(answers).toEqual([
      [404, { error: REQUEST_MESSAGES.notFound }],
      [404, { error: REQUEST_MESSAGES.notFound }],
    ]);
    // Both were counted as wrong guesses; the right link was not.
    expect(tries).toBe(2);
    expect((await call('GET', '', { token: await tokenOf(SURVEY) })).status).toBe(410);
    expect(tries).toBe(2);
  });
});

describe('a survey moved from the page', () => {
  /** Tomorrow onwards, every window with a place: a diary set up for Grimsby, and the survey booked into its first window. */
  async function booked(): Promise<{ token: string; windows: { date: string; window: string }[] }> {
    const diaries = createDiaryStore(storage.db);
    await diaries.setWeekly('grimsby', Object.fromEntries([1, 2, 3, 4, 5, 6].map((day) => [day, { morning: 2, afternoon: 2, 'late-afternoon': 2 }])), 'staff key');
    const { windows } = await diaries.free('grimsby');
    const first = windows[0] as FreeWindow;
    await storage.db.prepare('DELETE FROM leads WHERE id = ?').bind(SURVEY).run();
    const store = createLeadStore(storage.db, storage.bucket);
    const contact = { phone: '+447700900123', email: 'pat@example.co.uk' };
    await store.store({
      id: SURVEY,
      type: 'lead',
      source: 'book-free-survey',
      lead: { name: 'Pat Jones', ...contact, postcode: 'DN31 1AB', source: 'book-free-survey', slot: { date: first.date, window: first.window } },
      photos: [],
      jobs: ['email'],
      origin: ORIGIN,
      requestHash: await requestHash(await requestSecret(LINK_KEY, SURVEY)),
      booking: { diary: 'grimsby', date: first.date, window: first.window, addressLine: '12 Cleethorpe Road', places: 2, contact, today: ukCalendarDate(new Date()) },
      humanCheck: 'passed',
    });
    return { token: await tokenOf(SURVEY), windows: windows.slice(1).map((window) => ({ date: window.date, window: window.window })) };
  }

  const move = (token: string, slot: { date: string; window: string }) => call('POST', '/booking', { json: { token, action: 'move', slot }, overrides: { EMAIL: fakeEmail(() => undefined), LEAD_NOTIFY_TO: 'office@example.co.uk' } });
  const notices = () => storage.db.prepare("SELECT lead_id, notice, status, next_at, payload FROM lead_jobs WHERE kind = 'notice' ORDER BY notice, lead_id").all<{ lead_id: string; notice: string; status: string; next_at: string; payload: string }>();

  it(`moves ${MOVES_PER_REQUEST_PER_DAY} times a day, then says to call; the business gets one notice per request saying where it stands now, not one per move`, async () => {
    const { token, windows } = await booked();
    for (const slot of windows.slice(0, MOVES_PER_REQUEST_PER_DAY)) expect((await move(token, slot)).status).toBe(200);
    const refused = await move(token, windows[MOVES_PER_REQUEST_PER_DAY] as { date: string; window: string });
    expect([refused.status, await refused.json()]).toEqual([429, { error: BOOKING_MESSAGES.tooManyChanges('01632 960100') }]);
    const held = await storage.db.prepare('SELECT date, time_window FROM survey_bookings WHERE lead_id = ?').bind(SURVEY).first();
    const last = windows[MOVES_PER_REQUEST_PER_DAY - 1] as { date: string; window: string };
    expect(held).toEqual({ date: last.date, time_window: last.window });
    const { results } = await notices();
    expect(results).toHaveLength(1);
    const payload = JSON.parse(results[0]?.payload ?? '{}') as { change: string; to: { date: string } };
    expect(payload).toMatchObject({ change: 'moved', to: { date: last.date, window: last.window } });
  });

  it('a notice sent: the next change waits 15 minutes after it, and tells of the window the business last heard of', async () => {
    const { token, windows } = await booked();
    expect((await move(token, windows[0] as { date: string; window: string })).status).toBe(200);
    const sentAt = new Date();
    await storage.db.prepare("UPDATE lead_jobs SET status = 'done', done_at = ? WHERE kind = 'notice'").bind(sentAt.toISOString()).run();
    expect((await move(token, windows[1] as { date: string; window: string })).status).toBe(200);
    const [notice] = (await notices()).results;
    expect(notice?.status).toBe('pending');
    expect(Date.parse(notice?.next_at ?? '')).toBe(sentAt.getTime() + BOOKING_NOTICE_GAP_MS);
    expect(JSON.parse(notice?.payload ?? '{}')).toMatchObject({ from: windows[0], to: windows[1] });
  });

  // Notices kept under the keys of before issue 42 are erased alike once migrated: worker/store/job-kinds-migration.test.ts.
  it("erasing the request deletes the business's notice of its changes (it names the person and their phone), and no other notice", async () => {
    const { token, windows } = await booked();
    expect((await move(token, windows[0] as { date: string; window: string })).status).toBe(200);
    expect((await notices()).results.map((row) => [row.lead_id, row.notice])).toEqual([[SURVEY, 'booking']]);
    // Another request's notice of its changes, and a notice about this request that names nobody (a farewell given up: what was asked for, never who).
    const other = crypto.randomUUID();
    await storage.db
      .prepare("INSERT INTO lead_jobs (lead_id, kind, notice, status, created_at, started_at, next_at, origin, payload) VALUES (?1, 'notice', 'booking', 'done', ?3, ?3, ?3, '', '{}'), (?2, 'notice', 'farewell-lost', 'done', ?3, ?3, ?3, '', '{}')")
      .bind(other, SURVEY, new Date().toISOString())
      .run();
    await eraseLeads(env(), [SURVEY], ORIGIN, 'staff key');
    expect((await notices()).results.map((row) => [row.lead_id, row.notice])).toEqual([[other, 'booking'], [SURVEY, 'farewell-lost']]);
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

  it('a request without an email address is erased with no last email; a wrong token cancels nothing', async () => {
    expect((await call('POST', '/cancel', { json: { token: `${CALLBACK}.${await requestSecret(LINK_KEY, SURVEY)}` } })).status).toBe(404);
    expect((await call('POST', '/cancel', { json: { nothing: true } })).status).toBe(400);
    expect(await storage.db.prepare('SELECT id FROM leads WHERE id = ?').bind(CALLBACK).first()).not.toBeNull();
    const cancelled = await call('POST', '/cancel', { json: { token: await tokenOf(CALLBACK) } });
    expect([cancelled.status, await cancelled.json()]).toEqual([200, { cancelled: true }]);
    const jobs = await storage.db.prepare('SELECT kind FROM lead_jobs WHERE lead_id = ?').bind(CALLBACK).all();
    expect(jobs.results).toEqual([{ kind: 'deleted' }]);
    expect(queued).toEqual([{ leadId: CALLBACK, kind: 'deleted' }]);
    expect(await storage.db.prepare('SELECT erased_by FROM erased_leads WHERE id = ?').bind(CALLBACK).first()).toEqual({ erased_by: 'visitor' });
  });
});

describe('the price, confirmed or changed in the inbox', () => {
  async function signIn() {
    const response = await app.fetch(new Request(`${ORIGIN}/api/leads/inbox/session`, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify({ key: STAFF_KEY }) }), env(), fakeContext());
    const cookie = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
    return { cookie, csrf: ((await response.json()) as SessionInfo).csrf };
  }
  const price = (id: string, body: unknown, session: { cookie: string; csrf: string } | null, overrides: Partial<WorkerEnv> = {}) =>
    app.fetch(
      new Request(`${ORIGIN}/api/leads/inbox/leads/${id}/price`, {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(session ? { Cookie: `${SESSION_COOKIE}=${session.cookie}`, [CSRF_HEADER]: session.csrf } : {}) },
        body: JSON.stringify(body),
      }),
      env(overrides),
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

  it('staff see the photos added later with when, the visitor\'s email and the quote emailed in the history', async () => {
    const session = await signIn();
    expect((await upload(await tokenOf(SURVEY), 2)).status).toBe(201);
    const done = new Date().toISOString();
    const emailed = '66666666-2fa1-41d2-883f-0016d3cca427';
    await storeLead(emailed, 'quote-email', { email: 'sam@example.co.uk', quote });
    for (const id of [SURVEY, emailed]) {
      await storage.db.prepare("INSERT INTO lead_jobs (lead_id, kind, status, attempts, created_at, started_at, next_at, done_at, origin) VALUES (?, 'visitor', 'done', 1, ?, ?, ?, ?, ?)").bind(id, done, done, done, done, ORIGIN).run();
    }
    const read = async (id: string) =>
      (await (await app.fetch(new Request(`${ORIGIN}/api/leads/inbox/leads/${id}`, { headers: { Cookie: `${SESSION_COOKIE}=${session.cookie}` } }), env(), fakeContext())).json()) as LeadDetail;
    const detail = await read(SURVEY);
    expect(detail.lead.photos.map((photo) => photo.addedAt)).toEqual([expect.any(String), expect.any(String)]);
    expect(detail.lead.visitorEmail).toEqual(expect.objectContaining({ status: 'sent', at: done }));
    expect(detail.history.filter((entry) => entry.kind === 'photos' || entry.kind === 'visitor').map((entry) => entry.text).sort()).toEqual(['2 photos added by the visitor', 'Emailed to the visitor']);
    expect((await read(emailed)).history.filter((entry) => entry.kind === 'visitor').map((entry) => entry.text)).toEqual(['Quote emailed to the visitor']);
  });

  it('writes the price\'s columns and its history line with the amount, who and why', async () => {
    const session = await signIn();
    expect((await price(SURVEY, { action: 'change', pounds: 1750, reason: 'The flue needs a longer run' }, session)).status).toBe(200);
    const row = await storage.db.prepare('SELECT price_state, price_pence, price_reason, price_at, price_by FROM leads WHERE id = ?').bind(SURVEY).first<Record<string, unknown>>();
    expect(row).toEqual({ price_state: 'changed', price_pence: 175000, price_reason: 'The flue needs a longer run', price_at: expect.any(String), price_by: 'staff key' });
    const events = await storage.db.prepare("SELECT at, status, amount, reason, actor FROM lead_events WHERE lead_id = ? AND kind = 'price'").bind(SURVEY).all();
    expect(events.results).toEqual([{ at: row?.price_at, status: 'changed', amount: 175000, reason: 'The flue needs a longer run', actor: 'staff key' }]);
    const detail = (await (await price(SURVEY, { action: 'confirm' }, session)).json()) as LeadDetail;
    expect(detail.history.filter((entry) => entry.kind === 'price').map((entry) => entry.text)).toEqual([
      'Price changed to £1,750: The flue needs a longer run — by staff key',
      expect.stringMatching(/^Price confirmed: £[\d,.]+ — by staff key$/),
    ]);
  });

  it('makes only the jobs that can be done: no price email without the visitor\'s binding or their address, no update without a CRM', async () => {
    const session = await signIn();
    await price(SURVEY, { action: 'confirm' }, session, { VISITOR_EMAIL: undefined, LEAD_FORWARD_URL: undefined });
    expect(queued).toEqual([]);
    expect((await storage.db.prepare("SELECT kind FROM lead_jobs WHERE lead_id = ? AND kind IN ('price', 'updated')").bind(SURVEY).all()).results).toEqual([]);
    const noEmail = '44444444-2fa1-41d2-883f-0016d3cca427';
    await storeLead(noEmail, 'book-video-survey', { name: 'Sam Lee', phone: '+447700900456', email: '', postcode: 'DN31 1AB', preferredDate: '', timeWindow: 'any', message: '', source: 'book-video-survey', quote });
    expect((await price(noEmail, { action: 'confirm' }, session)).status).toBe(200);
    expect(queued).toEqual([{ leadId: noEmail, kind: 'updated' }]);
  });

  it('answers 404 for an erased lead, and 409 for a survey booked without a quote', async () => {
    const session = await signIn();
    const noQuote = '55555555-2fa1-41d2-883f-0016d3cca427';
    await storeLead(noQuote, 'book-free-survey', { name: 'Sam Lee', phone: '+447700900456', email: 'sam@example.co.uk', postcode: 'DN31 1AB', preferredDate: '', timeWindow: 'any', message: '', source: 'book-free-survey' });
    const refused = await price(noQuote, { action: 'confirm' }, session);
    expect([refused.status, await refused.json()]).toEqual([409, { error: 'Only a survey booked from a quote has a price to confirm.' }]);
    await eraseLeads(env(), [SURVEY], ORIGIN, 'staff key');
    expect((await price(SURVEY, { action: 'confirm' }, session)).status).toBe(404);
    expect(queued.filter((message) => message.kind === 'price' || message.kind === 'updated')).toEqual([]);
  });
});

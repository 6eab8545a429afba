/**
 * What the one intake decides for a lead, through the Worker's router on real D1 and R2
 * (Miniflare, in memory) with the tests' Siteverify over real HTTP: a lead whose human check does
 * not pass is stored all the same (never lost), but marked, emails no visitor and takes no survey
 * place; the day's pools are shared by network and kept apart for unverified leads; one address
 * gets a few confirmations a day; one person holds one survey to come, one network books a few a
 * day; a resend under a known id with someone else's details learns nothing of the stored booking.
 * e2e/lead-intake.spec.ts shows the same over HTTP on wrangler dev.
 */
import { TURNSTILE_TEST_SECRETS, TURNSTILE_TEST_TOKEN, HUMAN_CHECK_FIELD } from '@/lib/shared/forms/human-check';
import { BOOKING_MESSAGES, slotText, type AlreadyBooked, type LeadAnswer, type SlotList } from '@/lib/shared/survey/booking';
import type { FreeWindow, WeeklyCapacity } from '@/lib/shared/survey/slots';
import { CEILING_MESSAGES, CONFIRMATIONS_PER_ADDRESS_PER_DAY, BOOKINGS_PER_PREFIX_PER_DAY, usageDay } from '../limits';
import { PERSON, fakeContext, fakeEmail, fakeQueue, storageForFile, surveyBody, testEnv } from '../test-support';
import { DOUBLE_SECRETS, liveToken } from '../siteverify-double';
import type { JobMessage, WorkerEnv } from '../env';
import { createDiaryStore } from '../store/diary';
import { storeFor } from '../store/leads';
import { app } from '../app';

const storage = storageForFile();

/** One place in every window, every day but Sunday. */
const ONE_PLACE: WeeklyCapacity = Object.fromEntries([1, 2, 3, 4, 5, 6].map((day) => [day, { morning: 1, afternoon: 1, 'late-afternoon': 1 }]));

function env(settings: Partial<WorkerEnv> = {}, queued: JobMessage[] = []): WorkerEnv {
  const queue = fakeQueue((messages) => void queued.push(...messages));
  return testEnv(storage(), { LEAD_JOBS: queue, EMAIL: fakeEmail(() => undefined), VISITOR_EMAIL: fakeEmail(() => undefined), LEAD_NOTIFY_TO: 'office@example.co.uk', LEAD_NOTIFY_FROM: 'website@example.co.uk', ...settings });
}

let people = 0;
/** A survey booked from the form by a person of their own (phone and email), for `slot`. */
const survey = (slot: { date: string; window: string } | undefined, extra: Record<string, unknown> = {}) => {
  people += 1;
  return surveyBody(slot, { phone: `+4477009${String(10_000 + people)}`, email: `pat${people}@example.co.uk`, message: 'Side gate is open', ...extra });
};

const post = async (body: Record<string, unknown>, address = '203.0.113.9', settings: Partial<WorkerEnv> = {}) => {
  const answer = await app.fetch(new Request('https://site.example/api/leads/lead', { method: 'POST', headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address }, body: JSON.stringify(body) }), env(settings), fakeContext());
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
};

const firstFree = async (): Promise<FreeWindow> => {
  const answer = await app.fetch(new Request('https://site.example/api/survey-slots?survey=home&postcode=DN31%201AB', { headers: { 'CF-Connecting-IP': '203.0.113.9' } }), env(), fakeContext());
  return ((await answer.json()) as SlotList).windows[0] as FreeWindow;
};

const jobsOf = async (id: string) => (await storage().db.prepare('SELECT kind FROM lead_jobs WHERE lead_id = ? ORDER BY kind').bind(id).all<{ kind: string }>()).results.map((row) => row.kind);
const places = () => storage().count('survey_bookings');

describe('a lead whose human check does not pass', () => {
  beforeEach(() => createDiaryStore(storage().db).setWeekly('grimsby', ONE_PLACE, 'staff key'));

  it.each([
    ['no token (the widget blocked)', { [HUMAN_CHECK_FIELD]: undefined }, {}, 'missing'],
    ['a token Siteverify refuses', {}, { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.fails }, 'failed'],
    ['a token already spent', {}, { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.spent }, 'spent'],
    ['Siteverify answering 500', {}, { TURNSTILE_SECRET_KEY: DOUBLE_SECRETS.error }, 'unavailable'],
    ['no secret set up', {}, { TURNSTILE_SECRET_KEY: undefined }, 'off'],
  ] as const)('%s: stored and emailed to the business, marked, but nothing to the visitor and no place taken', async (_name, body, settings, outcome) => {
    const window = await firstFree();
    const lead = survey({ date: window.date, window: window.window }, body);
    const answer = await post(lead, '203.0.113.9', settings);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: lead.leadId, receivedAt: expect.any(String), confirmation: false, verified: false, slotNotHeld: 'unverified' });
    const stored = await storeFor(env()).find(lead.leadId);
    expect([stored?.humanCheck, stored?.slotNotHeld, stored?.booking]).toEqual([outcome, 'unverified', null]);
    // A wish, not a held time: the business's words and the inbox's status say so.
    expect([stored?.what, stored?.status]).toEqual(['Survey requested', 'new']);
    expect(await jobsOf(lead.leadId)).toEqual(['email']);
    expect(await places()).toBe(0);
  });

  it('Siteverify that never answers: the Worker gives up at its own limit and stores the lead unverified', async () => {
    const lead = survey(undefined);
    const answer = await post(lead, '203.0.113.9', { TURNSTILE_SECRET_KEY: DOUBLE_SECRETS.timeout });
    expect([answer.status, answer.body.verified]).toEqual([201, false]);
    expect((await storeFor(env()).find(lead.leadId))?.humanCheck).toBe('unavailable');
  });

  it('verified, the same lead emails its visitor and holds its place', async () => {
    const window = await firstFree();
    const lead = survey({ date: window.date, window: window.window });
    const answer = await post(lead);
    expect(answer.body).toMatchObject({ verified: true, confirmation: true, booking: { date: window.date, window: window.window } });
    expect(await jobsOf(lead.leadId)).toEqual(['email', 'visitor']);
    expect(await places()).toBe(1);
  });

  it('the same token sent again by the outbox under the same lead id verifies once (Siteverify\'s idempotency key), under another id it is spent', async () => {
    const token = liveToken('site.example');
    const settings = { TURNSTILE_SECRET_KEY: DOUBLE_SECRETS.live, PUBLIC_ORIGIN: 'https://site.example' };
    const lead = survey(undefined, { [HUMAN_CHECK_FIELD]: token });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first send is verified, then cannot be stored (D1 refuses its row, as a full database would).
    await storage().db.prepare("CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'disk full'); END").run();
    try {
      expect((await post(lead, '203.0.113.9', settings)).status).toBe(500);
    } finally {
      await storage().db.prepare('DROP TRIGGER refuse_leads').run();
      jest.restoreAllMocks();
    }
    expect((await post(lead, '203.0.113.9', settings)).body.verified).toBe(true);
    expect((await storeFor(env()).find(lead.leadId))?.humanCheck).toBe('passed');
    const keys = storage().siteverify.state.calls.map((call) => call.idempotencyKey);
    expect(keys).toEqual([lead.leadId, lead.leadId]);
    const replay = survey(undefined, { [HUMAN_CHECK_FIELD]: token });
    expect((await post(replay, '203.0.113.10', settings)).body.verified).toBe(false);
    expect((await storeFor(env()).find(replay.leadId))?.humanCheck).toBe('spent');
  });
});

describe("the day's pools", () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('unverified leads fill only their own small pool, a network only its share of it; a verified lead from elsewhere is still stored', async () => {
    const settings = { LEADS_PER_DAY_LIMIT: '200' } as const;
    // 200 a day: 20 unverified in all, 1 per network.
    const answers = [];
    for (let n = 0; n < 30; n += 1) answers.push(await post(survey(undefined, { [HUMAN_CHECK_FIELD]: undefined }), `198.51.100.${n + 1}`, settings));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 503).map((answer) => answer.body.error)).toEqual(Array(29).fill(CEILING_MESSAGES.share));
    for (let n = 0; n < 30; n += 1) await post(survey(undefined, { [HUMAN_CHECK_FIELD]: undefined }), `192.0.${n}.1`, settings);
    expect(await storage().count("leads WHERE human_check = 'missing'")).toBe(20);
    const after = await post(survey(undefined, { [HUMAN_CHECK_FIELD]: undefined }), '10.1.1.1', settings);
    expect([after.status, after.body.error]).toEqual([503, CEILING_MESSAGES.unverified]);
    // The verified pool is untouched.
    const verified = survey(undefined);
    expect((await post(verified, '203.0.113.77', settings)).body).toMatchObject({ verified: true, confirmation: true });
  });

  it(`one email address gets ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} confirmations a day whatever the leads; the rest are stored without one and counted for the business`, async () => {
    const ids: string[] = [];
    for (let n = 0; n < CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2; n += 1) {
      const lead = survey(undefined, { email: 'victim@example.co.uk' });
      ids.push(lead.leadId);
      expect((await post(lead, `198.51.${n}.1`)).body.confirmation).toBe(n < CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    }
    const visitorJobs = await storage().count("lead_jobs WHERE kind = 'visitor'");
    expect(visitorJobs).toBe(CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    expect(await storage().count('leads')).toBe(CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2);
    const held = await storage().db.prepare("SELECT amount FROM usage_counts WHERE pool = 'confirmations-held' AND day = ?").bind(usageDay(new Date())).first<{ amount: number }>();
    expect(held?.amount).toBe(2);
    // Kept as a keyed hash, never the address.
    const scopes = (await storage().db.prepare("SELECT scope FROM usage_counts WHERE pool = 'recipient'").all<{ scope: string }>()).results;
    expect(scopes).toEqual([{ scope: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });

  it('photos past a network\'s share are refused (413: the lead is sent again without them), and another network\'s are taken', async () => {
    const settings = { PHOTO_MB_PER_DAY_LIMIT: '1' } as const;
    await storage().db.prepare("INSERT INTO usage_counts (day, pool, scope, amount) VALUES (?, 'photo-bytes', '203.0.113.0/24', 500000)").bind(usageDay(new Date())).run();
    const form = (address: string) => {
      const body = new FormData();
      body.append('lead', JSON.stringify(survey(undefined, { quote: undefined })));
      return new Request('https://site.example/api/leads/lead', { method: 'POST', headers: { 'CF-Connecting-IP': address, 'Content-Length': '2000' }, body });
    };
    expect((await app.fetch(form('203.0.113.9'), env(settings), fakeContext())).status).toBe(413);
    expect((await app.fetch(form('198.51.100.9'), env(settings), fakeContext())).status).toBe(201);
  });
});

describe('the diary', () => {
  beforeEach(() => createDiaryStore(storage().db).setWeekly('grimsby', Object.fromEntries([1, 2, 3, 4, 5, 6].map((day) => [day, { morning: 5, afternoon: 5, 'late-afternoon': 5 }])), 'staff key'));

  it('one person holds one survey to come: a second booking from the same phone or email is told when the first is, and nothing is stored', async () => {
    const window = await firstFree();
    const first = survey({ date: window.date, window: window.window });
    expect((await post(first)).status).toBe(201);
    for (const same of [{ phone: first.phone }, { email: first.email }]) {
      const again = survey({ date: window.date, window: 'afternoon' }, same);
      const answer = await post(again, '198.51.100.2');
      expect(answer.status).toBe(409);
      expect(answer.body as unknown as AlreadyBooked).toEqual({ error: BOOKING_MESSAGES.alreadyBooked(slotText(window), '01632 960100'), slotTaken: true, windows: [], alreadyBooked: { date: window.date, window: window.window } });
      expect(await storeFor(env()).find(again.leadId)).toBeNull();
    }
    // Sent again by the outbox (after ten minutes with no one to answer): stored unbooked, for the business to call.
    const late = survey({ date: window.date, window: 'afternoon' }, { phone: first.phone, slotFallback: true });
    expect((await post(late, '198.51.100.2')).body).toMatchObject({ verified: true, slotNotHeld: 'limit' });
    expect(await places()).toBe(1);
  });

  it(`one network books ${BOOKINGS_PER_PREFIX_PER_DAY} surveys a day; the next is stored unbooked, and a person is to call`, async () => {
    const window = await firstFree();
    const answers: Record<string, unknown>[] = [];
    for (let n = 0; n <= BOOKINGS_PER_PREFIX_PER_DAY; n += 1) answers.push((await post(survey({ date: window.date, window: window.window }), `203.0.113.${n + 1}`)).body);
    expect(answers.slice(0, BOOKINGS_PER_PREFIX_PER_DAY).every((answer) => (answer as unknown as LeadAnswer).booking)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ verified: true, slotNotHeld: 'limit' });
    expect(await places()).toBe(BOOKINGS_PER_PREFIX_PER_DAY);
  });

  it("a resend under a known id with someone else's phone and email is answered without that lead's booking or address", async () => {
    const window = await firstFree();
    const lead = survey({ date: window.date, window: window.window });
    expect((await post(lead)).body.booking).toBeTruthy();
    const probe = await post({ ...lead, phone: '+447700900555', email: 'someone@example.co.uk' }, '198.51.100.3');
    expect(probe.status).toBe(201);
    expect(probe.body).toEqual({ id: lead.leadId, receivedAt: expect.any(String), confirmation: false, verified: true });
    expect(JSON.stringify(probe.body)).not.toContain('Cleethorpe');
    // The same person's resend is answered as first.
    expect((await post(lead)).body.booking).toMatchObject({ date: window.date, addressLine: '12 Cleethorpe Road' });
  });
});

describe('the test token', () => {
  it('is what the test secret passes', () => {
    expect(PERSON[HUMAN_CHECK_FIELD]).toBe(TURNSTILE_TEST_TOKEN);
  });
});

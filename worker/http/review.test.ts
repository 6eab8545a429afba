/**
 * The review form's API and the inbox's moderation over the Worker's router, on real D1 (Miniflare,
 * in memory): a finished job's invitation (written here as the "Job done" of i43-jobs writes it: the
 * lead's job columns and a review_invites row with reviewLink()'s hash) opens the form; a review is
 * published at once whatever its stars, one per job, changed and deleted by its author; wrong,
 * unknown, expired, not-done and erased tokens are answered alike; staff answer, and remove only for
 * a policy reason; erasing the lead erases its review. (In a browser: e2e/review.spec.ts.)
 */
import { CSRF_HEADER, type SessionInfo } from '@/lib/shared/contracts/inbox';
import { REVIEW_LINK_DAYS, REVIEW_MESSAGES, REVIEW_TOKEN_HEADER, type ReviewInput, type ReviewInvitation, type StaffReview } from '@/lib/shared/contracts/reviews';
import { countingLimiter, fakeContext, storageForFile, testEnv, type TestStorage } from '../test-support';
import { app } from '../app';
import type { WorkerEnv } from '../env';
import { eraseLeads } from '../delivery/erase';
import { reviewLink } from '../review-link';
import { createLeadStore } from '../store/leads';
import { SESSION_COOKIE } from './session';

const ORIGIN = 'https://site.example';
const LINK_KEY = 'link-key-0123456789abcdef0123456789abcdef';
const STAFF_KEY = 'staff-key-0123456789abcdef0123456789abcd';
const ADA = '11111111-2fa1-41d2-883f-0016d3cca427';
const BEN = '22222222-2fa1-41d2-883f-0016d3cca427';
const DAY_MS = 24 * 60 * 60 * 1000;

const opened = storageForFile();
let storage: TestStorage;
/** The address's guesses: nine allowed in the test's one window. */
let guesses: RateLimit;

beforeEach(() => {
  storage = opened();
  guesses = countingLimiter(9);
});

const env = (): WorkerEnv => testEnv(storage, { REQUEST_LINK_KEY: LINK_KEY, INBOX_STAFF_KEY: STAFF_KEY, REQUEST_RATE_LIMIT: guesses });

/** A won lead whose job staff marked done, invited `invitedDaysAgo` days ago: its token. */
async function finishedJob(id: string, name: string, options: { invitedDaysAgo?: number; done?: boolean } = {}): Promise<string> {
  await createLeadStore(storage.db, storage.bucket, { now: () => new Date() }).store({ id, type: 'callback', source: 'callback', lead: { firstName: name, phoneNumber: '+447700900123' }, photos: [], jobs: [], origin: ORIGIN, requestHash: 'unused' });
  if (options.done !== false) await storage.db.prepare("UPDATE leads SET job_done_on = '2026-10-14', job_service = 'gas-boiler-installation', job_town = 'grimsby', job_done_at = ?, job_done_by = 'staff key' WHERE id = ?").bind(new Date().toISOString(), id).run();
  const link = await reviewLink({ REQUEST_LINK_KEY: LINK_KEY }, ORIGIN, id);
  const invitedAt = new Date(Date.now() - (options.invitedDaysAgo ?? 1) * DAY_MS).toISOString();
  await storage.db.prepare('INSERT INTO review_invites (lead_id, due_at, invited_at, link_hash) VALUES (?, ?, ?, ?)').bind(id, invitedAt, invitedAt, link?.hash ?? null).run();
  return link?.url.split('#')[1] ?? '';
}

const review = (overrides: Partial<ReviewInput> = {}): ReviewInput => ({ stars: 5, service: 'gas-boiler-installation', text: 'Tidy and on time.', nameStyle: 'initial', consent: true, ...overrides });

function call(method: string, options: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = { 'CF-Connecting-IP': '10.0.0.1', Origin: ORIGIN };
  if (options.token !== undefined) headers[REVIEW_TOKEN_HEADER] = options.token;
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  return app.fetch(new Request(`${ORIGIN}/api/review`, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) }), env(), fakeContext());
}
const put = (token: string, body: unknown) => call('PUT', { json: { token, review: body } });

async function signIn() {
  const response = await app.fetch(new Request(`${ORIGIN}/api/leads/inbox/session`, { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify({ key: STAFF_KEY }) }), env(), fakeContext());
  const cookie = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { cookie, csrf: ((await response.json()) as SessionInfo).csrf };
}
async function staff(method: string, path: string, body?: unknown) {
  const session = await signIn();
  const headers = { Origin: ORIGIN, 'Content-Type': 'application/json', Cookie: `${SESSION_COOKIE}=${session.cookie}`, [CSRF_HEADER]: session.csrf };
  return app.fetch(new Request(`${ORIGIN}/api/leads/inbox/reviews${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), env(), fakeContext());
}
const staffList = async () => (await (await staff('GET', '')).json()) as StaffReview[];
/** What the pages publish: the rows not removed (the published index's condition). */
const published = async () => (await storage.db.prepare('SELECT lead_id, stars FROM reviews WHERE removed_at IS NULL ORDER BY stars').all()).results;

describe('the review form', () => {
  it('opens the finished job, and publishes a 1-star review at once, exactly as a 5-star one', async () => {
    const ada = await finishedJob(ADA, 'Ada Lovelace');
    const ben = await finishedJob(BEN, 'Ben Ng');
    const opened = await call('GET', { token: ada });
    expect([opened.status, opened.headers.get('cache-control'), await opened.json()]).toEqual([200, 'no-store', { job: { service: 'gas-boiler-installation', town: 'grimsby', month: '2026-10' }, initialName: 'Ada L.', review: null }]);

    const low = await put(ada, review({ stars: 1, text: 'Left a mess.' }));
    const high = await put(ben, review({ stars: 5, nameStyle: 'town' }));
    expect([low.status, high.status]).toEqual([200, 200]);
    const lowReview = ((await low.json()) as ReviewInvitation).review;
    expect(lowReview).toEqual(expect.objectContaining({ stars: 1, text: 'Left a mess.', displayName: 'Ada L.', nameStyle: 'initial', town: 'grimsby', jobMonth: '2026-10', incentive: null, answer: null }));
    expect(((await high.json()) as ReviewInvitation).review).toEqual(expect.objectContaining({ stars: 5, displayName: 'a customer in Grimsby', nameStyle: 'town' }));
    expect(await published()).toEqual([
      { lead_id: ADA, stars: 1 },
      { lead_id: BEN, stars: 5 },
    ]);
    expect((await staffList()).map((item) => [item.leadId, item.stars, item.removed])).toEqual(expect.arrayContaining([[ADA, 1, null], [BEN, 5, null]]));
  });

  it('keeps one review per job: a second one changes the first, never adds; the author deletes it and may write again', async () => {
    const ada = await finishedJob(ADA, 'Ada Lovelace');
    const first = ((await (await put(ada, review({ stars: 2 }))).json()) as ReviewInvitation).review;
    const second = await put(ada, review({ stars: 4, text: 'They came back and fixed it.', service: 'boiler-repair', nameStyle: 'town' }));
    const changed = ((await second.json()) as ReviewInvitation).review;
    expect(changed).toEqual(expect.objectContaining({ id: first?.id, stars: 4, text: 'They came back and fixed it.', service: 'boiler-repair', displayName: 'a customer in Grimsby', submittedAt: first?.submittedAt }));
    expect(await storage.count('reviews')).toBe(1);

    const deleted = await call('DELETE', { token: ada });
    expect([deleted.status, await deleted.json()]).toEqual([200, { deleted: true }]);
    expect(await storage.count('reviews')).toBe(0);
    expect(((await (await call('GET', { token: ada })).json()) as ReviewInvitation).review).toBeNull();
    expect((await put(ada, review())).status).toBe(200);
  });

  it('names each wrong field and keeps nothing: no stars, no words, no consent', async () => {
    const ada = await finishedJob(ADA, 'Ada Lovelace');
    const response = await put(ada, { stars: 0, service: 'gas-boiler-installation', text: '  ', nameStyle: 'initial', consent: false });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({ stars: REVIEW_MESSAGES.starsRequired, text: REVIEW_MESSAGES.textRequired, consent: REVIEW_MESSAGES.consentRequired });
    expect(await storage.count('reviews')).toBe(0);
  });

  it('answers a wrong secret, an unknown id, an expired link, a job not done and an erased lead alike, and the tenth wrong one in a minute 429', async () => {
    const ada = await finishedJob(ADA, 'Ada Lovelace');
    const old = await finishedJob(BEN, 'Ben Ng', { invitedDaysAgo: REVIEW_LINK_DAYS + 1 });
    const notDone = await finishedJob('33333333-2fa1-41d2-883f-0016d3cca427', 'Cy Doe', { done: false });
    const erased = await finishedJob('44444444-2fa1-41d2-883f-0016d3cca427', 'Di Roe');
    await eraseLeads(env(), ['44444444-2fa1-41d2-883f-0016d3cca427'], ORIGIN, 'staff key');
    const unknown = `${crypto.randomUUID()}.${ada.split('.')[1]}`;
    const wrong = `${ADA}.${old.split('.')[1]}`;
    const answers = [];
    for (const token of [wrong, unknown, old, notDone, erased]) {
      const response = await call('GET', { token });
      answers.push({ status: response.status, body: await response.text(), headers: [...response.headers.entries()] });
    }
    expect(answers[0]).toEqual(expect.objectContaining({ status: 404, body: JSON.stringify({ error: REVIEW_MESSAGES.notFound }) }));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // A write or a delete with a wrong token is a guess like a read.
    expect((await put(wrong, review())).status).toBe(404);
    expect((await call('DELETE', { token: unknown })).status).toBe(404);
    // A token that is not even one, and none at all, count as guesses too.
    for (const token of ['nonsense', undefined]) expect((await call('GET', { token })).status).toBe(404);
    const tenth = await call('GET', { token: wrong });
    expect([tenth.status, tenth.headers.get('retry-after'), await tenth.json()]).toEqual([429, '60', { error: REVIEW_MESSAGES.tooMany }]);
    expect(await storage.count('reviews')).toBe(0);
  });

  it('is written from the site\'s own page only', async () => {
    const ada = await finishedJob(ADA, 'Ada Lovelace');
    const response = await app.fetch(new Request(`${ORIGIN}/api/review`, { method: 'PUT', headers: { Origin: 'https://elsewhere.example', 'Content-Type': 'application/json' }, body: JSON.stringify({ token: ada, review: review() }) }), env(), fakeContext());
    expect(response.status).toBe(403);
    expect(await storage.count('reviews')).toBe(0);
  });

  it('a job undone after its review keeps the review published and in its author\'s hands: undoing is no way to remove one', async () => {
    const ada = await finishedJob(ADA, 'Ada Lovelace');
    expect((await put(ada, review({ stars: 1, text: 'Left a mess.' }))).status).toBe(200);
    await storage.db.prepare('UPDATE leads SET job_done_on = NULL, job_service = NULL, job_town = NULL WHERE id = ?').bind(ADA).run();
    expect(await published()).toEqual([{ lead_id: ADA, stars: 1 }]);
    const opened = (await (await call('GET', { token: ada })).json()) as ReviewInvitation;
    expect([opened.job, opened.review?.stars]).toEqual([{ service: 'gas-boiler-installation', town: 'grimsby', month: '2026-10' }, 1]);
    expect((await put(ada, review({ stars: 2, text: 'They came back and cleaned up.' }))).status).toBe(200);
    expect(await published()).toEqual([{ lead_id: ADA, stars: 2 }]);
    expect((await call('DELETE', { token: ada })).status).toBe(200);
    expect(await published()).toEqual([]);
  });

  it('erasing the lead erases its review', async () => {
    const ada = await finishedJob(ADA, 'Ada Lovelace');
    await put(ada, review());
    await eraseLeads(env(), [ADA], ORIGIN, 'staff key');
    expect(await storage.count('reviews')).toBe(0);
    expect((await call('GET', { token: ada })).status).toBe(404);
  });
});

describe('moderation in the inbox', () => {
  it('answers a review with its date and who, and an empty answer takes it away', async () => {
    const ada = await finishedJob(ADA, 'Ada Lovelace');
    const id = ((await (await put(ada, review({ stars: 1 }))).json()) as ReviewInvitation).review?.id ?? '';
    const answered = await staff('POST', `/${id}/answer`, { text: 'Sorry: we have called you to put it right.' });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual(expect.objectContaining({ id, answer: { text: 'Sorry: we have called you to put it right.', at: expect.any(String) }, answeredBy: 'staff key' }));
    expect(((await (await call('GET', { token: ada })).json()) as ReviewInvitation).review?.answer?.text).toBe('Sorry: we have called you to put it right.');
    expect(await (await staff('POST', `/${id}/answer`, { text: ' ' })).json()).toEqual(expect.objectContaining({ answer: null, answeredBy: null }));
    expect((await staff('POST', '/no-such-review/answer', { text: 'Hello' })).status).toBe(404);
  });

  it('removes a review only for a policy reason, recorded with who and when; a removed one is not published and its author cannot change it', async () => {
    const ada = await finishedJob(ADA, 'Ada Lovelace');
    const ben = await finishedJob(BEN, 'Ben Ng');
    const id = ((await (await put(ada, review({ text: 'My neighbour at 4 High St owes me money.' }))).json()) as ReviewInvitation).review?.id ?? '';
    await put(ben, review({ stars: 3 }));
    for (const body of [{}, { reason: 'bad-for-business' }]) {
      const refused = await staff('POST', `/${id}/remove`, body);
      expect([refused.status, ((await refused.json()) as { fields: Record<string, string> }).fields.reason]).toEqual([400, expect.any(String)]);
    }
    expect(await published()).toHaveLength(2);

    const removed = await staff('POST', `/${id}/remove`, { reason: 'personal-details', note: 'Named a neighbour' });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as StaffReview).removed).toEqual({ reason: 'personal-details', note: 'Named a neighbour', at: expect.any(String), by: 'staff key' });
    expect(await published()).toEqual([{ lead_id: BEN, stars: 3 }]);
    // Newest first, the removed one kept for the record.
    expect((await staffList()).map((item) => [item.leadId, item.removed?.reason ?? null])).toEqual([
      [BEN, null],
      [ADA, 'personal-details'],
    ]);
    expect(((await (await call('GET', { token: ada })).json()) as ReviewInvitation).review).toBeNull();
    const change = await put(ada, review());
    expect([change.status, await change.json()]).toEqual([409, { error: REVIEW_MESSAGES.removed }]);
    expect((await call('DELETE', { token: ada })).status).toBe(409);
    expect(await published()).toEqual([{ lead_id: BEN, stars: 3 }]);
  });
});

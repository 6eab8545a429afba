/**
 * Finished jobs and their review emails on real D1 (Miniflare, in memory), through the Worker's own
 * parts: staff mark a won lead's job done in the inbox (refused on a lead not won, or a day to come;
 * kept in its history with who), the sweep on a controlled clock makes its invitation exactly once
 * REVIEW_INVITE_DAYS later and one reminder REVIEW_REMINDER_DAYS after that only while no review
 * was written, the runner sends them with the one-click List-Unsubscribe headers, and nothing goes
 * after "no more", for an erased lead, a job undone or a customer without an email address.
 */
import { CSRF_HEADER, JOB_MESSAGES, type LeadDetail, type SessionInfo } from '@/lib/shared/contracts/inbox';
import { REVIEW_INVITE_DAYS, REVIEW_MESSAGES, REVIEW_REMINDER_DAYS } from '@/lib/shared/contracts/reviews';
import { addDays } from '@/lib/shared/time/dates';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { app } from '../app';
import type { JobMessage, WorkerEnv } from '../env';
import { createJobRunner } from '../delivery/jobs';
import { NO_INCENTIVE, NO_MORE_EMAILS } from '../delivery/review-email';
import { UNSUBSCRIBE_WORDS } from '../http/review-unsubscribe';
import { SESSION_COOKIE } from '../http/session';
import { reviewLink, unsubscribeLink } from '../review-link';
import { createInboxStore } from '../store/inbox';
import { createLeadStore } from '../store/leads';
import { fakeContext, fakeEmail, fakeEmailMessage, fakeQueue, storageForFile, testEnv } from '../test-support';
import { reviewMail } from './review-mail';
import { REVIEW_HOURS, inviteDueAt, reviewHours, reviewInviteDays } from '../store/review-invites';

const ORIGIN = 'https://site.example';
const STAFF_KEY = 'staff-key-0123456789abcdef0123456789abcd';
const LINK_KEY = 'link-key-0123456789abcdef0123456789abcdef';
const PAT = 'aaaaaaaa-2fa1-41d2-883f-0016d3cca427';
const NO_EMAIL = 'bbbbbbbb-2fa1-41d2-883f-0016d3cca427';
/** A winter day (the UK clock is UTC), long past: the job finished then. */
const FINISHED = '2026-01-05';
const DUE_DAY = addDays(FINISHED, REVIEW_INVITE_DAYS);
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

const storage = storageForFile();
let queued: JobMessage[];
let sent: { to: string; raw: string }[];
let guesses: number;

function env(): WorkerEnv {
  return testEnv(storage(), {
    LEAD_JOBS: fakeQueue((messages) => void queued.push(...messages)),
    VISITOR_EMAIL: fakeEmail((message) => void sent.push(message)),
    LEAD_NOTIFY_FROM: 'website@example.co.uk',
    PUBLIC_ORIGIN: ORIGIN,
    INBOX_STAFF_KEY: STAFF_KEY,
    REQUEST_LINK_KEY: LINK_KEY,
    // Nine wrong tokens a minute, as the binding allows.
    REQUEST_RATE_LIMIT: { limit: async () => ({ success: (guesses += 1) <= 9 }) } as RateLimit,
  });
}

beforeEach(async () => {
  queued = [];
  sent = [];
  guesses = 0;
  const store = createLeadStore(storage().db, storage().bucket);
  const base = { type: 'lead' as const, source: 'book-free-survey', photos: [], jobs: [], origin: ORIGIN, campaign: { landingPage: '/boiler-repair-in-hull/' } };
  await store.store({ ...base, id: PAT, lead: { name: 'Pat Jones', email: 'pat@example.co.uk', phone: '+447700900123', postcode: 'DN31 1AB', source: 'book-free-survey' } });
  await store.store({ ...base, id: NO_EMAIL, lead: { name: 'Sam Smith', phone: '+447700900999', postcode: 'HU1 1AA', source: 'book-free-survey' } });
  for (const id of [PAT, NO_EMAIL]) await createInboxStore(storage().db).setStatus(id, { status: 'won' }, 'staff key');
});

/** Signs in to the inbox; then each call to it is a staff member's, from the site. */
async function staff() {
  const send = (method: string, path: string, body?: unknown, session?: { cookie: string; csrf: string }) =>
    app.fetch(
      new Request(`${ORIGIN}/api/leads/inbox/${path}`, {
        method,
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json', ...(session ? { Cookie: `${SESSION_COOKIE}=${session.cookie}`, [CSRF_HEADER]: session.csrf } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      env(),
      fakeContext(),
    );
  const signedIn = await send('POST', 'session', { key: STAFF_KEY });
  const session = { cookie: new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(signedIn.headers.get('set-cookie') ?? '')?.[1] ?? '', csrf: ((await signedIn.json()) as SessionInfo).csrf };
  return (method: string, path: string, body?: unknown) => send(method, path, body, session);
}

/** The sweep at `now`, then every job it queued worked by the runner at the same time; returns what the sweep made. */
async function sweepAt(now: Date) {
  queued = [];
  const made = await reviewMail(env(), now);
  const runner = createJobRunner({ db: storage().db, store: createLeadStore(storage().db, storage().bucket), env: env(), emailMessage: fakeEmailMessage, now: () => now });
  for (const message of queued) await runner.run(message);
  return made;
}

const jobDone = (call: Awaited<ReturnType<typeof staff>>, id = PAT, finishedOn = FINISHED) => call('POST', `leads/${id}/job-done`, { finishedOn, service: 'boiler-repair', town: 'grimsby' });

/** A raw email's headers unfolded (RFC 5322 §2.2.3: a line break before a space continues the header), as a mail client reads them. */
const unfolded = (raw: string) => raw.replace(/\r\n(?=[ \t])/g, '');

/** A part of a raw email (its plain text, or its HTML), decoded. */
const partOf = (raw: string, type: 'plain' | 'html') =>
  Buffer.from(new RegExp(`text/${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n--`).exec(raw)?.[1]?.replace(/\r\n/g, '') ?? '', 'base64').toString('utf8');
const textOf = (raw: string) => partOf(raw, 'plain');

/** A review of Pat's job, as the review form (another part) writes it. */
const writeReview = () =>
  storage()
    .db.prepare("INSERT INTO reviews (id, lead_id, stars, service, town, job_month, text, display_name, name_style, submitted_at, updated_at) VALUES ('r1', ?, 2, 'boiler-repair', 'grimsby', '2026-01', 'Late, but sorted', 'Pat J.', 'initial', ?, ?)")
    .bind(PAT, '2026-01-13T09:00:00.000Z', '2026-01-13T09:00:00.000Z')
    .run();

const unsubscribe = (url: string, method: 'GET' | 'POST', body?: string) =>
  app.fetch(new Request(url, { method, headers: { 'CF-Connecting-IP': '203.0.113.9', ...(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) }, body }), env(), fakeContext());

describe('when a finished job is asked about', () => {
  it('is REVIEW_INVITE_DAYS (or the Worker setting) after the day finished, at 10:00 on the UK clock, summer or winter', () => {
    expect([reviewInviteDays(undefined), reviewInviteDays(''), reviewInviteDays('x'), reviewInviteDays('-1'), reviewInviteDays('3'), reviewInviteDays('0')]).toEqual([REVIEW_INVITE_DAYS, REVIEW_INVITE_DAYS, REVIEW_INVITE_DAYS, REVIEW_INVITE_DAYS, 3, 0]);
    expect(inviteDueAt('2026-01-05', 7)).toBe('2026-01-12T10:00:00.000Z');
    expect(inviteDueAt('2026-07-01', 7)).toBe('2026-07-08T09:00:00.000Z');
  });

  it('is made in the UK day, REVIEW_HOURS, unless REVIEW_EMAIL_HOURS names other whole hours', () => {
    expect([undefined, '', '9', '20-10', '0-25', 'x-y'].map(reviewHours)).toEqual(Array(6).fill(REVIEW_HOURS));
    expect([reviewHours('8-18'), reviewHours(' 0-24 ')]).toEqual([{ from: 8, to: 18 }, { from: 0, to: 24 }]);
  });
});

describe('Job done in the inbox', () => {
  it('is refused on a lead not won and for a day to come; kept in the history with who, with the day, what and where; undone with why', async () => {
    const call = await staff();
    await createInboxStore(storage().db).setStatus(PAT, { status: 'contacted' }, 'staff key');
    const refused = await jobDone(call);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: JOB_MESSAGES.notWon });
    await createInboxStore(storage().db).setStatus(PAT, { status: 'won' }, 'staff key');
    const future = await jobDone(call, PAT, addDays(ukCalendarDate(new Date()), 1));
    expect(future.status).toBe(400);
    expect(((await future.json()) as { fields: Record<string, string> }).fields.finishedOn).toBe(JOB_MESSAGES.future);
    expect((await jobDone(call, PAT, '2026-02-30')).status).toBe(400);

    const done = (await (await jobDone(call)).json()) as LeadDetail;
    expect(done.job).toEqual(expect.objectContaining({ doneOn: FINISHED, service: 'boiler-repair', town: 'grimsby', by: 'staff key' }));
    // Prefilled from the lead: the service its landing page names, the town of its postcode (DN31: Grimsby, not the page's Hull).
    expect(done.jobPrefill).toEqual({ finishedOn: ukCalendarDate(new Date()), service: 'boiler-repair', town: 'grimsby' });
    expect(done.history.at(-1)).toEqual(expect.objectContaining({ kind: 'job', text: `Job done on ${FINISHED} (boiler-repair grimsby) — by staff key`, by: 'staff key' }));

    const noReason = await call('POST', `leads/${PAT}/job-undone`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const undone = (await (await call('POST', `leads/${PAT}/job-undone`, { reason: 'Marked on the wrong lead' })).json()) as LeadDetail;
    expect(undone.job).toBeNull();
    expect(undone.history.at(-1)).toEqual(expect.objectContaining({ kind: 'job', text: 'Job done undone: Marked on the wrong lead — by staff key', by: 'staff key' }));
    expect((await call('POST', `leads/${PAT}/job-undone`, { reason: 'again' })).status).toBe(409);
  });
});

describe('the review invitation and its reminder', () => {
  it('asks once, REVIEW_INVITE_DAYS after the job, with the one-click headers; reminds once a week later while unanswered', async () => {
    const call = await staff();
    expect((await jobDone(call)).status).toBe(200);
    expect((await jobDone(call, NO_EMAIL)).status).toBe(200);
    // Not before its day, nor before its hour on the day.
    expect(await sweepAt(at(addDays(DUE_DAY, -1), '15:00:00'))).toEqual({ invited: 0, reminded: 0 });
    expect(await sweepAt(at(DUE_DAY, '09:55:00'))).toEqual({ invited: 0, reminded: 0 });
    // Due: one invitation, to Pat's address only (the customer without an email gets nothing); the sweep run again sends none.
    expect(await sweepAt(at(DUE_DAY, '10:00:00'))).toEqual({ invited: 1, reminded: 0 });
    expect(await sweepAt(at(DUE_DAY, '10:05:00'))).toEqual({ invited: 0, reminded: 0 });
    expect(sent.map((message) => message.to)).toEqual(['pat@example.co.uk']);

    const raw = sent[0]?.raw ?? '';
    const link = await reviewLink(env(), ORIGIN, PAT);
    const stop = await unsubscribeLink(env(), ORIGIN, PAT);
    expect(unfolded(raw)).toContain(`\r\nList-Unsubscribe: <${stop}>\r\n`);
    expect(unfolded(raw)).toContain('\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n');
    const text = textOf(raw);
    expect(text).toContain(link?.url);
    expect(text).toContain(NO_INCENTIVE);
    // The visible "no more emails" link, in both parts; and the reviews policy.
    expect(text).toContain(`No more emails: ${stop}`);
    expect(partOf(raw, 'html')).toContain(`<a href="${stop?.replace(/&/g, '&amp;')}" style="color:#0b57d0;">${NO_MORE_EMAILS}</a>`);
    expect(text).toContain(`${ORIGIN}/reviews-policy/`);
    // The link's secret is never kept: only its hash.
    expect(await storage().db.prepare('SELECT link_hash FROM review_invites WHERE lead_id = ?').bind(PAT).first()).toEqual({ link_hash: link?.hash });

    const reminderDay = addDays(DUE_DAY, REVIEW_REMINDER_DAYS);
    expect(await sweepAt(at(addDays(reminderDay, -1), '15:00:00'))).toEqual({ invited: 0, reminded: 0 });
    expect(await sweepAt(at(reminderDay, '10:00:00'))).toEqual({ invited: 0, reminded: 1 });
    expect(await sweepAt(at(reminderDay, '12:00:00'))).toEqual({ invited: 0, reminded: 0 });
    expect(await sweepAt(at(addDays(reminderDay, 7), '12:00:00'))).toEqual({ invited: 0, reminded: 0 });
    expect(sent).toHaveLength(2);
    expect(textOf(sent[1]?.raw ?? '')).toContain('This is the only reminder.');
  });

  it('reminds nobody who wrote a review, nor one who clicked "no more" (a GET alone changes nothing); a wrong token is 404, then 429', async () => {
    const call = await staff();
    await jobDone(call);
    await sweepAt(at(DUE_DAY, '10:00:00'));
    const stop = /List-Unsubscribe: <([^>]+)>/.exec(unfolded(sent[0]?.raw ?? ''))?.[1] ?? '';
    // A mail scanner's GET: a page with one button, nothing changed.
    const page = await unsubscribe(stop, 'GET');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(UNSUBSCRIBE_WORDS.button);
    expect(await storage().count('review_opt_outs')).toBe(0);
    // The mail client's one click (RFC 8058), twice: kept once.
    for (let click = 0; click < 2; click += 1) {
      const clicked = await unsubscribe(stop, 'POST', 'List-Unsubscribe=One-Click');
      expect(clicked.status).toBe(200);
      expect(await clicked.text()).toContain(REVIEW_MESSAGES.unsubscribed);
    }
    expect(await storage().count('review_opt_outs')).toBe(1);
    expect(await sweepAt(at(addDays(DUE_DAY, REVIEW_REMINDER_DAYS), '10:00:00'))).toEqual({ invited: 0, reminded: 0 });

    // Had they not said "no more", a review written meanwhile means no reminder either.
    await storage().db.prepare('DELETE FROM review_opt_outs').run();
    await writeReview();
    expect(await sweepAt(at(addDays(DUE_DAY, REVIEW_REMINDER_DAYS), '11:00:00'))).toEqual({ invited: 0, reminded: 0 });
    expect(sent).toHaveLength(1);

    const wrong = stop.replace(/.{4}$/, 'AAAA');
    for (let guess = 1; guess <= 9; guess += 1) expect((await unsubscribe(wrong, 'POST', 'List-Unsubscribe=One-Click')).status).toBe(404);
    expect((await unsubscribe(`${ORIGIN}/api/review/unsubscribe?t=nothing`, 'GET')).status).toBe(429);
  });

  it('asks nobody who said "no more" before, nor about a job undone (its invitation cancelled) or a lead erased', async () => {
    const call = await staff();
    await jobDone(call);
    expect((await unsubscribe((await unsubscribeLink(env(), ORIGIN, PAT)) ?? '', 'POST', 'List-Unsubscribe=One-Click')).status).toBe(200);
    expect(await sweepAt(at(DUE_DAY, '10:00:00'))).toEqual({ invited: 0, reminded: 0 });

    await storage().db.prepare('DELETE FROM review_opt_outs').run();
    await call('POST', `leads/${PAT}/job-undone`, { reason: 'Boiler not yet commissioned' });
    expect(await storage().db.prepare('SELECT cancelled_at IS NOT NULL AS cancelled FROM review_invites WHERE lead_id = ?').bind(PAT).first()).toEqual({ cancelled: 1 });
    expect(await sweepAt(at(DUE_DAY, '11:00:00'))).toEqual({ invited: 0, reminded: 0 });

    // Done again, then erased: its invitation and its review go with it, and nobody is asked.
    await jobDone(call);
    await writeReview();
    expect(await storage().count('review_invites')).toBe(1);
    expect((await call('DELETE', `leads/${PAT}`)).status).toBe(200);
    expect(await storage().count('review_invites')).toBe(0);
    expect(await storage().count('reviews')).toBe(0);
    expect(await sweepAt(at(DUE_DAY, '12:00:00'))).toEqual({ invited: 0, reminded: 0 });
    expect(sent).toEqual([]);
  });
});

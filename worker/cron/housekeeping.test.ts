/**
 * The Cron Triggers' work on real D1 and R2 (Miniflare, in memory, the real migrations), the clock
 * passed in: the daily clean-up removes leads past retention with their photos, photos no lead
 * holds, dead requests' claims and old records of erased ids, and nothing else (an erasure notice
 * the CRM never took stays); it stops at its limits and the next run goes on from there; the sweep
 * queues every job that is due. At 100,000 leads: clean-up-scale.test.ts.
 */
import { REVIEW_KEEP_YEARS } from '@/lib/shared/contracts/reviews';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fakeEmailMessage, fakeQueue, openTestStorage, testEnv, type TestStorage } from '../test-support';
import { createLeadStore, type LeadStore } from '../store/leads';
import type { NewLead } from '../store/leads/write';
import { CLAIM_EXPIRY_MS, CLEAN_UP_LIMITS, ERASED_IDS_KEEP_DAYS, RETENTION_DAYS_DEFAULT, cleanUp, retentionDays, sweep } from './housekeeping';
import { DAILY_CRON, SWEEP_CRON } from './schedule';
import { JOB_GIVE_UP_MS, STRANDED_DETAIL, createJobRunner } from '../delivery/jobs';
import { createJobStore } from '../store/jobs';
import { OUTBOX_KEEP_MS } from '@/lib/shared/forms/lead-rules';
import type { JobMessage } from '../env';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-25T03:17:00.000Z');
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

let storage: TestStorage;
let clock: number;
let store: LeadStore;

beforeAll(async () => {
  storage = await openTestStorage();
});

beforeEach(async () => {
  await storage.reset();
  clock = NOW;
  store = createLeadStore(storage.db, storage.bucket, { now: () => new Date(clock) });
});

afterAll(async () => {
  await storage.dispose();
});

const id = (head: string) => `${head.repeat(8).slice(0, 8)}-2fa1-41d2-883f-0016d3cca427`;

async function storeAt(at: number, leadId: string, jobs: NewLead['jobs'] = []) {
  clock = at;
  await store.store({ id: leadId, type: 'lead', source: 'book-free-survey', lead: { name: leadId, source: 'book-free-survey' }, photos: [{ data: new Blob([JPEG]), type: 'jpeg', kind: 'boiler' }], jobs, origin: 'https://site.example' });
  clock = NOW;
}

describe('the daily clean-up', () => {
  it('removes leads past retention with their photos and jobs, photos no lead holds and stale claims; nothing else', async () => {
    const days = 30;
    const [expired, kept, young, orphan, dead, storing] = ['a', 'b', 'c', 'd', 'e', 'f'].map(id);
    await storeAt(NOW - (days + 1) * DAY, expired!, ['email']);
    await storeAt(NOW - (days - 1) * DAY, kept!, ['email']);
    await storeAt(NOW - 1000, young!);
    // Photos of a request cut off between R2 and D1: no row, no claim.
    await storage.bucket.put(`leads/${orphan}/photo-1.jpg`, JPEG);
    // A request that died an hour and more ago, its claim and photo behind it.
    await storage.db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?)').bind(dead!, new Date(NOW - CLAIM_EXPIRY_MS - 1).toISOString()).run();
    await storage.bucket.put(`leads/${dead}/photo-1.jpg`, JPEG);
    // A request storing right now: its claim is fresh, its photo is in R2, its row not yet.
    await storage.db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?)').bind(storing!, new Date(NOW - 2000).toISOString()).run();
    await storage.bucket.put(`leads/${storing}/photo-1.jpg`, JPEG);

    const done = await cleanUp({ store, db: storage.db, bucket: storage.bucket, retentionDays: days, now: new Date(NOW) });
    expect(done).toEqual({ expiredLeads: 1, orphanedPhotos: 2, staleClaims: 1, expiredSessions: 0, expiredErasedIds: 0, expiredReviews: 0, finished: true });
    expect(await store.find(expired!)).toBeNull();
    expect((await storage.keys()).sort()).toEqual([kept, young, storing].map((leadId) => `leads/${leadId}/photo-1.jpg`).sort());
    expect((await store.find(kept!))?.email.status).toBe('pending');
    expect((await storage.db.prepare('SELECT id FROM lead_claims').all<{ id: string }>()).results).toEqual([{ id: storing }]);
    expect((await storage.db.prepare('SELECT lead_id FROM lead_jobs').all<{ lead_id: string }>()).results).toEqual([{ lead_id: kept }]);
    // Run again: nothing more to do.
    expect(await cleanUp({ store, db: storage.db, bucket: storage.bucket, retentionDays: days, now: new Date(NOW) })).toEqual({ expiredLeads: 0, orphanedPhotos: 0, staleClaims: 0, expiredSessions: 0, expiredErasedIds: 0, expiredReviews: 0, finished: true });
  });

  it('keeps an erasure notice the CRM never took, however old, and records of erased ids for ERASED_IDS_KEEP_DAYS', async () => {
    const [erasedLong, erasedLately] = [id('a'), id('b')];
    const at = (ms: number) => new Date(ms).toISOString();
    await storage.db
      .prepare("INSERT INTO erased_leads (id, erased_at, erased_by) VALUES (?, ?, 'staff'), (?, ?, 'staff')")
      .bind(erasedLong, at(NOW - ERASED_IDS_KEEP_DAYS * DAY - 1000), erasedLately, at(NOW - (ERASED_IDS_KEEP_DAYS - 1) * DAY))
      .run();
    await storage.db.prepare("INSERT INTO lead_jobs (lead_id, kind, status, created_at, started_at, next_at, done_at, origin, payload) VALUES (?1, 'deleted', 'failed', ?2, ?2, ?2, ?2, 'https://site.example', '{}')").bind(erasedLong, at(NOW - 2 * 365 * DAY)).run();
    const done = await cleanUp({ store, db: storage.db, bucket: storage.bucket, retentionDays: 30, now: new Date(NOW) });
    expect(done.expiredErasedIds).toBe(1);
    expect((await storage.db.prepare('SELECT id FROM erased_leads').all<{ id: string }>()).results).toEqual([{ id: erasedLately }]);
    expect((await storage.db.prepare('SELECT lead_id, kind, status FROM lead_jobs').all()).results).toEqual([{ lead_id: erasedLong, kind: 'deleted', status: 'failed' }]);
  });

  it('deletes reviews older than the policy keeps them (REVIEW_KEEP_YEARS), published or removed, whether their lead is still here or not; younger ones stay', async () => {
    const years = (n: number, ms = 0) => {
      const at = new Date(NOW);
      at.setUTCFullYear(at.getUTCFullYear() - n);
      return new Date(at.getTime() + ms).toISOString();
    };
    const row = (reviewId: string, submittedAt: string, removed: string | null) =>
      storage.db
        .prepare("INSERT INTO reviews (id, lead_id, stars, service, town, job_month, text, display_name, name_style, submitted_at, updated_at, removed_at, removed_reason, removed_by) VALUES (?1, ?1, 4, 'boiler-repair', 'grimsby', '2023-01', 'Fine.', 'Ada L.', 'initial', ?2, ?2, ?3, ?4, ?5)")
        .bind(reviewId, submittedAt, removed, removed ? 'abusive' : null, removed ? 'staff key' : null)
        .run();
    await row('past', years(REVIEW_KEEP_YEARS, -1000), null);
    await row('past-removed', years(REVIEW_KEEP_YEARS, -2000), years(REVIEW_KEEP_YEARS - 1));
    await row('kept', years(REVIEW_KEEP_YEARS, 60_000), null);
    const done = await cleanUp({ store, db: storage.db, bucket: storage.bucket, retentionDays: 30, now: new Date(NOW) });
    expect([done.expiredReviews, done.finished]).toEqual([2, true]);
    expect((await storage.db.prepare('SELECT id FROM reviews').all<{ id: string }>()).results).toEqual([{ id: 'kept' }]);
  });

  it('stops at its limits and goes on from there on the next run: the oldest leads first, the photos from the last key it checked', async () => {
    const days = 30;
    const limits = { ...CLEAN_UP_LIMITS, retentionRound: 2, retentionRounds: 1, listPage: 2, orphanPages: 1 };
    const old = ['a', 'b', 'c'].map(id);
    for (const [n, leadId] of old.entries()) await storeAt(NOW - (days + 3 - n) * DAY, leadId);
    const orphans = ['d', 'e', 'f'].map((head) => `leads/${id(head)}/photo-1.jpg`);
    for (const key of orphans) await storage.bucket.put(key, JPEG);
    const run = () => cleanUp({ store, db: storage.db, bucket: storage.bucket, retentionDays: days, now: new Date(NOW), limits });
    const ids = async () => (await storage.db.prepare('SELECT id FROM leads ORDER BY id').all<{ id: string }>()).results.map((row) => row.id);

    // Run 1: the two oldest leads (and their photos); then the first page of what is left: d's photo.
    expect(await run()).toEqual(expect.objectContaining({ expiredLeads: 2, orphanedPhotos: 1, finished: false }));
    expect(await ids()).toEqual([old[2]]);
    expect(await storage.keys()).toEqual([`leads/${old[2]}/photo-1.jpg`, ...orphans.slice(1)]);
    expect((await storage.db.prepare('SELECT name, value FROM housekeeping_state').all()).results).toEqual([{ name: 'orphans_after', value: orphans[0] }]);
    // Run 2: the last old lead; the photos after d: e and f, the end of the bucket, so the next pass starts at the beginning.
    expect(await run()).toEqual(expect.objectContaining({ expiredLeads: 1, orphanedPhotos: 2, finished: true }));
    expect(await ids()).toEqual([]);
    expect(await storage.keys()).toEqual([]);
    expect(await storage.count('housekeeping_state')).toBe(0);
    // Run 3: nothing left to do.
    expect(await run()).toEqual(expect.objectContaining({ expiredLeads: 0, orphanedPhotos: 0, finished: true }));
  });

  it('runs every step even when one fails, and then fails itself', async () => {
    await storeAt(NOW - 40 * DAY, id('a'));
    await storage.bucket.put(`leads/${id('d')}/photo-1.jpg`, JPEG);
    const failing = { ...store, expireBefore: async () => Promise.reject(new Error('D1 is down')) } as LeadStore;
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(cleanUp({ store: failing, db: storage.db, bucket: storage.bucket, retentionDays: 30, now: new Date(NOW) })).rejects.toThrow('D1 is down');
    expect(error).toHaveBeenCalledWith('Clean-up: retention failed', expect.any(Error));
    error.mockRestore();
    expect(await storage.keys()).toEqual([`leads/${id('a')}/photo-1.jpg`]);
  });

  it('keeps leads for LEAD_RETENTION_DAYS, a whole number of days, else the default', () => {
    expect(retentionDays('90')).toBe(90);
    for (const value of [undefined, '', '0', '-3', '1.5', 'a year']) expect(retentionDays(value)).toBe(RETENTION_DAYS_DEFAULT);
  });

  it('runs on the schedules wrangler.toml gives its Cron Triggers', () => {
    const toml = readFileSync(join(__dirname, '..', '..', 'wrangler.toml'), 'utf8');
    const crons = [...toml.matchAll(/^crons = (\[.*\])$/gm)].map((match) => JSON.parse(match[1] ?? '[]') as string[]);
    expect(crons.length).toBeGreaterThan(0);
    for (const list of crons) expect(list.sort()).toEqual([SWEEP_CRON, DAILY_CRON].sort());
  });
});

describe('records of erased ids', () => {
  it('outlive the longest a visitor\'s browser keeps a lead, so a resend of an erased lead always finds its id', () => {
    expect(ERASED_IDS_KEEP_DAYS * 24 * 60 * 60 * 1000).toBeGreaterThan(OUTBOX_KEEP_MS);
  });
});

describe('the sweep', () => {
  it('queues every due job again, and nothing when none is due', async () => {
    await storeAt(NOW - 60_000, id('a'), ['email', 'forward']);
    const runner = createJobRunner({ db: storage.db, store, env: testEnv(storage), emailMessage: fakeEmailMessage, now: () => new Date(clock) });
    const queued: JobMessage[][] = [];
    const queue = fakeQueue((messages) => void queued.push(messages));
    expect(await sweep(runner, queue)).toBe(2);
    expect(queued).toEqual([[{ leadId: id('a'), kind: 'email' }, { leadId: id('a'), kind: 'forward' }]]);
    await storage.db.prepare("UPDATE lead_jobs SET status = 'done'").run();
    expect(await sweep(runner, queue)).toBe(0);
    expect(queued).toHaveLength(1);
  });

  it('marks failed, for staff to see and retry, a job the queue never handed to a delivery for a day; not one still within its day', async () => {
    await storeAt(NOW - 60_000, id('a'), ['email', 'forward']);
    const runner = createJobRunner({ db: storage.db, store, env: testEnv(storage), emailMessage: fakeEmailMessage, now: () => new Date(clock) });
    const refusing = fakeQueue(() => {
      throw new Error('Queue send failed: over the daily operations');
    });
    await expect(sweep(runner, refusing)).rejects.toThrow('over the daily operations');
    expect(await createJobStore(storage.db).failedCounts()).toEqual({ email: 0, forward: 0, deleted: 0, visitor: 0, price: 0, updated: 0, booking: 0, reminder: 0, 'review-invite': 0, 'review-reminder': 0 });
    clock = NOW + JOB_GIVE_UP_MS;
    await expect(sweep(runner, refusing)).resolves.toBe(0);
    const jobs = await storage.db.prepare("SELECT kind, status, detail FROM lead_jobs WHERE lead_id = ? ORDER BY kind").bind(id('a')).all<{ kind: string; status: string; detail: string }>();
    expect(jobs.results).toEqual([
      { kind: 'email', status: 'failed', detail: STRANDED_DETAIL },
      { kind: 'forward', status: 'failed', detail: STRANDED_DETAIL },
    ]);
    expect(await createJobStore(storage.db).failedCounts()).toEqual({ email: 1, forward: 1, deleted: 0, visitor: 0, price: 0, updated: 0, booking: 0, reminder: 0, 'review-invite': 0, 'review-reminder': 0 });
  });
});

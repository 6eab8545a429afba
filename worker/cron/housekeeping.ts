/**
 * The receiver's Cron Triggers (wrangler.toml `[triggers]`):
 *   - every 5 minutes, the sweep: any email or forward that is due and not being worked goes on
 *     the queue again (its message was lost, or sending failed before it was queued); one that no
 *     delivery has taken for a day (the queue down or over its quota) is marked failed, so staff
 *     see it with Retry and a job is never left pending in silence;
 *   - daily, the clean-up, in this order: leads older than LEAD_RETENTION_DAYS go with their
 *     photos, jobs and history; claims left by requests that died while storing; records of erased
 *     ids older than ERASED_IDS_KEEP_DAYS; reviews older than the policy keeps them
 *     (REVIEW_KEEP_YEARS); expired inbox sessions; and photos that no lead holds
 *     (a request cut off between R2 and D1, an erasure cut off before its photos). Nothing else is
 *     touched: an erasure notice the CRM never took stays, to be seen and sent again.
 *
 * The clean-up scales: each step works in bounded batches, one statement per table a batch
 * (ids bound as one JSON array), and stops at its limit; what is left waits for the next daily
 * run, which goes on from there (the orphan step keeps its place in `housekeeping_state`; the
 * others take the oldest first). Not the 5-minute sweep: the limits below are a day's share of
 * the free plan's D1 writes, and a backlog worked every 5 minutes would spend the day's writes
 * and leave new leads none. A run makes at most MAX_QUERIES_PER_RUN D1 queries and
 * MAX_R2_CALLS_PER_RUN R2 calls, within the free plan's 50 a Worker invocation.
 */
import type { JobMessage } from '../env';
import type { JobRunner } from '../delivery/jobs';
import { createHousekeepingStore } from '../store/housekeeping';
import type { LeadStore } from '../store/leads';
import { createSessionStore } from '../store/sessions';
import { createReviewStore } from '../store/reviews';
import { REVIEW_KEEP_YEARS } from '@/lib/shared/contracts/reviews';

/**
 * A year: long enough to answer "I asked you for a quote last winter", to follow up a survey into
 * the next heating season and to deal with a complaint; a lead that became a job lives on in the
 * business's own records (docs/product.md §7).
 */
export const RETENTION_DAYS_DEFAULT = 365;
/** A claim older than this belongs to a request that died: no request lives an hour. */
export const CLAIM_EXPIRY_MS = 60 * 60 * 1000;
/** Most jobs the sweep queues at once (a queue batch takes 100 messages). */
const SWEEP_BATCH = 100;
/**
 * Two years: longer than the visitor's browser keeps a lead (its outbox stops sending by itself
 * after 30 days, but keeps a lead for "Send again" until they discard it, at most a year), so a
 * resend of an erased lead always finds its id recorded.
 */
export const ERASED_IDS_KEEP_DAYS = 730;

/** The clean-up's limits per run (the test of a small bucket passes smaller ones). */
interface CleanUpLimits {
  /** Leads one round of retention deletes: one read, and one transaction of a statement per table. */
  retentionRound: number;
  /** Rounds of retention a run. */
  retentionRounds: number;
  /** Keys one R2 listing gives. */
  listPage: number;
  /** Listing pages the orphan step checks a run: each one R2 listing, one D1 query, at most one R2 delete. */
  orphanPages: number;
  /** Records of erased ids dropped a run, in one statement. */
  erasedIds: number;
  /** Reviews past REVIEW_KEEP_YEARS dropped a run, in one statement. */
  oldReviews: number;
}

export const CLEAN_UP_LIMITS: CleanUpLimits = {
  retentionRound: 1000,
  // 2,000 leads a day: deleting one writes about 15 rows (its row, jobs, history and their indexes),
  // so about 30,000 of the free plan's 100,000 rows written a day, leaving the rest for new leads.
  retentionRounds: 2,
  // R2's largest page.
  listPage: 1000,
  // 5,000 photos checked a day: a full pass over a year of a busy installer's photos in a few days
  // (orphans are rare: a request cut off between R2 and D1).
  orphanPages: 5,
  // About three rows written each; a day's erasures two years ago are far fewer.
  erasedIds: 5000,
  // A day's reviews three years ago are a handful; a backlog goes a thousand a day.
  oldReviews: 1000,
};

/** D1 queries a run makes at most: the state read and written, 6 a retention round (the read, then jobs, history, review invitations, survey bookings and rows), claims, erased ids, old reviews, sessions and sign-in blocks, 1 an orphan page. */
export const MAX_QUERIES_PER_RUN = 2 + 6 * CLEAN_UP_LIMITS.retentionRounds + 5 + CLEAN_UP_LIMITS.orphanPages;
/** R2 calls a run makes at most: a delete a retention round, a listing and a delete an orphan page. */
export const MAX_R2_CALLS_PER_RUN = CLEAN_UP_LIMITS.retentionRounds + 2 * CLEAN_UP_LIMITS.orphanPages;

/** LEAD_RETENTION_DAYS as a whole number of days (at least 1), else the default. */
export function retentionDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 ? days : RETENTION_DAYS_DEFAULT;
}

/** Queues again every job that is due and free. Returns how many. */
export async function sweep(runner: JobRunner, queue: Queue<JobMessage>): Promise<number> {
  // First what the queue never handed to a delivery for a day: failed, so it shows in the inbox and the daily email.
  const stranded = await runner.giveUpStranded();
  if (stranded) console.error(`Sweep: ${stranded} jobs never taken from the queue in a day are marked failed`);
  const due = await runner.due(SWEEP_BATCH);
  if (due.length) await queue.sendBatch(due.map((body) => ({ body })));
  return due.length;
}

export interface CleanUp {
  expiredLeads: number;
  orphanedPhotos: number;
  staleClaims: number;
  expiredSessions: number;
  expiredErasedIds: number;
  /** Reviews older than the policy keeps them (REVIEW_KEEP_YEARS), deleted. */
  expiredReviews: number;
  /** False when a step stopped at its limit: the next daily run goes on from there. */
  finished: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The lead id of an R2 key `leads/<id>/...`. */
const leadIdOf = (key: string) => key.split('/')[1] ?? '';

/**
 * The daily clean-up: every step runs even if one before it failed (its error is thrown at the
 * end, so the run shows as failed); each stops at its limit.
 */
export async function cleanUp(deps: { store: LeadStore; db: D1Database; bucket: R2Bucket; retentionDays: number; now: Date; limits?: CleanUpLimits }): Promise<CleanUp> {
  const { store, bucket, now } = deps;
  const limits = deps.limits ?? CLEAN_UP_LIMITS;
  const done: CleanUp = { expiredLeads: 0, orphanedPhotos: 0, staleClaims: 0, expiredSessions: 0, expiredErasedIds: 0, expiredReviews: 0, finished: true };
  const errors: unknown[] = [];
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      console.error(`Clean-up: ${name} failed`, error);
      errors.push(error);
      done.finished = false;
    }
  };
  const state = createHousekeepingStore(deps.db);
  const kept = await state.read();

  // First, leads past retention with their photos and jobs, oldest first.
  await step('retention', async () => {
    const before = new Date(now.getTime() - deps.retentionDays * DAY_MS).toISOString();
    for (let round = 0; round < limits.retentionRounds; round += 1) {
      const expired = await store.expireBefore(before, limits.retentionRound);
      done.expiredLeads += expired.leads;
      if (expired.leads < limits.retentionRound) return;
    }
    done.finished = false;
  });

  // Claims of requests that died while storing: their photos are then orphans, found below.
  await step('stale claims', async () => {
    done.staleClaims = await store.dropClaimsBefore(new Date(now.getTime() - CLAIM_EXPIRY_MS).toISOString());
  });

  await step('erased ids', async () => {
    done.expiredErasedIds = await store.dropErasedBefore(new Date(now.getTime() - ERASED_IDS_KEEP_DAYS * DAY_MS).toISOString(), limits.erasedIds);
    if (done.expiredErasedIds === limits.erasedIds) done.finished = false;
  });

  // Reviews past the time the published policy keeps them, whether their lead is still here or not.
  await step('old reviews', async () => {
    const before = new Date(now);
    before.setUTCFullYear(before.getUTCFullYear() - REVIEW_KEEP_YEARS);
    done.expiredReviews = await createReviewStore(deps.db).dropSubmittedBefore(before.toISOString(), limits.oldReviews);
    if (done.expiredReviews === limits.oldReviews) done.finished = false;
  });

  await step('sessions', async () => {
    done.expiredSessions = await createSessionStore(deps.db, { now: () => now }).dropExpired();
  });

  // Photos no lead holds, a page at a time from where the last run stopped: each page listed
  // first, then checked, so a lead stored meanwhile (its claim taken before its first photo) is
  // always seen as held.
  await step('orphan photos', async () => {
    let after = kept.orphansAfter;
    try {
      for (let page = 0; page < limits.orphanPages; page += 1) {
        const listed = await bucket.list({ prefix: 'leads/', limit: limits.listPage, ...(after ? { startAfter: after } : {}) });
        const keys = listed.objects.map((object) => object.key);
        const held = await store.held([...new Set(keys.map(leadIdOf))]);
        const orphans = keys.filter((key) => !held.has(leadIdOf(key)));
        if (orphans.length) await bucket.delete(orphans);
        done.orphanedPhotos += orphans.length;
        after = listed.truncated && keys.length ? (keys.at(-1) ?? null) : null;
        if (!after) return;
      }
      done.finished = false;
    } finally {
      if (after !== kept.orphansAfter) await state.keepOrphansAfter(after);
    }
  });

  if (errors.length) throw errors.length === 1 ? errors[0] : new AggregateError(errors, 'Clean-up: more than one step failed');
  return done;
}

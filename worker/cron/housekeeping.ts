/**
 * The receiver's Cron Triggers (wrangler.toml `[triggers]`):
 *   - every 5 minutes, the sweep: any email or forward that is due and not being worked goes on
 *     the queue again (its message was lost, or sending failed before it was queued), so a job is
 *     never left pending in silence;
 *   - daily, the clean-up: leads older than LEAD_RETENTION_DAYS go with their photos, jobs and
 *     history; photos that no lead holds (a request cut off between R2 and D1) go; and so do claims
 *     left by requests that died while storing, and expired inbox sessions. Nothing else is touched.
 */
import type { JobMessage } from '../env';
import type { JobRunner } from '../delivery/jobs';
import { chunks } from '../store/d1';
import { createJobStore } from '../store/jobs';
import type { LeadStore } from '../store/leads';
import { createSessionStore } from '../store/sessions';

/**
 * A year: long enough to answer "I asked you for a quote last winter", to follow up a survey into
 * the next heating season and to deal with a complaint; a lead that became a job lives on in the
 * business's own records (docs/product.md §7).
 */
export const RETENTION_DAYS_DEFAULT = 365;
/** A claim older than this belongs to a request that died: no request lives an hour. */
export const CLAIM_EXPIRY_MS = 60 * 60 * 1000;
/** Most jobs the sweep queues at once (a queue batch takes 100 messages). */
export const SWEEP_BATCH = 100;
/** Leads deleted per round of the clean-up, and rounds per run, within the free plan's queries per invocation. */
const RETENTION_BATCH = 200;
const MAX_RETENTION_ROUNDS = 5;
/** R2 listings per run: 1,000 objects each. */
const MAX_LIST_PAGES = 20;

/** LEAD_RETENTION_DAYS as a whole number of days (at least 1), else the default. */
export function retentionDays(value: string | undefined): number {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 ? days : RETENTION_DAYS_DEFAULT;
}

/** Queues again every job that is due and free. Returns how many. */
export async function sweep(runner: JobRunner, queue: Queue<JobMessage>): Promise<number> {
  const due = await runner.due(SWEEP_BATCH);
  if (due.length) await queue.sendBatch(due.map((body) => ({ body })));
  return due.length;
}

export interface CleanUp {
  expiredLeads: number;
  orphanedPhotos: number;
  staleClaims: number;
  expiredSessions: number;
}

/** The daily clean-up. */
export async function cleanUp(deps: { store: LeadStore; db: D1Database; bucket: R2Bucket; retentionDays: number; now: Date }): Promise<CleanUp> {
  const { store, bucket, now } = deps;
  // Claims first: a dead request's photos are then orphans, found below.
  const staleClaims = await store.dropClaimsBefore(new Date(now.getTime() - CLAIM_EXPIRY_MS).toISOString());

  // Photos no lead holds: listed first, then checked, so a lead stored meanwhile (its claim taken
  // before its first photo) is always seen as held.
  const byLead = new Map<string, string[]>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_LIST_PAGES; page += 1) {
    const listed = await bucket.list({ prefix: 'leads/', cursor });
    for (const object of listed.objects) {
      const id = object.key.split('/')[1] ?? '';
      byLead.set(id, [...(byLead.get(id) ?? []), object.key]);
    }
    cursor = listed.truncated ? listed.cursor : undefined;
    if (!cursor) break;
  }
  const held = await store.held([...byLead.keys()]);
  const orphans = [...byLead].filter(([id]) => !held.has(id)).flatMap(([, keys]) => keys);
  for (const part of chunks(orphans, 1000)) await bucket.delete(part);

  // Leads past retention, with their photos and jobs (the CRM keeps its own records: it is not told).
  const before = new Date(now.getTime() - deps.retentionDays * 24 * 60 * 60 * 1000).toISOString();
  let expiredLeads = 0;
  for (let round = 0; round < MAX_RETENTION_ROUNDS; round += 1) {
    const ids = await store.storedBefore(before, RETENTION_BATCH);
    if (!ids.length) break;
    expiredLeads += (await store.erase(ids, { notify: null })).length;
    if (ids.length < RETENTION_BATCH) break;
  }
  // Erasure notices the CRM never took, once as old as a lead may be.
  await createJobStore(deps.db).dropFailedNoticesBefore(before);
  const expiredSessions = await createSessionStore(deps.db, { now: () => now }).dropExpired();
  return { expiredLeads, orphanedPhotos: orphans.length, staleClaims, expiredSessions };
}

/**
 * What everyone may read of the reviews (lib/shared/contracts/reviews.ts, PublishedReviews): every
 * published review newest first, how many were removed for each of the policy's reasons, and the
 * finished jobs of the last JOB_EVIDENCE_MONTHS months by town and service (only counts of at least
 * JOB_EVIDENCE_MIN, and never anything finer than the month). All of its SQL is here; the pages'
 * rewriter and GET /api/reviews/published read it through one short memo (publishedReader).
 */
import { JOB_EVIDENCE_MIN, JOB_EVIDENCE_MONTHS, REMOVAL_REASONS, type PublishedReviews, type RemovalReason } from '@/lib/shared/contracts/reviews';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import { REVIEW_COLUMNS, publishedOf, reviewOf, type ReviewRow } from './reviews';

/** The first UK calendar day counted: the same day JOB_EVIDENCE_MONTHS months before today. */
export function jobsCountedFrom(now: Date): string {
  const today = ukCalendarDate(now);
  const months = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1 - JOB_EVIDENCE_MONTHS;
  return `${Math.floor(months / 12)}-${String((months % 12) + 1).padStart(2, '0')}-${today.slice(8, 10)}`;
}

/** One read of everything published, as at `now`: three queries in one batch. */
export async function readPublished(db: D1Database, now: Date): Promise<PublishedReviews> {
  const [reviews, removed, jobs] = await db.batch<Record<string, unknown>>([
    db.prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE removed_at IS NULL ORDER BY submitted_at DESC, id`),
    db.prepare('SELECT removed_reason AS reason, COUNT(*) AS count FROM reviews WHERE removed_at IS NOT NULL GROUP BY removed_reason'),
    db
      .prepare('SELECT job_town AS town, job_service AS service, COUNT(*) AS count, MAX(substr(job_done_on, 1, 7)) AS last_month FROM leads WHERE job_done_on IS NOT NULL AND job_done_on >= ? AND job_town IS NOT NULL AND job_service IS NOT NULL GROUP BY job_town, job_service HAVING COUNT(*) >= ?')
      .bind(jobsCountedFrom(now), JOB_EVIDENCE_MIN),
  ]);
  const removedByReason = Object.fromEntries(REMOVAL_REASONS.map((reason) => [reason, 0])) as Record<RemovalReason, number>;
  for (const row of (removed?.results ?? []) as { reason: RemovalReason; count: number }[]) if (row.reason in removedByReason) removedByReason[row.reason] = row.count;
  const jobsByTown: PublishedReviews['jobs'] = {};
  for (const row of (jobs?.results ?? []) as { town: string; service: string; count: number; last_month: string }[]) {
    (jobsByTown[row.town] ??= {})[row.service] = { count: row.count, lastMonth: row.last_month };
  }
  return { reviews: ((reviews?.results ?? []) as unknown as ReviewRow[]).map((row) => publishedOf(reviewOf(row))), removed: removedByReason, jobs: jobsByTown, at: now.toISOString() };
}

/**
 * The published reviews through an in-isolate memo kept `ttlSeconds`: one D1 read per isolate per
 * period however many pages it rewrites. A memo, not the Cache API: nothing to serialise or fetch
 * again on a hit (the pages read it on every view), and it behaves the same under wrangler dev and
 * in the tests; its cost is one read per isolate, and an isolate lives minutes to hours.
 */
export function publishedReader(): (db: D1Database, now: Date, ttlSeconds: number) => Promise<PublishedReviews> {
  let kept: { until: number; value: Promise<PublishedReviews> } | null = null;
  return (db, now, ttlSeconds) => {
    if (kept && now.getTime() < kept.until) return kept.value;
    const value = readPublished(db, now);
    kept = { until: now.getTime() + ttlSeconds * 1000, value };
    // A failed read is not kept: the next page tries again.
    value.catch(() => {
      if (kept?.value === value) kept = null;
    });
    return value;
  };
}

/**
 * Test-only: reviews and finished jobs written straight into D1, as the review form and the inbox's
 * "Job done" leave them (migrations/0012_reviews.sql), for the tests of what the pages show.
 */
/** The id of the test's lead `n`, shaped like a UUID as the forms' are. */
const leadId = (n: number): string => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export interface TestReview {
  stars: number;
  service: string;
  town: string;
  text?: string;
  displayName?: string;
  submittedAt: string;
  jobMonth?: string;
  answer?: { text: string; at: string };
  removed?: string;
}

/** Writes reviews, each on a lead of its own (ids from `firstLead` on), and answers their ids. */
export async function insertReviews(db: D1Database, reviews: readonly TestReview[], firstLead = 1000): Promise<string[]> {
  const ids = reviews.map((_, index) => `review-${firstLead + index}`);
  await db.batch(
    reviews.map((review, index) =>
      db
        .prepare(
          `INSERT INTO reviews (id, lead_id, stars, service, town, job_month, text, display_name, name_style, incentive, submitted_at, updated_at, answer, answer_at, answer_by, removed_at, removed_reason, removed_by)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'initial', NULL, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          ids[index] as string,
          leadId(firstLead + index),
          review.stars,
          review.service,
          review.town,
          review.jobMonth ?? review.submittedAt.slice(0, 7),
          review.text ?? `Review ${index + 1}: the engineer was on time and tidy.`,
          review.displayName ?? 'Ada L.',
          review.submittedAt,
          review.submittedAt,
          review.answer?.text ?? null,
          review.answer?.at ?? null,
          review.answer ? 'staff@example.co.uk' : null,
          review.removed ? review.submittedAt : null,
          review.removed ?? null,
          review.removed ? 'staff@example.co.uk' : null,
        ),
    ),
  );
  return ids;
}

/** Writes finished jobs (once per test: leads 1 to n, not reviewed ones): each a lead marked done on `on` (YYYY-MM-DD) for a service in a town. */
export async function insertFinishedJobs(db: D1Database, jobs: readonly { service: string; town: string; on: string }[]): Promise<void> {
  await db.batch(
    jobs.map((job, index) =>
      db
        .prepare(
          `INSERT INTO leads (id, received_at, type, source, what, lead, contact_name, contact_phone, status, note, job_done_on, job_service, job_town, job_done_at, job_done_by)
           VALUES (?, '2025-01-01T09:00:00.000Z', 'lead', 'book-free-survey', 'Survey booked', '{}', 'Visitor', '+447700900000', 'won', '', ?, ?, ?, ?, 'staff@example.co.uk')`,
        )
        .bind(leadId(index + 1), job.on, job.service, job.town, `${job.on}T17:00:00.000Z`),
    ),
  );
}

/**
 * The reviews as SQL (migrations/0012_reviews.sql, lib/shared/contracts/reviews.ts): what the review
 * form opens (a finished job's invitation, its lead and its review), the author's review written
 * (one per job: a second one changes the first) or deleted, and staff's answer and removal. A review
 * is only ever written against an invitation the business's own "Job done" made, so nothing here
 * creates a job, a lead or an invitation.
 */
import { displayNameOf, type NameStyle, type PublishedReview, type RemovalReason, type ReviewInput, type StaffReview } from '@/lib/shared/contracts/reviews';

/** A finished job's invitation as the review form's route reads it: what opens it, the job, the customer's name, and their review if they wrote one. */
export interface InvitedJob {
  leadId: string;
  linkHash: string | null;
  invitedAt: string | null;
  /** The day the job was finished (YYYY-MM-DD), its service's and town's slugs. */
  doneOn: string;
  service: string;
  town: string;
  contactName: string;
  review: StoredReview | null;
}

/** A review row as staff see it, and the author too (with how their name shows). */
export type StoredReview = StaffReview & { nameStyle: NameStyle };

/** A reviews row as D1 gives it (REVIEW_COLUMNS). */
export interface ReviewRow {
  id: string;
  lead_id: string;
  stars: number;
  service: string;
  town: string;
  job_month: string;
  text: string;
  display_name: string;
  name_style: NameStyle;
  incentive: string | null;
  submitted_at: string;
  updated_at: string;
  answer: string | null;
  answer_at: string | null;
  answer_by: string | null;
  removed_at: string | null;
  removed_reason: RemovalReason | null;
  removed_note: string | null;
  removed_by: string | null;
}

/** Every column of a review, in the order ReviewRow names them. */
export const REVIEW_COLUMNS = 'id, lead_id, stars, service, town, job_month, text, display_name, name_style, incentive, submitted_at, updated_at, answer, answer_at, answer_by, removed_at, removed_reason, removed_note, removed_by';

/** A row as staff (and its author) see the review. */
export function reviewOf(row: ReviewRow): StoredReview {
  return {
    id: row.id,
    leadId: row.lead_id,
    stars: row.stars,
    service: row.service,
    town: row.town,
    jobMonth: row.job_month,
    text: row.text,
    displayName: row.display_name,
    nameStyle: row.name_style,
    submittedAt: row.submitted_at,
    updatedAt: row.updated_at,
    incentive: row.incentive,
    answer: row.answer && row.answer_at ? { text: row.answer, at: row.answer_at } : null,
    answeredBy: row.answer ? row.answer_by : null,
    removed: row.removed_at && row.removed_reason ? { reason: row.removed_reason, note: row.removed_note, at: row.removed_at, by: row.removed_by ?? '' } : null,
  };
}

/** A review as everyone may read it: without its lead, who answered, or a removal. */
export function publishedOf(review: StoredReview): PublishedReview {
  const { id, stars, service, town, jobMonth, text, displayName, submittedAt, updatedAt, incentive, answer } = review;
  return { id, stars, service, town, jobMonth, text, displayName, submittedAt, updatedAt, incentive, answer };
}

/** How a staff change went: the review as it now is, or no such review. */
export type StaffChange = { changed: StoredReview } | { missing: true };

export function createReviewStore(db: D1Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const byId = async (id: string) => {
    const row = await db.prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE id = ?`).bind(id).first<ReviewRow>();
    return row ? reviewOf(row) : null;
  };
  const byLead = async (leadId: string) => {
    const row = await db.prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews WHERE lead_id = ?`).bind(leadId).first<ReviewRow>();
    return row ? reviewOf(row) : null;
  };

  return {
    /**
     * A lead's invitation to review its finished job, or null: no invitation, the job not done and
     * no review written, or the lead erased. A review already written keeps its link working if staff
     * undo the job afterwards (the job as the review recorded it): undoing a job is never a way to
     * take a review out of its author's hands, and it does not unpublish it (only a policy reason does).
     */
    async invited(leadId: string): Promise<InvitedJob | null> {
      const row = await db
        .prepare(
          `SELECT i.lead_id, i.link_hash, i.invited_at,
                  COALESCE(l.job_done_on, r.job_month || '-01') AS job_done_on, COALESCE(l.job_service, r.service) AS job_service,
                  COALESCE(l.job_town, r.town) AS job_town, COALESCE(l.contact_name, '') AS contact_name
           FROM review_invites i JOIN leads l ON l.id = i.lead_id LEFT JOIN reviews r ON r.lead_id = i.lead_id
           WHERE i.lead_id = ? AND ((l.job_done_on IS NOT NULL AND l.job_service IS NOT NULL AND l.job_town IS NOT NULL) OR r.id IS NOT NULL)`,
        )
        .bind(leadId)
        .first<{ lead_id: string; link_hash: string | null; invited_at: string | null; job_done_on: string; job_service: string; job_town: string; contact_name: string }>();
      if (!row) return null;
      return { leadId: row.lead_id, linkHash: row.link_hash, invitedAt: row.invited_at, doneOn: row.job_done_on, service: row.job_service, town: row.job_town, contactName: row.contact_name, review: await byLead(leadId) };
    },

    /**
     * The author's review of `job`, published at once whatever its stars: written, or changed if
     * they wrote one (one row per lead: lead_id is UNIQUE). Town and month are the job's; the name
     * as they chose it to show. A review staff removed stays removed (null).
     */
    async write(job: InvitedJob, input: ReviewInput): Promise<StoredReview | null> {
      const at = now().toISOString();
      const displayName = displayNameOf(input.nameStyle, job.contactName, job.town);
      await db
        .prepare(
          `INSERT INTO reviews (id, lead_id, stars, service, town, job_month, text, display_name, name_style, incentive, submitted_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)
           ON CONFLICT (lead_id) DO UPDATE SET stars = excluded.stars, service = excluded.service, text = excluded.text, display_name = excluded.display_name, name_style = excluded.name_style, updated_at = excluded.updated_at
           WHERE reviews.removed_at IS NULL`,
        )
        .bind(crypto.randomUUID(), job.leadId, input.stars, input.service, job.town, job.doneOn.slice(0, 7), input.text, displayName, input.nameStyle, at, at)
        .run();
      const review = await byLead(job.leadId);
      return review && !review.removed ? review : null;
    },

    /** Deletes the author's review of a lead; false when there was none to delete (or staff removed it: it is kept as their record). */
    async delete(leadId: string): Promise<boolean> {
      const { meta } = await db.prepare('DELETE FROM reviews WHERE lead_id = ? AND removed_at IS NULL').bind(leadId).run();
      return meta.changes > 0;
    },

    /** Deletes up to `limit` reviews (published or removed) submitted before `before` (ISO), oldest first: past the time the policy keeps them. Returns how many. */
    async dropSubmittedBefore(before: string, limit: number): Promise<number> {
      const { meta } = await db.prepare('DELETE FROM reviews WHERE id IN (SELECT id FROM reviews WHERE submitted_at < ? ORDER BY submitted_at LIMIT ?)').bind(before, limit).run();
      return meta.changes;
    },

    /** Every review, published and removed, newest first, for staff. */
    async list(): Promise<StoredReview[]> {
      const { results } = await db.prepare(`SELECT ${REVIEW_COLUMNS} FROM reviews ORDER BY submitted_at DESC, rowid DESC`).all<ReviewRow>();
      return results.map(reviewOf);
    },

    /** Staff's answer under a review (`text` empty: the answer taken away), with who and when. */
    async answer(id: string, text: string, by: string): Promise<StaffChange> {
      const at = now().toISOString();
      const { meta } = await db
        .prepare('UPDATE reviews SET answer = ?, answer_at = ?, answer_by = ? WHERE id = ?')
        .bind(text || null, text ? at : null, text ? by : null, id)
        .run();
      const review = meta.changes ? await byId(id) : null;
      return review ? { changed: review } : { missing: true };
    },

    /** Removes a published review for one of the policy's reasons, recorded with who and when; a removed one stays as it was removed. */
    async remove(id: string, removal: { reason: RemovalReason; note: string | null }, by: string): Promise<StaffChange> {
      await db
        .prepare('UPDATE reviews SET removed_at = ?, removed_reason = ?, removed_note = ?, removed_by = ? WHERE id = ? AND removed_at IS NULL')
        .bind(now().toISOString(), removal.reason, removal.note || null, by, id)
        .run();
      const review = await byId(id);
      return review ? { changed: review } : { missing: true };
    },
  };
}

export type ReviewStore = ReturnType<typeof createReviewStore>;

/** The reviews of the Worker's database. */
export const reviewsFor = (env: { DB: D1Database }): ReviewStore => createReviewStore(env.DB);

/**
 * Finished jobs and the review invitations they make (migrations/0012_reviews.sql,
 * lib/shared/contracts/reviews.ts): a won lead's job marked done (its history line with who, its
 * invitation made or made due again, one transaction) or undone (an invitation not yet sent
 * cancelled); the sweep's invitations and reminders, each marked sent by a conditional UPDATE and
 * given its job only if that UPDATE changed its row, so two runs never ask anyone twice; and the
 * customer's "no more emails". Who is asked is never chosen: every finished job with an email
 * address is, unless its customer said no more, its lead was erased or its job undone.
 */
import { REVIEW_INVITE_DAYS, type JobDone } from '@/lib/shared/contracts/reviews';
import { ukInstant } from '@/lib/shared/survey/slots';
import { addDays } from '@/lib/shared/time/dates';
import { insertJob, type JobKind } from './jobs';

/** The hours (UK clock) review emails are made in: from 10:00, when a finished job's invitation falls due, to 20:00, so a sweep catching up never emails a customer at night. */
export const REVIEW_HOURS = { from: 10, to: 20 } as const;

/**
 * REVIEW_EMAIL_HOURS from the Worker's settings, "<from>-<to>" in whole UK hours (0 to 24, from
 * before to), else REVIEW_HOURS: a business may want its own working day; the browser tests set
 * "0-24", so an invitation is made whatever the hour they run at.
 */
export function reviewHours(value: string | undefined): { from: number; to: number } {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value?.trim() ?? '');
  const [from, to] = [Number(match?.[1]), Number(match?.[2])];
  return match && from < to && to <= 24 ? { from, to } : REVIEW_HOURS;
}
/** REVIEW_INVITE_DAYS from the Worker's settings (a whole number of days, 0 or more), else the constant. */
export function reviewInviteDays(value: string | undefined): number {
  const days = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(days) && days >= 0 ? days : REVIEW_INVITE_DAYS;
}

/** When a job finished on `finishedOn` (YYYY-MM-DD, UK) is to be asked about (ISO): `days` later, at REVIEW_HOURS' start, UK time. */
export const inviteDueAt = (finishedOn: string, days: number): string => ukInstant(addDays(finishedOn, days), REVIEW_HOURS.from).toISOString();

/** The kinds of job the invitations make. */
type ReviewJobKind = Extract<JobKind, 'review-invite' | 'review-reminder'>;

/** The lead may still be asked: its job done, an email address, and that address never said "no more". */
const ASKABLE = `l.job_done_on IS NOT NULL AND l.contact_email IS NOT NULL AND NOT EXISTS (SELECT 1 FROM review_opt_outs o WHERE o.email = l.contact_email)`;
/** The site's origin a lead was stored on (its first job's), for the links of a job made without PUBLIC_ORIGIN. */
const LEAD_ORIGIN = '(SELECT j.origin FROM lead_jobs j WHERE j.lead_id = i.lead_id ORDER BY j.created_at LIMIT 1)';

/** What a review job's sender needs to know as it sends: whether it may, and to whom. */
export interface ReviewSendable {
  email: string;
  name: string | null;
  service: string;
  town: string;
  /** A review was written for the job (a reminder then goes nowhere). */
  reviewed: boolean;
}

export function createReviewInviteStore(db: D1Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  /** The invitations or reminders picked by `where` (over `i`, the invitation, and `l`, its lead), at most `limit`, with the origin each was stored on. */
  async function picked(where: string, values: string[], limit: number): Promise<{ lead_id: string; origin: string | null }[]> {
    const sql = `SELECT i.lead_id, ${LEAD_ORIGIN} AS origin FROM review_invites i JOIN leads l ON l.id = i.lead_id WHERE ${where} AND ${ASKABLE} ORDER BY i.due_at LIMIT ?`;
    return (await db.prepare(sql).bind(...values, limit).all<{ lead_id: string; origin: string | null }>()).results;
  }

  /** Marks each one (`mark`, a conditional UPDATE of its row) and makes its job only if the UPDATE changed the row: one transaction. Returns those marked. */
  async function markAndQueue(rows: readonly { leadId: string; origin: string; mark: D1PreparedStatement }[], kind: ReviewJobKind, at: string): Promise<string[]> {
    if (!rows.length) return [];
    const batch = await db.batch(rows.flatMap((row) => [row.mark, insertJob(db, { leadId: row.leadId, kind, createdAt: at, origin: row.origin }, { sql: 'changes() = 1', values: [] })]));
    return rows.filter((_, index) => (batch[index * 2]?.meta.changes ?? 0) === 1).map((row) => row.leadId);
  }

  return {
    /**
     * Marks a won lead's job done (`dueAt`: when its customer is to be asked), with its history
     * line and who, and makes its invitation: a new one, or one not yet sent made due at `dueAt`
     * (one already sent is never sent again). A lead without an email address gets no invitation.
     * False when the lead is not stored or not won.
     */
    async markDone(id: string, job: JobDone, dueAt: string, actor: string): Promise<boolean> {
      const at = now().toISOString();
      const [updated] = await db.batch([
        db.prepare("UPDATE leads SET job_done_on = ?, job_service = ?, job_town = ?, job_done_at = ?, job_done_by = ? WHERE id = ? AND status = 'won'").bind(job.finishedOn, job.service, job.town, at, actor, id),
        db.prepare("INSERT INTO lead_events (lead_id, at, kind, status, note, actor) SELECT id, ?, 'job-done', ?, ?, ? FROM leads WHERE id = ? AND changes() = 1").bind(at, job.finishedOn, `${job.service} ${job.town}`, actor, id),
        db
          .prepare(
            `INSERT INTO review_invites (lead_id, due_at) SELECT id, ? FROM leads WHERE id = ? AND job_done_at = ? AND contact_email IS NOT NULL
             ON CONFLICT (lead_id) DO UPDATE SET due_at = CASE WHEN invited_at IS NULL THEN excluded.due_at ELSE due_at END, cancelled_at = CASE WHEN invited_at IS NULL THEN NULL ELSE cancelled_at END`,
          )
          .bind(dueAt, id, at),
      ]);
      return (updated?.meta.changes ?? 0) === 1;
    },

    /** Undoes a lead's "Job done", with its history line, why and who; an invitation not yet sent is cancelled. False when no job of the lead is done. */
    async markUndone(id: string, reason: string, actor: string): Promise<boolean> {
      const at = now().toISOString();
      const [updated] = await db.batch([
        db.prepare('UPDATE leads SET job_done_on = NULL, job_service = NULL, job_town = NULL, job_done_at = NULL, job_done_by = NULL WHERE id = ? AND job_done_on IS NOT NULL').bind(id),
        db.prepare("INSERT INTO lead_events (lead_id, at, kind, reason, actor) SELECT id, ?, 'job-undone', ?, ? FROM leads WHERE id = ? AND changes() = 1").bind(at, reason, actor, id),
        db.prepare('UPDATE review_invites SET cancelled_at = ? WHERE lead_id = ? AND invited_at IS NULL AND cancelled_at IS NULL').bind(at, id),
      ]);
      return (updated?.meta.changes ?? 0) === 1;
    },

    /**
     * The invitations due by now that may be sent, at most `limit`: each marked sent (with the hash
     * of its link, `linkHash`) and given its 'review-invite' job, only if it was not marked
     * meanwhile. `origin`: the site's (PUBLIC_ORIGIN), else the one its lead was stored on. Without
     * a link (no REQUEST_LINK_KEY) none is sent. Returns the lead ids asked.
     */
    async invite(origin: string | null, linkHash: (leadId: string, origin: string) => Promise<string | null>, limit: number): Promise<string[]> {
      const at = now().toISOString();
      const rows = [];
      for (const row of await picked('i.invited_at IS NULL AND i.cancelled_at IS NULL AND i.due_at <= ?', [at], limit)) {
        const from = origin ?? row.origin ?? '';
        const hash = await linkHash(row.lead_id, from);
        if (!hash) continue;
        rows.push({ leadId: row.lead_id, origin: from, mark: db.prepare('UPDATE review_invites SET invited_at = ?, link_hash = ? WHERE lead_id = ? AND invited_at IS NULL AND cancelled_at IS NULL').bind(at, hash, row.lead_id) });
      }
      return markAndQueue(rows, 'review-invite', at);
    },

    /** The reminders due: invited before `invitedBefore` (ISO), not yet reminded, no review written; each marked and given its job once. Returns the lead ids reminded. */
    async remind(invitedBefore: string, origin: string | null, limit: number): Promise<string[]> {
      const at = now().toISOString();
      const due = await picked('i.invited_at IS NOT NULL AND i.invited_at <= ? AND i.reminded_at IS NULL AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.lead_id = i.lead_id)', [invitedBefore], limit);
      const rows = due.map((row) => ({ leadId: row.lead_id, origin: origin ?? row.origin ?? '', mark: db.prepare('UPDATE review_invites SET reminded_at = ? WHERE lead_id = ? AND reminded_at IS NULL').bind(at, row.lead_id) }));
      return markAndQueue(rows, 'review-reminder', at);
    },

    /** Whether a review email may go to the lead now, and to whom: its job done, an address, never "no more"; null when it may not (or the lead is gone). */
    async sendable(id: string): Promise<ReviewSendable | null> {
      const row = await db
        .prepare(`SELECT l.contact_email, l.contact_name, l.job_service, l.job_town, EXISTS (SELECT 1 FROM reviews r WHERE r.lead_id = l.id) AS reviewed FROM leads l WHERE l.id = ? AND ${ASKABLE}`)
        .bind(id)
        .first<{ contact_email: string; contact_name: string | null; job_service: string; job_town: string; reviewed: number }>();
      return row ? { email: row.contact_email, name: row.contact_name, service: row.job_service, town: row.job_town, reviewed: row.reviewed === 1 } : null;
    },

    /** "No more emails" from the customer of lead `id`: their address kept in review_opt_outs (once). False when the lead is no longer stored. */
    async optOut(id: string): Promise<boolean> {
      const lead = await db.prepare('SELECT contact_email FROM leads WHERE id = ?').bind(id).first<{ contact_email: string | null }>();
      if (!lead) return false;
      if (lead.contact_email) await db.prepare('INSERT INTO review_opt_outs (email, at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING').bind(lead.contact_email, now().toISOString()).run();
      return true;
    },
  };
}

export type ReviewInviteStore = ReturnType<typeof createReviewInviteStore>;

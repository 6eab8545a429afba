/**
 * Every statement about `lead_jobs` (migrations/0002): the jobs a lead starts when it is stored
 * (its email to the business and its forward to the CRM) and the CRM's notice when it is erased.
 * The job runner (worker/delivery/jobs.ts) takes a job under a lease, records each address an
 * email reached, and marks it done, due again later, or failed; the sweep finds jobs whose queue
 * message was lost; the lead store reads each lead's deliveries with the lead.
 */
import { IN_JSON, jsonList } from './d1';

/** The jobs a stored lead starts: its email to the business, and its forward to the CRM. */
export const LEAD_JOB_KINDS = ['email', 'forward'] as const;
export type LeadJobKind = (typeof LEAD_JOB_KINDS)[number];
/** Besides those, 'deleted': the CRM told that a lead was erased. */
export type JobKind = LeadJobKind | 'deleted';

/** A job on the lead queue: one lead's email, forward, or erasure notice (worker/delivery/jobs.ts works it). */
export interface JobMessage {
  leadId: string;
  kind: JobKind;
}

/** A job's row, as the runner works it. */
export interface JobRow {
  lead_id: string;
  kind: JobKind;
  status: 'pending' | 'done' | 'failed';
  attempts: number;
  created_at: string;
  origin: string;
  sent_to: string;
  payload: string | null;
}

/** The columns a lead row is read with (worker/store/leads.ts): how its email and its forward went. */
export const DELIVERY_COLUMNS = `e.status AS email_status, e.attempts AS email_attempts, e.detail AS email_detail, e.done_at AS email_done_at,
  f.status AS forward_status, f.attempts AS forward_attempts, f.detail AS forward_detail, f.done_at AS forward_done_at`;
/** The joins DELIVERY_COLUMNS read from, for a lead aliased `l`. */
export const DELIVERY_JOINS = `LEFT JOIN lead_jobs e ON e.lead_id = l.id AND e.kind = 'email'
  LEFT JOIN lead_jobs f ON f.lead_id = l.id AND f.kind = 'forward'`;

/**
 * A job's row as inserted when its lead is stored or erased (a job that exists already is left as
 * it is). A lead's own email and forward are written only beside its row, so a lead refused in the
 * same transaction (its id erased meanwhile: worker/store/leads.ts) starts none; an erasure notice
 * outlives its lead.
 */
export function insertJob(db: D1Database, job: { leadId: string; kind: JobKind; createdAt: string; origin: string; payload?: string }): D1PreparedStatement {
  const withLead = job.kind === 'deleted' ? '' : ' AND EXISTS (SELECT 1 FROM leads WHERE id = ?1)';
  return db
    .prepare(`INSERT INTO lead_jobs (lead_id, kind, status, created_at, next_at, origin, payload) SELECT ?1, ?2, 'pending', ?3, ?3, ?4, ?5 WHERE true${withLead} ON CONFLICT (lead_id, kind) DO NOTHING`)
    .bind(job.leadId, job.kind, job.createdAt, job.origin, job.payload ?? null);
}

/** Drops erased leads' own jobs (their email and forward), any number in one statement; their erasure notices stay. */
export function dropLeadJobs(db: D1Database, ids: readonly string[]): D1PreparedStatement {
  return db.prepare(`DELETE FROM lead_jobs WHERE kind != 'deleted' AND lead_id IN (${IN_JSON})`).bind(jsonList(ids));
}

export function createJobStore(db: D1Database) {
  return {
    /** Takes a job's lease until `leaseUntil` if it is pending, due by `dueBy` and free at `at`; counts the attempt. */
    async take(message: JobMessage, at: Date, leaseUntil: Date, dueBy: Date): Promise<JobRow | null> {
      return db
        .prepare(
          `UPDATE lead_jobs SET lease_until = ?, attempts = attempts + 1
           WHERE lead_id = ? AND kind = ? AND status = 'pending' AND next_at <= ? AND (lease_until IS NULL OR lease_until < ?)
           RETURNING lead_id, kind, status, attempts, created_at, origin, sent_to, payload`,
        )
        .bind(leaseUntil.toISOString(), message.leadId, message.kind, dueBy.toISOString(), at.toISOString())
        .first<JobRow>();
    },

    /** Records the addresses an email has reached, so a retry sends only to the others. */
    async recordSentTo(job: JobRow, sentTo: string[]): Promise<void> {
      await db.prepare('UPDATE lead_jobs SET sent_to = ? WHERE lead_id = ? AND kind = ?').bind(JSON.stringify(sentTo), job.lead_id, job.kind).run();
    },

    /** Marks a job done (an erasure notice, done, leaves nothing to keep: its row goes). */
    async done(job: JobRow, at: Date): Promise<void> {
      if (job.kind === 'deleted') await db.prepare('DELETE FROM lead_jobs WHERE lead_id = ? AND kind = ?').bind(job.lead_id, job.kind).run();
      else await db.prepare("UPDATE lead_jobs SET status = 'done', done_at = ?, detail = NULL, lease_until = NULL WHERE lead_id = ? AND kind = ?").bind(at.toISOString(), job.lead_id, job.kind).run();
    },

    /** Marks a job to be tried again at `next`, with what went wrong. */
    async later(job: JobRow, detail: string, next: Date): Promise<void> {
      await db.prepare('UPDATE lead_jobs SET detail = ?, next_at = ?, lease_until = NULL WHERE lead_id = ? AND kind = ?').bind(detail, next.toISOString(), job.lead_id, job.kind).run();
    },

    /** Marks a job failed for good, with what went wrong. */
    async failed(job: JobRow, detail: string, at: Date): Promise<void> {
      await db.prepare("UPDATE lead_jobs SET status = 'failed', detail = ?, done_at = ?, lease_until = NULL WHERE lead_id = ? AND kind = ?").bind(detail, at.toISOString(), job.lead_id, job.kind).run();
    },

    /** Jobs due at `at` and free, oldest due first, at most `limit`. */
    async due(at: Date, limit: number): Promise<JobMessage[]> {
      const iso = at.toISOString();
      const { results } = await db
        .prepare("SELECT lead_id, kind FROM lead_jobs WHERE status = 'pending' AND next_at <= ? AND (lease_until IS NULL OR lease_until < ?) ORDER BY next_at LIMIT ?")
        .bind(iso, iso, limit)
        .all<{ lead_id: string; kind: JobKind }>();
      return results.map((row) => ({ leadId: row.lead_id, kind: row.kind }));
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;

/**
 * Every statement about `lead_jobs` (migrations/0002, rebuilt by 0005, 0008, 0009 and 0011): the jobs a lead
 * starts when it is stored (its email to the business, its forward to the CRM, the visitor's own
 * email), the jobs a price confirmed or changed by staff makes due again (the visitor's price email,
 * the CRM's lead.updated), the CRM's notice and the visitor's last email when it is erased, and the
 * business's notices about the site itself (a daily ceiling reached, the day's failed deliveries). The job runner (worker/delivery/jobs.ts) takes a job under a lease, and every
 * write after that names the lease it took, so a delivery whose lease was taken over changes
 * nothing; the sweep finds jobs whose queue message was lost; the lead store reads each lead's
 * deliveries with the lead; the inbox counts and retries the jobs that gave up. What each kind
 * is (the lead's own, heard by the CRM, gone when done, retried) is the table of kinds
 * (lib/shared/contracts/job-kinds.ts): D1 does not check the kind, this store does (`knownKind`).
 */
import { JOB_KINDS, RETRY_KINDS, isJobKind, kindsWhere, type JobKind, type RetryKind } from '@/lib/shared/contracts/job-kinds';
import { noticeMessage, type BookingJobKind, type JobMessage, type LeadJobKind, type NoticeMessage, type NoticeName, type PriceJobKind } from '../lead/jobs';
import { IN_JSON, jsonList, placeholders } from './d1';

export type { BookingJobKind, JobKind, JobMessage, LeadJobKind, NoticeMessage, NoticeName, PriceJobKind };
export { noticeMessage };
/** SQL's list of these kinds, for `kind IN (...)`: names from the table of kinds only, never a value from outside. */
const sqlList = (kinds: readonly JobKind[]) => kinds.map((kind) => `'${kind}'`).join(', ');
/** A lead's own jobs, dropped with it when it is erased or expires (its erasure notice and farewell outlive it), and made only beside its row. */
const OWN_KINDS_SQL = sqlList(kindsWhere((facts) => facts.ownsLead));
/** The jobs that tell the CRM about a stored lead (lead.created, lead.updated): its erasure notice waits while one is being sent. */
const CRM_KINDS = kindsWhere((facts) => facts.crm === 'lead.created' || facts.crm === 'lead.updated');
/** CRM_KINDS for SQL. */
const CRM_KINDS_SQL = sqlList(CRM_KINDS);
/** The jobs that tell the CRM a lead was erased: each waits for the lead's CRM_KINDS on their way. */
const ERASURE_KINDS_SQL = sqlList(kindsWhere((facts) => facts.crm === 'lead.deleted'));

/** `kind`, if the table of kinds has it: a job of any other kind is refused before it is written (D1 no longer checks). */
export function knownKind<K extends string>(kind: K): K & JobKind {
  if (!isJobKind(kind)) throw new Error(`No such kind of job: ${JSON.stringify(kind)} (lib/shared/contracts/job-kinds.ts lists them)`);
  return kind;
}

/** The notices that name the person (their name and phone): erased with their lead. */
const NOTICES_NAMING_THE_PERSON: readonly NoticeName[] = ['booking'];

/** A job's row, as the runner works it. */
export interface JobRow {
  lead_id: string;
  kind: JobKind;
  /** Which notice (kind 'notice'), else ''. */
  notice: string;
  status: 'pending' | 'done' | 'failed';
  attempts: number;
  detail: string | null;
  created_at: string;
  /** When this round of attempts began: it gives up JOB_GIVE_UP_MS later. */
  started_at: string;
  /** The lease this delivery holds: every write after the take names it. */
  lease_until: string;
  origin: string;
  sent_to: string;
  payload: string | null;
}

/** A job that gave up, as the daily failure email lists it (the lead's own columns, when it is still stored). */
export interface FailedJob {
  lead_id: string;
  kind: RetryKind;
  attempts: number;
  detail: string | null;
  done_at: string | null;
  what: string | null;
  contact_name: string | null;
  received_at: string | null;
  /** The site's origin the job was made on, for the links to the inbox. */
  origin: string;
}

/** The columns a lead row is read with (worker/store/leads/rows.ts): how its email, its forward and the visitor's email went. */
export const DELIVERY_COLUMNS = `e.status AS email_status, e.attempts AS email_attempts, e.detail AS email_detail, e.done_at AS email_done_at,
  f.status AS forward_status, f.attempts AS forward_attempts, f.detail AS forward_detail, f.done_at AS forward_done_at,
  v.status AS visitor_status, v.attempts AS visitor_attempts, v.detail AS visitor_detail, v.done_at AS visitor_done_at`;
/** The joins DELIVERY_COLUMNS read from, for a lead aliased `l`. */
export const DELIVERY_JOINS = `LEFT JOIN lead_jobs e ON e.lead_id = l.id AND e.kind = 'email'
  LEFT JOIN lead_jobs f ON f.lead_id = l.id AND f.kind = 'forward'
  LEFT JOIN lead_jobs v ON v.lead_id = l.id AND v.kind = 'visitor'`;

/**
 * A job's row as inserted when its lead is stored or erased (a job that exists already is left as
 * it is). A lead's own jobs are written only beside its row, so a lead refused in the same
 * transaction (its id erased meanwhile: worker/store/leads.ts) starts none; an erasure notice and a
 * farewell outlive their lead.
 */
export function insertJob(db: D1Database, job: { leadId: string; kind: JobKind; createdAt: string; origin: string; payload?: string }, only?: { sql: string; values: (string | number)[] }): D1PreparedStatement {
  const withLead = JOB_KINDS[knownKind(job.kind)].ownsLead ? ' AND EXISTS (SELECT 1 FROM leads WHERE id = ?1)' : '';
  // `only`: made only where its condition holds (SQL over its own values, numbered from ?6), e.g. beside the change it tells of.
  const when = only ? ` AND ${only.sql}` : '';
  return db
    .prepare(`INSERT INTO lead_jobs (lead_id, kind, status, created_at, started_at, next_at, origin, payload) SELECT ?1, ?2, 'pending', ?3, ?3, ?3, ?4, ?5 WHERE true${withLead}${when} ON CONFLICT (lead_id, kind, notice) DO NOTHING`)
    .bind(job.leadId, job.kind, job.createdAt, job.origin, job.payload ?? null, ...(only?.values ?? []));
}

/**
 * Drops erased or expired leads' own jobs (their email, forward, visitor email, price email and
 * update), any number in one statement, except a forward or an update being sent right now (its
 * lease runs past `at`): its delivery drops it once the attempt ends, and the erasure notice waits
 * for that, so the CRM never hears `lead.deleted` before a `lead.created` or `lead.updated` still
 * on its way. With them go the business's notices naming the person (of their visitors' survey
 * changes: their name and phone). Their erasure notices and farewells stay.
 */
export function dropLeadJobs(db: D1Database, ids: readonly string[], at: Date = new Date()): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM lead_jobs WHERE lead_id IN (${IN_JSON}) AND (
         (kind IN (${OWN_KINDS_SQL}) AND NOT (kind IN (${CRM_KINDS_SQL}) AND lease_until IS NOT NULL AND lease_until >= ?2))
         OR (kind = 'notice' AND notice IN (${NOTICES_NAMING_THE_PERSON.map((notice) => `'${notice}'`).join(', ')})))`,
    )
    .bind(jsonList(ids), at.toISOString());
}

/**
 * Makes a lead's price email or update due again at `at` (staff confirmed or changed the price):
 * pending, its attempts from nought, nothing sent yet, whatever it was (a job being sent right now
 * is renewed too: that attempt's later writes name a lease that is no longer the row's, so they
 * change nothing, and this one sends the newest price). Only while the lead exists.
 */
export function renewJob(db: D1Database, job: { leadId: string; kind: PriceJobKind; at: string; origin: string }): D1PreparedStatement {
  knownKind(job.kind);
  return db
    .prepare(
      `INSERT INTO lead_jobs (lead_id, kind, status, created_at, started_at, next_at, origin) SELECT ?1, ?2, 'pending', ?3, ?3, ?3, ?4 WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?1)
       ON CONFLICT (lead_id, kind, notice) DO UPDATE SET status = 'pending', attempts = 0, detail = NULL, started_at = ?3, next_at = ?3, lease_until = NULL, done_at = NULL, sent_to = '[]', origin = ?4`,
    )
    .bind(job.leadId, job.kind, job.at, job.origin);
}

/** How long a delivery holds a job: at least `leaseSeconds`, and as long as the wait before its next attempt would be. */
interface LeaseRule {
  leaseSeconds: number;
  /** The retry schedule: `baseSeconds` doubling with each attempt, at most `maxSeconds`. */
  baseSeconds: number;
  maxSeconds: number;
}

/** What a given-up farewell's notice ('farewell-lost', worker/delivery/notices.ts) keeps of it (SQL over its row): never the visitor's address. The detail is the statement's 4th value. */
const FAREWELL_LOST_PAYLOAD = "json_object('leadId', lead_id, 'what', json_extract(payload, '$.what'), 'reference', json_extract(payload, '$.reference'), 'receivedAt', json_extract(payload, '$.receivedAt'), 'detail', ?4)";

/** The columns the runner reads of a job it took. */
const TAKEN = 'lead_id, kind, notice, status, attempts, detail, created_at, started_at, lease_until, origin, sent_to, payload';
/** One job under the lease a delivery took (bound with `held`). */
const HELD = 'lead_id = ? AND kind = ? AND notice = ? AND lease_until = ?';
const held = (job: JobRow) => [job.lead_id, job.kind, job.notice, job.lease_until];
/** A row's message on the queue: a notice's names which notice. */
const messageOf = (row: { lead_id: string; kind: JobKind; notice: string }): JobMessage => (row.notice ? { leadId: row.lead_id, kind: row.kind, notice: row.notice as NoticeName } : { leadId: row.lead_id, kind: row.kind });

export function createJobStore(db: D1Database) {
  /** A write made only while `job`'s lease is still the one this delivery took; true if it was (false: taken over, or its erased lead's forward dropped). */
  async function whileHeld(job: JobRow, set: string, values: (string | null)[]): Promise<boolean> {
    const statements = [db.prepare(`UPDATE lead_jobs SET ${set} WHERE ${HELD}`).bind(...values, ...held(job))];
    // A lead erased while its forward (or update) was on its way: the row goes as the attempt ends.
    if (CRM_KINDS.includes(job.kind)) statements.unshift(dropIfErased(job));
    const results = await db.batch(statements);
    return (results.at(-1)?.meta.changes ?? 0) > 0;
  }

  const dropIfErased = (job: JobRow) =>
    db.prepare('DELETE FROM lead_jobs WHERE lead_id = ?1 AND kind = ?2 AND lease_until = ?3 AND NOT EXISTS (SELECT 1 FROM leads WHERE id = ?1)').bind(job.lead_id, job.kind, job.lease_until);

  return {
    /**
     * Takes a job's lease if it is pending, due by `dueBy` and free at `at` (an erasure notice also
     * waits while its lead's forward or update is being sent); counts the attempt. The lease lasts as long as
     * the wait before the next attempt would, so a delivery that dies mid-attempt (the Worker
     * stopped) is tried again no sooner than a failure would be.
     */
    async take(message: JobMessage, at: Date, dueBy: Date, lease: LeaseRule): Promise<JobRow | null> {
      return db
        .prepare(
          `UPDATE lead_jobs SET attempts = attempts + 1,
             lease_until = strftime('%Y-%m-%dT%H:%M:%fZ', ?3, '+' || max(?5, min(?7, ?6 << min(attempts, 30))) || ' seconds')
           WHERE lead_id = ?1 AND kind = ?2 AND notice = ?8 AND status = 'pending' AND next_at <= ?4 AND (lease_until IS NULL OR lease_until < ?3)
             AND (kind NOT IN (${ERASURE_KINDS_SQL}) OR NOT EXISTS (SELECT 1 FROM lead_jobs f WHERE f.lead_id = ?1 AND f.kind IN (${CRM_KINDS_SQL}) AND f.lease_until >= ?3))
           RETURNING ${TAKEN}`,
        )
        .bind(message.leadId, message.kind, at.toISOString(), dueBy.toISOString(), lease.leaseSeconds, lease.baseSeconds, lease.maxSeconds, message.notice ?? '')
        .first<JobRow>();
    },

    /** Until when the forward or update of a lead is being sent (the later lease), or null when neither is being sent at `at`. */
    async forwardHeldUntil(leadId: string, at: Date): Promise<string | null> {
      const row = await db
        .prepare(`SELECT max(lease_until) AS lease_until FROM lead_jobs WHERE lead_id = ? AND kind IN (${CRM_KINDS_SQL}) AND lease_until >= ?`)
        .bind(leadId, at.toISOString())
        .first<{ lease_until: string | null }>();
      return row?.lease_until ?? null;
    },

    /** Records the addresses an email has reached, so a retry sends only to the others. False when the lease is no longer ours. */
    recordSentTo: (job: JobRow, sentTo: string[]) => whileHeld(job, 'sent_to = ?', [JSON.stringify(sentTo)]),

    /** Marks a job done (an erasure notice or a farewell, done, leaves nothing to keep: its row goes). False when the lease is no longer ours. */
    async done(job: JobRow, at: Date): Promise<boolean> {
      if (JOB_KINDS[job.kind].goneWhenDone) {
        const result = await db.prepare(`DELETE FROM lead_jobs WHERE ${HELD}`).bind(...held(job)).run();
        return result.meta.changes > 0;
      }
      return whileHeld(job, "status = 'done', done_at = ?, detail = NULL, lease_until = NULL", [at.toISOString()]);
    },

    /** Marks a job to be tried again at `next`, with what went wrong. False when the lease is no longer ours. */
    later: (job: JobRow, detail: string, next: Date) => whileHeld(job, 'detail = ?, next_at = ?, lease_until = NULL', [detail, next.toISOString()]),

    /** Marks a job failed for good, with what went wrong. False when the lease is no longer ours. */
    failed: (job: JobRow, detail: string, at: Date) => whileHeld(job, "status = 'failed', detail = ?, done_at = ?, lease_until = NULL", [detail, at.toISOString()]),

    /** Drops a job whose lead is no longer stored: there is nothing to send. False when the lease is no longer ours. */
    async drop(job: JobRow): Promise<boolean> {
      const result = await db.prepare(`DELETE FROM lead_jobs WHERE ${HELD}`).bind(...held(job)).run();
      return result.meta.changes > 0;
    },

    /**
     * Gives up the pending jobs whose round of attempts began before `startedBefore` and that no
     * delivery holds: their messages never reached a delivery (the queue refused or lost them, and
     * so did the sweep's), so nothing else would ever mark them failed. A farewell goes instead (it
     * holds the address of a visitor whose details were deleted), and the business is told of it by
     * a notice (farewellLost). Returns how many.
     */
    async giveUpStranded(startedBefore: Date, at: Date, detail: string): Promise<number> {
      const iso = at.toISOString();
      const stranded = "status = 'pending' AND started_at < ? AND (lease_until IS NULL OR lease_until < ?)";
      const [, dropped, failed] = await db.batch([
        db
          .prepare(`INSERT INTO lead_jobs (lead_id, kind, notice, status, created_at, started_at, next_at, origin, payload) SELECT lead_id, 'notice', 'farewell-lost', 'pending', ?, ?, ?, origin, ${FAREWELL_LOST_PAYLOAD} FROM lead_jobs WHERE kind = 'farewell' AND ${stranded} ON CONFLICT (lead_id, kind, notice) DO NOTHING`)
          .bind(iso, iso, iso, detail, startedBefore.toISOString(), iso),
        db.prepare(`DELETE FROM lead_jobs WHERE kind = 'farewell' AND ${stranded}`).bind(startedBefore.toISOString(), iso),
        db.prepare(`UPDATE lead_jobs SET status = 'failed', detail = coalesce(detail, ?), done_at = ?, lease_until = NULL WHERE ${stranded}`).bind(detail, iso, startedBefore.toISOString(), iso),
      ]);
      return (dropped?.meta.changes ?? 0) + (failed?.meta.changes ?? 0);
    },

    /**
     * A farewell given up: the business is told by a notice (what the visitor had asked for, its
     * reference and when, and why it failed; never their address), and the farewell goes with the
     * address it held, in one transaction. False when the lease is no longer ours.
     */
    async farewellLost(job: JobRow, detail: string, at: Date): Promise<boolean> {
      const iso = at.toISOString();
      const [, dropped] = await db.batch([
        db
          .prepare(`INSERT INTO lead_jobs (lead_id, kind, notice, status, created_at, started_at, next_at, origin, payload) SELECT lead_id, 'notice', 'farewell-lost', 'pending', ?, ?, ?, origin, ${FAREWELL_LOST_PAYLOAD} FROM lead_jobs WHERE lead_id = ? AND kind = 'farewell' AND lease_until = ? ON CONFLICT (lead_id, kind, notice) DO NOTHING`)
          .bind(iso, iso, iso, detail, job.lead_id, job.lease_until),
        db.prepare("DELETE FROM lead_jobs WHERE lead_id = ? AND kind = 'farewell' AND lease_until = ?").bind(job.lead_id, job.lease_until),
      ]);
      return (dropped?.meta.changes ?? 0) > 0;
    },

    /** Jobs due at `at` and free, oldest due first, at most `limit`. */
    async due(at: Date, limit: number): Promise<JobMessage[]> {
      const iso = at.toISOString();
      const { results } = await db
        .prepare("SELECT lead_id, kind, notice FROM lead_jobs WHERE status = 'pending' AND next_at <= ? AND (lease_until IS NULL OR lease_until < ?) ORDER BY next_at LIMIT ?")
        .bind(iso, iso, limit)
        .all<{ lead_id: string; kind: JobKind; notice: string }>();
      return results.map(messageOf);
    },

    /** How many jobs of each kind staff see stand failed. */
    async failedCounts(): Promise<Record<RetryKind, number>> {
      const { results } = await db.prepare(`SELECT kind, count(*) AS n FROM lead_jobs WHERE status = 'failed' AND kind IN (${placeholders(RETRY_KINDS)}) GROUP BY kind`).bind(...RETRY_KINDS).all<{ kind: RetryKind; n: number }>();
      const counts = Object.fromEntries(RETRY_KINDS.map((kind) => [kind, 0])) as Record<RetryKind, number>;
      for (const row of results) counts[row.kind] = row.n;
      return counts;
    },

    /** The jobs that stand failed, oldest first, with what their lead was (null for an erasure notice: the lead is gone). */
    async failedJobs(limit: number): Promise<FailedJob[]> {
      const { results } = await db
        .prepare(
          `SELECT j.lead_id, j.kind, j.attempts, j.detail, j.done_at, j.origin, l.what, l.contact_name, l.received_at FROM lead_jobs j LEFT JOIN leads l ON l.id = j.lead_id
           WHERE j.status = 'failed' AND j.kind IN (${placeholders(RETRY_KINDS)}) ORDER BY j.done_at, j.lead_id LIMIT ?`,
        )
        .bind(...RETRY_KINDS, limit)
        .all<FailedJob>();
      return results;
    },

    /**
     * Makes failed jobs of these kinds pending again (only `leadId`'s, if given), due now, with a
     * fresh give-up window and their attempts counted from nought. Returns them, to be queued.
     */
    async retry(kinds: readonly RetryKind[], at: Date, leadId?: string): Promise<JobMessage[]> {
      const iso = at.toISOString();
      const { results } = await db
        .prepare(
          `UPDATE lead_jobs SET status = 'pending', attempts = 0, started_at = ?, next_at = ?, lease_until = NULL, done_at = NULL
           WHERE status = 'failed' AND kind IN (${placeholders(kinds)})${leadId === undefined ? '' : ' AND lead_id = ?'} RETURNING lead_id, kind, notice`,
        )
        .bind(iso, iso, ...kinds.map(knownKind), ...(leadId === undefined ? [] : [leadId]))
        .all<{ lead_id: string; kind: JobKind; notice: string }>();
      return results.map(messageOf);
    },

    /** Makes a notice, once (its name and what it is about say which): true if it is new (then it is queued), false if it was made already. */
    async addNotice(notice: NoticeMessage, at: Date, origin: string, payload: unknown): Promise<boolean> {
      const iso = at.toISOString();
      const result = await db
        .prepare("INSERT INTO lead_jobs (lead_id, kind, notice, status, created_at, started_at, next_at, origin, payload) VALUES (?1, 'notice', ?2, 'pending', ?3, ?3, ?3, ?4, ?5) ON CONFLICT (lead_id, kind, notice) DO NOTHING")
        .bind(notice.leadId, notice.notice, iso, origin, JSON.stringify(payload))
        .run();
      return result.meta.changes > 0;
    },

    /**
     * Makes a notice that recurs (the daily failure email) due again now, as a new notice with a
     * fresh give-up window, unless one is being sent right now. True if it is to be queued.
     */
    async renewNotice(notice: NoticeMessage, at: Date, origin: string): Promise<boolean> {
      const iso = at.toISOString();
      const result = await db
        .prepare(
          `INSERT INTO lead_jobs (lead_id, kind, notice, status, created_at, started_at, next_at, origin) VALUES (?1, 'notice', ?2, 'pending', ?3, ?3, ?3, ?4)
           ON CONFLICT (lead_id, kind, notice) DO UPDATE SET status = 'pending', attempts = 0, detail = NULL, created_at = ?3, started_at = ?3, next_at = ?3, done_at = NULL, sent_to = '[]', origin = ?4
           WHERE lease_until IS NULL OR lease_until < ?3`,
        )
        .bind(notice.leadId, notice.notice, iso, origin)
        .run();
      return result.meta.changes > 0;
    },

    /** Drops a recurring notice not yet sent and not being sent (the failures it was to list are all mended). */
    async dropPendingNotice(notice: NoticeMessage, at: Date): Promise<void> {
      await db.prepare("DELETE FROM lead_jobs WHERE lead_id = ? AND kind = 'notice' AND notice = ? AND status = 'pending' AND (lease_until IS NULL OR lease_until < ?)").bind(notice.leadId, notice.notice, at.toISOString()).run();
    },

    /** Drops notices made before `before` (ISO) that are not being sent: their day has passed. */
    async dropNoticesBefore(before: string, at: Date): Promise<void> {
      await db.prepare("DELETE FROM lead_jobs WHERE kind = 'notice' AND created_at < ? AND (lease_until IS NULL OR lease_until < ?)").bind(before, at.toISOString()).run();
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;

/**
 * What happens to a lead after it is stored, worked from the lead queue: an email to the business
 * (the EMAIL binding, to each address in LEAD_NOTIFY_TO), a signed forward to its CRM
 * (LEAD_FORWARD_URL), and the visitor's own email (the VISITOR_EMAIL binding, to the address they
 * gave: worker/delivery/visitor-email.ts); when staff confirm or change a quote's price, the
 * visitor's price email and the CRM's `lead.updated`; when a lead is erased, the CRM is told, and a
 * visitor who cancelled gets a last email; and the business's notices about the site
 * (worker/delivery/notices.ts). Each is a row in `lead_jobs`:
 *   - at least once: the queue redelivers a message until it is acknowledged, and the 5-minute
 *     sweep (worker/cron/housekeeping.ts) queues again any job whose message was lost;
 *   - once: a delivery takes the job's lease before working it, so two deliveries of the same
 *     message never send it twice; an email records each address it has gone to; and every write
 *     after the send names the lease it took, so a delivery whose lease was taken over (it stalled
 *     past it) changes nothing the other wrote;
 *   - never for ever: ANY error in an attempt (reading the lead, building the email, the send,
 *     D1) counts as a failed attempt; the send has a time limit (EMAIL_SEND_TIMEOUT_MS, and the
 *     forward's FORWARD_TIMEOUT_MS); a failure is tried again after JOB_RETRY_BASE_SECONDS,
 *     doubling each time up to JOB_RETRY_MAX_SECONDS (or later, if the CRM's Retry-After asks),
 *     and JOB_GIVE_UP_MS after its first attempt it is marked `failed`, shown in the lead inbox and
 *     in the daily failure email until staff press Retry (the lead itself is never lost);
 *   - in order: the CRM's `lead.deleted` waits while that lead's `lead.created` is on its way.
 * The jobs' rows are read and written by worker/store/jobs.ts; what each kind sends is its entry
 * in worker/delivery/job-senders.ts (the rest of each kind: lib/shared/contracts/job-kinds.ts).
 */
import { usageFor } from '../store/usage';
import { DELIVERY_GIVE_UP_HOURS } from '@/lib/shared/contracts/inbox';
import { JOB_KINDS, isJobKind } from '@/lib/shared/contracts/job-kinds';
import type { JobMessage, WorkerEnv } from '../env';
import type { Contact } from '../lead/model';
import { createJobStore, type JobRow, type LeadJobKind } from '../store/jobs';
import type { LeadStore } from '../store/leads';
import { describe, type Attempt, type SendContext } from './attempt';
import { JOB_SENDERS } from './job-senders';
import { createNotices } from './notices';
import { addressList, createMailer, type Wait } from './send-mail';

/** The first retry's delay: long enough for a blip to pass, short enough that the email is still "within a minute" or two. */
export const JOB_RETRY_BASE_SECONDS = 30;
/** Retries never wait longer than an hour, so a CRM back up by morning has the night's leads by then. */
export const JOB_RETRY_MAX_SECONDS = 60 * 60;
/** After a day of failures (DELIVERY_GIVE_UP_HOURS) a job is marked failed: the business sees it in the inbox and the daily email, mends the cause and presses Retry. */
export const JOB_GIVE_UP_MS = DELIVERY_GIVE_UP_HOURS * 60 * 60 * 1000;
/** What a job no delivery ever took says: the queue (Cloudflare Queues) would not take or hand over its messages for a day. */
export const STRANDED_DETAIL = `not taken from the queue in ${DELIVERY_GIVE_UP_HOURS} hours: Cloudflare Queues refused or lost its messages (down, or over the plan's daily operations)`;
/**
 * The shortest a delivery holds its job: longer than the slowest attempt, an email to each of a
 * few addresses (each given EMAIL_SEND_TIMEOUT_MS: worker/delivery/send-mail.ts) or a forward
 * (10 s). It also holds it as long as the wait before the next attempt would be
 * (worker/store/jobs.ts `take`).
 */
export const JOB_LEASE_MS = 2 * 60_000;
/** A queue message may arrive a little before its job is due (clocks differ): it is worked all the same. */
const DUE_TOLERANCE_MS = 5_000;

/** The delay before the next attempt after `attempts` failures: base, doubling, at most JOB_RETRY_MAX_SECONDS. */
export function retryDelaySeconds(attempts: number, base = JOB_RETRY_BASE_SECONDS): number {
  return Math.min(JOB_RETRY_MAX_SECONDS, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * Whether visitors can be emailed under these settings: the VISITOR_EMAIL binding (Cloudflare Email
 * Service, any address) and a sender. Without them no visitor, price or farewell job is made.
 */
export const canEmailVisitor = (env: Pick<WorkerEnv, 'VISITOR_EMAIL' | 'LEAD_NOTIFY_FROM'>): boolean => Boolean(env.VISITOR_EMAIL && env.LEAD_NOTIFY_FROM);

/**
 * The jobs a newly stored lead from `contact` starts under these settings: the business's email
 * (which also means the business's notices can be sent), the forward, and the visitor's own email
 * when they gave an address and visitors can be emailed.
 */
export function jobsFor(env: Pick<WorkerEnv, 'EMAIL' | 'VISITOR_EMAIL' | 'LEAD_NOTIFY_TO' | 'LEAD_NOTIFY_FROM' | 'LEAD_FORWARD_URL'>, contact: Pick<Contact, 'email'> = { email: null }): LeadJobKind[] {
  const jobs: LeadJobKind[] = [];
  if (env.EMAIL && env.LEAD_NOTIFY_FROM && addressList(env.LEAD_NOTIFY_TO).length) jobs.push('email');
  if (env.LEAD_FORWARD_URL) jobs.push('forward');
  if (contact.email && canEmailVisitor(env)) jobs.push('visitor');
  return jobs;
}

/** The business's notices (worker/delivery/notices.ts) under these settings: sent only where a lead's email could be. */
export const noticesFor = (env: WorkerEnv) =>
  createNotices({ jobs: createJobStore(env.DB), queue: env.LEAD_JOBS, canEmail: jobsFor(env).includes('email'), held: (day) => usageFor(env).of(day, 'confirmations-held'), origin: env.PUBLIC_ORIGIN });

/** What working a job gave: done (or nothing to do), or try again after this many seconds. */
type JobOutcome = { retryInSeconds: number } | null;

interface JobDeps {
  db: D1Database;
  store: LeadStore;
  env: WorkerEnv;
  /** Wraps a raw MIME message for the send_email binding (`new EmailMessage(from, to, raw)` from cloudflare:email). */
  emailMessage: (from: string, to: string, raw: string) => EmailMessage;
  now?: () => Date;
  fetchImpl?: SendContext['fetchImpl'];
  /** The send's time limit (tests pass their own clock). */
  wait?: Wait;
}

/** Whether a message is the CRM told of an erasure: it waits while its lead's forward or update is on its way. */
const isErasure = (kind: string) => isJobKind(kind) && JOB_KINDS[kind].crm === 'lead.deleted';

/** The retry base in whole seconds: LEAD_RETRY_BASE_SECONDS (the tests' 1), else JOB_RETRY_BASE_SECONDS. */
function retryBase(value: string | undefined): number {
  const seconds = Math.round(Number(value));
  return Number.isFinite(seconds) && seconds >= 1 ? seconds : JOB_RETRY_BASE_SECONDS;
}

export function createJobRunner(deps: JobDeps) {
  const { store, env } = deps;
  const jobs = createJobStore(deps.db);
  const now = deps.now ?? (() => new Date());
  const base = retryBase(env.LEAD_RETRY_BASE_SECONDS);
  const lease = { leaseSeconds: JOB_LEASE_MS / 1000, baseSeconds: base, maxSeconds: JOB_RETRY_MAX_SECONDS };
  const context: SendContext = { env, store, jobs, mail: createMailer({ env, jobs, emailMessage: deps.emailMessage, wait: deps.wait }), fetchImpl: deps.fetchImpl };

  const lost = (job: JobRow) => console.log(`Lead ${job.lead_id}: ${job.kind} attempt ${job.attempts} ended after its job was taken over or its lead erased: nothing recorded`);

  /** Gives a job up: marked failed for staff to retry, or its kind's own way (a farewell). False when the lease is no longer ours. */
  function giveUp(job: JobRow, detail: string, at: Date): Promise<boolean> {
    const own = JOB_SENDERS[job.kind].giveUp;
    return own ? own(job, detail, at, context) : jobs.failed(job, detail, at);
  }

  /** A failed attempt: tried again after the backoff, or given up once that would pass JOB_GIVE_UP_MS. */
  async function fail(job: JobRow, at: Date, detail: string, retryAfter?: number): Promise<JobOutcome> {
    console.error(`Lead ${job.lead_id}: ${job.kind} attempt ${job.attempts} failed: ${detail}`);
    const delay = Math.min(JOB_RETRY_MAX_SECONDS, Math.max(retryDelaySeconds(job.attempts, base), retryAfter ?? 0));
    const next = new Date(at.getTime() + delay * 1000);
    if (next.getTime() - Date.parse(job.started_at) > JOB_GIVE_UP_MS) {
      if (await giveUp(job, detail, at)) console.error(`Lead ${job.lead_id}: ${job.kind} given up after ${job.attempts} attempts: ${detail}`);
      else lost(job);
      return null;
    }
    if (await jobs.later(job, detail, next)) return { retryInSeconds: delay };
    lost(job);
    return null;
  }

  async function settle(job: JobRow, at: Date, result: Attempt): Promise<JobOutcome> {
    if ('leaseLost' in result) {
      lost(job);
      return null;
    }
    if ('gone' in result) {
      await jobs.drop(job);
      return null;
    }
    if (!result.ok) return fail(job, at, result.detail, result.retryAfter);
    if (!(await jobs.done(job, at))) lost(job);
    return null;
  }

  /** One attempt at the job, through its kind's sender: any error in it (reading the lead, building the email or its MIME, signing, D1) is a failed attempt like any other. */
  async function attempt(job: JobRow, at: Date): Promise<Attempt> {
    const sender = Object.hasOwn(JOB_SENDERS, job.kind) ? JOB_SENDERS[job.kind] : null;
    if (!sender) return { ok: false, detail: `no such kind of job: ${JSON.stringify(job.kind)}` };
    try {
      return await sender.send(job, at, context);
    } catch (error) {
      return { ok: false, detail: describe(error) };
    }
  }

  return {
    /** Works one job message: null when there is nothing more to do, else when to try again. */
    async run(message: JobMessage): Promise<JobOutcome> {
      const at = now();
      const job = await jobs.take(message, at, new Date(at.getTime() + DUE_TOLERANCE_MS), lease);
      if (!job) {
        // An erasure notice whose lead's forward is on its way: it goes once that attempt ends.
        const held = isErasure(message.kind) ? await jobs.forwardHeldUntil(message.leadId, at) : null;
        // Otherwise done already, failed for good, erased, not yet due, or held by another delivery: nothing to do here.
        return held ? { retryInSeconds: Math.max(1, Math.ceil((Date.parse(held) - at.getTime()) / 1000)) } : null;
      }
      // Attempts that never ended (the Worker stopped mid-attempt) have run out its time: it gives up.
      if (at.getTime() - Date.parse(job.started_at) >= JOB_GIVE_UP_MS) {
        const detail = job.detail ?? 'no attempt ended: the Worker stopped during each';
        if (await giveUp(job, detail, at)) console.error(`Lead ${job.lead_id}: ${job.kind} given up after ${job.attempts - 1} attempts: ${detail}`);
        return null;
      }
      return settle(job, at, await attempt(job, at));
    },

    /** Jobs due now and free: the sweep queues them again in case their messages were lost. */
    due: (limit: number): Promise<JobMessage[]> => jobs.due(now(), limit),

    /** Jobs no delivery ever took for JOB_GIVE_UP_MS (the queue down or over its quota): failed, so staff see them with Retry. */
    async giveUpStranded(): Promise<number> {
      const at = now();
      return jobs.giveUpStranded(new Date(at.getTime() - JOB_GIVE_UP_MS), at, STRANDED_DETAIL);
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

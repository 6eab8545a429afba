/**
 * What happens to a lead after it is stored, worked from the lead queue: an email to the business
 * (the send_email binding, to each address in LEAD_NOTIFY_TO) and a signed forward to its CRM
 * (LEAD_FORWARD_URL); and when a lead is erased, the CRM is told. Each is a row in `lead_jobs`:
 *   - at least once: the queue redelivers a message until it is acknowledged, and the 5-minute
 *     sweep (worker/cron/housekeeping.ts) queues again any job whose message was lost;
 *   - once: a delivery takes the job's lease before working it, so two deliveries of the same
 *     message never send it twice, and an email records each address it has gone to;
 *   - with backoff: a failure is tried again after JOB_RETRY_BASE_SECONDS, doubling each time up
 *     to JOB_RETRY_MAX_SECONDS (or later, if the CRM's Retry-After asks), for JOB_GIVE_UP_MS, and
 *     is then marked `failed` (the export shows it; the lead itself is never lost).
 * The jobs' rows are read and written by worker/store/jobs.ts.
 */
import type { JobMessage, WorkerEnv } from '../env';
import { leadRecord } from '../lead/record';
import { createJobStore, type JobRow } from '../store/jobs';
import type { LeadStore } from '../store/leads';
import { forwardEvent, type ForwardEvent } from './forward';
import { leadEmail } from './lead-email';
import { buildMime } from './mime';

/** The first retry's delay: long enough for a blip to pass, short enough that the email is still "within a minute" or two. */
export const JOB_RETRY_BASE_SECONDS = 30;
/** Retries never wait longer than an hour, so a CRM back up by morning has the night's leads by then. */
export const JOB_RETRY_MAX_SECONDS = 60 * 60;
/** After a day of failures a job is marked failed: the business sees it in the export and fixes the cause. */
export const JOB_GIVE_UP_MS = 24 * 60 * 60 * 1000;
/** A delivery holds its job this long: an email or forward takes seconds (a forward at most 10). */
export const JOB_LEASE_MS = 60_000;
/** A queue message may arrive a little before its job is due (clocks differ): it is worked all the same. */
const DUE_TOLERANCE_MS = 5_000;

/** The delay before the next attempt after `attempts` failures: base, doubling, at most JOB_RETRY_MAX_SECONDS. */
export function retryDelaySeconds(attempts: number, base = JOB_RETRY_BASE_SECONDS): number {
  return Math.min(JOB_RETRY_MAX_SECONDS, base * 2 ** Math.max(0, attempts - 1));
}

/** The addresses in a comma-separated list, trimmed, without blanks. */
export const addressList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The jobs a newly stored lead starts under these settings. */
export function jobsFor(env: Pick<WorkerEnv, 'EMAIL' | 'LEAD_NOTIFY_TO' | 'LEAD_NOTIFY_FROM' | 'LEAD_FORWARD_URL'>): ('email' | 'forward')[] {
  const jobs: ('email' | 'forward')[] = [];
  if (env.EMAIL && env.LEAD_NOTIFY_FROM && addressList(env.LEAD_NOTIFY_TO).length) jobs.push('email');
  if (env.LEAD_FORWARD_URL) jobs.push('forward');
  return jobs;
}

/** What working a job gave: done (or nothing to do), or try again after this many seconds. */
export type JobOutcome = { retryInSeconds: number } | null;

export interface JobDeps {
  db: D1Database;
  store: LeadStore;
  env: WorkerEnv;
  /** Wraps a raw MIME message for the send_email binding (`new EmailMessage(from, to, raw)` from cloudflare:email). */
  emailMessage: (from: string, to: string, raw: string) => EmailMessage;
  now?: () => Date;
  fetchImpl?: Parameters<typeof forwardEvent>[2]['fetchImpl'];
}

export function createJobRunner(deps: JobDeps) {
  const { store, env } = deps;
  const jobs = createJobStore(deps.db);
  const now = deps.now ?? (() => new Date());
  const base = Number(env.LEAD_RETRY_BASE_SECONDS) > 0 ? Number(env.LEAD_RETRY_BASE_SECONDS) : JOB_RETRY_BASE_SECONDS;

  /** Takes the job's lease if it is pending, due and free; counts the attempt. */
  const take = (message: JobMessage, at: Date) => jobs.take(message, at, new Date(at.getTime() + JOB_LEASE_MS), new Date(at.getTime() + DUE_TOLERANCE_MS));

  async function succeed(job: JobRow, at: Date): Promise<JobOutcome> {
    await jobs.done(job, at);
    return null;
  }

  async function fail(job: JobRow, at: Date, detail: string, retryAfter?: number): Promise<JobOutcome> {
    console.error(`Lead ${job.lead_id}: ${job.kind} attempt ${job.attempts} failed: ${detail}`);
    const delay = Math.min(JOB_RETRY_MAX_SECONDS, Math.max(retryDelaySeconds(job.attempts, base), retryAfter ?? 0));
    const next = new Date(at.getTime() + delay * 1000);
    if (next.getTime() - Date.parse(job.created_at) > JOB_GIVE_UP_MS) {
      await jobs.failed(job, detail, at);
      return null;
    }
    await jobs.later(job, detail, next);
    return { retryInSeconds: delay };
  }

  async function sendEmail(job: JobRow, at: Date): Promise<JobOutcome> {
    const lead = await store.find(job.lead_id);
    if (!lead) return succeed(job, at);
    const from = env.LEAD_NOTIFY_FROM ?? '';
    const to = addressList(env.LEAD_NOTIFY_TO);
    if (!env.EMAIL || !from || !to.length) return fail(job, at, 'no LEAD_NOTIFY_FROM, LEAD_NOTIFY_TO or EMAIL binding to send with');
    const sent = JSON.parse(job.sent_to) as string[];
    const mail = leadEmail(lead, { origin: job.origin, tag: env.LEAD_NOTIFY_TAG });
    const domain = from.slice(from.lastIndexOf('@') + 1);
    for (const [index, address] of to.entries()) {
      if (sent.includes(address)) continue;
      try {
        const raw = buildMime({ from, to: address, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, date: at, messageId: `<lead-${lead.id}.${index + 1}@${domain}>` });
        await env.EMAIL.send(deps.emailMessage(from, address, raw));
      } catch (error) {
        return fail(job, at, `email to ${address}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
      }
      sent.push(address);
      await jobs.recordSentTo(job, sent);
    }
    return succeed(job, at);
  }

  async function sendForward(job: JobRow, at: Date): Promise<JobOutcome> {
    const url = env.LEAD_FORWARD_URL;
    if (!url) return fail(job, at, 'LEAD_FORWARD_URL is not set');
    if (!env.LEAD_FORWARD_SECRET) return fail(job, at, 'LEAD_FORWARD_SECRET is not set: forwards are signed with it');
    let event: ForwardEvent;
    if (job.kind === 'deleted') {
      event = { event: 'lead.deleted', ...(JSON.parse(job.payload ?? '{}') as { id: string; deletedAt: string }) };
    } else {
      const lead = await store.find(job.lead_id);
      if (!lead) return succeed(job, at);
      event = { event: 'lead.created', ...leadRecord(lead, job.origin) };
    }
    const result = await forwardEvent(url, event, { secret: env.LEAD_FORWARD_SECRET, now: at, fetchImpl: deps.fetchImpl });
    return result.ok ? succeed(job, at) : fail(job, at, result.detail, result.retryAfterSeconds);
  }

  return {
    /** Works one job message: null when there is nothing more to do, else when to try again. */
    async run(message: JobMessage): Promise<JobOutcome> {
      const at = now();
      const job = await take(message, at);
      // Done already, failed for good, erased, not yet due, or held by another delivery: nothing to do here.
      if (!job) return null;
      return job.kind === 'email' ? sendEmail(job, at) : sendForward(job, at);
    },

    /** Jobs due now and free: the sweep queues them again in case their messages were lost. */
    due: (limit: number): Promise<JobMessage[]> => jobs.due(now(), limit),
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

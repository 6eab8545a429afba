/**
 * One attempt at a job, as every kind's sender makes it (worker/delivery/job-senders.ts lists them;
 * worker/delivery/jobs.ts, the runner, takes the job, calls its sender and records how it went):
 * what a sender is given, what it answers, and the mail it sends through (worker/delivery/send-mail.ts).
 */
import type { WorkerEnv } from '../env';
import type { JobRow, JobStore } from '../store/jobs';
import type { LeadStore } from '../store/leads';
import type { forwardEvent } from './forward';
import type { LeadEmail } from './lead-email';

/** How one attempt went: sent, failed (and why), its lead gone (nothing to send), or its lease lost mid-way (another delivery has it). */
export type Attempt = { ok: true } | { ok: false; detail: string; retryAfter?: number } | { gone: true } | { leaseLost: true };

/** A Message-ID for the `index`th address an email goes to, at the sender's domain. */
export type MessageId = (index: number, domain: string) => string;

/** Sends an email for a job to each address it has not reached yet, recording each (worker/delivery/send-mail.ts). */
export interface Mailer {
  /** To the business: the EMAIL binding, to each address in LEAD_NOTIFY_TO. */
  toBusiness(job: JobRow, at: Date, mail: LeadEmail, messageId: MessageId): Promise<Attempt>;
  /** To a visitor: the VISITOR_EMAIL binding, to their one address; `messageId` is the part before the domain. */
  toVisitor(job: JobRow, at: Date, mail: LeadEmail, address: string, messageId: string): Promise<Attempt>;
}

/** What a sender is given besides its job. */
export interface SendContext {
  env: WorkerEnv;
  store: LeadStore;
  jobs: JobStore;
  mail: Mailer;
  /** The CRM's fetch (tests pass their own). */
  fetchImpl?: Parameters<typeof forwardEvent>[2]['fetchImpl'];
}

/** What a kind of job does: one attempt, and (for a kind that is not kept to retry) what giving up does instead of marking it failed. */
export interface JobSender {
  send(job: JobRow, at: Date, context: SendContext): Promise<Attempt>;
  /** Gives the job up its own way; false when the lease is no longer this delivery's. Without it, the job is marked failed for staff to retry. */
  giveUp?(job: JobRow, detail: string, at: Date, context: SendContext): Promise<boolean>;
}

/** An error as one line for the job's record. */
export const describe = (error: unknown) => (error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error)).slice(0, 300);

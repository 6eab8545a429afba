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
 * The jobs' rows are read and written by worker/store/jobs.ts.
 */
import { usageFor } from '../store/usage';
import { DELIVERY_GIVE_UP_HOURS } from '@/lib/shared/contracts/inbox';
import { quoteOf } from '@/lib/shared/quote/lead-shape';
import type { JobMessage, WorkerEnv } from '../env';
import { VISITOR_ACTOR, type Contact } from '../lead/model';
import { leadRecord } from '../lead/record';
import { storedLeadLink } from '../request-link';
import { DAY_LIST_PREFIX, FAREWELL_LOST_PREFIX, createJobStore, type JobRow, type LeadJobKind } from '../store/jobs';
import type { LeadStore } from '../store/leads';
import { createDiaryStore } from '../store/diary';
import { forwardEvent, type ForwardEvent } from './forward';
import { leadEmail, type LeadEmail } from './lead-email';
import { buildMime } from './mime';
import { BOOKING_NOTICE_PREFIX, bookingNoticeEmail, type BookingNoticePayload } from './booking-notice';
import { bookingChangeEmail, farewellEmail, priceEmail, reminderEmail, visitorEmail, type FarewellPayload } from './visitor-email';
import { FAILURES_NOTICE, MAX_LISTED_FAILURES, yesterdayOf, ceilingEmail, createNotices, dayListEmail, farewellLostEmail, failuresEmail, type FarewellLostPayload, totalFailed, type CeilingPayload } from './notices';

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
 * few addresses (each given EMAIL_SEND_TIMEOUT_MS) or a forward (10 s). It also holds it as long
 * as the wait before the next attempt would be (worker/store/jobs.ts `take`).
 */
export const JOB_LEASE_MS = 2 * 60_000;
/** An email send with no answer in this long counts as failed: Email Routing answers in well under a second. */
export const EMAIL_SEND_TIMEOUT_MS = 15_000;
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

/** How one attempt went: sent, failed (and why), its lead gone (nothing to send), or its lease lost mid-way (another delivery has it). */
type Attempt = { ok: true } | { ok: false; detail: string; retryAfter?: number } | { gone: true } | { leaseLost: true };

interface JobDeps {
  db: D1Database;
  store: LeadStore;
  env: WorkerEnv;
  /** Wraps a raw MIME message for the send_email binding (`new EmailMessage(from, to, raw)` from cloudflare:email). */
  emailMessage: (from: string, to: string, raw: string) => EmailMessage;
  now?: () => Date;
  fetchImpl?: Parameters<typeof forwardEvent>[2]['fetchImpl'];
  /** Resolves after `ms`, or at once when `signal` aborts: the send's time limit (tests pass their own clock). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** A timer that does not outlive what it timed. */
function realWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** An error as one line for the job's record. */
const describe = (error: unknown) => (error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : String(error)).slice(0, 300);

/** The retry base in whole seconds: LEAD_RETRY_BASE_SECONDS (the tests' 1), else JOB_RETRY_BASE_SECONDS. */
function retryBase(value: string | undefined): number {
  const seconds = Math.round(Number(value));
  return Number.isFinite(seconds) && seconds >= 1 ? seconds : JOB_RETRY_BASE_SECONDS;
}

export function createJobRunner(deps: JobDeps) {
  const { store, env } = deps;
  const jobs = createJobStore(deps.db);
  const now = deps.now ?? (() => new Date());
  const wait = deps.wait ?? realWait;
  const base = retryBase(env.LEAD_RETRY_BASE_SECONDS);
  const lease = { leaseSeconds: JOB_LEASE_MS / 1000, baseSeconds: base, maxSeconds: JOB_RETRY_MAX_SECONDS };

  /** `work`, or 'timeout' once `ms` have passed without it. */
  async function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
    const controller = new AbortController();
    try {
      return await Promise.race([work, wait(ms, controller.signal).then(() => 'timeout' as const)]);
    } finally {
      controller.abort();
    }
  }

  /**
   * Sends `mail` through `binding` to every address of `to` it has not reached yet, recording
   * each; stops if the lease is taken over. The sender is LEAD_NOTIFY_FROM.
   */
  async function sendMail(job: JobRow, at: Date, mail: LeadEmail, send: { binding: SendEmail; to: string[]; messageId: (index: number, domain: string) => string }): Promise<Attempt> {
    const from = env.LEAD_NOTIFY_FROM ?? '';
    if (!from) return { ok: false, detail: 'no LEAD_NOTIFY_FROM to send from' };
    const sent = JSON.parse(job.sent_to) as string[];
    const domain = from.slice(from.lastIndexOf('@') + 1);
    for (const [index, address] of send.to.entries()) {
      if (sent.includes(address)) continue;
      const raw = buildMime({ from, to: address, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, calendar: mail.calendar, date: at, messageId: send.messageId(index, domain) });
      try {
        if ((await within(send.binding.send(deps.emailMessage(from, address, raw)), EMAIL_SEND_TIMEOUT_MS)) === 'timeout') {
          return { ok: false, detail: `email to ${address}: no answer within ${EMAIL_SEND_TIMEOUT_MS / 1000} s` };
        }
      } catch (error) {
        return { ok: false, detail: `email to ${address}: ${describe(error)}` };
      }
      sent.push(address);
      if (!(await jobs.recordSentTo(job, sent))) return { leaseLost: true };
    }
    return { ok: true };
  }

  /** Sends `mail` to the business: the EMAIL binding, to each address in LEAD_NOTIFY_TO. */
  function toBusiness(job: JobRow, at: Date, mail: LeadEmail, messageId: (index: number, domain: string) => string): Promise<Attempt> {
    const to = addressList(env.LEAD_NOTIFY_TO);
    if (!env.EMAIL || !to.length) return Promise.resolve({ ok: false, detail: 'no LEAD_NOTIFY_TO or EMAIL binding to send with' });
    return sendMail(job, at, mail, { binding: env.EMAIL, to, messageId });
  }

  /**
   * Sends `mail` to a visitor: the VISITOR_EMAIL binding, to their one address. A binding removed
   * since the job was made is a failed attempt, said plainly, so staff see it in the inbox.
   */
  function toVisitor(job: JobRow, at: Date, mail: LeadEmail, address: string, messageId: string): Promise<Attempt> {
    if (!env.VISITOR_EMAIL) return Promise.resolve({ ok: false, detail: 'no VISITOR_EMAIL binding to send with: emails to visitors need Cloudflare Email Service (docs/deploying.md "Email to visitors")' });
    return sendMail(job, at, mail, { binding: env.VISITOR_EMAIL, to: [address], messageId: (_index, domain) => `<${messageId}@${domain}>` });
  }

  async function emailLead(job: JobRow, at: Date): Promise<Attempt> {
    const lead = await store.find(job.lead_id);
    if (!lead) return { gone: true };
    return toBusiness(job, at, leadEmail(lead, { origin: job.origin, tag: env.LEAD_NOTIFY_TAG }), (index, domain) => `<lead-${lead.id}.${index + 1}@${domain}>`);
  }

  /** The visitor's own email about their lead: the confirmation, or the quote they asked for. */
  async function emailVisitor(job: JobRow, at: Date): Promise<Attempt> {
    const lead = await store.find(job.lead_id);
    if (!lead) return { gone: true };
    if (!lead.contact.email) return { ok: true };
    const link = await storedLeadLink(env, job.origin, lead);
    return toVisitor(job, at, visitorEmail(lead, { origin: job.origin, link, tag: env.LEAD_NOTIFY_TAG }), lead.contact.email, `visitor-${lead.id}`);
  }

  /** The visitor told of the price staff confirmed or changed, as it stands when sent (a later change renews the job). */
  async function emailPrice(job: JobRow, at: Date): Promise<Attempt> {
    const lead = await store.find(job.lead_id);
    if (!lead) return { gone: true };
    const mail = lead.contact.email ? priceEmail(lead, { origin: job.origin, link: await storedLeadLink(env, job.origin, lead), tag: env.LEAD_NOTIFY_TAG }) : null;
    if (!mail || !lead.contact.email || !lead.price) return { ok: true };
    return toVisitor(job, at, mail, lead.contact.email, `price-${lead.id}-${lead.price.at.replace(/[^0-9]/g, '')}`);
  }

  /** The visitor told their survey was moved or cancelled, as it stands when sent (a later change renews the job), with the calendar entry that replaces the last. */
  async function emailBooking(job: JobRow, at: Date): Promise<Attempt> {
    const lead = await store.find(job.lead_id);
    if (!lead) return { gone: true };
    const by = lead.booking?.changedBy === VISITOR_ACTOR ? 'visitor' : 'staff';
    const mail = lead.contact.email ? bookingChangeEmail(lead, { origin: job.origin, link: await storedLeadLink(env, job.origin, lead), tag: env.LEAD_NOTIFY_TAG, by }) : null;
    if (!mail || !lead.contact.email || !lead.booking) return { ok: true };
    return toVisitor(job, at, mail, lead.contact.email, `booking-${lead.id}-${lead.booking.sequence}`);
  }

  /** The visitor reminded of their survey the evening before (nothing, if it was cancelled meanwhile). */
  async function emailReminder(job: JobRow, at: Date): Promise<Attempt> {
    const lead = await store.find(job.lead_id);
    if (!lead) return { gone: true };
    const mail = lead.contact.email ? reminderEmail(lead, { origin: job.origin, link: await storedLeadLink(env, job.origin, lead), tag: env.LEAD_NOTIFY_TAG }) : null;
    if (!mail || !lead.contact.email || !lead.booking) return { ok: true };
    return toVisitor(job, at, mail, lead.contact.email, `reminder-${lead.id}-${lead.booking.date}-${lead.booking.window}`);
  }

  /** The visitor's last email after they cancelled: its payload says it all (the lead is gone). */
  async function farewell(job: JobRow, at: Date): Promise<Attempt> {
    const payload = JSON.parse(job.payload ?? 'null') as FarewellPayload | null;
    if (!payload?.to) return { ok: true };
    return toVisitor(job, at, farewellEmail(payload, { tag: env.LEAD_NOTIFY_TAG, leadId: job.lead_id }), payload.to, `farewell-${job.lead_id}`);
  }

  async function notice(job: JobRow, at: Date): Promise<Attempt> {
    let mail: LeadEmail | null;
    if (job.lead_id === FAILURES_NOTICE) {
      // What stands failed as it is sent: a delivery mended since the cron is not listed; none, and nothing is sent.
      const day = yesterdayOf(new Date(job.created_at));
      const [failed, counts, held] = await Promise.all([jobs.failedJobs(MAX_LISTED_FAILURES), jobs.failedCounts(), usageFor(env).of(day, 'confirmations-held')]);
      mail = failuresEmail(failed, totalFailed(counts), { origin: failed.find((row) => row.origin)?.origin || job.origin, tag: env.LEAD_NOTIFY_TAG, held: { day, count: held } });
    } else if (job.lead_id.startsWith(BOOKING_NOTICE_PREFIX)) {
      mail = bookingNoticeEmail(JSON.parse(job.payload ?? 'null') as BookingNoticePayload, job.origin, env.LEAD_NOTIFY_TAG);
    } else if (job.lead_id.startsWith(DAY_LIST_PREFIX)) {
      // The day's surveys as they stand when it is sent.
      const day = job.lead_id.slice(DAY_LIST_PREFIX.length);
      mail = dayListEmail({ day, diaries: await createDiaryStore(env.DB).dayList(day), origin: job.origin }, env.LEAD_NOTIFY_TAG);
    } else if (job.lead_id.startsWith(FAREWELL_LOST_PREFIX)) {
      mail = farewellLostEmail(JSON.parse(job.payload ?? 'null') as FarewellLostPayload, env.LEAD_NOTIFY_TAG);
    } else {
      mail = ceilingEmail(JSON.parse(job.payload ?? 'null') as CeilingPayload, env.LEAD_NOTIFY_TAG);
    }
    if (!mail) return { ok: true };
    // One message id per notice made (the failure email is made anew each day).
    const made = job.created_at.replace(/[^0-9]/g, '');
    return toBusiness(job, at, mail, (index, domain) => `<${job.lead_id.replace(/[^a-z0-9-]/gi, '-')}-${made}.${index + 1}@${domain}>`);
  }

  async function forward(job: JobRow, at: Date): Promise<Attempt> {
    const url = env.LEAD_FORWARD_URL;
    if (!url) return { ok: false, detail: 'LEAD_FORWARD_URL is not set' };
    if (!env.LEAD_FORWARD_SECRET) return { ok: false, detail: 'LEAD_FORWARD_SECRET is not set: forwards are signed with it' };
    let event: ForwardEvent;
    if (job.kind === 'deleted') {
      event = { event: 'lead.deleted', ...(JSON.parse(job.payload ?? '{}') as { id: string; deletedAt: string }) };
    } else if (job.kind === 'updated') {
      // The price as it stands when sent (a later change renews the job); erased meanwhile, the CRM hears lead.deleted instead.
      const lead = await store.find(job.lead_id);
      if (!lead) return { gone: true };
      const quote = quoteOf(lead.lead);
      if (!lead.price || !quote) return { ok: true };
      const { state, pence, reason, at: changedAt, by } = lead.price;
      event = { event: 'lead.updated', id: lead.id, updatedAt: changedAt, price: { state, pence, reason, at: changedAt, by, holdsUntil: quote.validUntil } };
    } else {
      // Erased before its forward went: the CRM never had it, so it is told nothing.
      const lead = await store.find(job.lead_id);
      if (!lead) return { gone: true };
      event = { event: 'lead.created', ...leadRecord(lead, job.origin) };
    }
    const result = await forwardEvent(url, event, { secret: env.LEAD_FORWARD_SECRET, now: at, fetchImpl: deps.fetchImpl });
    return result.ok ? { ok: true } : { ok: false, detail: result.detail, retryAfter: result.retryAfterSeconds };
  }

  function attempt(job: JobRow, at: Date): Promise<Attempt> {
    switch (job.kind) {
      case 'email':
        return emailLead(job, at);
      case 'visitor':
        return emailVisitor(job, at);
      case 'price':
        return emailPrice(job, at);
      case 'farewell':
        return farewell(job, at);
      case 'booking':
        return emailBooking(job, at);
      case 'reminder':
        return emailReminder(job, at);
      case 'notice':
        return notice(job, at);
      case 'forward':
      case 'updated':
      case 'deleted':
        return forward(job, at);
    }
  }

  /** A farewell given up: gone with the address it held, and the business emailed a notice of it instead. */
  async function farewellLost(job: JobRow, detail: string, at: Date): Promise<boolean> {
    // The error names the address it was sent to ("email to pat@...: ..."): the notice says "the visitor" instead.
    const address = (JSON.parse(job.payload ?? '{}') as Partial<FarewellPayload>).to;
    const said = address ? detail.split(address).join('the visitor') : detail;
    if (!(await jobs.farewellLost(job, said, at))) return false;
    const key = `${FAREWELL_LOST_PREFIX}${job.lead_id}`;
    // If the queue refuses, the 5-minute sweep queues it: the notice is in D1 already.
    await env.LEAD_JOBS.sendBatch([{ body: { leadId: key, kind: 'notice' } }]).catch((error: unknown) => console.error(`Could not queue the notice ${key}`, error));
    return true;
  }

  const lost = (job: JobRow) => console.log(`Lead ${job.lead_id}: ${job.kind} attempt ${job.attempts} ended after its job was taken over or its lead erased: nothing recorded`);

  /** A failed attempt: tried again after the backoff, or given up once that would pass JOB_GIVE_UP_MS. */
  async function fail(job: JobRow, at: Date, detail: string, retryAfter?: number): Promise<JobOutcome> {
    console.error(`Lead ${job.lead_id}: ${job.kind} attempt ${job.attempts} failed: ${detail}`);
    const delay = Math.min(JOB_RETRY_MAX_SECONDS, Math.max(retryDelaySeconds(job.attempts, base), retryAfter ?? 0));
    const next = new Date(at.getTime() + delay * 1000);
    if (next.getTime() - Date.parse(job.started_at) > JOB_GIVE_UP_MS) {
      // A farewell holds the address of a visitor whose details were deleted: given up, it goes, not kept to retry, and the business is told.
      const recorded = job.kind === 'farewell' ? await farewellLost(job, detail, at) : await jobs.failed(job, detail, at);
      if (recorded) console.error(`Lead ${job.lead_id}: ${job.kind} given up after ${job.attempts} attempts: ${detail}`);
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

  return {
    /** Works one job message: null when there is nothing more to do, else when to try again. */
    async run(message: JobMessage): Promise<JobOutcome> {
      const at = now();
      const job = await jobs.take(message, at, new Date(at.getTime() + DUE_TOLERANCE_MS), lease);
      if (!job) {
        // An erasure notice whose lead's forward is on its way: it goes once that attempt ends.
        const held = message.kind === 'deleted' ? await jobs.forwardHeldUntil(message.leadId, at) : null;
        // Otherwise done already, failed for good, erased, not yet due, or held by another delivery: nothing to do here.
        return held ? { retryInSeconds: Math.max(1, Math.ceil((Date.parse(held) - at.getTime()) / 1000)) } : null;
      }
      // Attempts that never ended (the Worker stopped mid-attempt) have run out its time: it gives up.
      if (at.getTime() - Date.parse(job.started_at) >= JOB_GIVE_UP_MS) {
        const detail = job.detail ?? 'no attempt ended: the Worker stopped during each';
        const recorded = job.kind === 'farewell' ? await farewellLost(job, detail, at) : await jobs.failed(job, detail, at);
        if (recorded) console.error(`Lead ${job.lead_id}: ${job.kind} given up after ${job.attempts - 1} attempts: ${detail}`);
        return null;
      }
      let result: Attempt;
      try {
        result = await attempt(job, at);
      } catch (error) {
        // Reading the lead, building the email or its MIME, signing, D1: a failed attempt like any other.
        result = { ok: false, detail: describe(error) };
      }
      return settle(job, at, result);
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

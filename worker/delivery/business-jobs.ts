/**
 * The jobs that email the business (the EMAIL binding, to each address in LEAD_NOTIFY_TO): each
 * lead ('email': worker/delivery/lead-email.ts), and the notices about the site ('notice'), each
 * told apart by its `notice` column and made by its entry in NOTICE_MAILS
 * (worker/delivery/notices.ts and booking-notice.ts build them).
 */
import { usageFor } from '../store/usage';
import { createDiaryStore } from '../store/diary';
import type { JobRow, NoticeName } from '../store/jobs';
import type { JobSender, SendContext } from './attempt';
import { bookingNoticeEmail, type BookingNoticePayload } from './booking-notice';
import { leadEmail, type LeadEmail } from './lead-email';
import { MAX_LISTED_FAILURES, ceilingEmail, dayListEmail, failuresEmail, farewellLostEmail, totalFailed, yesterdayOf, type CeilingPayload, type FarewellLostPayload } from './notices';

/** The lead's email to the business. */
export const email: JobSender = {
  async send(job, at, { env, store, mail }) {
    const lead = await store.find(job.lead_id);
    if (!lead) return { gone: true };
    return mail.toBusiness(job, at, leadEmail(lead, { origin: job.origin, tag: env.LEAD_NOTIFY_TAG }), (index, domain) => `<lead-${lead.id}.${index + 1}@${domain}>`);
  },
};

/** What a notice holds (JSON), as its kind reads it. */
const payloadOf = <T>(job: JobRow) => JSON.parse(job.payload ?? 'null') as T;

/** A daily ceiling's notice: its payload says which and when. */
const ceiling = (job: JobRow, { env }: SendContext) => ceilingEmail(payloadOf<CeilingPayload>(job), env.LEAD_NOTIFY_TAG);

/** Each notice's email, as it is sent (null: nothing to say, so nothing is sent); the job's lead_id is what it is about. */
const NOTICE_MAILS: Record<NoticeName, (job: JobRow, context: SendContext) => LeadEmail | null | Promise<LeadEmail | null>> = {
  // What stands failed as it is sent: a delivery mended since the cron is not listed; none, and nothing is sent.
  async failures(job, { env, jobs }) {
    const day = yesterdayOf(new Date(job.created_at));
    const [failed, counts, held] = await Promise.all([jobs.failedJobs(MAX_LISTED_FAILURES), jobs.failedCounts(), usageFor(env).of(day, 'confirmations-held')]);
    return failuresEmail(failed, totalFailed(counts), { origin: failed.find((row) => row.origin)?.origin || job.origin, tag: env.LEAD_NOTIFY_TAG, held: { day, count: held } });
  },
  'ceiling-leads': ceiling,
  'ceiling-photos': ceiling,
  'ceiling-unverified': ceiling,
  booking: (job, { env }) => bookingNoticeEmail(payloadOf<BookingNoticePayload>(job), job.origin, env.LEAD_NOTIFY_TAG),
  // The day's surveys as they stand when it is sent.
  'day-list': async (job, { env }) => dayListEmail({ day: job.lead_id, diaries: await createDiaryStore(env.DB).dayList(job.lead_id), origin: job.origin }, env.LEAD_NOTIFY_TAG),
  'farewell-lost': (job, { env }) => farewellLostEmail(payloadOf<FarewellLostPayload>(job), env.LEAD_NOTIFY_TAG),
};

/** An email to the business about the site itself. */
export const notice: JobSender = {
  async send(job, at, context) {
    const make = Object.hasOwn(NOTICE_MAILS, job.notice) ? NOTICE_MAILS[job.notice as NoticeName] : null;
    if (!make) return { ok: false, detail: `no such notice: ${JSON.stringify(job.notice)}` };
    const mail = await make(job, context);
    if (!mail) return { ok: true };
    // One message id per notice made (the failure email is made anew each day).
    const name = `notice-${job.notice}${job.lead_id ? `-${job.lead_id}` : ''}`.replace(/[^a-z0-9-]/gi, '-');
    const made = job.created_at.replace(/[^0-9]/g, '');
    return context.mail.toBusiness(job, at, mail, (index, domain) => `<${name}-${made}.${index + 1}@${domain}>`);
  },
};

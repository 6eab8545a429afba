/**
 * Sending a job's email: built as MIME (worker/delivery/mime.ts) and handed to a send_email binding
 * (EMAIL for the business, VISITOR_EMAIL for visitors), one address at a time, each recorded on the
 * job as it goes (so a retry sends only to the others), each with a time limit. The sender is
 * LEAD_NOTIFY_FROM.
 */
import type { WorkerEnv } from '../env';
import type { JobRow, JobStore } from '../store/jobs';
import { describe, type Attempt, type Mailer, type MessageId } from './attempt';
import type { LeadEmail } from './lead-email';
import { buildMime } from './mime';

/** An email send with no answer in this long counts as failed: Email Routing answers in well under a second. */
export const EMAIL_SEND_TIMEOUT_MS = 15_000;

/** The addresses in a comma-separated list, trimmed, without blanks. */
export const addressList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Resolves after `ms`, or at once when `signal` aborts: the send's time limit (tests pass their own clock). */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

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

export function createMailer(deps: {
  env: WorkerEnv;
  jobs: JobStore;
  /** Wraps a raw MIME message for the send_email binding (`new EmailMessage(from, to, raw)` from cloudflare:email). */
  emailMessage: (from: string, to: string, raw: string) => EmailMessage;
  wait?: Wait;
}): Mailer {
  const { env, jobs } = deps;
  const wait = deps.wait ?? realWait;

  /** `work`, or 'timeout' once `ms` have passed without it. */
  async function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
    const controller = new AbortController();
    try {
      return await Promise.race([work, wait(ms, controller.signal).then(() => 'timeout' as const)]);
    } finally {
      controller.abort();
    }
  }

  /** Sends `mail` through `binding` to every address of `to` it has not reached yet, recording each; stops if the lease is taken over. */
  async function sendMail(job: JobRow, at: Date, mail: LeadEmail, send: { binding: SendEmail; to: string[]; messageId: MessageId }): Promise<Attempt> {
    const from = env.LEAD_NOTIFY_FROM ?? '';
    if (!from) return { ok: false, detail: 'no LEAD_NOTIFY_FROM to send from' };
    const sent = JSON.parse(job.sent_to) as string[];
    const domain = from.slice(from.lastIndexOf('@') + 1);
    for (const [index, address] of send.to.entries()) {
      if (sent.includes(address)) continue;
      const raw = buildMime({ from, to: address, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, calendar: mail.calendar, headers: mail.headers, date: at, messageId: send.messageId(index, domain) });
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

  return {
    toBusiness(job, at, mail, messageId) {
      const to = addressList(env.LEAD_NOTIFY_TO);
      if (!env.EMAIL || !to.length) return Promise.resolve({ ok: false, detail: 'no LEAD_NOTIFY_TO or EMAIL binding to send with' });
      return sendMail(job, at, mail, { binding: env.EMAIL, to, messageId });
    },

    // A binding removed since the job was made is a failed attempt, said plainly, so staff see it in the inbox.
    toVisitor(job, at, mail, address, messageId) {
      if (!env.VISITOR_EMAIL) return Promise.resolve({ ok: false, detail: 'no VISITOR_EMAIL binding to send with: emails to visitors need Cloudflare Email Service (docs/deploying.md "Email to visitors")' });
      return sendMail(job, at, mail, { binding: env.VISITOR_EMAIL, to: [address], messageId: (_index, domain) => `<${messageId}@${domain}>` });
    },
  };
}

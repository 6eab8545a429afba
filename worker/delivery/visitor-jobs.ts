/**
 * The jobs that email a visitor (the VISITOR_EMAIL binding, to the one address they gave): their
 * confirmation or quote ('visitor'), their price confirmed or changed ('price'), their survey
 * moved or cancelled ('booking'), its reminder the evening before ('reminder'), each as its lead
 * stands when it is sent; and the last email after they cancelled ('farewell'), whose payload says
 * it all, as the lead is gone. The emails themselves are worker/delivery/visitor-email.ts.
 */
import { VISITOR_ACTOR, type StoredLead } from '../lead/model';
import { storedLeadLink } from '../request-link';
import { noticeMessage } from '../store/jobs';
import type { JobSender } from './attempt';
import { enqueue } from './enqueue';
import type { LeadEmail } from './lead-email';
import { bookingChangeEmail, farewellEmail, priceEmail, reminderEmail, visitorEmail, type FarewellPayload } from './visitor-email';

/** What a visitor's email about their lead is built with. */
type Options = { origin: string; link: string | null; tag?: string };

/**
 * A visitor's email about their stored lead, built by `build` as the lead stands when it is sent,
 * with the Message-ID it names (its part before the domain): nothing to send when they gave no
 * address or `build` has nothing to say (the price, booking or reminder it was about is gone).
 */
function aboutTheirLead(build: (lead: StoredLead, options: Options) => { mail: LeadEmail; messageId: string } | null): JobSender {
  return {
    async send(job, at, { env, store, mail }) {
      const lead = await store.find(job.lead_id);
      if (!lead) return { gone: true };
      if (!lead.contact.email) return { ok: true };
      const made = build(lead, { origin: job.origin, link: await storedLeadLink(env, job.origin, lead), tag: env.LEAD_NOTIFY_TAG });
      return made ? mail.toVisitor(job, at, made.mail, lead.contact.email, made.messageId) : { ok: true };
    },
  };
}

/** The visitor's own email about their lead: the confirmation, or the quote they asked for. */
export const visitor = aboutTheirLead((lead, options) => ({ mail: visitorEmail(lead, options), messageId: `visitor-${lead.id}` }));

/** The visitor told of the price staff confirmed or changed, as it stands when sent (a later change renews the job). */
export const price = aboutTheirLead((lead, options) => {
  const mail = priceEmail(lead, options);
  return mail && lead.price ? { mail, messageId: `price-${lead.id}-${lead.price.at.replace(/[^0-9]/g, '')}` } : null;
});

/** The visitor told their survey was moved or cancelled, as it stands when sent (a later change renews the job), with the calendar entry that replaces the last. */
export const booking = aboutTheirLead((lead, options) => {
  const mail = bookingChangeEmail(lead, { ...options, by: lead.booking?.changedBy === VISITOR_ACTOR ? 'visitor' : 'staff' });
  return mail && lead.booking ? { mail, messageId: `booking-${lead.id}-${lead.booking.sequence}` } : null;
});

/** The visitor reminded of their survey the evening before (nothing, if it was cancelled meanwhile). */
export const reminder = aboutTheirLead((lead, options) => {
  const mail = reminderEmail(lead, options);
  return mail && lead.booking ? { mail, messageId: `reminder-${lead.id}-${lead.booking.date}-${lead.booking.window}` } : null;
});

/** The visitor's last email after they cancelled: its payload says it all (the lead is gone). */
export const farewell: JobSender = {
  async send(job, at, { env, mail }) {
    const payload = JSON.parse(job.payload ?? 'null') as FarewellPayload | null;
    if (!payload?.to) return { ok: true };
    return mail.toVisitor(job, at, farewellEmail(payload, { tag: env.LEAD_NOTIFY_TAG, leadId: job.lead_id }), payload.to, `farewell-${job.lead_id}`);
  },

  /** Given up, it goes with the address it held (never kept to retry), and the business is emailed a notice of it instead. */
  async giveUp(job, detail, at, { env, jobs }) {
    // The error names the address it was sent to ("email to pat@...: ..."): the notice says "the visitor" instead.
    const address = (JSON.parse(job.payload ?? '{}') as Partial<FarewellPayload>).to;
    const said = address ? detail.split(address).join('the visitor') : detail;
    if (!(await jobs.farewellLost(job, said, at))) return false;
    await enqueue(env.LEAD_JOBS, [noticeMessage('farewell-lost', job.lead_id)], `the notice of lead ${job.lead_id}'s lost farewell`);
    return true;
  },
};

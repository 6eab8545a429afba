/**
 * Every kind of job on the lead queue, each defined once: whether it is the lead's own, what the
 * CRM hears of it, whether its row outlives it, and whether staff can send it again once it gave
 * up, in the words the inbox and the daily failure email use. The Worker reads it (its store,
 * its runner, and the failure email) and so does the inbox (its failure lines and Retry); what
 * each kind sends is the Worker's own (worker/delivery/job-senders.ts). D1 holds no list of kinds:
 * the store refuses a kind not in this table (`isJobKind`), so a new kind is a new entry here and a
 * sender there, and TypeScript names every other place that must know of it.
 */

/** How a kind that staff can retry is said: in the daily failure email, in the inbox's line of failed deliveries, and by Retry. */
interface RetryWords {
  /** "What failed" in the daily failure email. */
  what: string;
  /** The inbox's line for failed jobs of this kind, after the count: one, many ("lead could not be emailed", "leads could not be emailed"). */
  failed: readonly [one: string, many: string];
  /** What Retry says it sends again, after the count: one, many. */
  retried: readonly [one: string, many: string];
}

interface JobKindFacts {
  /** The lead's own job: made only beside its lead's row (a lead refused or erased meanwhile starts none), dropped with it when it is erased or expires. */
  ownsLead: boolean;
  /** The event it sends the CRM (LEAD_FORWARD_URL), if any: a `lead.deleted` waits while a `lead.created` or `lead.updated` of its lead is on its way. */
  crm: 'lead.created' | 'lead.updated' | 'lead.deleted' | null;
  /** Its row goes once it is done: its lead is gone, so there is nothing left to show. */
  goneWhenDone: boolean;
  /** Given up, it waits for staff to press Retry (and is listed in the daily failure email), in these words; null: never retried. */
  retry: RetryWords | null;
}

/** Every kind, in the order the inbox lists failed deliveries. */
export const JOB_KINDS = {
  /** The lead's email to the business (the EMAIL binding, each address of LEAD_NOTIFY_TO). */
  email: {
    ownsLead: true,
    crm: null,
    goneWhenDone: false,
    retry: { what: 'The email to the business', failed: ['lead could not be emailed', 'leads could not be emailed'], retried: ['email', 'emails'] },
  },
  /** The lead passed to the CRM. */
  forward: {
    ownsLead: true,
    crm: 'lead.created',
    goneWhenDone: false,
    retry: { what: 'Passing it to the CRM (lead.created)', failed: ['lead could not be passed to the CRM', 'leads could not be passed to the CRM'], retried: ['forward to the CRM', 'forwards to the CRM'] },
  },
  /** The CRM told that a lead was erased: its payload holds the event (the lead is gone). */
  deleted: {
    ownsLead: false,
    crm: 'lead.deleted',
    goneWhenDone: true,
    retry: { what: 'Telling the CRM it was erased (lead.deleted)', failed: ['erasure could not be sent to the CRM', 'erasures could not be sent to the CRM'], retried: ['erasure notice to the CRM', 'erasure notices to the CRM'] },
  },
  /** The visitor's own email: their confirmation, or the quote they asked for. */
  visitor: {
    ownsLead: true,
    crm: null,
    goneWhenDone: false,
    retry: { what: "The visitor's email (their confirmation, or the quote they asked for)", failed: ['email to a visitor could not be sent', 'emails to visitors could not be sent'], retried: ['email to a visitor', 'emails to visitors'] },
  },
  /** The visitor told their price was confirmed or changed (made due again at each change). */
  price: {
    ownsLead: true,
    crm: null,
    goneWhenDone: false,
    retry: { what: 'Telling the visitor their price was confirmed or changed', failed: ['price email to a visitor could not be sent', 'price emails to visitors could not be sent'], retried: ['price email to a visitor', 'price emails to visitors'] },
  },
  /** The CRM told of that change (made due again at each change). */
  updated: {
    ownsLead: true,
    crm: 'lead.updated',
    goneWhenDone: false,
    retry: { what: 'Telling the CRM the price was confirmed or changed (lead.updated)', failed: ['price update could not be sent to the CRM', 'price updates could not be sent to the CRM'], retried: ['price update to the CRM', 'price updates to the CRM'] },
  },
  /** The visitor told their survey was moved or cancelled, with the calendar entry that replaces the last (made due again at each change). */
  booking: {
    ownsLead: true,
    crm: null,
    goneWhenDone: false,
    retry: {
      what: 'Telling the visitor their survey was moved or cancelled',
      failed: ['email about a moved or cancelled survey could not be sent', 'emails about a moved or cancelled survey could not be sent'],
      retried: ['email about a moved or cancelled survey', 'emails about moved or cancelled surveys'],
    },
  },
  /** The visitor reminded of their survey the evening before. */
  reminder: {
    ownsLead: true,
    crm: null,
    goneWhenDone: false,
    retry: { what: "The visitor's reminder of their survey, the evening before", failed: ['survey reminder could not be sent', 'survey reminders could not be sent'], retried: ['survey reminder', 'survey reminders'] },
  },
  /** The customer asked how their finished job went, REVIEW_INVITE_DAYS after it (lib/shared/contracts/reviews.ts): made once per job by the sweep (worker/cron/review-mail.ts). */
  'review-invite': {
    ownsLead: true,
    crm: null,
    goneWhenDone: false,
    retry: { what: 'Asking a customer how their finished job went (the review invitation)', failed: ['review invitation could not be sent', 'review invitations could not be sent'], retried: ['review invitation', 'review invitations'] },
  },
  /** The one reminder, REVIEW_REMINDER_DAYS after the invitation, only while no review was written. */
  'review-reminder': {
    ownsLead: true,
    crm: null,
    goneWhenDone: false,
    retry: { what: 'Reminding a customer of their review invitation', failed: ['review reminder could not be sent', 'review reminders could not be sent'], retried: ['review reminder', 'review reminders'] },
  },
  /** The last email to a visitor who cancelled: their lead is gone, so its payload holds their address until it is sent. Given up, it goes with the address, and a notice tells the business instead: never retried. */
  farewell: { ownsLead: false, crm: null, goneWhenDone: true, retry: null },
  /** An email to the business about the site itself; its `notice` column says which (worker/delivery/business-jobs.ts). The daily failure email lists the others, not these. */
  notice: { ownsLead: false, crm: null, goneWhenDone: false, retry: null },
} as const satisfies Record<string, JobKindFacts>;

export type JobKind = keyof typeof JOB_KINDS;

/** Every kind, in the table's order. */
export const JOB_KIND_NAMES = Object.keys(JOB_KINDS) as JobKind[];

/** Whether `kind` is a kind of job this code knows: what the store checks before it writes one. */
export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_KINDS, kind);

/** The kinds staff can retry (those with words for it). */
export type RetryKind = { [K in JobKind]: (typeof JOB_KINDS)[K]['retry'] extends null ? never : K }[JobKind];

/** The kinds staff can retry, in the table's order (the inbox's, and the failure email's). */
export const RETRY_KINDS = JOB_KIND_NAMES.filter((kind) => JOB_KINDS[kind].retry !== null) as [RetryKind, ...RetryKind[]];

/** The words of a kind staff can retry. */
export const retryWords = (kind: RetryKind): RetryWords => JOB_KINDS[kind].retry;

/** The kinds with this fact, in the table's order: e.g. `kindsWhere((facts) => facts.ownsLead)`. */
export const kindsWhere = (holds: (facts: JobKindFacts) => boolean): JobKind[] => JOB_KIND_NAMES.filter((kind) => holds(JOB_KINDS[kind]));

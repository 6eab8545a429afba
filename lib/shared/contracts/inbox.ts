/**
 * The lead inbox's contract: what staff ask the Worker for and what it answers, one definition for
 * the staff inbox (components/staff/) and the Worker's inbox endpoints
 * (worker/http/inbox.ts). Everything lives under /api/leads/inbox/, answered only to a signed-in
 * session (a signed, HttpOnly, `__Host-` cookie, SameSite=Lax; without Secure and the prefix over
 * plain http on this machine: worker/http/session.ts), never cached, never indexed; every
 * request that changes something also sends the session's CSRF token in `X-CSRF-Token` and comes
 * from the site's own origin. Staff sign in with the staff key (INBOX_STAFF_KEY), not the export
 * token. When Cloudflare Access is in front (ACCESS_AUD, ACCESS_TEAM_DOMAIN), every request must
 * also carry Access's JWT (else 403, saying why), and the person's email is who made each change.
 *
 *   POST   /api/leads/inbox/session                 { key } → 200 SessionInfo (sets the cookie) | 401 | 429
 *   GET    /api/leads/inbox/session                 → 200 SessionState (signed in or not: a first visit logs no error)
 *   DELETE /api/leads/inbox/session                 → 204 (signs out: the session ends everywhere)
 *   GET    /api/leads/inbox/leads?<ListQuery>       → 200 LeadList
 *   GET    /api/leads/inbox/leads.csv?<ListQuery>   → the same leads as CSV (every page of them)
 *   GET    /api/leads/inbox/leads/<id>              → 200 LeadDetail | 404 (erased, or never was)
 *   POST   /api/leads/inbox/leads/<id>/status       StatusChange → 200 LeadDetail
 *   POST   /api/leads/inbox/leads/<id>/note         NoteChange → 200 LeadDetail
 *   DELETE /api/leads/inbox/leads/<id>              → 200 Erased
 *   GET    /api/leads/inbox/person/leads?contact=<email or phone>  → 200 PersonLeads (their leads, and those that share their phone or email)
 *   POST   /api/leads/inbox/erase                   EraseContact → 200 Erased (every lead of one email or phone, and of the shared ones chosen)
 *   GET    /api/leads/inbox/person?contact=<email or phone>[&also=<shared contact>...]  → the same leads as a JSON file (a subject access request)
 *   GET    /api/leads/inbox/campaigns?days=30|90    → 200 CampaignReport
 *   POST   /api/leads/inbox/retry                   RetryRequest → 200 Retried (failed deliveries sent again)
 *   POST   /api/leads/inbox/leads/<id>/booking      BookingChange → 200 LeadDetail | 409 SlotTaken (lib/shared/survey/booking.ts)
 *   GET    /api/leads/inbox/diary                   → 200 DiaryView; its settings' changes: lib/shared/survey/booking.ts
 *   POST   /api/leads/inbox/leads/<id>/job-done     JobDone → 200 LeadDetail | 409 (not won) | 400 (a day to come): lib/shared/contracts/reviews.ts
 *   POST   /api/leads/inbox/leads/<id>/job-undone   JobUndone → 200 LeadDetail | 409 (not done)
 *   GET    /api/leads/photos/<id>/<n>               → a photo (to a session, or with the export token); opened
 *                                                     in a browser without a session: 303 to the inbox at that
 *                                                     lead, with `next` (the photo) to open once signed in
 * A body that is not JSON, or larger than its limit, is refused (400, 413) and changes nothing.
 */
import * as z from 'zod/mini';
import type { Booking } from '@/lib/shared/survey/booking';
import { RETRY_KINDS, type RetryKind } from './job-kinds';

/** Where a lead stands with the business. */
export const LEAD_STATUSES = ['new', 'contacted', 'survey-booked', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Each status as staff read it. */
export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'survey-booked': 'Survey booked',
  won: 'Won',
  lost: 'Lost',
};

/** Said when "Job done" is asked of a lead that is not won, when the day finished is still to come, and when "Undo" finds no job done. */
export const JOB_MESSAGES = {
  notWon: 'Only a won lead has a job to mark done.',
  future: 'The day the job was finished cannot be in the future.',
  notDone: 'This job is not marked done.',
} as const;

/** Why a lead was lost: the reasons staff pick from (one is needed for "lost"). */
export const LOST_REASONS = ['price', 'went elsewhere', 'no reply', 'not a job for us', 'changed their mind', 'other'] as const;

/** Leads a page of the list holds. */
export const INBOX_PAGE_SIZE = 50;
/** The campaign report's periods, in days. */
export const CAMPAIGN_PERIODS = [30, 90] as const;
/** Longest search kept: a name, a phone, an email or a postcode is far shorter. */
export const MAX_SEARCH_LENGTH = 100;
/** Longest note kept on a lead. */
export const MAX_NOTE_LENGTH = 2000;

/**
 * How a lead's email or forward stands: 'off' (not set up), 'pending' (on its way, or being tried
 * again with backoff), 'done', or 'failed' (given up after DELIVERY_GIVE_UP_HOURS of attempts, until Retry).
 */
export const DELIVERY_STATES = ['off', 'pending', 'done', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** How long a delivery is tried (with backoff) before it gives up and waits for Retry: a day lets a CRM or mail setup be mended. */
export const DELIVERY_GIVE_UP_HOURS = 24;

/** The deliveries that can fail and be sent again: the kinds of job with Retry words (lib/shared/contracts/job-kinds.ts). */
export { RETRY_KINDS, type RetryKind };

/** Sends again the failed deliveries of one kind: every one, or only one lead's. */
export const retrySchema = z.object({ kind: z.enum(RETRY_KINDS), leadId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))) });
export type RetryRequest = z.infer<typeof retrySchema>;

/** How many failed deliveries were made due again (each with a fresh DELIVERY_GIVE_UP_HOURS of attempts) and queued. */
export interface Retried {
  retried: number;
}

/** The header a change carries its CSRF token in. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Who made a change when the inbox is not behind Cloudflare Access: whoever had the staff key. */
export const STAFF_KEY_ACTOR = 'staff key';

/** The query parameter of the inbox's address that says where to go once signed in: a path on this site. */
export const NEXT_PARAM = 'next';

/** The sign-in form's body. */
export const signInSchema = z.object({ key: z.string().check(z.minLength(1, 'Enter the key'), z.maxLength(500)) });

export const statusChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES),
    reason: z.optional(z.enum(LOST_REASONS)),
  })
  .check(z.refine((change) => change.status !== 'lost' || change.reason !== undefined, { message: 'Choose why the lead was lost', path: ['reason'] }));
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** Most characters of the reason a changed price gives the visitor. */
export const MAX_PRICE_REASON_LENGTH = 500;
/** The highest price staff may set, in pounds: far above any boiler we fit, so a slip of the finger is caught. */
export const MAX_CONFIRMED_POUNDS = 20_000;

/**
 * Staff confirm the quoted price of a survey booked from a quote, or change it: the new price in
 * pounds (VAT included, pence allowed) and a reason the visitor reads.
 *   POST /api/leads/inbox/leads/<id>/price   PriceChange → 200 LeadDetail | 409 (not a survey booked from a quote)
 */
export const priceChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm') }),
  z.object({
    action: z.literal('change'),
    pounds: z.number().check(z.positive('Enter the new price'), z.maximum(MAX_CONFIRMED_POUNDS, `Enter a price up to £${MAX_CONFIRMED_POUNDS.toLocaleString('en-GB')}`)),
    reason: z.string().check(z.trim(), z.minLength(1, 'Say why the price changed: the visitor reads it'), z.maxLength(MAX_PRICE_REASON_LENGTH, `A reason holds at most ${MAX_PRICE_REASON_LENGTH} characters`)),
  }),
]);
export type PriceChange = z.infer<typeof priceChangeSchema>;

export const noteChangeSchema = z.object({ note: z.string().check(z.maxLength(MAX_NOTE_LENGTH, `A note holds at most ${MAX_NOTE_LENGTH} characters`)) });
export type NoteChange = z.infer<typeof noteChangeSchema>;

/** Most shared contacts one person's leads offer: far more phones and emails than one person gives. */
export const MAX_SHARED_CONTACTS = 20;

/**
 * Whose leads to erase: every lead of `contact`, and (only if chosen) every lead of each contact in
 * `also`, which must be among the shared contacts PersonLeads offered for it.
 */
export const eraseContactSchema = z.object({
  contact: z.string().check(z.minLength(1, 'Enter an email address or a phone number')),
  also: z.optional(z.array(z.string()).check(z.maxLength(MAX_SHARED_CONTACTS))),
});
export type EraseContact = z.infer<typeof eraseContactSchema>;

/** The list's filters, as query parameters (all optional). */
export interface ListQuery {
  status?: LeadStatus;
  /** 'callback' or 'lead' (the webhook), or a form's source such as 'book-free-survey'. */
  kind?: string;
  /** From and to, as calendar dates (YYYY-MM-DD, UK), both included. */
  from?: string;
  to?: string;
  /** Part of a name, phone, email or postcode. */
  q?: string;
  /** Only the leads whose human check did not pass (`check=unverified`): lib/shared/forms/human-check.ts. */
  check?: 'unverified';
  page?: number;
}

export interface SessionInfo {
  signedIn: true;
  csrf: string;
  /** When the session ends (ISO). */
  expiresAt: string;
  /** Who signed in: their email from Cloudflare Access, or 'staff key'. */
  by: string;
}

/** Whether there is a session: asking is never an error. */
export type SessionState = SessionInfo | { signedIn: false };

/** A lead as a row of the list. */
export interface LeadSummary {
  id: string;
  receivedAt: string;
  /** What they asked for ("Survey booked", "Callback requested", ...). */
  what: string;
  /** Their name, or their email when they gave no name. */
  who: string;
  postcode: string | null;
  status: LeadStatus;
  photoCount: number;
  /** Where they came from, in the words every view uses (lib/shared/forms/campaign.ts campaignSummary). */
  campaign: string;
  /** Its quote no longer matched today's prices when it arrived. */
  quoteChanged: boolean;
  /** Its human check passed (or it came before there was one): false marks it "Not verified". */
  verified: boolean;
  /** How its email to the business and its forward to the CRM stand. */
  email: DeliveryState;
  forward: DeliveryState;
}

export interface LeadList {
  leads: LeadSummary[];
  /** Leads matching the filters, over every page. */
  total: number;
  page: number;
  pageSize: number;
  /** Leads received today (UK), whatever the filters. */
  newToday: number;
  /** Deliveries that gave up and wait for Retry, by kind, whatever the filters. */
  failed: Record<RetryKind, number>;
}

/** One entry of a lead's history, newest last. */
export interface HistoryEntry {
  at: string;
  kind: 'received' | 'email' | 'forward' | 'visitor' | 'status' | 'note' | 'photos' | 'price' | 'booking' | 'job';
  /** What happened, as staff read it ("Status: Lost (price) — by pat@business.co.uk", "Emailed to the business", ...). */
  text: string;
  /** Who made a status change or a note (an email from Cloudflare Access, or 'staff key'); null for the rest, and for changes made before it was kept. */
  by: string | null;
}

/** A lead whole: as the export gives it, with its status, note and history. */
export interface LeadDetail {
  lead: {
    id: string;
    receivedAt: string;
    type: 'callback' | 'lead';
    source: string;
    what: string;
    /** Who it is from, as the Worker worked it out when it was stored (the phone as +44..., the email in lower case); null where the lead does not say. */
    contact: { name: string | null; phone: string | null; email: string | null; postcode: string | null };
    /** The lead as its form sent it (name, phone, email, postcode, preferredDate, timeWindow, message, quote, installationDate, ...). */
    fields: Record<string, unknown>;
    campaign: Record<string, string> | null;
    /** Each photo's address on this site, as a path (GET, with the session), what it shows, and when the visitor added it from their page (null: sent with the lead). */
    photos: { url: string; kind: string | null; type: string; bytes: number; addedAt: string | null }[];
    /** Set when its quote no longer matched today's prices, offer or bank holidays: `today` holds today's figures. */
    quoteCheck: { changed: string[]; today: Record<string, unknown> | null } | null;
    email: { status: string; attempts: number; detail: string | null; at: string | null };
    forwarding: { status: string; attempts: number; detail: string | null; at: string | null };
    /** The visitor's own email about it: their confirmation, or (an emailed quote) the quote itself. */
    visitorEmail: { status: string; attempts: number; detail: string | null; at: string | null };
    /** Whether its human check passed, and in words how it went (lib/shared/forms/human-check.ts HUMAN_CHECK_WORDS). */
    verified: boolean;
    humanCheck: string;
  };
  /**
   * The price of a survey booked from a quote: what was quoted (with the offer, in pence), until
   * when it holds (the quote's validity), and what staff confirmed or changed it to; null for a
   * lead that carries no quote to confirm.
   */
  price: {
    quotedPence: number;
    holdsUntil: string;
    confirmed: { state: 'confirmed' | 'changed'; pence: number; reason: string | null; at: string; by: string } | null;
  } | null;
  /** The survey window it holds in the diary (lib/shared/survey/booking.ts), in words as well; null when it booked none. */
  booking: (Booking & { text: string; cancelled: boolean; sequence: number }) | null;
  status: LeadStatus;
  lostReason: string | null;
  note: string;
  /** Its job as staff marked it done (a won lead: lib/shared/contracts/reviews.ts): the day finished, a service's slug, a location's slug, who marked it and when; null: not done. */
  job: { doneOn: string; service: string; town: string; by: string; at: string } | null;
  /**
   * What "Job done" offers before staff change it: the installation date, else today (UK); the
   * service and the town read from the lead where it says (its landing page, its postcode), else null.
   */
  jobPrefill: { finishedOn: string; service: string | null; town: string | null };
  history: HistoryEntry[];
}

export interface Erased {
  erased: string[];
}

/**
 * Another contact detail on one person's leads, and the leads that share it but are not theirs by
 * the contact looked up: looked up by email, the phone on their leads ("2 more leads share the
 * phone 07700 900123"); by phone, the email. Included in an erasure or a download only if chosen.
 */
export interface SharedContact {
  kind: 'phone' | 'email';
  /** As the Worker keeps it (+447700900123, or the email in lower case): what `also` sends back. */
  contact: string;
  /** As staff read it: 07700 900123, or the email. */
  display: string;
  leads: LeadSummary[];
}

/** One person's leads, by the email address or phone number they gave. */
export interface PersonLeads {
  /** The contact looked up, as the Worker keeps it. */
  contact: string;
  /** As staff read it. */
  display: string;
  leads: LeadSummary[];
  shared: SharedContact[];
}

/** One line of the campaign report. */
export interface CampaignRow {
  /** Where the leads came from (lib/shared/forms/campaign.ts campaignSummary: the words of the list, the lead's page and its email), or the landing page. */
  label: string;
  leads: number;
  won: number;
}

export interface CampaignReport {
  days: number;
  /** Leads by where they came from (a link's campaign, another site, or direct to a landing page), most leads first. */
  byCampaign: CampaignRow[];
  /** Leads by the page they landed on, most leads first. */
  byLandingPage: CampaignRow[];
  /** Leads in the period with no campaign kept (the visitor did not allow it): what the list calls NO_CAMPAIGN. */
  withoutCampaign: number;
}

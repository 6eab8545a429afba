/**
 * The lead inbox's contract: what staff ask the Worker for and what it answers, one definition for
 * the inbox island (components/islands/lead-inbox/) and the Worker's inbox endpoints
 * (worker/http/inbox.ts). Everything lives under /api/leads/inbox/, answered only to a signed-in
 * session (a signed, HttpOnly, SameSite=Strict cookie), never cached, never indexed; every request
 * that changes something also sends the session's CSRF token in `X-CSRF-Token` and comes from the
 * site's own origin.
 *
 *   POST   /api/leads/inbox/session                 { key } → 200 SessionInfo (sets the cookie) | 401 | 429
 *   GET    /api/leads/inbox/session                 → 200 SessionInfo | 401
 *   DELETE /api/leads/inbox/session                 → 204 (signs out: the session ends everywhere)
 *   GET    /api/leads/inbox/leads?<ListQuery>       → 200 LeadList
 *   GET    /api/leads/inbox/leads.csv?<ListQuery>   → the same leads as CSV (every page of them)
 *   GET    /api/leads/inbox/leads/<id>              → 200 LeadDetail | 404 (erased, or never was)
 *   POST   /api/leads/inbox/leads/<id>/status       StatusChange → 200 LeadDetail
 *   POST   /api/leads/inbox/leads/<id>/note         NoteChange → 200 LeadDetail
 *   DELETE /api/leads/inbox/leads/<id>              → 200 Erased
 *   POST   /api/leads/inbox/erase                   { contact } → 200 Erased (every lead of one email or phone)
 *   GET    /api/leads/inbox/person?contact=<email or phone>  → one person's leads as a JSON file (a subject access request)
 *   GET    /api/leads/inbox/campaigns?days=30|90    → 200 CampaignReport
 *   POST   /api/leads/inbox/retry                   RetryRequest → 200 Retried (failed deliveries sent again)
 *   GET    /api/leads/photos/<id>/<n>               → a photo (to a session, or with the export token)
 */
import * as z from 'zod/mini';

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

/** The deliveries that can fail and be sent again: a lead's email, its forward to the CRM, the CRM's erasure notice. */
export const RETRY_KINDS = ['email', 'forward', 'deleted'] as const;
export type RetryKind = (typeof RETRY_KINDS)[number];

/** Sends again the failed deliveries of one kind: every one, or only one lead's. */
export const retrySchema = z.object({ kind: z.enum(RETRY_KINDS), leadId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))) });
export type RetryRequest = z.infer<typeof retrySchema>;

/** How many failed deliveries were made due again (each with a fresh DELIVERY_GIVE_UP_HOURS of attempts) and queued. */
export interface Retried {
  retried: number;
}

/** The header a change carries its CSRF token in. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** The sign-in form's body. */
export const signInSchema = z.object({ key: z.string().check(z.minLength(1, 'Enter the key'), z.maxLength(500)) });

export const statusChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES),
    reason: z.optional(z.enum(LOST_REASONS)),
  })
  .check(z.refine((change) => change.status !== 'lost' || change.reason !== undefined, { message: 'Choose why the lead was lost', path: ['reason'] }));
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const noteChangeSchema = z.object({ note: z.string().check(z.maxLength(MAX_NOTE_LENGTH, `A note holds at most ${MAX_NOTE_LENGTH} characters`)) });
export type NoteChange = z.infer<typeof noteChangeSchema>;

export const eraseContactSchema = z.object({ contact: z.string().check(z.minLength(1, 'Enter an email address or a phone number')) });

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
  page?: number;
}

export interface SessionInfo {
  csrf: string;
  /** When the session ends (ISO). */
  expiresAt: string;
}

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
  /** Where they came from: utm_source, else the referring site, else null (direct, or not allowed to be kept). */
  source: string | null;
  /** Its quote no longer matched today's prices when it arrived. */
  quoteChanged: boolean;
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
  kind: 'received' | 'email' | 'forward' | 'status' | 'note';
  /** What happened, as staff read it ("Status: Lost (price)", "Emailed to the business", ...). */
  text: string;
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
    /** Each photo's address on this site, as a path (GET, with the session), and what it shows. */
    photos: { url: string; kind: string | null; type: string; bytes: number }[];
    /** Set when its quote no longer matched today's prices, offer or bank holidays: `today` holds today's figures. */
    quoteCheck: { changed: string[]; today: Record<string, unknown> | null } | null;
    email: { status: string; attempts: number; detail: string | null; at: string | null };
    forwarding: { status: string; attempts: number; detail: string | null; at: string | null };
  };
  status: LeadStatus;
  lostReason: string | null;
  note: string;
  history: HistoryEntry[];
}

export interface Erased {
  erased: string[];
}

/** One line of the campaign report. */
export interface CampaignRow {
  /** utm_source / utm_medium / utm_campaign, or the landing page; null parts were not given. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
  landingPage: string | null;
  leads: number;
  won: number;
}

export interface CampaignReport {
  days: number;
  /** Leads by utm source, medium and campaign, most leads first. */
  byCampaign: CampaignRow[];
  /** Leads by the page they landed on, most leads first. */
  byLandingPage: CampaignRow[];
  /** Leads in the period with no campaign kept (direct, or the visitor did not allow it). */
  withoutCampaign: number;
}

/**
 * What a stored lead is, as every part of the Worker reads it (the stores write it, delivery sends
 * it, the inbox and the export show it). Types and plain data only: the browser tests import them
 * too, so nothing here may need Cloudflare's runtime.
 */
import type { Campaign } from '@/lib/shared/forms/campaign';
import type { DeliveryState, LeadStatus } from '@/lib/shared/contracts/inbox';
import type { PhotoKind, PhotoType } from '@/lib/shared/forms/photos';
import type { HumanCheckOutcome } from '@/lib/shared/forms/human-check';
import type { Booking, NotHeldReason } from '@/lib/shared/survey/booking';
import type { LeadEndpoint, QuoteCheck } from '@/lib/shared/forms/lead-payloads';
import type { StoredLeadFields } from '@/lib/shared/forms/stored-lead';

/** A photo as received: its bytes (as the runtime parsed them from the form, never copied), what they are, and what it shows (if the visitor said). */
export interface ReceivedPhoto {
  data: Blob;
  type: PhotoType;
  kind: PhotoKind | null;
}

/** A photo kept in R2. */
export interface StoredPhoto {
  key: string;
  /** Its media type, from its bytes. */
  type: string;
  bytes: number;
  kind: PhotoKind | null;
  /** When the visitor added it from their request's page (ISO); absent for photos sent with the lead. */
  addedAt?: string;
  /** The upload it came in (its id from the visitor's browser), so a resend of that upload adds nothing twice. */
  upload?: string;
}

/** The price staff confirmed or changed from the visitor's photos (a survey booked from a quote). */
export interface StoredPrice {
  state: 'confirmed' | 'changed';
  /** What the visitor pays, in pence. */
  pence: number;
  /** Why it changed, as the visitor reads it (a change only). */
  reason: string | null;
  at: string;
  /** Who confirmed or changed it (an email from Cloudflare Access, or 'staff key'). */
  by: string;
}

/** A won lead's job as staff marked it done (issue 43, lib/shared/contracts/reviews.ts): the day finished (YYYY-MM-DD, UK), what was done (a service's slug) and where (a location's slug), who marked it and when. */
export interface StoredJob {
  doneOn: string;
  service: string;
  town: string;
  /** When it was marked done (ISO), and by whom (an email from Cloudflare Access, or 'staff key'). */
  at: string;
  by: string;
}

/** Who the history says made a change from the visitor's own page (their photos, their survey moved or cancelled). */
export const VISITOR_ACTOR = 'visitor';

/**
 * A survey booked into a diary's window (issue 35): held while `cancelledAt` is null. `sequence`
 * counts its changes (the calendar entry's SEQUENCE: each move or cancel replaces the last).
 */
export interface StoredBooking extends Booking {
  bookedAt: string;
  sequence: number;
  /** When it was last moved (ISO), by whom ('visitor', an email from Cloudflare Access, or 'staff key'). */
  changedAt: string | null;
  changedBy: string | null;
  /** When it was cancelled (ISO): the place is free again. */
  cancelledAt: string | null;
}

/** Where a job stands, as the inbox shows it (lib/shared/contracts/inbox.ts): 'off' when the lead never had it (no forward URL set, no address to email). */
export type JobStatus = DeliveryState;

/** How one of a lead's jobs went. */
export interface Delivery {
  status: JobStatus;
  attempts: number;
  /** What the last failed attempt got. */
  detail: string | null;
  /** When it was done or given up. */
  at: string | null;
}

/**
 * Who a lead is from, worked out once when it is stored (worker/lead/contact.ts) and kept in its
 * own columns: the email in lower case, the phone as +44..., the name as given, the postcode in
 * capitals (the quote's, when the form has none). Null when the lead does not say.
 */
export interface Contact {
  name: string | null;
  phone: string | null;
  email: string | null;
  postcode: string | null;
}

export interface StoredLead {
  id: string;
  /** When it was stored (ISO 8601, UTC). */
  receivedAt: string;
  type: LeadEndpoint;
  source: string;
  /** What the visitor asked for, in the business's words ("Survey booked"), fixed when it was stored. */
  what: string;
  contact: Contact;
  /**
   * The lead as its form's schema read it, without its id, campaign and spam readings (kept beside
   * it or dropped): read once, where the store reads the row, into its form's kind
   * (lib/shared/forms/stored-lead.ts), tolerant of a row an older release stored.
   */
  lead: StoredLeadFields;
  campaign: Campaign | null;
  photos: StoredPhoto[];
  /** Set when its quote no longer matched today's prices, offer or bank holidays as it arrived. */
  quoteCheck: QuoteCheck | null;
  email: Delivery;
  forward: Delivery;
  /** How the visitor's own email about it stands (their confirmation, or the quote they asked for). */
  visitor: Delivery;
  /** The SHA-256 (hex) of the secret in the link to the visitor's page (worker/request-link.ts); null: no page. */
  requestHash: string | null;
  /** The price staff confirmed or changed; null until then. */
  price: StoredPrice | null;
  /** The survey window it holds in the diary (worker/store/diary.ts); null for a lead that booked none. */
  booking: StoredBooking | null;
  /** How its human check went (lib/shared/forms/human-check.ts): an unverified lead emails nobody and holds no survey place. */
  humanCheck: HumanCheckOutcome;
  /** Why a survey window it asked for was not held (not verified, or its network's daily share), or null. */
  slotNotHeld: NotHeldReason | null;
  /** Where it stands with the business (the inbox), why it was lost, and the note. */
  status: LeadStatus;
  lostReason: string | null;
  note: string;
  /** The job, once staff marked it done (a won lead only); null: not done, or undone. */
  job: StoredJob | null;
}

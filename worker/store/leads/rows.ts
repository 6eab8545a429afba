/**
 * A lead's row as the store reads it (the one read boundary): its columns (migrations/), the
 * SELECT every read uses (the lead with how its three jobs went and its survey booking), and the
 * StoredLead a row makes, its form's fields read once into their kind (lib/shared/forms/stored-lead.ts).
 */
import type { Campaign } from '@/lib/shared/forms/campaign';
import type { LeadStatus } from '@/lib/shared/contracts/inbox';
import type { HumanCheckOutcome } from '@/lib/shared/forms/human-check';
import type { LeadEndpoint, QuoteCheck } from '@/lib/shared/forms/lead-payloads';
import { leadFieldsOf } from '@/lib/shared/forms/stored-lead';
import type { NotHeldReason } from '@/lib/shared/survey/booking';
import type { Delivery, JobStatus, StoredJob, StoredLead, StoredPhoto, StoredPrice } from '../../lead/model';
import { BOOKING_COLUMNS, BOOKING_JOIN, bookingOf, type BookingRowColumns } from '../booking-row';
import { DELIVERY_COLUMNS, DELIVERY_JOINS } from '../jobs';

/** A lead's campaign as stored: where it landed and came from, and the link's utm_ tags. */
export interface CampaignColumns {
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
}

/** A lead's own row (migrations/), as the store writes it. */
export interface LeadRow extends CampaignColumns {
  id: string;
  received_at: string;
  type: LeadEndpoint;
  source: string;
  what: string;
  lead: string;
  photos: string;
  contact_email: string | null;
  contact_phone: string | null;
  contact_name: string | null;
  contact_postcode: string | null;
  quote_check: string | null;
  status: LeadStatus;
  lost_reason: string | null;
  note: string;
  /** The SHA-256 (hex) of the secret in the link to the visitor's page (worker/request-link.ts); null: no page. */
  request_hash: string | null;
  /** The price staff confirmed or changed (worker/store/requests.ts writes them); null until then. */
  price_state: StoredPrice['state'] | null;
  price_pence: number | null;
  price_reason: string | null;
  price_at: string | null;
  price_by: string | null;
  /** How its human check went (lib/shared/forms/human-check.ts HUMAN_CHECK_OUTCOMES). */
  human_check: HumanCheckOutcome;
  /** Why a survey window it asked for was not held, or null. */
  slot_not_held: NotHeldReason | null;
}

/** Its job as staff marked it done (migrations/0012_reviews.sql; worker/store/review-invites.ts writes them): read, never written with a new lead. job_done_on null: not done. */
export interface JobDoneColumns {
  job_done_on: string | null;
  job_service: string | null;
  job_town: string | null;
  job_done_at: string | null;
  job_done_by: string | null;
}

/** A lead row with its jobs, as LEAD_SELECT reads it. */
export interface LeadWithJobsRow extends LeadRow {
  email_status: JobStatus | null;
  email_attempts: number | null;
  email_detail: string | null;
  email_done_at: string | null;
  forward_status: JobStatus | null;
  forward_attempts: number | null;
  forward_detail: string | null;
  forward_done_at: string | null;
  visitor_status: JobStatus | null;
  visitor_attempts: number | null;
  visitor_detail: string | null;
  visitor_done_at: string | null;
}

/** A lead row as LEAD_SELECT reads it: with its jobs and its survey booking (worker/store/diary.ts). */
export type LeadSelectRow = LeadWithJobsRow & BookingRowColumns & Partial<JobDoneColumns>;

/** Every lead column and how its three jobs went (the lead is `l`). */
export const LEAD_SELECT = `SELECT l.*, ${DELIVERY_COLUMNS}, ${BOOKING_COLUMNS} FROM leads l ${DELIVERY_JOINS} ${BOOKING_JOIN}`;

/** The campaign's columns, in the order of the table. */
export const CAMPAIGN_COLUMNS = [
  ['landing_page', 'landingPage'],
  ['referrer_host', 'referrerHost'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_content', 'utmContent'],
] as const satisfies readonly (readonly [keyof LeadRow, keyof Campaign])[];

const delivery = (status: JobStatus | null, attempts: number | null, detail: string | null, at: string | null): Delivery =>
  status ? { status, attempts: attempts ?? 0, detail, at } : { status: 'off', attempts: 0, detail: null, at: null };

/** The price a row keeps, or null while staff have not confirmed or changed it. */
function priceOf(row: Pick<LeadRow, 'price_state' | 'price_pence' | 'price_reason' | 'price_at' | 'price_by'>): StoredPrice | null {
  if (!row.price_state || row.price_pence === null || !row.price_at) return null;
  return { state: row.price_state, pence: row.price_pence, reason: row.price_reason, at: row.price_at, by: row.price_by ?? '' };
}

/** The job a row keeps, or null while it is not done. */
function jobOf(row: Partial<JobDoneColumns>): StoredJob | null {
  if (!row.job_done_on) return null;
  return { doneOn: row.job_done_on, service: row.job_service ?? '', town: row.job_town ?? '', at: row.job_done_at ?? '', by: row.job_done_by ?? '' };
}

/** The campaign a row keeps (null without a landing page: none was kept). */
export function campaignOf(row: Pick<LeadRow, (typeof CAMPAIGN_COLUMNS)[number][0]>): Campaign | null {
  return row.landing_page ? (Object.fromEntries(CAMPAIGN_COLUMNS.filter(([column]) => row[column] !== null).map(([column, field]) => [field, row[column]])) as Campaign) : null;
}

/** A row as the rest of the Worker reads a lead: its form's fields read once, here (leadFieldsOf), its jobs, price and booking as values. */
export function fromRow(row: LeadSelectRow): StoredLead {
  const campaign = campaignOf(row);
  return {
    id: row.id,
    receivedAt: row.received_at,
    type: row.type,
    source: row.source,
    what: row.what,
    contact: { name: row.contact_name, phone: row.contact_phone, email: row.contact_email, postcode: row.contact_postcode },
    lead: leadFieldsOf(row.source, JSON.parse(row.lead)),
    campaign,
    photos: JSON.parse(row.photos) as StoredPhoto[],
    quoteCheck: row.quote_check ? (JSON.parse(row.quote_check) as QuoteCheck) : null,
    email: delivery(row.email_status, row.email_attempts, row.email_detail, row.email_done_at),
    forward: delivery(row.forward_status, row.forward_attempts, row.forward_detail, row.forward_done_at),
    visitor: delivery(row.visitor_status, row.visitor_attempts, row.visitor_detail, row.visitor_done_at),
    requestHash: row.request_hash,
    price: priceOf(row),
    booking: bookingOf(row),
    humanCheck: row.human_check,
    slotNotHeld: row.slot_not_held,
    status: row.status,
    lostReason: row.lost_reason,
    note: row.note,
    job: jobOf(row),
  };
}

/**
 * A stored lead as the business reads it: one JSON object per line (NDJSON), or a CSV for a
 * spreadsheet. The same record is what forwarding posts to the business's CRM. Photos are links
 * to `/api/leads/photos/<id>/<n>`, which need the export token or a staff session. Plain data
 * only (the browser tests read these records too).
 */
import { formatPence } from '@/lib/shared/format/money';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { DELIVERY_STATES } from '@/lib/shared/contracts/inbox';
import { isVerified } from '@/lib/shared/forms/human-check';
import type { StoredLeadFields } from '@/lib/shared/forms/stored-lead';
import type { Contact, Delivery, JobStatus, StoredLead, StoredPrice } from './model';

/** A lead as it leaves the receiver: what forwarding posts. */
export interface LeadRecord {
  id: string;
  receivedAt: string;
  type: StoredLead['type'];
  source: string;
  /** What the visitor asked for, in the business's words ("Survey booked"). */
  what: string;
  /** Who it is from (the phone as +44..., the email in lower case), as it was worked out when stored. */
  contact: Contact;
  /** Its form's fields, as stored. */
  lead: StoredLeadFields;
  campaign: StoredLead['campaign'];
  /** Each photo; `addedAt` only on one the visitor added later from their request's page. */
  photos: { url: string; kind: string | null; type: string; bytes: number; addedAt?: string }[];
  /** Set when its quote no longer matched today's prices, offer or bank holidays as it arrived: both figures. */
  quoteCheck: StoredLead['quoteCheck'];
  /** Whether its human check passed (a person's, as far as Turnstile can tell), and how it went (lib/shared/forms/human-check.ts). */
  verified: boolean;
  humanCheck: StoredLead['humanCheck'];
  /** Why a survey window it asked for was not held (the business calls to fix a time), or null. */
  slotNotHeld: StoredLead['slotNotHeld'];
}

/** How forwarding a lead stands, as the export says it ('forwarded' once the CRM has it). */
export const FORWARD_STATUSES = ['off', 'pending', 'forwarded', 'failed'] as const;
/** How the business's email of a lead stands ('sent' once every address has it). */
export const EMAIL_STATUSES = ['off', 'pending', 'sent', 'failed'] as const;

/**
 * A change staff made to a lead in the inbox: its status (and why, when lost), or its note; or photos the visitor added, a price staff confirmed or changed, a survey booked, moved or cancelled,
 * or its job marked done ('job-done': status the day finished, note "<service> <town>") or undone ('job-undone': reason why).
 */
export interface LeadEvent {
  at: string;
  kind: 'status' | 'note' | 'photos' | 'price' | 'booking' | 'job-done' | 'job-undone';
  status: string | null;
  reason: string | null;
  note: string | null;
  /** Who made it: their email from Cloudflare Access, or 'staff key'; null for changes made before it was kept, and for the visitor's photos. */
  actor: string | null;
  /** A price event's price in pence (VAT included); absent or null for every other kind. */
  amount?: number | null;
}

/** One line of the export: the lead, how its email, its forward and the visitor's email went, its confirmed price, and how the business worked it. */
export interface ExportRecord extends LeadRecord {
  email: Omit<Delivery, 'status'> & { status: (typeof EMAIL_STATUSES)[number] };
  forwarding: Omit<Delivery, 'status'> & { status: (typeof FORWARD_STATUSES)[number] };
  /** The visitor's own email (their confirmation, or the quote they asked for): 'off' when they gave no address or visitors cannot be emailed. */
  visitorEmail: Omit<Delivery, 'status'> & { status: (typeof EMAIL_STATUSES)[number] };
  /** The price staff confirmed or changed from the visitor's photos; null until then. */
  price: StoredPrice | null;
  /** The survey window it booked (and whether it was moved or cancelled since); null when it booked none. */
  booking: StoredLead['booking'];
  status: StoredLead['status'];
  lostReason: string | null;
  note: string;
  /** Its job as staff marked it done (the day finished, what was done, where, who and when); null: not done. */
  job: StoredLead['job'];
  /** Every status change and note, oldest first. */
  history: LeadEvent[];
}

/** A job's stored status under the name the export gives it ('done' is 'sent' or 'forwarded'). */
function exportStatus<Name extends string>(names: readonly [Name, Name, Name, Name], status: JobStatus): Name {
  return names[DELIVERY_STATES.indexOf(status)] as Name;
}

/** The stored status an export filter names, or null if it names none. */
export function statusNamed(names: readonly string[], name: string): JobStatus | null {
  const index = names.indexOf(name);
  return index < 0 ? null : (DELIVERY_STATES[index] ?? null);
}

/** The address of a lead's nth photo (from 1) on the site at `origin`. */
export function photoUrl(origin: string, id: string, n: number): string {
  return `${origin}/api/leads/photos/${encodeURIComponent(id)}/${n}`;
}

export function leadRecord(lead: StoredLead, origin: string): LeadRecord {
  return {
    id: lead.id,
    receivedAt: lead.receivedAt,
    type: lead.type,
    source: lead.source,
    what: lead.what,
    contact: lead.contact,
    lead: lead.lead,
    campaign: lead.campaign,
    photos: lead.photos.map((photo, index) => ({ url: photoUrl(origin, lead.id, index + 1), kind: photo.kind, type: photo.type, bytes: photo.bytes, ...(photo.addedAt ? { addedAt: photo.addedAt } : {}) })),
    quoteCheck: lead.quoteCheck,
    verified: isVerified(lead.humanCheck),
    humanCheck: lead.humanCheck,
    slotNotHeld: lead.slotNotHeld,
  };
}

export function exportRecord(lead: StoredLead, origin: string, history: LeadEvent[] = []): ExportRecord {
  return {
    ...leadRecord(lead, origin),
    email: { ...lead.email, status: exportStatus(EMAIL_STATUSES, lead.email.status) },
    forwarding: { ...lead.forward, status: exportStatus(FORWARD_STATUSES, lead.forward.status) },
    visitorEmail: { ...lead.visitor, status: exportStatus(EMAIL_STATUSES, lead.visitor.status) },
    price: lead.price,
    booking: lead.booking,
    status: lead.status,
    lostReason: lead.lostReason,
    note: lead.note,
    job: lead.job,
    history,
  };
}

/**
 * A change as one line of the CSV's history cell: "2026-11-25T10:02:00.000Z status lost (price) by
 * pat@business.co.uk", "… note by staff key: Call after 5", "… photos: 2 photos added by the
 * visitor", "… price changed £1,620.00 (No new pipework needed) by staff key".
 */
function eventLine(event: LeadEvent): string {
  const by = event.actor ? ` by ${event.actor}` : '';
  if (event.kind === 'note') return `${event.at} note${by ? `${by}:` : ''} ${event.note ?? ''}`;
  if (event.kind === 'photos') return `${event.at} photos: ${event.note ?? ''}`;
  if (event.kind === 'booking') return `${event.at} survey ${event.status ?? ''} ${event.note ?? ''}${by}`;
  if (event.kind === 'job-done') return `${event.at} job done ${event.status ?? ''} (${event.note ?? ''})${by}`;
  if (event.kind === 'job-undone') return `${event.at} job undone${event.reason ? ` (${event.reason})` : ''}${by}`;
  if (event.kind === 'price') return `${event.at} price ${event.status ?? ''}${typeof event.amount === 'number' ? ` ${formatPence(event.amount)}` : ''}${event.reason ? ` (${event.reason})` : ''}${by}`;
  return `${event.at} status ${event.status ?? ''}${event.reason ? ` (${event.reason})` : ''}${by}`;
}

export function toNdjson(records: ExportRecord[]): string {
  return records.map((record) => `${JSON.stringify(record)}\n`).join('');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The spreadsheet's columns: what the business reads first, then the whole lead as JSON. */
const CSV_COLUMNS: [heading: string, value: (record: ExportRecord) => string][] = [
  ['id', (r) => r.id],
  ['received_at', (r) => r.receivedAt],
  ['type', (r) => r.type],
  ['source', (r) => r.source],
  ['what', (r) => r.what],
  ['name', (r) => text(r.contact.name)],
  // In national format (07700 900123), as people write it: a spreadsheet keeps it as text, never a formula or a number.
  ['phone', (r) => (r.contact.phone ? displayUkPhone(r.contact.phone) : '')],
  ['email', (r) => text(r.contact.email)],
  ['postcode', (r) => text(r.contact.postcode)],
  ['preferred_date', (r) => text(r.lead.preferredDate)],
  ['time_window', (r) => text(r.lead.timeWindow)],
  ['installation_date', (r) => text(r.lead.installationDate)],
  ['message', (r) => text(r.lead.message)],
  ['quote_reference', (r) => text(r.lead.quote?.reference)],
  ['quote_option', (r) => text(r.lead.quote?.option)],
  ['quote_boiler', (r) => text(r.lead.quote?.boiler.name)],
  ['quote_price_with_offer', (r) => (r.lead.quote ? formatPence(r.lead.quote.offer.pricePence) : '')],
  ['landing_page', (r) => text(r.campaign?.landingPage)],
  ['referrer_host', (r) => text(r.campaign?.referrerHost)],
  ['utm_source', (r) => text(r.campaign?.utmSource)],
  ['utm_medium', (r) => text(r.campaign?.utmMedium)],
  ['utm_campaign', (r) => text(r.campaign?.utmCampaign)],
  ['utm_content', (r) => text(r.campaign?.utmContent)],
  ['quote_changed', (r) => (r.quoteCheck ? r.quoteCheck.changed.join(' ') : '')],
  ['quote_price_today', (r) => (r.quoteCheck?.today ? formatPence(r.quoteCheck.today.offer.pricePence) : '')],
  ['photos', (r) => r.photos.map((photo) => photo.url).join(' ')],
  ['email_status', (r) => r.email.status],
  ['email_detail', (r) => text(r.email.detail)],
  ['forward_status', (r) => r.forwarding.status],
  ['forward_detail', (r) => text(r.forwarding.detail)],
  ['status', (r) => r.status],
  ['lost_reason', (r) => text(r.lostReason)],
  ['note', (r) => r.note],
  ['history', (r) => r.history.map(eventLine).join('\n')],
  ['lead_json', (r) => JSON.stringify(r.lead)],
  // Added with the visitor's own emails and page (issue 34): at the end, so a sheet that reads columns by position still reads the rest.
  ['visitor_email_status', (r) => r.visitorEmail.status],
  ['visitor_email_detail', (r) => text(r.visitorEmail.detail)],
  ['price_state', (r) => text(r.price?.state)],
  ['price_pence', (r) => text(r.price?.pence)],
  ['price_reason', (r) => text(r.price?.reason)],
  ['price_at', (r) => text(r.price?.at)],
  ['price_by', (r) => text(r.price?.by)],
  // One entry per photo, in the photos column's order: when the visitor added it from their page, or "with-lead" for one sent with the lead.
  ['photos_added_at', (r) => r.photos.map((photo) => photo.addedAt ?? 'with-lead').join(' ')],
  // Added with the survey diary (issue 35): the window booked (as it now stands), its diary and address, and a cancel.
  ['survey_diary', (r) => text(r.booking?.diary)],
  ['survey_date', (r) => text(r.booking?.date)],
  ['survey_window', (r) => text(r.booking?.window)],
  ['survey_start', (r) => text(r.booking?.start)],
  ['address_line', (r) => text(r.booking?.addressLine ?? r.lead.addressLine)],
  ['survey_cancelled_at', (r) => text(r.booking?.cancelledAt)],
  // Added with the human check (issue 41): whether it passed ("yes"/"no"), how it went, and why a window asked for was not held.
  ['verified', (r) => (r.verified ? 'yes' : 'no')],
  ['human_check', (r) => r.humanCheck],
  ['survey_not_held', (r) => text(r.slotNotHeld)],
  // Added with finished jobs (issue 43): the day the job was finished, what was done (a service's slug) and where (a location's slug).
  ['job_done_on', (r) => text(r.job?.doneOn)],
  ['job_service', (r) => text(r.job?.service)],
  ['job_town', (r) => text(r.job?.town)],
];

/**
 * One CSV cell (RFC 4180). A value a spreadsheet would run as a formula (starting with =, +, -,
 * @, a tab or a return) is prefixed with an apostrophe, so a lead cannot plant one.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(records: ExportRecord[]): string {
  const rows = [CSV_COLUMNS.map(([heading]) => heading), ...records.map((record) => CSV_COLUMNS.map(([, value]) => value(record)))];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

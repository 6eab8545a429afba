/**
 * The lead inbox's views of the leads (lib/shared/contracts/inbox.ts is the contract): the list's filters read from
 * the address, a lead as a row of the list, a lead whole with its history. Pure.
 */
import { HUMAN_CHECK_WORDS, isVerified } from '@/lib/shared/forms/human-check';
import { campaignSummary } from '@/lib/shared/forms/campaign';
import { LEAD_STATUSES, MAX_SEARCH_LENGTH, STATUS_LABELS, type HistoryEntry, type LeadDetail, type LeadStatus, type LeadSummary, type ListQuery } from '@/lib/shared/contracts/inbox';
import { isCalendarDate } from '@/lib/shared/time/dates';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { installationDateOf, quoteOfLead } from '@/lib/shared/forms/stored-lead';
import { priceAmount } from '../delivery/visitor-email';
import { LEAD_SOURCES, takesPhotos } from '../lead/contact';
import type { StoredBooking, StoredLead } from '../lead/model';
import { slotText, type Booking } from '@/lib/shared/survey/booking';
import { exportRecord, type LeadEvent } from '../lead/record';
import { locations } from '@/content/locations';
import { JOB_SERVICES, JOB_TOWNS } from '@/lib/shared/contracts/reviews';
import { postcodeDistrict } from '@/lib/shared/forms/postcode';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';

/** The list's filters from the address, or a message naming the one that is wrong. */
export function parseListQuery(params: URLSearchParams): ListQuery | string {
  const query: ListQuery = {};
  const status = params.get('status');
  if (status) {
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) return `status must be one of: ${LEAD_STATUSES.join(', ')}`;
    query.status = status as LeadStatus;
  }
  const kind = params.get('kind');
  if (kind) {
    if (kind !== 'lead' && !(LEAD_SOURCES as readonly string[]).includes(kind)) return `kind must be one of: lead, ${LEAD_SOURCES.join(', ')}`;
    query.kind = kind;
  }
  for (const name of ['from', 'to'] as const) {
    const value = params.get(name);
    if (!value) continue;
    if (!isCalendarDate(value)) return `${name} must be a date as YYYY-MM-DD`;
    query[name] = value;
  }
  const q = params.get('q')?.trim();
  if (q) query.q = q.slice(0, MAX_SEARCH_LENGTH);
  const check = params.get('check');
  if (check) {
    if (check !== 'unverified') return 'check must be: unverified';
    query.check = check;
  }
  const page = params.get('page');
  if (page) {
    if (!/^[1-9]\d{0,5}$/.test(page)) return 'page must be a whole number from 1';
    query.page = Number(page);
  }
  return query;
}

/** A lead as a row of the list: who and what, from the columns they were kept in when it was stored. */
export function summaryOf(lead: StoredLead): LeadSummary {
  const { contact } = lead;
  return {
    id: lead.id,
    receivedAt: lead.receivedAt,
    what: lead.what,
    who: contact.name ?? contact.email ?? (contact.phone ? displayUkPhone(contact.phone) : null) ?? 'No name given',
    postcode: contact.postcode,
    status: lead.status,
    photoCount: lead.photos.length,
    campaign: campaignSummary(lead.campaign).text,
    quoteChanged: lead.quoteCheck !== null,
    verified: isVerified(lead.humanCheck),
    email: lead.email.status,
    forward: lead.forward.status,
  };
}

/** " — by pat@business.co.uk": who made a change, said after it (nothing for a change made before it was kept). */
const byWhom = (actor: string | null) => (actor ? ` — by ${actor}` : '');

/** A lead's history as staff read it: received, emailed, forwarded, and every change with who made it, oldest first. */
function historyOf(lead: StoredLead, events: LeadEvent[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [{ at: lead.receivedAt, kind: 'received', text: `Received: ${lead.what}`, by: null }];
  const quoteEmailed = lead.source === 'quote-email';
  for (const [kind, job, done, failed] of [
    ['email', lead.email, 'Emailed to the business', 'The email to the business failed'],
    ['forward', lead.forward, 'Forwarded to the CRM', 'The forward to the CRM failed'],
    ['visitor', lead.visitor, quoteEmailed ? 'Quote emailed to the visitor' : 'Emailed to the visitor', quoteEmailed ? 'The quote email to the visitor failed' : 'The email to the visitor failed'],
  ] as const) {
    if (job.at && (job.status === 'done' || job.status === 'failed')) entries.push({ at: job.at, kind, text: job.status === 'done' ? done : `${failed}: ${job.detail ?? 'no detail'}`, by: null });
  }
  for (const event of events) {
    const by = byWhom(event.actor);
    if (event.kind === 'status') entries.push({ at: event.at, kind: 'status', text: `Status: ${STATUS_LABELS[event.status as LeadStatus] ?? event.status}${event.reason ? ` (${event.reason})` : ''}${by}`, by: event.actor });
    else if (event.kind === 'photos') entries.push({ at: event.at, kind: 'photos', text: event.note ?? 'Photos added by the visitor', by: null });
    else if (event.kind === 'price') {
      const amount = typeof event.amount === 'number' ? priceAmount(event.amount) : '';
      const text = event.status === 'changed' ? `Price changed to ${amount}${event.reason ? `: ${event.reason}` : ''}` : `Price confirmed: ${amount}`;
      entries.push({ at: event.at, kind: 'price', text: `${text}${by}`, by: event.actor });
    } else if (event.kind === 'booking') {
      const done = event.status === 'moved' ? 'Survey moved to' : event.status === 'cancelled' ? 'Survey cancelled:' : 'Survey booked for';
      entries.push({ at: event.at, kind: 'booking', text: `${done} ${event.note ?? ''}${by}`, by: event.actor });
    } else if (event.kind === 'job-done') entries.push({ at: event.at, kind: 'job', text: `Job done on ${event.status ?? ''} (${event.note ?? ''})${by}`, by: event.actor });
    else if (event.kind === 'job-undone') entries.push({ at: event.at, kind: 'job', text: `Job done undone: ${event.reason ?? ''}${by}`, by: event.actor });
    else entries.push({ at: event.at, kind: 'note', text: `${event.note ? `Note: ${event.note}` : 'Note cleared'}${by}`, by: event.actor });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** Whether staff may confirm or change a lead's price: a survey booked from a quote, carrying it. */
export const priceConfirmable = takesPhotos;

/** A stored booking as the inbox and the visitor's page show it: the window, its address line, and the window in words. */
export function bookingView(booking: StoredBooking): Booking & { text: string } {
  const { diary, date, window, start, end, addressLine } = booking;
  return { diary, date, window, start, end, addressLine, text: slotText(booking) };
}

/** The service and town a landing page `/<service>-in-<town>/` names, each null where it names none. */
function landingJob(page: string | undefined): { service: string | null; town: string | null } {
  const path = (page ?? '').replace(/^\/+|\/+$/g, '');
  const service = JOB_SERVICES.find((slug) => path === slug || path.startsWith(`${slug}-in-`)) ?? null;
  const rest = service ? path.slice(service.length + '-in-'.length) : '';
  return { service, town: JOB_TOWNS.includes(rest) ? rest : null };
}

/** What "Job done" offers for a lead: its installation date, else `today`; the service its landing page names; the town of its postcode, else of its landing page. */
export function jobPrefillOf(lead: StoredLead, today: string = ukCalendarDate(new Date())): LeadDetail['jobPrefill'] {
  const landing = landingJob(lead.campaign?.landingPage);
  const district = lead.contact.postcode ? postcodeDistrict(lead.contact.postcode) : null;
  const byPostcode = district ? (locations.find((location) => location.postcodeDistricts.includes(district))?.slug ?? null) : null;
  return { finishedOn: installationDateOf(lead.lead) ?? today, service: landing.service, town: byPostcode ?? landing.town };
}

export function detailOf(lead: StoredLead, events: LeadEvent[]): LeadDetail {
  // Addresses on this site, as paths: the island shows only its own site's photos.
  const { id, receivedAt, type, source, what, contact, lead: fields, campaign, photos, quoteCheck, email, forwarding, visitorEmail, verified } = exportRecord(lead, '', events);
  const quote = quoteOfLead(lead.lead);
  return {
    lead: {
      id,
      receivedAt,
      type,
      source,
      what,
      contact,
      fields,
      photos: photos.map((photo) => ({ ...photo, addedAt: photo.addedAt ?? null })),
      email,
      forwarding,
      visitorEmail,
      verified,
      humanCheck: HUMAN_CHECK_WORDS[lead.humanCheck],
      campaign: campaign as Record<string, string> | null,
      quoteCheck: quoteCheck ? { changed: quoteCheck.changed, today: quoteCheck.today as Record<string, unknown> | null } : null,
    },
    price: quote && priceConfirmable(lead) ? { quotedPence: quote.offer.pricePence, holdsUntil: quote.validUntil, confirmed: lead.price } : null,
    booking: lead.booking ? { ...bookingView(lead.booking), cancelled: lead.booking.cancelledAt !== null, sequence: lead.booking.sequence } : null,
    status: lead.status,
    lostReason: lead.lostReason,
    note: lead.note,
    job: lead.job ? { doneOn: lead.job.doneOn, service: lead.job.service, town: lead.job.town, by: lead.job.by, at: lead.job.at } : null,
    jobPrefill: jobPrefillOf(lead),
    history: historyOf(lead, events),
  };
}

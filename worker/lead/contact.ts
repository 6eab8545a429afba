/**
 * Who a lead is from and what it asks for, worked out once, as it is stored (worker/store/leads/write.ts
 * keeps both in the lead's own columns); the email, the inbox and the export read them from there.
 * Also what the visitor's own emails and page call their request, and its reference.
 */
import { QUOTE_BOOKING_SOURCES, type BookingSource } from '@/lib/shared/forms/booking';
import type { EXIT_INTENT_SOURCE } from '@/lib/shared/forms/exit-intent';
import type { QUOTE_EMAIL_SOURCE } from '@/lib/shared/forms/quote-email';
import { isValidUkPhone, normaliseUkPhone } from '@/lib/shared/forms/phone';
import { quoteOfLead, type StoredLeadFields } from '@/lib/shared/forms/stored-lead';
import type { Contact } from './model';

/** What each form's lead asks for, in the business's words: the email's subject and heading, the inbox's list (one table, so all agree). */
export const LEAD_WHAT = {
  callback: 'Callback requested',
  'exit-intent-modal': 'Prize draw entry',
  'quote-email': 'Email this quote',
  'book-free-survey': 'Survey requested',
  'book-video-survey': 'Video survey requested',
  'book-a-boiler-service': 'Boiler service booked',
  'book-a-repair': 'Repair visit booked',
  'report-issue': 'Issue reported',
} as const satisfies Record<'callback' | typeof EXIT_INTENT_SOURCE | typeof QUOTE_EMAIL_SOURCE | BookingSource, string>;

/** The forms' sources, as the inbox's filter takes them. */
export const LEAD_SOURCES = Object.keys(LEAD_WHAT) as (keyof typeof LEAD_WHAT)[];

/** A survey lead's words once its window is held in the diary: LEAD_WHAT's say it came with a preferred date only (no diary set up, or a window not held), so the business tells a held time from a wish. */
export const LEAD_WHAT_HELD = {
  'book-free-survey': 'Survey booked',
  'book-video-survey': 'Video survey booked',
} as const satisfies Partial<Record<keyof typeof LEAD_WHAT, string>>;

/** What a lead from `source` asks for, `held` when its survey's window was held as it was stored (a form this release does not know is named by its source). */
export const whatOf = (source: string, held = false): string =>
  (held ? (LEAD_WHAT_HELD as Record<string, string>)[source] : undefined) ?? (LEAD_WHAT as Record<string, string>)[source] ?? `New lead (${source})`;

/** What each form's lead is, in the visitor's words: their emails' headings and subjects, and their page's (one table, so all agree). */
export const VISITOR_WHAT = {
  callback: 'Your callback request',
  'exit-intent-modal': 'Your prize draw entry',
  'quote-email': 'Your boiler quote',
  'book-free-survey': 'Your free home survey request',
  'book-video-survey': 'Your video survey request',
  'book-a-boiler-service': 'Your boiler service request',
  'book-a-repair': 'Your repair visit request',
  'report-issue': 'Your report of a problem',
} as const satisfies Record<keyof typeof LEAD_WHAT, string>;

/** What a lead from `source` is, in the visitor's words (a form this release does not know: "Your request"). */
export const visitorWhatOf = (source: string): string => (VISITOR_WHAT as Record<string, string>)[source] ?? 'Your request';

/**
 * The reference a visitor is given for a request: its quote's ("EH-7K3M-9XPD") when it carries
 * one, else "Request " and the first 8 characters of its id in capitals ("Request 1B4E28BA").
 */
export function requestReference(lead: { id: string; lead: StoredLeadFields }): string {
  return quoteOfLead(lead.lead)?.reference ?? `Request ${lead.id.slice(0, 8).toUpperCase()}`;
}

/** Whether a request may hold photos: a survey booked from a quote, with its quote (as the receiver's checks allow). */
export const takesPhotos = (lead: { source: string; lead: StoredLeadFields }): boolean =>
  (QUOTE_BOOKING_SOURCES as readonly string[]).includes(lead.source) && quoteOfLead(lead.lead) !== null;

/** A field's text, trimmed; null when it is missing or blank. */
const trimmed = (value: string | undefined): string | null => value?.trim() || null;

/** Who a lead is from, from whichever fields its form sends (the callback sends firstName and phoneNumber; an emailed quote's postcode is its quote's). */
export function contactOf(lead: StoredLeadFields): Contact {
  const email = trimmed(lead.email)?.toLowerCase() ?? null;
  const rawPhone = trimmed(lead.phone) ?? trimmed(lead.phoneNumber);
  const postcode = trimmed(lead.postcode) ?? trimmed(lead.quote?.postcode);
  return { name: trimmed(lead.name) ?? trimmed(lead.firstName), phone: rawPhone ? normaliseUkPhone(rawPhone) : null, email, postcode: postcode ? postcode.toUpperCase() : null };
}

/** Whom a request for one person's leads names: an email address (any case), or a UK phone number as the forms write it (+44...). */
export function parseContact(value: string): { email: string } | { phone: string } | null {
  const text = value.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return { email: text.toLowerCase() };
  const phone = normaliseUkPhone(text);
  return isValidUkPhone(phone) ? { phone } : null;
}

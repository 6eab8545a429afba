/**
 * Who a lead is from and what it asks for, worked out once, as it is stored (worker/store/leads.ts
 * keeps both in the lead's own columns); the email, the inbox and the export read them from there.
 */
import type { BookingSource } from '@/lib/validations/booking';
import type { EXIT_INTENT_SOURCE } from '@/lib/validations/exit-intent';
import type { QUOTE_EMAIL_SOURCE } from '@/lib/validations/quote-email';
import { isValidUkPhone, normaliseUkPhone } from '@/lib/phone';
import type { Contact } from './model';

/** What each form's lead asks for, in the business's words: the email's subject and heading, the inbox's list (one table, so all agree). */
export const LEAD_WHAT = {
  callback: 'Callback requested',
  'exit-intent-modal': 'Prize draw entry',
  'quote-email': 'Email this quote',
  'book-free-survey': 'Survey booked',
  'book-video-survey': 'Video survey booked',
  'book-a-boiler-service': 'Boiler service booked',
  'book-a-repair': 'Repair visit booked',
  'report-issue': 'Issue reported',
} as const satisfies Record<'callback' | typeof EXIT_INTENT_SOURCE | typeof QUOTE_EMAIL_SOURCE | BookingSource, string>;

/** The forms' sources, as the inbox's filter takes them. */
export const LEAD_SOURCES = Object.keys(LEAD_WHAT) as (keyof typeof LEAD_WHAT)[];

/** What a lead from `source` asks for (a form this release does not know is named by its source). */
export const whatOf = (source: string): string => (LEAD_WHAT as Record<string, string>)[source] ?? `New lead (${source})`;

const trimmed = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Who a lead is from, from whichever fields its form sends (the callback sends firstName and phoneNumber; an emailed quote's postcode is its quote's). */
export function contactOf(lead: Record<string, unknown>): Contact {
  const email = trimmed(lead.email)?.toLowerCase() ?? null;
  const rawPhone = trimmed(lead.phone) ?? trimmed(lead.phoneNumber);
  const quote = lead.quote as { postcode?: unknown } | undefined;
  const postcode = trimmed(lead.postcode) ?? trimmed(quote?.postcode);
  return { name: trimmed(lead.name) ?? trimmed(lead.firstName), phone: rawPhone ? normaliseUkPhone(rawPhone) : null, email, postcode: postcode ? postcode.toUpperCase() : null };
}

/** Whom a request for one person's leads names: an email address (any case), or a UK phone number as the forms write it (+44...). */
export function parseContact(value: string): { email: string } | { phone: string } | null {
  const text = value.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return { email: text.toLowerCase() };
  const phone = normaliseUkPhone(text);
  return isValidUkPhone(phone) ? { phone } : null;
}

/**
 * A finished quote's reference and validity. The reference is 8 characters of Crockford's base32
 * (no I, L, O or U to misread over the phone) from `crypto.getRandomValues`: 40 random bits, so
 * nobody can guess another visitor's quote. A quote holds for QUOTE_VALID_DAYS from the UK day it
 * was issued; the clock is passed in.
 */
import { QUOTE_VALID_DAYS } from '@/content/pricing';
import { addDays } from '@/lib/shared/time/dates';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_PATTERN = /^EH-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What makes a finished quote: its reference and the UK date it was issued. */
export interface QuoteTicket {
  reference: string;
  issuedOn: string;
}

/** A new reference such as "EH-7K3M-9XPD". `fill` is `crypto.getRandomValues` unless a test passes its own. */
export function newQuoteReference(fill: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = fill(new Uint8Array(5));
  // 5 bytes are 40 bits: eight 5-bit characters.
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let chars = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) chars += ALPHABET[Number((bits >> shift) & 31n)];
  return `EH-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export const isQuoteReference = (value: unknown): value is string => typeof value === 'string' && REFERENCE_PATTERN.test(value);

/** A ticket for a quote finished at `now`. */
export function issueQuote(now: Date, fill?: (bytes: Uint8Array) => Uint8Array): QuoteTicket {
  return { reference: newQuoteReference(fill), issuedOn: ukCalendarDate(now) };
}

/** The last UK date the price holds: QUOTE_VALID_DAYS after the day it was issued. */
export function quoteValidUntil(issuedOn: string): string {
  return addDays(issuedOn, QUOTE_VALID_DAYS);
}

/** A stored or shared ticket if it is well formed and still valid at `now`; otherwise null (ignored, never thrown). */
export function currentTicket(value: unknown, now: Date): QuoteTicket | null {
  if (!value || typeof value !== 'object') return null;
  const { reference, issuedOn } = value as Record<string, unknown>;
  if (!isQuoteReference(reference) || typeof issuedOn !== 'string' || !ISO_DATE.test(issuedOn)) return null;
  const today = ukCalendarDate(now);
  if (issuedOn > today || quoteValidUntil(issuedOn) < today) return null;
  return { reference, issuedOn };
}

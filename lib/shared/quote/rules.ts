/**
 * Which prices, offer and bank holidays a quote was made with: a short fingerprint of every rule
 * that turns answers into a quote and an installation date. A booking carries the fingerprint of
 * the release that built its quote (`quoteRules`), so the lead receiver can tell a quote made before
 * a release changed a price (stored, and marked with both figures) from a quote altered on the way
 * (refused): the same rules can only give the same figures.
 */
import { BANK_HOLIDAYS, BANK_HOLIDAYS_LAST_YEAR } from '@/content/bank-holidays';
import { BOILERS } from '@/content/boilers';
import {
  FLUE_NEAR_WINDOW_EXTRA,
  FLUE_ROOF,
  FLUE_ROOF_BUNGALOW,
  FLUE_WALL,
  INSTALL_BOOKING_WINDOW_DAYS,
  INSTALL_LEAD_WORKING_DAYS,
  LABOUR_CONVERSION,
  LABOUR_DIRECT_SWAP,
  LOCATION_COST,
  OFFER_DISCOUNT_PERCENT,
  QUOTE_VALID_DAYS,
} from '@/content/pricing';

/** FNV-1a, 32 bits, as 8 hex digits: enough to tell two releases' rules apart, small enough to ship. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Everything a quote's figures and its installation dates depend on. */
export const QUOTE_RULES = {
  boilers: BOILERS.map(({ id, name, kw, price, type, category }) => [id, name, kw, price, type, category]),
  labour: [LABOUR_DIRECT_SWAP, LABOUR_CONVERSION],
  location: LOCATION_COST,
  flue: [FLUE_WALL, FLUE_ROOF, FLUE_ROOF_BUNGALOW, FLUE_NEAR_WINDOW_EXTRA],
  offer: OFFER_DISCOUNT_PERCENT,
  validDays: QUOTE_VALID_DAYS,
  install: [INSTALL_LEAD_WORKING_DAYS, INSTALL_BOOKING_WINDOW_DAYS],
  bankHolidays: [Object.keys(BANK_HOLIDAYS).sort(), BANK_HOLIDAYS_LAST_YEAR],
};

/** This release's fingerprint of the quote rules. */
export const QUOTE_RULES_VERSION = fingerprint(JSON.stringify(QUOTE_RULES));

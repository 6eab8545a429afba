/**
 * The weekly offer on an installation price: one function for the results, the offers page and the
 * lead, so all three agree to the penny. Rounding: the saving is OFFER_DISCOUNT_PERCENT of the
 * price rounded half up to the nearest penny, and the price after the offer is the rest, so the
 * saving and the new price always add back up to the quoted price.
 */
import { OFFER_DISCOUNT_PERCENT } from '@/content/pricing';
import { pence } from '@/lib/shared/format/money';

export interface OfferPrice {
  /** The quoted price, in pence. */
  total: number;
  /** The offer's percentage. */
  percent: number;
  /** What the offer takes off, in pence. */
  saving: number;
  /** What the visitor pays while the offer runs, in pence. */
  price: number;
}

/** The offer on a price in whole pounds (as the quote gives it). */
export function offerPrice(totalPounds: number, percent: number = OFFER_DISCOUNT_PERCENT): OfferPrice {
  const total = pence(totalPounds);
  // Integer arithmetic: total * percent is exact, and the division rounds half up once.
  const saving = Math.floor((total * percent + 50) / 100);
  return { total, percent, saving, price: total - saving };
}

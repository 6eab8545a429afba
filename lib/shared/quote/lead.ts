/**
 * The quote as it travels with a booking: everything the business needs to confirm the job without
 * asking again. Built from the answers (never from a stored price), so the booking, the results
 * and the local inbox's check (lib/shared/forms/quote-lead.ts) always agree.
 */
import { offerPrice } from '@/lib/shared/quote/offer-price';
import { calculateQuote, totalWith } from './calculate';
import { quoteValidUntil, type QuoteTicket } from './reference';
import type { Boiler, QuoteData } from './types';

export const QUOTE_OPTIONS = ['standard', 'premium'] as const;
export type QuoteOption = (typeof QUOTE_OPTIONS)[number];

export interface QuoteLead {
  reference: string;
  issuedOn: string;
  validUntil: string;
  option: QuoteOption;
  boiler: { id: string; name: string; type: Boiler['type']; kw: number };
  /** The fitted price in whole pounds including VAT, before the weekly offer. */
  price: number;
  /** The parts of `price`, in whole pounds. */
  breakdown: { boiler: number; labour: number; location: number; flue: number };
  /** The weekly offer on `price`, in pence (lib/shared/quote/offer-price.ts). */
  offer: { percent: number; savingPence: number; pricePence: number };
  postcode: string;
  answers: QuoteData;
}

/** The quote for one option, or null when the answers do not make a quote. */
export function quoteLead(data: QuoteData, ticket: QuoteTicket, option: QuoteOption): QuoteLead | null {
  const calculation = calculateQuote(data);
  if (!calculation || !data.postcode) return null;
  const boiler = calculation.recommendedBoilers[option === 'premium' ? 1 : 0];
  const price = totalWith(calculation, boiler);
  const { percent, saving, price: afterOffer } = offerPrice(price);
  const { labourCost, locationCost, flueCost } = calculation.pricing;
  return {
    reference: ticket.reference,
    issuedOn: ticket.issuedOn,
    validUntil: quoteValidUntil(ticket.issuedOn),
    option,
    boiler: { id: boiler.id, name: boiler.name, type: boiler.type, kw: boiler.kw },
    price,
    breakdown: { boiler: boiler.price, labour: labourCost, location: locationCost, flue: flueCost },
    offer: { percent, savingPence: saving, pricePence: afterOffer },
    postcode: data.postcode,
    answers: data,
  };
}

/**
 * The results screen's own state and what follows from it: the boiler the visitor picks (the
 * breakdown, the offer, the booking links and the lead they send follow it) and what the copy
 * button last said. Pure, tested without React; the page's address comes in as an argument.
 */
import { formatGbp } from '@/content/format';
import { isConversion, totalWith } from '@/lib/shared/quote/calculate';
import { quoteLead, type QuoteOption } from '@/lib/shared/quote/lead';
import { offerPrice } from '@/lib/shared/quote/offer-price';
import type { QuoteTicket } from '@/lib/shared/quote/reference';
import { encodeShareParam } from '@/lib/shared/quote/share-link';
import type { QuoteCalculation, QuoteData } from '@/lib/shared/quote/types';

/** A quote read from a share link or this browser, priced with today's catalogue. */
export interface ReadyQuote {
  data: QuoteData;
  calculation: QuoteCalculation;
  ticket: QuoteTicket;
  offerEnds: string;
}

export interface QuoteViewState {
  option: QuoteOption;
  /** What the copy button said last ('' before it was pressed). */
  copied: string;
}

export type QuoteViewAction = { type: 'choose'; option: QuoteOption } | { type: 'copied'; said: string };

export const initialQuoteView: QuoteViewState = { option: 'standard', copied: '' };

export function quoteViewReducer(state: QuoteViewState, action: QuoteViewAction): QuoteViewState {
  switch (action.type) {
    case 'choose':
      return { ...state, option: action.option };
    case 'copied':
      return { ...state, copied: action.said };
  }
}

/**
 * What the results show for the option picked: both boilers, the chosen one's total and its lines,
 * the offer on it, the share link (the same for either option) and the booking links' query (which
 * carries the option), and the lead a callback or booking sends.
 */
export function chosenQuote({ data, calculation, ticket }: ReadyQuote, option: QuoteOption, page: { origin: string; pathname: string }) {
  const [standard, premium] = calculation.recommendedBoilers;
  const chosen = option === 'premium' ? premium : standard;
  const total = totalWith(calculation, chosen);
  const shareParam = encodeShareParam(data, ticket);
  const lines: [string, string][] = [
    [`Boiler (${chosen.name})`, formatGbp(chosen.price)],
    [isConversion(data) ? 'Labour (conversion)' : 'Labour (like-for-like swap)', calculation.breakdown.labour],
    ['Moving the boiler', calculation.breakdown.location],
    ['Flue', calculation.breakdown.flue],
  ];
  return {
    standard,
    premium,
    total,
    lines,
    offer: offerPrice(total),
    shareUrl: `${page.origin}${page.pathname}?q=${shareParam}`,
    bookingQuery: `?q=${shareParam}&option=${option}`,
    lead: quoteLead(data, ticket, option),
  };
}

export type ChosenQuote = ReturnType<typeof chosenQuote>;

/**
 * A booking started from a quote: the quote travels in the page's address (`?q=`), which the server
 * cannot see, so the form reads it in the browser, with its code (quote-booking.ts) loaded only on a
 * page that takes a quote and whose address carries one. Where that code cannot be fetched (the
 * connection dropped), the form works as any booking form, and the lead still goes.
 */
import { useEffect, useState } from 'react';
import type { BookedQuote } from '@/lib/browser/quote/reader';
import type { QuoteOption } from '@/lib/shared/quote/lead';

export type QuoteTools = typeof import('./quote-booking');

/** The quote found in the address, the option it came with, and the installation dates offered. */
export interface FoundQuote {
  quote: BookedQuote;
  option: QuoteOption;
  dates: string[];
}

/**
 * The quote a booking is from, once read: with the option picked on the form (null: the one it
 * came with), the lead it sends and the other option's, for the summary to offer.
 */
export function useBookedQuote(takesQuote: boolean, option: QuoteOption | null) {
  const [quoteTools, setQuoteTools] = useState<{ tools: QuoteTools; found: FoundQuote } | null>(null);
  useEffect(() => {
    if (!takesQuote || !new URLSearchParams(window.location.search).has('q')) return;
    let live = true;
    void import('./quote-booking').then((tools) => {
      const now = new Date();
      const fromAddress = tools.quoteFromAddress(window.location.search, now);
      if (live && fromAddress) setQuoteTools({ tools, found: { ...fromAddress, dates: tools.installationDates(now) } });
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [takesQuote]);
  if (!quoteTools) return null;
  const { tools, found } = quoteTools;
  const booked: FoundQuote = { ...found, option: option ?? found.option };
  const leadOf = (picked: QuoteOption) => tools.quoteLead(found.quote.data, found.quote.ticket, picked);
  return { booked, lead: leadOf(booked.option), other: leadOf(booked.option === 'premium' ? 'standard' : 'premium'), QuoteSummary: tools.QuoteSummary };
}

/**
 * Reading a kept quote back (lib/browser/quote/storage.ts keeps it): the saved quote, a share link, and a
 * booking's address. Anything stored or shared is read answer by answer with the answers' schema
 * (lib/shared/quote/answers.ts), which also reads the shapes older quotes and links were written in; a
 * corrupt or foreign value is ignored, never trusted and never thrown. The islands load this module
 * with `loadQuoteReader` (./load-reader.ts) only when there is a quote to read, as zod comes with it.
 */
import { readQuoteAnswers } from '@/lib/shared/quote/answers';
import { calculateQuote } from '@/lib/shared/quote/calculate';
import { QUOTE_OPTIONS, quoteLead, type QuoteOption } from '@/lib/shared/quote/lead';
import { currentTicket, issueQuote, type QuoteTicket } from '@/lib/shared/quote/reference';
import { QUOTE_STORAGE_KEY, writeQuote, type StoredQuote } from './storage';
import type { QuoteData } from '@/lib/shared/quote/types';
import { guardStorage, type StorageSource } from '@/lib/browser/storage';

/** Reads a stored quote; the calculation is always redone from the answers with today's prices. */
export function parseStoredQuote(raw: string | null): StoredQuote | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn(`Ignored an unreadable saved quote in "${QUOTE_STORAGE_KEY}"`);
    return null;
  }
  const quoteData = readQuoteAnswers((parsed as { quoteData?: unknown } | null)?.quoteData);
  if (!quoteData) {
    console.warn(`Ignored a saved quote in "${QUOTE_STORAGE_KEY}" that is not one of ours`);
    return null;
  }
  const { reference, issuedOn } = parsed as { reference?: unknown; issuedOn?: unknown };
  return {
    quoteData,
    calculation: calculateQuote(quoteData),
    ...(typeof reference === 'string' && typeof issuedOn === 'string' ? { reference, issuedOn } : {}),
  };
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** A share link's answers, and its ticket when it carries a valid, current one at `now`. */
export function decodeShare(param: string | null, now: Date): { data: QuoteData; ticket: QuoteTicket | null } | null {
  if (!param) return null;
  try {
    const parsed: unknown = JSON.parse(fromBase64Url(param));
    const data = readQuoteAnswers(parsed);
    if (!data) return null;
    const { ref, on } = parsed as { ref?: unknown; on?: unknown };
    return { data, ticket: currentTicket({ reference: ref, issuedOn: on }, now) };
  } catch {
    console.warn('Ignored a share link that could not be read');
    return null;
  }
}

export function decodeShareParam(param: string | null): QuoteData | null {
  return decodeShare(param, new Date())?.data ?? null;
}

/**
 * The answers saved in this browser, or null (also where the browser blocks storage: the
 * visitor simply starts afresh). Storage comes from a getter, read through lib/browser/storage.ts.
 */
export function readSavedQuote(storage: StorageSource): QuoteData | null {
  return parseStoredQuote(guardStorage(storage).read(QUOTE_STORAGE_KEY))?.quoteData ?? null;
}

/** The saved answers with their ticket when it is still current at `now`. */
export function readSavedQuoteWithTicket(storage: StorageSource, now: Date): { data: QuoteData; ticket: QuoteTicket | null } | null {
  const stored = parseStoredQuote(guardStorage(storage).read(QUOTE_STORAGE_KEY));
  return stored ? { data: stored.quoteData, ticket: currentTicket(stored, now) } : null;
}

/**
 * Saves the answers with their calculation (no answers clears the key); false when storage refused.
 * With no `ticket`, a saved ticket is kept while the answers are unchanged and dropped once they
 * change: a reference always names one set of answers.
 */
export function saveQuote(storage: StorageSource, quoteData: QuoteData, ticket?: QuoteTicket | null): boolean {
  let kept = ticket;
  if (kept === undefined) {
    const saved = parseStoredQuote(guardStorage(storage).read(QUOTE_STORAGE_KEY));
    kept = saved?.reference && saved.issuedOn && JSON.stringify(saved.quoteData) === JSON.stringify(readQuoteAnswers(quoteData)) ? { reference: saved.reference, issuedOn: saved.issuedOn } : null;
  }
  return writeQuote(storage, quoteData, kept);
}

export interface BookedQuote {
  data: QuoteData;
  ticket: QuoteTicket;
}

/**
 * The quote a booking page was opened with: the results' "Book a free survey" and "Book a video
 * survey" links carry it in `?q=` (a share link's value) with the option in `?option=`. Null when
 * there is none or it makes no quote, and the form then works as any booking form.
 */
export function quoteFromAddress(search: string, now: Date): { quote: BookedQuote; option: QuoteOption } | null {
  const params = new URLSearchParams(search);
  const shared = decodeShare(params.get('q'), now);
  const ticket = shared ? (shared.ticket ?? issueQuote(now)) : null;
  if (!shared || !ticket || !quoteLead(shared.data, ticket, 'standard')) return null;
  const option = (QUOTE_OPTIONS as readonly string[]).includes(params.get('option') ?? '') ? (params.get('option') as QuoteOption) : 'standard';
  return { quote: { data: shared.data, ticket }, option };
}

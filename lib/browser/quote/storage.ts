/**
 * Keeping a quote: the browser key `instantQuote` holds `{ quoteData, calculation }` (docs/product.md §4.1),
 * and a share link carries the answers in `?q=`. This module writes them and says whether there is
 * one to read; reading one back is lib/browser/quote/reader.ts, which checks every answer with the
 * answers' zod schema and so is loaded (`loadQuoteReader`) only when a quote is saved or shared: a
 * first visit with nothing saved never downloads zod.
 */
import { calculateQuote } from '@/lib/shared/quote/calculate';
import type { QuoteTicket } from '@/lib/shared/quote/reference';
import type { QuoteCalculation, QuoteData } from '@/lib/shared/quote/types';
import { guardStorage, type StorageSource } from '@/lib/browser/storage';

/** The browser storage key of docs/product.md §4.1. */
export const QUOTE_STORAGE_KEY = 'instantQuote';

export interface StoredQuote {
  quoteData: QuoteData;
  calculation: QuoteCalculation | null;
  /** Set once the wizard is finished (lib/shared/quote/reference.ts); older saved quotes have none. */
  reference?: string;
  issuedOn?: string;
}

export function serialiseQuote(quoteData: QuoteData, ticket?: QuoteTicket | null): string {
  const stored: StoredQuote = { quoteData, calculation: calculateQuote(quoteData), ...(ticket ?? {}) };
  return JSON.stringify(stored);
}

/** The `q` value of a share link (lib/shared/quote/share-link.ts, which the Worker's emails use too). */
export { encodeShareParam } from '@/lib/shared/quote/share-link';

/**
 * Whether this browser holds a saved quote: one read of the key, nothing parsed, so a visitor with
 * none loads no reader (false too where the browser blocks storage).
 */
export function hasSavedQuote(storage: StorageSource): boolean {
  return guardStorage(storage).read(QUOTE_STORAGE_KEY) !== null;
}

/**
 * Saves the answers with their calculation and `ticket` (none: the quote is not finished, or its
 * reference no longer names these answers); no answers clears the key. False when storage refused.
 * To keep a saved ticket while the answers are unchanged, the reader's `saveQuote` reads it first.
 */
export function writeQuote(storage: StorageSource, quoteData: QuoteData, ticket: QuoteTicket | null = null): boolean {
  const store = guardStorage(storage);
  const saved = Object.keys(quoteData).length ? store.write(QUOTE_STORAGE_KEY, serialiseQuote(quoteData, ticket)) : store.remove(QUOTE_STORAGE_KEY);
  if (!saved) console.warn('Could not save the quote in this browser');
  return saved;
}

/** This browser's local storage, for the saved quote. */
export const browserStorage = (): Storage => window.localStorage;

/**
 * Keeping a quote: the browser key `instantQuote` holds `{ quoteData, calculation }` (docs/product.md §4.1),
 * and a share link carries the answers in `?q=`. Anything stored or shared is read answer by answer
 * with the answers' schema (lib/quote/answers.ts), which also reads the shapes older quotes and
 * links were written in; a corrupt or foreign value is ignored, never trusted and never thrown.
 */
import { readQuoteAnswers } from './answers';
import { calculateQuote } from './calculate';
import { currentTicket, type QuoteTicket } from './reference';
import type { QuoteCalculation, QuoteData } from './types';
import { guardStorage, type StorageSource } from '@/lib/browser-storage';

/** The browser storage key of docs/product.md §4.1. */
export const QUOTE_STORAGE_KEY = 'instantQuote';

export interface StoredQuote {
  quoteData: QuoteData;
  calculation: QuoteCalculation | null;
  /** Set once the wizard is finished (lib/quote/reference.ts); older saved quotes have none. */
  reference?: string;
  issuedOn?: string;
}

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

export function serialiseQuote(quoteData: QuoteData, ticket?: QuoteTicket | null): string {
  const stored: StoredQuote = { quoteData, calculation: calculateQuote(quoteData), ...(ticket ?? {}) };
  return JSON.stringify(stored);
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * The `q` value of a share link: the answers (prices are always recalculated) and, once the quote
 * is finished, its reference and issue date as `ref` and `on`. Links made before references
 * existed carry answers only and still open.
 */
export function encodeShareParam(quoteData: QuoteData, ticket?: QuoteTicket | null): string {
  return toBase64Url(JSON.stringify(ticket ? { ...quoteData, ref: ticket.reference, on: ticket.issuedOn } : quoteData));
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
 * visitor simply starts afresh). Storage comes from a getter, read through lib/browser-storage.ts.
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
  const store = guardStorage(storage);
  let kept = ticket;
  if (kept === undefined) {
    const saved = parseStoredQuote(store.read(QUOTE_STORAGE_KEY));
    kept = saved?.reference && saved.issuedOn && JSON.stringify(saved.quoteData) === JSON.stringify(readQuoteAnswers(quoteData)) ? { reference: saved.reference, issuedOn: saved.issuedOn } : null;
  }
  const saved = Object.keys(quoteData).length ? store.write(QUOTE_STORAGE_KEY, serialiseQuote(quoteData, kept)) : store.remove(QUOTE_STORAGE_KEY);
  if (!saved) console.warn('Could not save the quote in this browser');
  return saved;
}

/** This browser's local storage, for `readSavedQuote` and `saveQuote`. */
export const browserStorage = (): Storage => window.localStorage;

/**
 * The `q` value of a quote's share link, written without the browser: the results page
 * (lib/browser/quote/storage.ts re-exports it) and the Worker's email of a quote (worker/delivery/
 * visitor-email.ts) make the same links, and lib/browser/quote/reader.ts reads them back.
 */
import type { QuoteTicket } from './reference';
import type { QuoteData } from './types';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The `q` value of a share link: the answers (prices are always recalculated) and, once the quote
 * is finished, its reference and issue date as `ref` and `on`. Links made before references
 * existed carry answers only and still open.
 */
export function encodeShareParam(quoteData: QuoteData, ticket?: QuoteTicket | null): string {
  return toBase64Url(JSON.stringify(ticket ? { ...quoteData, ref: ticket.reference, on: ticket.issuedOn } : quoteData));
}

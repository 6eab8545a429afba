/**
 * Reading a quote back out of a stored lead (untyped JSON): the Worker's emails and the lead
 * inbox both take a lead's quote only when it is whole, by this one rule.
 */
import type { QuoteLead } from './lead';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The prices of a quote, the part a changed quote's `today` repeats with today's figures. */
export type QuoteFigures = Pick<QuoteLead, 'price' | 'breakdown' | 'offer'> & { boiler: Pick<QuoteLead['boiler'], 'name'>; option?: string };

/** The figures of a quote (untyped JSON), or null when they are not all there. */
export function quoteFiguresOf(value: unknown): QuoteFigures | null {
  if (!isRecord(value) || !isNumber(value.price) || !isRecord(value.boiler) || typeof value.boiler.name !== 'string') return null;
  const { breakdown, offer } = value;
  if (!isRecord(breakdown) || !['boiler', 'labour', 'location', 'flue'].every((key) => isNumber(breakdown[key]))) return null;
  if (!isRecord(offer) || !['percent', 'savingPence', 'pricePence'].every((key) => isNumber(offer[key]))) return null;
  return value as unknown as QuoteFigures;
}

/** The quote a lead's fields carry, as the visitor saw it, or null when it has none (or not a whole one). */
export function quoteOf(fields: Record<string, unknown>): QuoteLead | null {
  const quote = fields.quote;
  if (!quoteFiguresOf(quote) || !isRecord(quote)) return null;
  return typeof quote.reference === 'string' && typeof quote.validUntil === 'string' ? (quote as unknown as QuoteLead) : null;
}

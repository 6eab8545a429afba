/**
 * The quote a booking carries (lib/shared/quote/lead.ts): its shape, and whether its figures are the ones
 * its answers give under this release's prices (`quoteMatchesAnswers`). The booking form checks
 * what it is about to send with `quoteLeadSchema`; the lead receiver reads the shape first and then
 * judges the figures (lib/shared/forms/lead-payloads.ts): a quote altered on the way is refused, one
 * made before a release changed a price is kept and marked. The answers are checked by the quote's
 * own schema (lib/shared/quote/answers.ts), which reads a lead queued before yes-no answers were all
 * booleans as it would be written now.
 */
import * as z from 'zod/mini';
import { BOILER_TYPES } from '@/content/boiler-types';
import { QUOTE_OPTIONS, quoteLead, type QuoteLead } from '@/lib/shared/quote/lead';
import { quoteAnswersSchema } from '@/lib/shared/quote/answers';
import { isQuoteReference } from '@/lib/shared/quote/reference';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'));
const pounds = z.number().check(z.int(), z.nonnegative());

/** Said of a quote whose figures are not what its answers give under the same rules. */
export const QUOTE_MISMATCH = 'quote does not match what its answers give: reload the results and book again';

/** A quote as it travels: every field there and of the right kind, figures not yet judged. */
export const quoteLeadShapeSchema = z.object({
  reference: z.string().check(z.refine(isQuoteReference, 'reference must look like EH-7K3M-9XPD')),
  issuedOn: isoDate,
  validUntil: isoDate,
  option: z.enum(QUOTE_OPTIONS),
  boiler: z.object({ id: z.string(), name: z.string(), type: z.enum(BOILER_TYPES), kw: z.number() }),
  price: pounds,
  breakdown: z.object({ boiler: pounds, labour: pounds, location: pounds, flue: pounds }),
  offer: z.object({ percent: z.number(), savingPence: pounds, pricePence: pounds }),
  postcode: z.string(),
  answers: quoteAnswersSchema,
});

export type QuoteLeadInput = z.infer<typeof quoteLeadShapeSchema>;

/** The quote this release's prices give for the same answers, reference, day and option (null if none). */
export function quoteToday(quote: QuoteLeadInput): QuoteLead | null {
  return quoteLead(quote.answers, { reference: quote.reference, issuedOn: quote.issuedOn }, quote.option);
}

/** True when every figure of the quote is what its answers give under this release's rules. */
export function quoteMatchesAnswers(quote: QuoteLeadInput): boolean {
  const expected = quoteToday(quote);
  return expected !== null && JSON.stringify({ ...expected, answers: null }) === JSON.stringify({ ...quote, answers: null });
}

/** A whole quote, figures included, as the booking form must send it. */
export const quoteLeadSchema = quoteLeadShapeSchema.check(z.refine(quoteMatchesAnswers, QUOTE_MISMATCH));

/**
 * The quote a booking carries (lib/quote/lead.ts): one schema for the booking form, which checks
 * what it is about to send, and for the local lead inbox, which refuses a quote whose figures are
 * not the ones the answers give. A tampered price never reaches the business as genuine. The
 * answers are checked by the quote's own schema (lib/quote/answers.ts), which reads a lead queued
 * before yes-no answers were all booleans as it would be written now.
 */
import * as z from 'zod/mini';
import { BOILER_TYPES } from '@/content/boiler-types';
import { QUOTE_OPTIONS, quoteLead } from '@/lib/quote/lead';
import { quoteAnswersSchema } from '@/lib/quote/answers';
import { isQuoteReference } from '@/lib/quote/reference';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD'));
const pounds = z.number().check(z.int(), z.nonnegative());

export const quoteLeadSchema = z
  .object({
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
  })
  .check(
    z.refine((quote) => {
      const expected = quoteLead(quote.answers, { reference: quote.reference, issuedOn: quote.issuedOn }, quote.option);
      return expected !== null && JSON.stringify({ ...expected, answers: null }) === JSON.stringify({ ...quote, answers: null });
    }, 'quote does not match what its answers give: reload the results and book again'),
  );

export type QuoteLeadInput = z.infer<typeof quoteLeadSchema>;

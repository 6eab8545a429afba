/**
 * The quote's answers (docs/product.md §3, quote data) as one schema. The wizard's type
 * (`QuoteData`, also exported by lib/shared/quote/types.ts), the saved quote and the share link as read
 * back (lib/browser/quote/reader.ts) and the answers a booking carries (lib/shared/forms/quote-lead.ts)
 * all come from it, and each answer's options from content/quote-answers.ts. Every answer is
 * optional while the wizard is under way; a yes-no answer is a boolean. The quote islands import
 * it only through the reader, loaded when there is a quote to read, so zod stays off a first visit.
 */
import * as z from 'zod/mini';
import { BATH_OR_SHOWER_COUNTS, BEDROOM_COUNTS, CURRENT_BOILER_TYPES, FLUE_LOCATIONS, FUEL_TYPES, HOME_TYPES, NEW_LOCATIONS, RADIATOR_COUNTS, WATER_FLOWS, YES_NO } from '@/content/quote-answers';
import { isValidPostcode } from '@/lib/shared/forms/postcode';
import { MAX_LENGTH } from '@/lib/shared/forms/limits';

/**
 * Until every yes-no answer was a boolean, the flue question's was "yes" or "no": quotes saved,
 * links shared and leads queued then still hold it so, and are read with the boolean it is now.
 */
const oldYesNo = z.pipe(z.enum(YES_NO), z.transform((value) => value === 'yes'));

/** A count the question offers as one of `counts` (held as a number, as the pricing reads it). */
const countOf = (counts: readonly number[]) => z.number().check(z.refine((value) => counts.includes(value), `must be one of ${counts.join(', ')}`));

export const quoteAnswersSchema = z.object({
  fuelType: z.optional(z.enum(FUEL_TYPES)),
  boilerType: z.optional(z.enum(CURRENT_BOILER_TYPES)),
  postcode: z.optional(z.string().check(z.maxLength(MAX_LENGTH.postcode), z.refine(isValidPostcode, 'postcode must be a full UK postcode'))),
  homeType: z.optional(z.enum(HOME_TYPES)),
  wantCombiConversion: z.optional(z.boolean()),
  wantDifferentLocation: z.optional(z.boolean()),
  newLocation: z.optional(z.enum(NEW_LOCATIONS)),
  bedroomCount: z.optional(countOf(BEDROOM_COUNTS)),
  bathtubCount: z.optional(countOf(BATH_OR_SHOWER_COUNTS)),
  showerCount: z.optional(countOf(BATH_OR_SHOWER_COUNTS)),
  radiatorCount: z.optional(z.enum(RADIATOR_COUNTS)),
  waterFlow: z.optional(z.enum(WATER_FLOWS)),
  flueLocation: z.optional(z.enum(FLUE_LOCATIONS)),
  isFlueAwayFromWindows: z.optional(z.union([z.boolean(), oldYesNo])),
});

/** What the wizard holds, a quote is saved and shared as, and a booking carries. */
export type QuoteData = z.infer<typeof quoteAnswersSchema>;

/**
 * The answers of a saved quote or a share link, read one by one with their schemas: an answer that
 * is corrupt or not one of ours is left out and the others kept, never thrown. Null when `value`
 * is not an object.
 */
export function readQuoteAnswers(value: unknown): QuoteData | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const answers: Record<string, unknown> = {};
  for (const [key, answer] of Object.entries(quoteAnswersSchema.shape)) {
    const read = answer.safeParse(source[key]);
    if (read.success && read.data !== undefined) answers[key] = read.data;
  }
  // Each answer kept has just passed its own schema.
  return answers as QuoteData;
}

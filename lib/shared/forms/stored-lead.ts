/**
 * A lead's fields as the Worker stores them (the `lead` column) and reads them back: what its form
 * sent, read by the form's own schema (lead-payloads.ts), without its id, campaign, spam readings
 * and quote rules' fingerprint (kept beside it, or dropped). One kind per form, told apart by
 * `source` (the callback dialog sends none: its endpoint is its source), so the rest of the Worker
 * reads a field typed, never dug out of untyped JSON.
 *
 * Read tolerantly, as rows stored by an older release may be: every field may be missing (a field
 * the forms added since); each is read by its kind alone (a string, a number, one of an enum's
 * values), never judged again by the rules the visitor's input met on the day it was sent (a phone
 * number an older form did not write as +44... still reads); one not of its kind is read as
 * missing, so one odd row never stops the inbox, the export or an email. The quote is read back by
 * the one rule for a stored quote (lib/shared/quote/lead-shape.ts: whole figures, a reference, a
 * date). Reading is on every row the inbox lists (the free plan gives a request 10 ms of CPU): a
 * row is read in one pass, and only one that fails it field by field.
 */
import * as z from 'zod/mini';
import type { QuoteLead } from '@/lib/shared/quote/lead';
import { quoteOf } from '@/lib/shared/quote/lead-shape';
import { BOOKING_SOURCES, type BookingSource } from './booking';
import { EXIT_INTENT_SOURCE } from './exit-intent';
import { leadExtras } from './lead-extras';
import { bookingPayloadFields, callbackPayloadSchema, exitIntentPayloadSchema, quoteEmailPayloadSchema, type OneOfForms } from './lead-payloads';
import { QUOTE_EMAIL_SOURCE } from './quote-email';

/** What every payload carries besides its form's fields (lead-extras.ts): never part of the stored lead. */
type Extras = keyof typeof leadExtras;

/** A quote as stored, whole (quoteOf's rule). */
const storedQuote = z.custom<QuoteLead>((value) => quoteOf({ quote: value }) !== null);

/**
 * A field's schema as a stored row is read by: the kind of value it is (a string, a number, an
 * object of such, one of an enum's values), without the rules the visitor's input was judged by on
 * the day it was sent (lengths, formats, a UK phone number as +44...), so a value an older release
 * let through still reads. Its type is the field's own.
 */
function kindOf<Schema extends z.core.$ZodType>(schema: Schema): Schema {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return z.string() as unknown as Schema;
    case 'number':
      return z.number() as unknown as Schema;
    case 'optional':
      return z.optional(kindOf((def as z.core.$ZodOptionalDef).innerType)) as unknown as Schema;
    case 'object':
      return z.object(Object.fromEntries(Object.entries((def as z.core.$ZodObjectDef).shape).map(([key, field]) => [key, kindOf(field)]))) as unknown as Schema;
    // The forms' pipes only check (an email address: a string, then its format): read as what goes in.
    case 'pipe':
      return kindOf((def as z.core.$ZodPipeDef).in) as unknown as Schema;
    // Booleans, enums and literals: their kind is their values.
    default:
      return schema;
  }
}

/** A form's fields as a row may hold them: without the extras, each optional and read by its kind, the quote read as stored; the source, where a form sends one, is the row's own. */
type Stored<Shape extends z.core.$ZodShape> = { [Key in Exclude<keyof Shape, Extras>]: z.ZodMiniOptional<Key extends 'quote' ? typeof storedQuote : Shape[Key]> };

function storedShape<Shape extends z.core.$ZodShape>(shape: Shape): Stored<Shape> {
  const kept = Object.entries(shape).filter(([key]) => !Object.hasOwn(leadExtras, key));
  return Object.fromEntries(kept.map(([key, field]) => [key, z.optional(key === 'quote' ? storedQuote : kindOf(field))])) as Stored<Shape>;
}

/** A kind's two readings of a row: in one pass, and field by field (a field its schema does not read, read as missing; the source is the row's own). */
function kind<Shape extends z.core.$ZodShape>(shape: Shape) {
  const exact = z.object(shape);
  // Each field is optional already (storedShape), so undefined is what its schema reads for a missing one.
  const tolerant = z.object(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, key === 'source' ? field : z.catch(field, undefined)])) as Shape);
  return { exact, tolerant };
}

const callbackLead = kind(storedShape(callbackPayloadSchema.shape));
const exitIntentLead = kind({ ...storedShape(exitIntentPayloadSchema.shape), source: z.literal(EXIT_INTENT_SOURCE) });
const quoteEmailLead = kind({ ...storedShape(quoteEmailPayloadSchema.shape), source: z.literal(QUOTE_EMAIL_SOURCE) });
/** Every booking form's fields (each form sends some of them), the source any booking form's. */
const bookingLead = kind({ ...storedShape(bookingPayloadFields('book-free-survey', null)), source: z.enum(BOOKING_SOURCES) });

/** The callback dialog's fields (a first name, a phone number, and the quote when asked for from the results). */
export type CallbackLead = z.infer<typeof callbackLead.exact> & { source?: undefined };
/** The prize draw's entry. */
export type ExitIntentLead = z.infer<typeof exitIntentLead.exact>;
/** "Email me this quote": an address and the quote. */
export type QuoteEmailLead = z.infer<typeof quoteEmailLead.exact>;
/** A booking form's fields: the contact details, the date and time asked for, a message; from the quote results also the quote, the installation date and the survey window. */
export type BookingLead = z.infer<typeof bookingLead.exact>;

/** A stored lead's fields, one kind per form (any field reads on any kind: another form's is undefined). */
export type StoredLeadFields = OneOfForms<CallbackLead | ExitIntentLead | QuoteEmailLead | BookingLead>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isBookingSource = (source: string): source is BookingSource => (BOOKING_SOURCES as readonly string[]).includes(source);

function read<Fields>(reading: { exact: z.ZodMiniType<Fields>; tolerant: z.ZodMiniType<Fields> }, value: Record<string, unknown>): Fields {
  const exact = reading.exact.safeParse(value);
  return exact.success ? exact.data : reading.tolerant.parse(value);
}

/**
 * A lead's fields as they are stored, from a lead of `source` (its form's, or 'callback'): what the
 * receiver keeps of a checked payload, and what the store reads back from a row. A source no form
 * of this release sends is read as a callback's fields, the only ones such a lead may be read by.
 */
export function leadFieldsOf(source: string, fields: unknown): StoredLeadFields {
  const record = isRecord(fields) ? fields : {};
  if (source === EXIT_INTENT_SOURCE) return read(exitIntentLead, { ...record, source });
  if (source === QUOTE_EMAIL_SOURCE) return read(quoteEmailLead, { ...record, source });
  if (isBookingSource(source)) return read(bookingLead, { ...record, source });
  return read(callbackLead, record);
}

/** The quote a lead carries (the visitor's, as they saw it), or null. */
export const quoteOfLead = (lead: StoredLeadFields): QuoteLead | null => lead.quote ?? null;

/** The installation date a lead chose, or undefined when it chose none ('' is "no preference yet"). */
export const installationDateOf = (lead: StoredLeadFields): string | undefined => lead.installationDate || undefined;

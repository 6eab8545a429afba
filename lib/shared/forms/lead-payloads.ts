/**
 * What each lead form sends, checked with the very schema the form validates with: the lead
 * receiver (functions/api/leads/) refuses exactly what the forms refuse, so a lead that reaches
 * the business is one a visitor could have sent. Each also carries its id and campaign
 * (lead-extras.ts). Server-side only: the forms import their own schema and never download this.
 */
import * as z from 'zod/mini';
import { BOOKING_FORMS, TIME_WINDOWS } from '@/content/booking-forms';
import { ukCalendarDate } from '@/lib/shared/time/dates';
import { QUOTE_RULES_VERSION } from '@/lib/shared/quote/rules';
import type { QuoteLead } from '@/lib/shared/quote/lead';
import { wasOfferedOn } from '@/lib/shared/time/working-days';
import { BOOKING_SOURCES, INSTALLATION_DATE_NOT_OFFERED, QUOTE_BOOKING_SOURCES, bookingSchema, type BookingSource } from './booking';
import { callbackSchema } from './callback';
import { MAX_ADDRESS_LINE_LENGTH, slotField } from '@/lib/shared/survey/booking';
import { EXIT_INTENT_SOURCE, exitIntentSchema } from './exit-intent';
import { leadExtras } from './lead-extras';
import { QUOTE_MISMATCH, quoteLeadShapeSchema, quoteMatchesAnswers, quoteToday } from './quote-lead';
import { QUOTE_EMAIL_SOURCE, quoteEmailSchema } from './quote-email';

/** The two webhooks: the callback dialog posts to one, every other form to the other. */
export const LEAD_ENDPOINTS = ['callback', 'lead'] as const;
export type LeadEndpoint = (typeof LEAD_ENDPOINTS)[number];

/** When the visitor sent it, as the forms write it (`new Date().toISOString()`). */
const timestampField = z.iso.datetime({ message: 'timestamp must be an ISO date and time' });

export const exitIntentPayloadSchema = z.extend(exitIntentSchema, { source: z.literal(EXIT_INTENT_SOURCE), timestamp: timestampField, ...leadExtras });

/** A callback asked for from the results carries the quote the visitor was looking at; elsewhere exactly the product's two fields. */
export const callbackPayloadSchema = z.extend(callbackSchema, { quote: z.optional(quoteLeadShapeSchema), ...leadExtras });

/** "Email me this quote": the address and the whole quote, which is what the email will say. */
export const quoteEmailPayloadSchema = z.extend(quoteEmailSchema, { quote: quoteLeadShapeSchema, source: z.literal(QUOTE_EMAIL_SOURCE), timestamp: timestampField, ...leadExtras });

/**
 * Every field a booking form may send, with its schema (each form sends some: bookingPayloadSchema
 * picks them). The date rule ("from tomorrow onwards") is judged against the UK date the visitor
 * sent it on (`today`), not the day it arrives: a lead kept in the outbox and delivered days later
 * is still the valid lead it was. A stored lead is read back with no day (`today` null, read as
 * ''): its date was judged on the day it was sent, and every date comes after ''.
 */
export function bookingPayloadFields(source: BookingSource, today: string | null) {
  const { messageRequired } = BOOKING_FORMS[source];
  const form = bookingSchema({ today: today ?? '', needsDate: true, messageRequired });
  return {
    name: form.shape.name,
    phone: form.shape.phone,
    email: form.shape.email,
    postcode: form.shape.postcode,
    message: form.shape.message,
    source: z.literal(source),
    timestamp: timestampField,
    ...leadExtras,
    preferredDate: form.shape.preferredDate,
    timeWindow: z.enum(TIME_WINDOWS.map((window) => window.value) as [string, ...string[]]),
    // Booked from the results: the quote and the installation date travel with it (both or neither);
    // whether they still hold today is judged after the shape (judgeQuote).
    // A survey booked into a free window (lib/shared/survey/booking.ts): the window, the first line of the
    // address for a home survey (required with a window: the Worker says so), and whether a window
    // taken meanwhile may leave it unbooked (a resend from the outbox).
    quote: z.optional(quoteLeadShapeSchema),
    installationDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, INSTALLATION_DATE_NOT_OFFERED))),
    slot: z.optional(slotField),
    addressLine: z.optional(z.string().check(z.maxLength(MAX_ADDRESS_LINE_LENGTH, `Keep the first line of your address under ${MAX_ADDRESS_LINE_LENGTH} characters`))),
    slotFallback: z.optional(z.boolean()),
  };
}

type BookingFields = ReturnType<typeof bookingPayloadFields>;
/** The fields only a form with a date sends, and those only a form the quote results book through sends. */
type DateKeys = 'preferredDate' | 'timeWindow';
type FromQuoteKeys = 'quote' | 'installationDate' | 'slot' | 'addressLine' | 'slotFallback';
/** The three shapes of booking, each its own (as a union of inferred returns, TypeScript would keep the narrowest alone). */
type BookingPayloadSchema = z.ZodMiniObject<Omit<BookingFields, DateKeys | FromQuoteKeys>> | z.ZodMiniObject<Omit<BookingFields, FromQuoteKeys>> | z.ZodMiniObject<BookingFields>;

/** A booking as its form sends it: a form with a date adds it and its window, and one the quote results book through the rest. */
function bookingPayloadSchema(source: BookingSource, today: string): BookingPayloadSchema {
  const { preferredDate, timeWindow, quote, installationDate, slot, addressLine, slotFallback, ...shape } = bookingPayloadFields(source, today);
  if (!BOOKING_FORMS[source].needsDate) return z.object(shape);
  const withDate = { ...shape, preferredDate, timeWindow };
  if (!(QUOTE_BOOKING_SOURCES as readonly string[]).includes(source)) return z.object(withDate);
  return z.object({ ...withDate, quote, installationDate, slot, addressLine, slotFallback });
}

/** Each field's message, the first one as the form shows it. */
export type FieldErrors = Record<string, string>;

/**
 * A lead whose quote no longer matches this release's prices, offer or bank holidays: it was made
 * under other rules (a release came between the quote and the send). It is kept, with both figures.
 */
export interface QuoteCheck {
  /** What no longer holds: the quote's figures, the installation date, or both. */
  changed: ('figures' | 'installationDate')[];
  /** The fingerprint of the rules the quote was made with (null: a lead sent before there was one), and this release's. */
  rules: { sent: string | null; today: string };
  /** What this release gives for the same answers, without them (null when they make no quote now). */
  today: Omit<QuoteLead, 'answers'> | null;
}

/** Each key of any member of a union. */
type KeysOfAny<Union> = Union extends unknown ? keyof Union : never;
/**
 * A union of forms' fields in which each member also reads every other member's fields, as
 * missing: any field reads on any lead, typed (the quote of an exit-intent entry is undefined),
 * and `source` still tells the forms apart.
 */
export type OneOfForms<Union, Keys extends PropertyKey = KeysOfAny<Union>> = Union extends unknown ? Union & { [Key in Exclude<Keys, keyof Union>]?: undefined } : never;

/** What each of a union of schemas reads, as a union. */
type EachOf<Schema> = Schema extends z.ZodMiniType ? z.infer<Schema> : never;

/** A lead as its form's schema reads it, with its id, campaign, spam readings and quote rules (lead-extras.ts). */
export type LeadPayload = OneOfForms<EachOf<typeof callbackPayloadSchema | typeof exitIntentPayloadSchema | typeof quoteEmailPayloadSchema | BookingPayloadSchema>>;

export type LeadCheck = { ok: true; lead: LeadPayload; quoteCheck?: QuoteCheck } | { ok: false; errors: FieldErrors };

/**
 * A field left out is read as left empty, so it gets the message the form shows for an empty
 * field ("Phone number is required") rather than a type error.
 */
function withBlanks(schema: z.ZodMiniObject, body: unknown): unknown {
  if (!isRecord(body)) return body;
  const required = Object.entries(schema.shape).filter(([, field]) => (field as { _zod: { optin?: string } })._zod.optin !== 'optional');
  return { ...Object.fromEntries(required.map(([key]) => [key, ''])), ...body };
}

function check(schema: z.ZodMiniObject, body: unknown): LeadCheck {
  const result = schema.safeParse(withBlanks(schema, body));
  // One of LeadPayload's schemas (checkFields picks it), read as its own.
  if (result.success) return { ok: true, lead: result.data as LeadPayload };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '(body)';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Said when photos come with a lead that may not carry them. */
export const PHOTOS_NOT_ALLOWED = 'Photos can only be sent with a survey booked from a quote';

/**
 * Whether a well-formed lead's quote and installation date still hold today. They do: nothing to
 * say. They do not, and the lead says it was made under this release's rules: the figures were
 * altered on the way, so it is refused as the form would refuse it. They do not, and it was made
 * under other rules (an earlier release, or before leads carried the fingerprint): kept, marked.
 */
function judgeQuote(lead: LeadPayload, sentAt: Date): LeadCheck {
  const { quote } = lead;
  const installationDate = lead.installationDate || null;
  const errors: FieldErrors = {};
  if (quote && !quoteMatchesAnswers(quote)) errors.quote = QUOTE_MISMATCH;
  if (installationDate && !wasOfferedOn(installationDate, sentAt)) errors.installationDate = INSTALLATION_DATE_NOT_OFFERED;
  const changed = (['quote', 'installationDate'] as const).filter((field) => errors[field]);
  if (!changed.length) return { ok: true, lead };
  const sent = lead.quoteRules ?? null;
  if (sent === QUOTE_RULES_VERSION) return { ok: false, errors };
  const today = quote ? quoteToday(quote) : null;
  const withoutAnswers = today ? (Object.fromEntries(Object.entries(today).filter(([key]) => key !== 'answers')) as Omit<QuoteLead, 'answers'>) : null;
  return {
    ok: true,
    lead,
    quoteCheck: { changed: changed.map((field) => (field === 'quote' ? 'figures' : field)), rules: { sent, today: QUOTE_RULES_VERSION }, today: withoutAnswers },
  };
}

/** When the visitor sent the lead (its timestamp, else now): the day its dates and quote are judged by. */
function sentAtOf(lead: LeadPayload, now: Date): Date {
  const time = lead.timestamp ? Date.parse(lead.timestamp) : Number.NaN;
  return Number.isNaN(time) ? now : new Date(time);
}

/**
 * Checks a lead posted to `endpoint`, with the number of photos sent with it (only a survey
 * booked from a quote, with its quote, may carry any); on success returns it as the form's schema
 * reads it, and how its quote compares with today's rules when it no longer matches them.
 */
export function checkLead(endpoint: LeadEndpoint, body: unknown, photoCount = 0, now: Date = new Date()): LeadCheck {
  const fields = checkFields(endpoint, body);
  if (!fields.ok) return fields;
  const checked = judgeQuote(fields.lead, sentAtOf(fields.lead, now));
  if (!checked.ok || photoCount === 0) return checked;
  const { source, quote } = checked.lead;
  const mayCarryPhotos = endpoint === 'lead' && (QUOTE_BOOKING_SOURCES as readonly unknown[]).includes(source) && quote !== undefined;
  return mayCarryPhotos ? checked : { ok: false, errors: { photos: PHOTOS_NOT_ALLOWED } };
}

function checkFields(endpoint: LeadEndpoint, body: unknown): LeadCheck {
  if (endpoint === 'callback') return check(callbackPayloadSchema, body);
  if (!isRecord(body)) return { ok: false, errors: { '(body)': 'A lead must be a JSON object' } };
  const { source, timestamp } = body;
  if (source === EXIT_INTENT_SOURCE) return check(exitIntentPayloadSchema, body);
  if (source === QUOTE_EMAIL_SOURCE) return check(quoteEmailPayloadSchema, body);
  if (typeof source === 'string' && (BOOKING_SOURCES as readonly string[]).includes(source)) {
    const sent = timestampField.safeParse(timestamp);
    if (!sent.success) return { ok: false, errors: { timestamp: 'timestamp must be an ISO date and time' } };
    return check(bookingPayloadSchema(source as BookingSource, ukCalendarDate(new Date(sent.data))), body);
  }
  return { ok: false, errors: { source: `source must be one of: ${[EXIT_INTENT_SOURCE, QUOTE_EMAIL_SOURCE, ...BOOKING_SOURCES].join(', ')}` } };
}

/**
 * "Email me this quote" on the results: the visitor's email address. The lead it sends carries
 * the quote too (lead-payloads.ts checks it against the answers); the business sends the email.
 */
import * as z from 'zod/mini';
import { emailField } from './fields';

export const quoteEmailSchema = z.object({
  email: emailField,
});

export type QuoteEmailInput = z.infer<typeof quoteEmailSchema>;

/** The `source` of these leads: a lead type of its own, so the business knows to send the quote. */
export const QUOTE_EMAIL_SOURCE = 'quote-email';

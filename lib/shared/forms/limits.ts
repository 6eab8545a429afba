/**
 * Field limits and the postcode message, without zod: the quote wizard uses them too, and should
 * not download the form schemas to do so.
 */

/** Longest values we accept: generous for real input, small enough to refuse junk. */
export const MAX_LENGTH = { name: 80, phone: 20, postcode: 10, email: 254, message: 2000 } as const;

/** Said when a postcode is not a full UK one, in the forms and in the quote wizard. */
export const POSTCODE_FORMAT = 'Enter a full UK postcode, for example DN31 1AB';

/**
 * The two rules every lead lives by, in the browser and on the server alike: the spam guard's
 * minimum fill time (the forms hold a faster send back, the receiver drops one) and how long a
 * webhook has to answer a lead (the forms' JSON sends, the receiver's forwards to a CRM, the
 * webhook check). Apart from the outbox (lib/leads.ts, which re-exports them), so the receiver
 * takes these without the browser's sending code.
 */

/** A form sent sooner than this after it appeared is taken for a bot: faster than any person can read and fill one. */
export const MIN_FILL_MS = 1500;
/** A JSON lead (a few hundred bytes) with no answer within this time counts as not answered: the visitor is told and it is kept. */
export const LEAD_TIMEOUT_MS = 10_000;

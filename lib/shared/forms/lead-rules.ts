/**
 * The rules every lead lives by, in the browser and on the server alike: the spam guard's minimum
 * fill time (the forms hold a faster send back, the receiver drops one), how long a webhook has to
 * answer a lead (the forms' JSON sends, the receiver's forwards to a CRM, the webhook check), and
 * how a `Retry-After` is read (the outbox honours the receiver's, the receiver a CRM's). Apart from the outbox (lib/browser/outbox/outbox.ts, which re-exports them), so the receiver
 * takes these without the browser's sending code.
 */

/** A form sent sooner than this after it appeared is taken for a bot: faster than any person can read and fill one. */
export const MIN_FILL_MS = 1500;
/**
 * The spam guard's readings a person's form gives (the hidden field empty, half a minute to fill
 * it in), for what sends a lead on a person's behalf without the form: the webhook check
 * (scripts/lib/check-webhook.ts) and the tests. The receiver drops a lead without readings.
 */
export const PERSON_GUARD = { website: '', fillMs: 30_000 } as const;
/**
 * A lead neither sent nor discarded for a year (counted from when it was last sent again) is
 * forgotten with its photos by the visitor's browser: a request that old matters to nobody. Here
 * because the Worker's record of erased leads (ERASED_IDS_KEEP_DAYS, two years) must outlive every
 * lead a browser may still send, and a test holds the two together.
 */
export const OUTBOX_KEEP_MS = 365 * 24 * 60 * 60 * 1000;
/** A JSON lead (a few hundred bytes) with no answer within this time counts as not answered: the visitor is told and it is kept. */
export const LEAD_TIMEOUT_MS = 10_000;
/** A Retry-After header (seconds, or an HTTP date) as ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ("Mon, 23 Nov 2026 12:00:00 GMT"); Date.parse reads "-5" as a year.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

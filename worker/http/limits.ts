/**
 * The site's limits as plain values, for the Worker (worker/http/abuse.ts, worker/store/usage.ts)
 * and the browser tests alike: no Cloudflare types here, so e2e/ can import it.
 */

/**
 * Seconds a client over a limit is asked to wait: the bindings count in windows of one minute
 * (wrangler.toml), and do not say where in the window a client is.
 */
export const RATE_LIMIT_RETRY_AFTER_SECONDS = 60;

/**
 * Lead posts one address may make a minute (wrangler.toml LEAD_RATE_LIMIT, held to this by
 * abuse.test.ts): a household sends a callback, a booking and a quote by email at most, and its
 * browser's outbox may send one or two of them again (5 s, then 10 s, after a lost answer; every
 * resend counts). One more waits a minute (429, Retry-After), kept in the browser, never lost.
 */
export const LEAD_POSTS_PER_MINUTE = 5;
/**
 * Posts with photos one address may make a minute (wrangler.toml PHOTO_RATE_LIMIT): one booking
 * with photos, and one resend after an upload that stalled (the outbox gives up after 15 s without
 * progress and tries again 5 s later). At most 2 × MAX_LEAD_WITH_PHOTOS_BYTES a minute.
 */
export const PHOTO_POSTS_PER_MINUTE = 2;

/**
 * New leads stored a day, unless LEADS_PER_DAY_LIMIT says otherwise. The free plan's tightest
 * quota for leads is Queues' 10,000 operations a day: a lead's two jobs cost about 6 (each job's
 * message written, read and acknowledged), so 1,000 leads use 6,000 and leave 4,000 for retries,
 * the 5-minute sweep and notices; D1's 100,000 rows written a day take about 15 a lead (its row,
 * indexes, jobs and their updates): 15,000. A busy day for the business is a few dozen leads.
 */
export const LEADS_PER_DAY_DEFAULT = 1000;
/**
 * Megabytes (1,000,000 bytes) of photos stored a day, unless PHOTO_MB_PER_DAY_LIMIT says
 * otherwise. R2's free tier stores 10 GB, and leads (photos and all) are kept 365 days: 10,000 MB
 * / 365 is 27.4 MB a day on average, so 25 MB a day can never fill it (9.1 GB after a year at the
 * ceiling every day). A booking's photos, made smaller by the form, are 0.5 to 3 MB.
 */
export const PHOTO_MB_PER_DAY_DEFAULT = 25;

/** Which daily ceiling a post met. */
export type Ceiling = 'leads' | 'photos';

/** What a post past a daily ceiling is told (the browser's outbox keeps a 503's lead and sends a 413's again without its photos). */
export const CEILING_MESSAGES: Record<Ceiling, string> = {
  leads: 'The site has taken as many requests as it can today: this one is kept on your device and sent again later',
  photos: 'The site has taken as many photos as it can today: send the details without them',
};

/** The counting day of an instant: its UTC date (YYYY-MM-DD), as Cloudflare counts the free plan's quotas. */
export const usageDay = (at: Date) => at.toISOString().slice(0, 10);

/** Whole seconds from `at` until its counting day ends (UTC midnight), at least 1. */
export function secondsToDayEnd(at: Date): number {
  const end = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((end - at.getTime()) / 1000));
}

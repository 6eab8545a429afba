/**
 * The site's limits as plain values, for the Worker (its one intake, worker/http/intake.ts; the
 * daily counts, worker/store/usage.ts; the diary) and the browser tests alike: no Cloudflare types
 * here, so e2e/ can import it. Every public write is one a script will send 10,000 times: each
 * figure below bounds what that costs the business.
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

/**
 * Leads whose human check did not pass (worker/http/human-check.ts) have a daily pool of their own,
 * this share of the leads ceiling (100 of 1,000): a person whose browser blocks the check is still
 * stored, but a script without one can never use up the room of the verified leads.
 */
export const UNVERIFIED_SHARE_OF_LEADS = 1 / 10;
/** Likewise for photos: unverified leads' photos have a pool of this share of the photo ceiling (5 MB of 25). */
export const UNVERIFIED_SHARE_OF_PHOTOS = 1 / 5;
/**
 * The most of any daily pool one address prefix (an IPv4 /24, an IPv6 /64: worker/http/abuse.ts
 * clientPrefix) may take: a twentieth of the leads (50 of 1,000 a day: no household or office
 * sends that many), so no one network can close the site to everyone else for the day.
 */
export const PREFIX_SHARE_OF_LEADS = 1 / 20;
/**
 * Half the photos (12.5 MB of 25): room for the largest booking a person sends (four photos as a
 * phone takes them, about 12 MB: MAX_LEAD_WITH_PHOTOS_BYTES) or several made smaller by the form
 * (0.5 to 3 MB each), while a second large post from the same network waits for tomorrow.
 */
export const PREFIX_SHARE_OF_PHOTOS = 1 / 2;
/**
 * Visitor emails (confirmations of new requests) a day in all, and a twentieth of them per address
 * prefix: the same figure as the leads ceiling, since each verified lead sends at most one.
 */
export const PREFIX_SHARE_OF_VISITOR_EMAILS = 1 / 20;
/**
 * Confirmations of new requests one email address gets a day, whatever the leads: a person sends a
 * callback, a booking and a quote by email at most, while a script aiming the business's sender at
 * one victim gets no more than this. Counted by a keyed hash of the address (never the address).
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/**
 * Surveys one address prefix may book into the diary a day: a household books one, a busy shared
 * network (a mobile operator's) a few; past it a booking is stored unbooked and called about, so a
 * script cannot fill the diary from one network.
 */
export const BOOKINGS_PER_PREFIX_PER_DAY = 3;
/**
 * Times one request's survey may be moved from the visitor's page a day: a change of plan and a
 * change back, and one more; after it they call (a token that leaked cannot churn the diary).
 */
export const MOVES_PER_REQUEST_PER_DAY = 3;
/**
 * The least time between two emails to the business about one request's survey changes: each says
 * where it stands now, so a burst of changes is one email, never one per change.
 */
export const BOOKING_NOTICE_GAP_MS = 15 * 60_000;

/** Which daily ceiling a post met: the leads, the photos, or the unverified leads' own pool. */
export type Ceiling = 'leads' | 'photos' | 'unverified';

/**
 * What a post past a daily ceiling is told (the browser's outbox keeps a 503's lead and sends it
 * again later; it sends a 413's again at once without its photos); `share`: its network has used
 * its share of the day.
 */
export const CEILING_MESSAGES: Record<Ceiling | 'share', string> = {
  leads: 'The site has taken as many requests as it can today: this one is kept on your device and sent again later',
  unverified: 'The site has taken as many requests as it can today: this one is kept on your device and sent again later',
  share: 'The site has taken as many requests from your network as it can today: this one is kept on your device and sent again later',
  photos: 'The site has taken as many photos as it can today: send the details without them',
};

/** The counting day of an instant: its UTC date (YYYY-MM-DD), as Cloudflare counts the free plan's quotas. */
export const usageDay = (at: Date) => at.toISOString().slice(0, 10);

/** Whole seconds from `at` until its counting day ends (UTC midnight), at least 1. */
export function secondsToDayEnd(at: Date): number {
  const end = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((end - at.getTime()) / 1000));
}

/**
 * Seconds the published reviews and job counts are kept in an isolate's memo before D1 is read
 * again (worker/http/pages.ts): a new review or finished job shows on the pages within this, far
 * inside issue 43's 24 hours, for one D1 read per isolate per period. PUBLISHED_CACHE_SECONDS
 * overrides it (the browser tests set 0, to see a row they write at once).
 */
export const PUBLISHED_CACHE_SECONDS_DEFAULT = 300;

/** The seconds the memo keeps the published reviews: a whole number from 0, else the default. */
export function publishedCacheSeconds(setting: string | undefined): number {
  return setting !== undefined && /^\d+$/.test(setting) ? Number(setting) : PUBLISHED_CACHE_SECONDS_DEFAULT;
}

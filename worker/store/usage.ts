/**
 * What the site takes each day, counted so no flood of posts can use up the Workers free plan's
 * daily quotas (then every visitor would get a 500 and the business's email would stop), fill R2,
 * aim the business's sender at one person, or fill the survey diary (`usage_counts`,
 * migrations/0010). Counted by UTC day, as Cloudflare counts the quotas, in pools: each pool has a
 * row per scope (who took it: an address prefix, a recipient's keyed hash, a request), and a pool's
 * day total is the sum of its rows. Taking is ONE conditional statement that adds to the scope's row
 * only while the row stays within its share and the pool's sum within its ceiling: D1 runs one
 * statement at a time, so posts arriving together can never pass either (a Durable Object would
 * serialise them too, but would be a second store to run, bind and test for one counter: D1 is
 * already in every write's path).
 */
import type { WorkerEnv } from '../env';
import {
  BOOKINGS_PER_PREFIX_PER_DAY,
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  LEADS_PER_DAY_DEFAULT,
  MOVES_PER_REQUEST_PER_DAY,
  PHOTO_MB_PER_DAY_DEFAULT,
  PREFIX_SHARE_OF_LEADS,
  PREFIX_SHARE_OF_PHOTOS,
  PREFIX_SHARE_OF_VISITOR_EMAILS,
  UNVERIFIED_SHARE_OF_LEADS,
  UNVERIFIED_SHARE_OF_PHOTOS,
  usageDay,
} from '../limits';

/** PHOTO_MB_PER_DAY_LIMIT's megabyte: a million bytes, as Cloudflare counts storage. */
const MB = 1_000_000;

/**
 * The pools: new leads whose human check passed and those whose did not (each its own ceiling),
 * their photos' bytes likewise, confirmations emailed to visitors, surveys booked (per address
 * prefix only), confirmations per recipient (per keyed hash only), moves per request (per request
 * only), and the confirmations held back by the per-recipient cap (counted for the business's
 * daily failure email; never refused).
 */
export type Pool = 'leads' | 'leads-unverified' | 'photo-bytes' | 'photo-bytes-unverified' | 'visitor-emails' | 'bookings' | 'recipient' | 'moves' | 'confirmations-held';

/** What a pool allows a day: in all (null: no day ceiling), and to one scope. */
export interface Allowance {
  total: number | null;
  perScope: number;
}

/** The ceilings under these settings (LEADS_PER_DAY_LIMIT, PHOTO_MB_PER_DAY_LIMIT). */
export interface Ceilings {
  leads: number;
  photoBytes: number;
}

/** A whole number from 1 up, else the default. */
function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** The ceilings under these settings. */
export function ceilingsOf(env: Pick<WorkerEnv, 'LEADS_PER_DAY_LIMIT' | 'PHOTO_MB_PER_DAY_LIMIT'>): Ceilings {
  return { leads: positive(env.LEADS_PER_DAY_LIMIT, LEADS_PER_DAY_DEFAULT), photoBytes: positive(env.PHOTO_MB_PER_DAY_LIMIT, PHOTO_MB_PER_DAY_DEFAULT) * MB };
}

/** A share of a total, at least 1. */
const share = (total: number, fraction: number) => Math.max(1, Math.floor(total * fraction));

/** What each pool allows under these ceilings (worker/limits.ts says why each figure). */
export function allowances(ceilings: Ceilings): Record<Pool, Allowance> {
  const unverifiedLeads = share(ceilings.leads, UNVERIFIED_SHARE_OF_LEADS);
  const unverifiedPhotos = share(ceilings.photoBytes, UNVERIFIED_SHARE_OF_PHOTOS);
  return {
    leads: { total: ceilings.leads, perScope: share(ceilings.leads, PREFIX_SHARE_OF_LEADS) },
    'leads-unverified': { total: unverifiedLeads, perScope: share(unverifiedLeads, PREFIX_SHARE_OF_LEADS) },
    'photo-bytes': { total: ceilings.photoBytes, perScope: share(ceilings.photoBytes, PREFIX_SHARE_OF_PHOTOS) },
    'photo-bytes-unverified': { total: unverifiedPhotos, perScope: share(unverifiedPhotos, PREFIX_SHARE_OF_PHOTOS) },
    'visitor-emails': { total: ceilings.leads, perScope: share(ceilings.leads, PREFIX_SHARE_OF_VISITOR_EMAILS) },
    bookings: { total: null, perScope: BOOKINGS_PER_PREFIX_PER_DAY },
    recipient: { total: null, perScope: CONFIRMATIONS_PER_ADDRESS_PER_DAY },
    moves: { total: null, perScope: MOVES_PER_REQUEST_PER_DAY },
    'confirmations-held': { total: null, perScope: Number.MAX_SAFE_INTEGER },
  };
}

/** How taking went: counted, or refused because the scope's share or the pool's day ceiling would pass. */
export type Taken = 'ok' | 'share' | 'ceiling';

/** Days of counts kept: enough to look back over a week (and for the daily failure email to read yesterday's). */
const USAGE_DAYS_KEPT = 7;

/** The scope of a pool's day total when a caller asks for it. */
const SUM = 'SELECT COALESCE(SUM(amount), 0) FROM usage_counts WHERE day = ?1 AND pool = ?2';

export function createUsageStore(db: D1Database, ceilings: Ceilings) {
  const allowed = allowances(ceilings);

  return {
    ceilings,
    allowed,

    /**
     * Adds `amount` to `pool` for `scope` on `day`, in one statement, only if the scope's row stays
     * within its share and the pool's day total within its ceiling; else says which it would pass.
     */
    async take(day: string, pool: Pool, scope: string, amount: number): Promise<Taken> {
      const { total, perScope } = allowed[pool];
      // Without a day ceiling, the sum is never read: a null total compares as within.
      const underCeiling = `(?5 IS NULL OR (${SUM}) + ?4 <= ?5)`;
      const counted = await db
        .prepare(
          `INSERT INTO usage_counts (day, pool, scope, amount) SELECT ?1, ?2, ?3, ?4 WHERE ?4 <= ?6 AND ${underCeiling}
           ON CONFLICT (day, pool, scope) DO UPDATE SET amount = amount + ?4 WHERE amount + ?4 <= ?6 AND ${underCeiling}
           RETURNING amount`,
        )
        .bind(day, pool, scope, amount, total, perScope)
        .first<{ amount: number }>();
      if (counted) return 'ok';
      const own = await this.of(day, pool, scope);
      return own + amount > perScope ? 'share' : 'ceiling';
    },

    /** Takes back what `take` counted that was not used after all (a resend of a stored lead, a failure). */
    async giveBack(day: string, pool: Pool, scope: string, amount: number): Promise<void> {
      await db.prepare('UPDATE usage_counts SET amount = max(0, amount - ?4) WHERE day = ?1 AND pool = ?2 AND scope = ?3').bind(day, pool, scope, amount).run();
    },

    /** Adds `amount` whatever the count (what is only recorded, never refused: confirmations held back). */
    async add(day: string, pool: Pool, scope: string, amount: number): Promise<void> {
      await db.prepare('INSERT INTO usage_counts (day, pool, scope, amount) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (day, pool, scope) DO UPDATE SET amount = amount + ?4').bind(day, pool, scope, amount).run();
    },

    /** One scope's count in a pool on `day`, or the pool's day total without a scope. */
    async of(day: string, pool: Pool, scope?: string): Promise<number> {
      const row =
        scope === undefined
          ? await db.prepare(`SELECT (${SUM}) AS amount`).bind(day, pool).first<{ amount: number }>()
          : await db.prepare('SELECT amount FROM usage_counts WHERE day = ? AND pool = ? AND scope = ?').bind(day, pool, scope).first<{ amount: number }>();
      return row?.amount ?? 0;
    },

    /** Drops the days before the last week (the daily notices' upkeep). */
    async dropOld(today: string): Promise<void> {
      const before = usageDay(new Date(Date.parse(`${today}T00:00:00Z`) - USAGE_DAYS_KEPT * 24 * 60 * 60 * 1000));
      await db.prepare('DELETE FROM usage_counts WHERE day < ?').bind(before).run();
    },
  };
}

export type UsageStore = ReturnType<typeof createUsageStore>;

/** The usage store over the Worker's D1 database and its settings. */
export const usageFor = (env: Pick<WorkerEnv, 'DB' | 'LEADS_PER_DAY_LIMIT' | 'PHOTO_MB_PER_DAY_LIMIT'>): UsageStore => createUsageStore(env.DB, ceilingsOf(env));

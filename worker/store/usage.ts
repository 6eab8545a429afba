/**
 * The site's daily ceilings (`site_usage`, migrations/0005): how many new leads it stores a day
 * and how many bytes of photos, so no flood of posts can use up the Workers free plan's daily
 * quotas (then every visitor would get a 500 and the business's email would stop) or fill R2.
 * Counted by UTC day, as Cloudflare counts the quotas; each lead taken is one atomic upsert that
 * adds it only while the day is under both ceilings, so posts arriving together cannot pass them.
 */
import type { WorkerEnv } from '../env';
import { LEADS_PER_DAY_DEFAULT, PHOTO_MB_PER_DAY_DEFAULT, usageDay, type Ceiling } from '../http/limits';

/** PHOTO_MB_PER_DAY_LIMIT's megabyte: a million bytes, as Cloudflare counts storage. */
const MB = 1_000_000;

/** A whole number from 1 up, else the default. */
function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** The ceilings under these settings. */
export function ceilingsOf(env: Pick<WorkerEnv, 'LEADS_PER_DAY_LIMIT' | 'PHOTO_MB_PER_DAY_LIMIT'>): { leads: number; photoBytes: number } {
  return { leads: positive(env.LEADS_PER_DAY_LIMIT, LEADS_PER_DAY_DEFAULT), photoBytes: positive(env.PHOTO_MB_PER_DAY_LIMIT, PHOTO_MB_PER_DAY_DEFAULT) * MB };
}

/** What the site has taken on one day. */
interface DayUsage {
  leads: number;
  photoBytes: number;
}

/** Days of usage kept: enough to look back over a week. */
const USAGE_DAYS_KEPT = 7;

export function createUsageStore(db: D1Database, ceilings: { leads: number; photoBytes: number }) {
  return {
    ceilings,

    /** What the site has taken on `day` so far. */
    async of(day: string): Promise<DayUsage> {
      const row = await db.prepare('SELECT leads, photo_bytes FROM site_usage WHERE day = ?').bind(day).first<{ leads: number; photo_bytes: number }>();
      return { leads: row?.leads ?? 0, photoBytes: row?.photo_bytes ?? 0 };
    },

    /**
     * Counts one new lead with `photoBytes` of photos on `day`, only if the day stays within both
     * ceilings: null when counted, else the ceiling it would pass.
     */
    async take(day: string, photoBytes: number): Promise<Ceiling | null> {
      const counted = await db
        .prepare(
          `INSERT INTO site_usage (day, leads, photo_bytes) SELECT ?1, 1, ?2 WHERE ?3 >= 1 AND ?2 <= ?4
           ON CONFLICT (day) DO UPDATE SET leads = leads + 1, photo_bytes = photo_bytes + ?2 WHERE leads < ?3 AND photo_bytes + ?2 <= ?4
           RETURNING leads`,
        )
        .bind(day, photoBytes, ceilings.leads, ceilings.photoBytes)
        .first<{ leads: number }>();
      if (counted) return null;
      const usage = await this.of(day);
      return usage.leads >= ceilings.leads ? 'leads' : 'photos';
    },

    /** Takes back a lead counted by `take` that was not stored after all (a resend of a stored one, or a failure). */
    async giveBack(day: string, photoBytes: number): Promise<void> {
      await db.prepare('UPDATE site_usage SET leads = max(0, leads - 1), photo_bytes = max(0, photo_bytes - ?) WHERE day = ?').bind(photoBytes, day).run();
    },

    /**
     * Counts `photoBytes` of photos that come without a new lead (a visitor adding them to their
     * request later), only if the day stays within the photo ceiling: true when counted.
     */
    async takePhotos(day: string, photoBytes: number): Promise<boolean> {
      const counted = await db
        .prepare(
          `INSERT INTO site_usage (day, leads, photo_bytes) SELECT ?1, 0, ?2 WHERE ?2 <= ?3
           ON CONFLICT (day) DO UPDATE SET photo_bytes = photo_bytes + ?2 WHERE photo_bytes + ?2 <= ?3
           RETURNING photo_bytes`,
        )
        .bind(day, photoBytes, ceilings.photoBytes)
        .first<{ photo_bytes: number }>();
      return counted !== null;
    },

    /** Takes back photos counted by `takePhotos` that were not stored after all. */
    async givePhotosBack(day: string, photoBytes: number): Promise<void> {
      await db.prepare('UPDATE site_usage SET photo_bytes = max(0, photo_bytes - ?) WHERE day = ?').bind(photoBytes, day).run();
    },

    /** Drops the days before the last week (the daily notices' upkeep). */
    async dropOld(today: string): Promise<void> {
      const before = usageDay(new Date(Date.parse(`${today}T00:00:00Z`) - USAGE_DAYS_KEPT * 24 * 60 * 60 * 1000));
      await db.prepare('DELETE FROM site_usage WHERE day < ?').bind(before).run();
    },
  };
}

type UsageStore = ReturnType<typeof createUsageStore>;

/** The usage store over the Worker's D1 database and its settings. */
export const usageFor = (env: Pick<WorkerEnv, 'DB' | 'LEADS_PER_DAY_LIMIT' | 'PHOTO_MB_PER_DAY_LIMIT'>): UsageStore => createUsageStore(env.DB, ceilingsOf(env));

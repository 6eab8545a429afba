/**
 * Where the daily clean-up stopped (`housekeeping_state`, migrations/0006), so its next run goes on
 * from there: a few named values, read in one query at the start of a run and written in one at
 * its end. They name R2 keys (`leads/<id>/photo-1.jpg`), never anything of a visitor.
 */

/** The values kept: the last R2 key the orphan-photo step checked (none: the next run starts at the beginning). */
interface HousekeepingState {
  orphansAfter: string | null;
}

const NAMES = { orphansAfter: 'orphans_after' } as const satisfies Record<keyof HousekeepingState, string>;

export function createHousekeepingStore(db: D1Database) {
  return {
    async read(): Promise<HousekeepingState> {
      const { results } = await db.prepare('SELECT name, value FROM housekeeping_state').all<{ name: string; value: string }>();
      const value = (name: string) => results.find((row) => row.name === name)?.value ?? null;
      return { orphansAfter: value(NAMES.orphansAfter) };
    },

    /** Keeps the orphan step's place (null: start again from the beginning). */
    async keepOrphansAfter(key: string | null): Promise<void> {
      if (key === null) await db.prepare('DELETE FROM housekeeping_state WHERE name = ?').bind(NAMES.orphansAfter).run();
      else await db.prepare('INSERT INTO housekeeping_state (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value').bind(NAMES.orphansAfter, key).run();
    },
  };
}

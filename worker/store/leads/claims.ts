/**
 * Claims on lead ids (`lead_claims`): the one request storing a lead holds its id while it stores
 * it, so a resend (the visitor's browser retries when an answer is late) waits for that request's
 * answer instead of storing the lead twice; a claim older than STALE_CLAIM_MS is a request that
 * died, and is taken over. The claim is released in the transaction that writes the row
 * (worker/store/leads/write.ts), or when storing fails.
 */
import { jsonList } from '../d1';
import type { StoredLead } from '../../lead/model';

/**
 * Another request holding a lead's id for longer than this has died (a request that stores four
 * photos takes a second or two): its claim is taken over.
 */
export const STALE_CLAIM_MS = 60_000;
/**
 * A resend that finds the first request still storing waits this long for its answer, so it can
 * give the same one; after that it answers "busy" and the browser sends it again later.
 */
export const CLAIM_WAIT_MS = 5_000;
/** How often a waiting resend looks again: a lead with photos is stored in a second or two. */
const CLAIM_POLL_MS = 200;

export function createLeadClaims(db: D1Database, options: { now: () => Date; sleep: (ms: number) => Promise<void>; lookup: (id: string) => Promise<StoredLead | 'erased' | null> }) {
  const { now, sleep, lookup } = options;

  /** Takes the id for this request: true if it is ours to store. */
  async function claim(id: string): Promise<boolean> {
    const at = now();
    const taken = await db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING').bind(id, at.toISOString()).run();
    if (taken.meta.changes === 1) return true;
    const held = await db.prepare('SELECT claimed_at FROM lead_claims WHERE id = ?').bind(id).first<{ claimed_at: string }>();
    if (!held) return claim(id);
    if (at.getTime() - Date.parse(held.claimed_at) < STALE_CLAIM_MS) return false;
    const takenOver = await db.prepare('UPDATE lead_claims SET claimed_at = ? WHERE id = ? AND claimed_at = ?').bind(at.toISOString(), id, held.claimed_at).run();
    return takenOver.meta.changes === 1;
  }

  return {
    claim,

    /** The statement that gives the id back (alone, or in the transaction that stores the lead). */
    releasing: (id: string): D1PreparedStatement => db.prepare('DELETE FROM lead_claims WHERE id = ?').bind(id),

    /** Waits for the request storing `id` to finish, and returns what it stored (or that it was erased meanwhile); null if it does not finish in time. */
    async waitFor(id: string): Promise<StoredLead | 'erased' | null> {
      for (let waited = 0; waited < CLAIM_WAIT_MS; waited += CLAIM_POLL_MS) {
        await sleep(CLAIM_POLL_MS);
        const found = await lookup(id);
        if (found) return found;
      }
      return null;
    },

    /** Which of these ids (at most MAX_IDS_PER_LIST) have a row or a claim (a lead stored, or being stored right now), in one query. */
    async held(ids: readonly string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const { results } = await db
        .prepare(`SELECT j.value AS id FROM json_each(?) j WHERE EXISTS (SELECT 1 FROM leads WHERE id = j.value) OR EXISTS (SELECT 1 FROM lead_claims WHERE id = j.value)`)
        .bind(jsonList(ids))
        .all<{ id: string }>();
      return new Set(results.map((row) => row.id));
    },

    /** Drops claims older than `before` (ISO): requests that died while storing. Returns how many. */
    async dropClaimsBefore(before: string): Promise<number> {
      return (await db.prepare('DELETE FROM lead_claims WHERE claimed_at < ?').bind(before).run()).meta.changes;
    },
  };
}

export type LeadClaims = ReturnType<typeof createLeadClaims>;

/**
 * Leads going for good: erased on request (by staff, the visitor, or the export token), or past
 * their retention. Erased means erased: erasing a lead records its id (`erased_leads`: the id, when
 * and by whom, nothing of the visitor) in the same transaction that deletes it, and an id recorded
 * there is never stored again (worker/store/leads/write.ts). The visitor's browser keeps a lead and
 * may send it again (its outbox, or "Send again"): such a resend is answered as stored and goes
 * nowhere. Rows go first, then photos: photos left by a failure are found by the daily clean-up.
 */
import { IN_JSON, chunks, jsonList } from '../d1';
import { dropLeadJobs, insertJob } from '../jobs';
import { objectsOf, photoKeysOf } from './photos';

export function createLeadErasure(db: D1Database, bucket: R2Bucket, options: { now: () => Date }) {
  const { now } = options;

  /** The statements that delete leads (any number, one statement a table): their own jobs and the notices naming them (dropLeadJobs), history and rows; their erasure notices and farewells stay. */
  const deleteLeads = (ids: readonly string[], at: Date): D1PreparedStatement[] => [
    dropLeadJobs(db, ids, at),
    db.prepare(`DELETE FROM lead_events WHERE lead_id IN (${IN_JSON})`).bind(jsonList(ids)),
    // Their survey places are free again.
    db.prepare(`DELETE FROM survey_bookings WHERE lead_id IN (${IN_JSON})`).bind(jsonList(ids)),
    db.prepare(`DELETE FROM reviews WHERE lead_id IN (${IN_JSON})`).bind(jsonList(ids)),
    db.prepare(`DELETE FROM leads WHERE id IN (${IN_JSON})`).bind(jsonList(ids)),
  ];

  return {
    /**
     * Erases leads on request: their rows, jobs, history and claims go and their ids are recorded
     * as erased (by `by`: who asked) in one transaction; then their photos (the row goes first:
     * photos left by a failure here are found by the daily clean-up). With `notify`, a `deleted`
     * job per erased lead tells the CRM; with `farewell`, a `farewell` job per erased lead holds
     * `payload` (the visitor's last email, sent after their lead is gone); with `everyObject`,
     * every object under each lead's prefix goes too, not only the photos its row lists. Returns
     * the ids that were stored.
     */
    async erase(ids: readonly string[], options: { by: string; notify: { origin: string } | null; farewell?: { origin: string; payload: string }; everyObject?: boolean }): Promise<string[]> {
      const erased: string[] = [];
      const keys: string[] = [];
      for (const part of chunks(ids)) {
        const { results } = await db.prepare(`SELECT id, photos FROM leads WHERE id IN (${IN_JSON})`).bind(jsonList(part)).all<{ id: string; photos: string }>();
        const found = results.map((row) => row.id);
        if (!found.length) continue;
        const at = now().toISOString();
        const { notify, farewell } = options;
        await db.batch([
          db.prepare(`INSERT INTO erased_leads (id, erased_at, erased_by) SELECT value, ?, ? FROM json_each(?) WHERE true ON CONFLICT (id) DO NOTHING`).bind(at, options.by, jsonList(found)),
          ...deleteLeads(found, new Date(at)),
          db.prepare(`DELETE FROM lead_claims WHERE id IN (${IN_JSON})`).bind(jsonList(found)),
          ...(notify ? found.map((id) => insertJob(db, { leadId: id, kind: 'deleted', createdAt: at, origin: notify.origin, payload: JSON.stringify({ id, deletedAt: at }) })) : []),
          ...(farewell ? found.map((id) => insertJob(db, { leadId: id, kind: 'farewell', createdAt: at, origin: farewell.origin, payload: farewell.payload })) : []),
        ]);
        erased.push(...found);
        keys.push(...results.flatMap((row) => photoKeysOf(row.photos)));
      }
      if (options.everyObject) for (const id of erased) keys.push(...(await objectsOf(bucket, id)));
      // The rows are gone for good: a photo R2 would not delete now is one no lead holds, which the daily clean-up's orphan step removes.
      for (const part of chunks([...new Set(keys)])) await bucket.delete(part).catch((error: unknown) => console.error(`Erasure: ${part.length} photos left for the daily clean-up`, error));
      return erased;
    },

    /**
     * Deletes up to `limit` leads stored before `before` (ISO), oldest first, with their jobs,
     * history and photos: the clean-up's retention, in one read and one transaction whatever the
     * number (the CRM keeps its own records: it is not told, and no erasure is recorded). Returns
     * how many went and how many photos.
     */
    async expireBefore(before: string, limit: number): Promise<{ leads: number; photos: number }> {
      const { results } = await db.prepare('SELECT id, photos FROM leads WHERE received_at < ? ORDER BY received_at, id LIMIT ?').bind(before, limit).all<{ id: string; photos: string }>();
      if (!results.length) return { leads: 0, photos: 0 };
      await db.batch(deleteLeads(results.map((row) => row.id), now()));
      const keys = results.flatMap((row) => photoKeysOf(row.photos));
      for (const part of chunks(keys)) await bucket.delete(part);
      return { leads: results.length, photos: keys.length };
    },

    /** Drops up to `limit` records of erased ids made before `before` (ISO), oldest first. Returns how many. */
    async dropErasedBefore(before: string, limit: number): Promise<number> {
      const dropped = await db.prepare('DELETE FROM erased_leads WHERE id IN (SELECT id FROM erased_leads WHERE erased_at < ? ORDER BY erased_at LIMIT ?)').bind(before, limit).run();
      return dropped.meta.changes;
    },
  };
}

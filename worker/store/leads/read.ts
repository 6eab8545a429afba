/**
 * Reading stored leads: one by its id (or whether its id was erased), those stored since a time
 * (by how their jobs stand, or one person's), those sharing a contact detail with one person's,
 * and a lead's photo. Every read is LEAD_SELECT's, and every row becomes a StoredLead in fromRow.
 */
import { IN_JSON, jsonList } from '../d1';
import type { JobStatus, StoredLead } from '../../lead/model';
import { LEAD_SELECT, fromRow, type LeadSelectRow } from './rows';

export function createLeadReader(db: D1Database, bucket: R2Bucket) {
  async function find(id: string): Promise<StoredLead | null> {
    const row = await db.prepare(`${LEAD_SELECT} WHERE l.id = ?`).bind(id).first<LeadSelectRow>();
    return row ? fromRow(row) : null;
  }

  /** Whether `id` was erased (worker/store/leads/erasure.ts records each erased id). */
  const erased = async (id: string): Promise<boolean> => Boolean(await db.prepare('SELECT 1 AS erased FROM erased_leads WHERE id = ?').bind(id).first());

  return {
    find,
    erased,

    /** The lead stored under `id`, "erased" if that id was erased, or null. */
    async lookup(id: string): Promise<StoredLead | 'erased' | null> {
      const stored = await find(id);
      if (stored) return stored;
      return (await erased(id)) ? 'erased' : null;
    },

    /**
     * Leads stored from `since` on, oldest first; at most `limit`. Only those whose forward or email
     * stands at the given status, or those from one person (an email, or a phone as +44...), if asked.
     */
    async list({ since, limit, forward, email, contact }: { since: string; limit: number; forward?: JobStatus; email?: JobStatus; contact?: { email?: string; phone?: string } }): Promise<StoredLead[]> {
      const where = ['l.received_at >= ?'];
      const values: (string | number)[] = [since];
      for (const [alias, status] of [['f', forward], ['e', email]] as const) {
        if (!status) continue;
        where.push(status === 'off' ? `${alias}.status IS NULL` : `${alias}.status = ?`);
        if (status !== 'off') values.push(status);
      }
      if (contact?.email) {
        where.push('l.contact_email = ?');
        values.push(contact.email);
      }
      if (contact?.phone) {
        where.push('l.contact_phone = ?');
        values.push(contact.phone);
      }
      const { results } = await db
        .prepare(`${LEAD_SELECT} WHERE ${where.join(' AND ')} ORDER BY l.received_at, l.id LIMIT ?`)
        .bind(...values, limit)
        .all<LeadSelectRow>();
      return results.map(fromRow);
    },

    /**
     * Leads that share a contact detail with one person's leads but are not theirs by the one looked
     * up: with one of `phones` and not `email` (looked up by email), or with one of `emails` and not
     * `phone`. Oldest first, at most `limit`.
     */
    async sharing(by: { phones: string[]; email: string } | { emails: string[]; phone: string }, limit: number): Promise<StoredLead[]> {
      const [column, values, own, value] = 'phones' in by ? ['contact_phone', by.phones, 'contact_email', by.email] : ['contact_email', by.emails, 'contact_phone', by.phone];
      if (!values.length) return [];
      const { results } = await db
        .prepare(`${LEAD_SELECT} WHERE l.${column} IN (${IN_JSON}) AND (l.${own} IS NULL OR l.${own} != ?) ORDER BY l.received_at, l.id LIMIT ?`)
        .bind(jsonList(values), value, limit)
        .all<LeadSelectRow>();
      return results.map(fromRow);
    },

    /** A lead's nth photo (from 1), or null. */
    async photo(id: string, n: number) {
      const photo = (await find(id))?.photos[n - 1];
      if (!photo) return null;
      const object = await bucket.get(photo.key);
      return object ? { photo, object } : null;
    },
  };
}

export type LeadReader = ReturnType<typeof createLeadReader>;

/**
 * What the visitor's own page changes (worker/http/your-request.ts) and the price staff confirm
 * (worker/http/inbox.ts), as SQL: photos the visitor adds later, kept beside the photos their lead
 * came with, and the confirmed or changed price, each with its line in the lead's history and, for
 * the price, the visitor's email and the CRM's update made due again in the same transaction.
 */
import { MAX_REQUEST_PHOTOS } from '@/lib/shared/contracts/your-request';
import type { ReceivedPhoto, StoredLead, StoredPhoto, StoredPrice } from '../lead/model';
import { renewJob, type PriceJobKind } from './jobs';
import { createLeadStore } from './leads';
import { dropPhotos, putPhoto } from './leads/photos';

/** How adding photos went: added (the lead as it now is), this upload added already, too many in all, or the lead gone. */
export type AddedPhotos = { added: StoredLead } | { already: StoredLead } | { tooMany: StoredLead } | { gone: true } | { busy: true };

export function createRequestStore(db: D1Database, bucket: R2Bucket, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const leads = createLeadStore(db, bucket, { now });

  return {
    find: leads.find,
    lookup: leads.lookup,

    /**
     * Adds photos the visitor sent from their page (`upload` is the id their browser gave the
     * upload, so a resend adds nothing twice): into R2 after the lead's own, each only where no
     * object is yet, then the lead's row, only if its photos are as they were read (another upload
     * in between: tried again once, then `busy`), with a line in its history. Photos whose row
     * could not be written go again.
     */
    async addPhotos(id: string, upload: string, photos: readonly ReceivedPhoto[]): Promise<AddedPhotos> {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const lead = await leads.find(id);
        if (!lead) return { gone: true };
        if (lead.photos.some((photo) => photo.upload === upload)) return { already: lead };
        if (lead.photos.length + photos.length > MAX_REQUEST_PHOTOS) return { tooMany: lead };
        const at = now().toISOString();
        const added: StoredPhoto[] = [];
        try {
          for (const [index, photo] of photos.entries()) {
            // Written only where no object is (If-None-Match: *): another upload may have taken this number since the read, and a photo is never written over.
            const put = await putPhoto(bucket, id, lead.photos.length + index + 1, photo, true);
            if (!put) break;
            added.push({ ...put, addedAt: at, upload });
          }
          if (added.length === photos.length) {
            const before = JSON.stringify(lead.photos);
            const after = JSON.stringify([...lead.photos, ...added]);
            const note = `${added.length} photo${added.length === 1 ? '' : 's'} added by the visitor`;
            const [updated] = await db.batch([
              db.prepare('UPDATE leads SET photos = ? WHERE id = ? AND photos = ?').bind(after, id, before),
              db.prepare("INSERT INTO lead_events (lead_id, at, kind, note, actor) SELECT id, ?, 'photos', ?, 'visitor' FROM leads WHERE id = ? AND photos = ?").bind(at, note, id, after),
            ]);
            if ((updated?.meta.changes ?? 0) === 1) return { added: { ...lead, photos: [...lead.photos, ...added] } };
          }
        } catch (error) {
          await dropPhotos(bucket, added);
          throw error;
        }
        await dropPhotos(bucket, added);
      }
      return { busy: true };
    },

    /**
     * Records the price staff confirmed or changed, with a line in the lead's history, and makes
     * the visitor's email and the CRM's update (`jobs`) due again, in one transaction. Null when
     * the lead is not stored.
     */
    async setPrice(id: string, price: StoredPrice, jobs: readonly PriceJobKind[], origin: string): Promise<StoredLead | null> {
      const [updated] = await db.batch([
        db.prepare('UPDATE leads SET price_state = ?, price_pence = ?, price_reason = ?, price_at = ?, price_by = ? WHERE id = ?').bind(price.state, price.pence, price.reason, price.at, price.by, id),
        db.prepare("INSERT INTO lead_events (lead_id, at, kind, status, reason, actor, amount) SELECT id, ?, 'price', ?, ?, ?, ? FROM leads WHERE id = ?").bind(price.at, price.state, price.reason, price.by, price.pence, id),
        ...jobs.map((kind) => renewJob(db, { leadId: id, kind, at: price.at, origin })),
      ]);
      if ((updated?.meta.changes ?? 0) !== 1) return null;
      return leads.find(id);
    },
  };
}

export type RequestStore = ReturnType<typeof createRequestStore>;

/** The store over the Worker's D1 database and R2 bucket. */
export const requestsFor = (env: { DB: D1Database; PHOTOS: R2Bucket }): RequestStore => createRequestStore(env.DB, env.PHOTOS);

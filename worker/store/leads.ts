/**
 * Where leads are kept: one row per lead in D1 (migrations/), its photos in R2 under
 * `leads/<id>/photo-<n>.<ext>`, and beside it the jobs that tell the business (worker/store/jobs.ts).
 * A lead is stored whole or not at all: its id is claimed, its photos go first, then its row, its
 * jobs and the claim's release in one transaction; photos whose row could not be written are
 * deleted again, and the daily clean-up removes any a cut-off request left behind
 * (worker/cron/housekeeping.ts). Each id is stored once: a lead sent again (the visitor's browser
 * retries when an answer is late) gets the first answer. Who it is from and what it asks for are
 * worked out as it is stored (worker/lead/contact.ts) and kept in its own columns.
 */
import type { Campaign } from '@/lib/campaign';
import type { LeadStatus } from '@/lib/inbox';
import { PHOTO_TYPES } from '@/lib/photos';
import type { LeadEndpoint, QuoteCheck } from '@/lib/validations/lead-payloads';
import type { WorkerEnv } from '../env';
import type { ReceivedPhoto } from '../http/read-lead';
import { contactOf, whatOf } from '../lead/contact';
import type { Delivery, JobStatus, StoredLead, StoredPhoto } from '../lead/model';
import { chunks, placeholders } from './d1';
import { DELIVERY_COLUMNS, DELIVERY_JOINS, dropLeadJobs, insertJob, type LeadJobKind } from './jobs';

/** What storing gave: the lead (new, or the one stored earlier under its id), or "busy". */
export type StoreOutcome = { stored: StoredLead; created: boolean } | { busy: true };

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

interface LeadRow {
  id: string;
  received_at: string;
  type: LeadEndpoint;
  source: string;
  what: string;
  lead: string;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  photos: string;
  contact_email: string | null;
  contact_phone: string | null;
  contact_name: string | null;
  contact_postcode: string | null;
  quote_check: string | null;
  status: LeadStatus;
  lost_reason: string | null;
  note: string;
}

/** A lead row with its jobs, as LEAD_SELECT reads it. */
export interface LeadWithJobsRow extends LeadRow {
  email_status: JobStatus | null;
  email_attempts: number | null;
  email_detail: string | null;
  email_done_at: string | null;
  forward_status: JobStatus | null;
  forward_attempts: number | null;
  forward_detail: string | null;
  forward_done_at: string | null;
}

/** Every lead column and how its two jobs went (the lead is `l`). */
export const LEAD_SELECT = `SELECT l.*, ${DELIVERY_COLUMNS} FROM leads l ${DELIVERY_JOINS}`;

/** The campaign's columns, in the order of the table. */
const CAMPAIGN_COLUMNS = [
  ['landing_page', 'landingPage'],
  ['referrer_host', 'referrerHost'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_content', 'utmContent'],
] as const satisfies readonly (readonly [keyof LeadRow, keyof Campaign])[];

const delivery = (status: JobStatus | null, attempts: number | null, detail: string | null, at: string | null): Delivery =>
  status ? { status, attempts: attempts ?? 0, detail, at } : { status: 'off', attempts: 0, detail: null, at: null };

export function fromRow(row: LeadWithJobsRow): StoredLead {
  const campaign = row.landing_page
    ? (Object.fromEntries(CAMPAIGN_COLUMNS.filter(([column]) => row[column] !== null).map(([column, field]) => [field, row[column]])) as Campaign)
    : null;
  return {
    id: row.id,
    receivedAt: row.received_at,
    type: row.type,
    source: row.source,
    what: row.what,
    contact: { name: row.contact_name, phone: row.contact_phone, email: row.contact_email, postcode: row.contact_postcode },
    lead: JSON.parse(row.lead) as Record<string, unknown>,
    campaign,
    photos: JSON.parse(row.photos) as StoredPhoto[],
    quoteCheck: row.quote_check ? (JSON.parse(row.quote_check) as QuoteCheck) : null,
    email: delivery(row.email_status, row.email_attempts, row.email_detail, row.email_done_at),
    forward: delivery(row.forward_status, row.forward_attempts, row.forward_detail, row.forward_done_at),
    status: row.status,
    lostReason: row.lost_reason,
    note: row.note,
  };
}

/** The R2 key of a lead's nth photo (from 1): names we make, never the visitor's. */
export function photoKey(id: string, n: number, photo: Pick<ReceivedPhoto, 'type'>): string {
  return `${photoPrefix(id)}photo-${n}.${PHOTO_TYPES[photo.type].extension}`;
}

/** Where every photo of a lead is kept in R2. */
export const photoPrefix = (id: string) => `leads/${id}/`;

export interface NewLead {
  /** The browser's `leadId`, if it sent one. */
  id?: string;
  type: LeadEndpoint;
  source: string;
  lead: Record<string, unknown>;
  campaign?: Campaign;
  photos: ReceivedPhoto[];
  quoteCheck?: QuoteCheck;
  /** The jobs to start once it is stored (an email when there is an address, a forward when there is a URL). */
  jobs: readonly LeadJobKind[];
  /** The site's origin, for the links the email and the forward carry. */
  origin: string;
}

export interface LeadStoreOptions {
  now?: () => Date;
  newId?: () => string;
  sleep?: (ms: number) => Promise<void>;
}

export function createLeadStore(db: D1Database, bucket: R2Bucket, options: LeadStoreOptions = {}) {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function find(id: string): Promise<StoredLead | null> {
    const row = await db.prepare(`${LEAD_SELECT} WHERE l.id = ?`).bind(id).first<LeadWithJobsRow>();
    return row ? fromRow(row) : null;
  }

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

  const release = (id: string) => db.prepare('DELETE FROM lead_claims WHERE id = ?').bind(id).run();

  /** Waits for the request storing `id` to finish, and returns what it stored. */
  async function waitFor(id: string): Promise<StoredLead | null> {
    for (let waited = 0; waited < CLAIM_WAIT_MS; waited += CLAIM_POLL_MS) {
      await sleep(CLAIM_POLL_MS);
      const stored = await find(id);
      if (stored) return stored;
    }
    return null;
  }

  async function write(id: string, lead: NewLead): Promise<StoredLead> {
    const photos: StoredPhoto[] = [];
    try {
      for (const [index, photo] of lead.photos.entries()) {
        const key = photoKey(id, index + 1, photo);
        const type = PHOTO_TYPES[photo.type].mime;
        await bucket.put(key, photo.data, { httpMetadata: { contentType: type }, customMetadata: photo.kind ? { kind: photo.kind } : {} });
        photos.push({ key, type, bytes: photo.data.size, kind: photo.kind });
      }
      const receivedAt = now().toISOString();
      const contact = contactOf(lead.lead);
      const row: LeadRow = {
        id,
        received_at: receivedAt,
        type: lead.type,
        source: lead.source,
        what: whatOf(lead.source),
        lead: JSON.stringify(lead.lead),
        landing_page: null,
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_content: null,
        photos: JSON.stringify(photos),
        contact_email: contact.email,
        contact_phone: contact.phone,
        contact_name: contact.name,
        contact_postcode: contact.postcode,
        quote_check: lead.quoteCheck ? JSON.stringify(lead.quoteCheck) : null,
        status: 'new',
        lost_reason: null,
        note: '',
      };
      for (const [column, field] of CAMPAIGN_COLUMNS) row[column] = lead.campaign?.[field] ?? null;
      const columns = Object.keys(row) as (keyof LeadRow)[];
      await db.batch([
        db.prepare(`INSERT INTO leads (${columns.join(', ')}) VALUES (${placeholders(columns)})`).bind(...columns.map((column) => row[column])),
        ...lead.jobs.map((kind) => insertJob(db, { leadId: id, kind, createdAt: receivedAt, origin: lead.origin })),
        db.prepare('DELETE FROM lead_claims WHERE id = ?').bind(id),
      ]);
      const pending: Delivery = { status: 'pending', attempts: 0, detail: null, at: null };
      const off: Delivery = { status: 'off', attempts: 0, detail: null, at: null };
      return {
        ...fromRow({ ...row, email_status: null, email_attempts: null, email_detail: null, email_done_at: null, forward_status: null, forward_attempts: null, forward_detail: null, forward_done_at: null }),
        email: lead.jobs.includes('email') ? pending : off,
        forward: lead.jobs.includes('forward') ? pending : off,
      };
    } catch (error) {
      // Whole or not at all: the photos go again unless a row holds them (a claim taken over
      // from a request that was slow, not dead, and finished first).
      if (photos.length && !(await find(id).catch(() => null))) await bucket.delete(photos.map((photo) => photo.key)).catch(() => undefined);
      await release(id).catch(() => undefined);
      throw error;
    }
  }

  /** Every object under a lead's prefix (its photos, and any a cut-off request left). */
  async function objectsOf(id: string): Promise<string[]> {
    const keys: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await bucket.list({ prefix: photoPrefix(id), cursor });
      keys.push(...page.objects.map((object) => object.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
    return keys;
  }

  return {
    find,

    /** Stores a lead once: a lead whose id is stored already gets what was stored. */
    async store(lead: NewLead): Promise<StoreOutcome> {
      const id = lead.id ?? newId();
      const earlier = lead.id ? await find(id) : null;
      if (earlier) return { stored: earlier, created: false };
      if (!(await claim(id))) {
        const stored = await waitFor(id);
        return stored ? { stored, created: false } : { busy: true };
      }
      // Stored by another request between our look and our claim: that one is the lead.
      const raced = await find(id);
      if (raced) {
        await release(id);
        return { stored: raced, created: false };
      }
      return { stored: await write(id, lead), created: true };
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
        .all<LeadWithJobsRow>();
      return results.map(fromRow);
    },

    /** A lead's nth photo (from 1), or null. */
    async photo(id: string, n: number) {
      const photo = (await find(id))?.photos[n - 1];
      if (!photo) return null;
      const object = await bucket.get(photo.key);
      return object ? { photo, object } : null;
    },

    /**
     * Erases leads: their rows, jobs and claims, then their photos (the row goes first: photos left
     * by a failure here are found by the daily clean-up). With `notify`, a `deleted` job per erased
     * lead tells the CRM; with `everyObject`, every object under each lead's prefix goes too, not
     * only the photos its row lists (an erasure someone asked for). Returns the ids that were stored.
     */
    async erase(ids: readonly string[], options: { notify: { origin: string } | null; everyObject?: boolean }): Promise<string[]> {
      const erased: string[] = [];
      const keys: string[] = [];
      for (const part of chunks(ids)) {
        const { results } = await db.prepare(`SELECT id, photos FROM leads WHERE id IN (${placeholders(part)})`).bind(...part).all<{ id: string; photos: string }>();
        const found = results.map((row) => row.id);
        if (!found.length) continue;
        const at = now().toISOString();
        const notify = options.notify;
        await db.batch([
          dropLeadJobs(db, found, new Date(at)),
          db.prepare(`DELETE FROM lead_events WHERE lead_id IN (${placeholders(found)})`).bind(...found),
          db.prepare(`DELETE FROM leads WHERE id IN (${placeholders(found)})`).bind(...found),
          db.prepare(`DELETE FROM lead_claims WHERE id IN (${placeholders(found)})`).bind(...found),
          ...(notify ? found.map((id) => insertJob(db, { leadId: id, kind: 'deleted', createdAt: at, origin: notify.origin, payload: JSON.stringify({ id, deletedAt: at }) })) : []),
        ]);
        erased.push(...found);
        for (const row of results) keys.push(...(JSON.parse(row.photos) as StoredPhoto[]).map((photo) => photo.key));
      }
      if (options.everyObject) for (const id of erased) keys.push(...(await objectsOf(id)));
      // R2 deletes up to 1,000 keys a call.
      for (const part of chunks([...new Set(keys)], 1000)) await bucket.delete(part);
      return erased;
    },

    /** Ids of the leads stored before `before` (ISO), oldest first, at most `limit`. */
    async storedBefore(before: string, limit: number): Promise<string[]> {
      const { results } = await db.prepare('SELECT id FROM leads WHERE received_at < ? ORDER BY received_at LIMIT ?').bind(before, limit).all<{ id: string }>();
      return results.map((row) => row.id);
    },

    /** Which of these ids have a row or a claim (a lead stored, or being stored right now). */
    async held(ids: readonly string[]): Promise<Set<string>> {
      const held = new Set<string>();
      for (const part of chunks(ids)) {
        const list = placeholders(part);
        const { results } = await db
          .prepare(`SELECT id FROM leads WHERE id IN (${list}) UNION SELECT id FROM lead_claims WHERE id IN (${list})`)
          .bind(...part, ...part)
          .all<{ id: string }>();
        for (const row of results) held.add(row.id);
      }
      return held;
    },

    /** Drops claims older than `before` (ISO): requests that died while storing. Returns how many. */
    async dropClaimsBefore(before: string): Promise<number> {
      return (await db.prepare('DELETE FROM lead_claims WHERE claimed_at < ?').bind(before).run()).meta.changes;
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;

/** The store over the Worker's D1 database and R2 bucket. */
export const storeFor = (env: Pick<WorkerEnv, 'DB' | 'PHOTOS'>): LeadStore => createLeadStore(env.DB, env.PHOTOS);

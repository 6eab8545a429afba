/**
 * Where leads are kept: one row per lead in D1 (migrations/), its photos in R2 under
 * `leads/<id>/photo-<n>.<ext>`. A lead is stored whole or not at all: its photos go first, then
 * its row, and photos whose row could not be written are deleted again. Each id is stored once:
 * a lead sent again (the visitor's browser retries when an answer is late) gets the first answer.
 */
import type { Campaign } from '@/lib/campaign';
import { PHOTO_TYPES, type PhotoKind } from '@/lib/photos';
import type { LeadEndpoint } from '@/lib/validations/lead-payloads';
import type { D1Database, R2Bucket } from './platform';
import type { ReceivedPhoto } from './read-lead';

/** A photo kept in R2. */
export interface StoredPhoto {
  key: string;
  /** Its media type, from its bytes. */
  type: string;
  bytes: number;
  kind: PhotoKind | null;
}

export const FORWARD_STATUSES = ['off', 'pending', 'forwarded', 'failed'] as const;
export type ForwardStatus = (typeof FORWARD_STATUSES)[number];

export interface StoredLead {
  id: string;
  /** When it was stored (ISO 8601, UTC). */
  receivedAt: string;
  type: LeadEndpoint;
  source: string;
  /** The lead as its form's schema read it, without its id and campaign (kept beside it). */
  lead: Record<string, unknown>;
  campaign: Campaign | null;
  photos: StoredPhoto[];
  forward: { status: ForwardStatus; attempts: number; detail: string | null; at: string | null };
}

/** What storing gave: the lead (new, or the one stored earlier under its id), or "busy". */
export type StoreOutcome = { stored: StoredLead; created: boolean } | { busy: true };

/**
 * Another request holding a lead's id for longer than this has died (a request that stores four
 * photos takes a second or two): its claim is taken over.
 */
export const STALE_CLAIM_MS = 60_000;
/**
 * A resend that finds the first request still storing waits this long for its answer, so it can
 * give the same one; after that it answers "busy" and the browser sends it again later. Well
 * inside the browser's 10-second timeout.
 */
export const CLAIM_WAIT_MS = 5_000;
const CLAIM_POLL_MS = 200;
/** A forward still pending after this never finished (the runtime stopped it): it is tried again. */
export const STALE_FORWARD_MS = 2 * 60_000;

interface LeadRow {
  id: string;
  received_at: string;
  type: LeadEndpoint;
  source: string;
  lead: string;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  photos: string;
  forward_status: ForwardStatus;
  forward_attempts: number;
  forward_detail: string | null;
  forwarded_at: string | null;
}

/** The campaign's columns, in the order of the table. */
const CAMPAIGN_COLUMNS = [
  ['landing_page', 'landingPage'],
  ['referrer_host', 'referrerHost'],
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['utm_content', 'utmContent'],
] as const satisfies readonly (readonly [keyof LeadRow, keyof Campaign])[];

function fromRow(row: LeadRow): StoredLead {
  const campaign = row.landing_page
    ? (Object.fromEntries(CAMPAIGN_COLUMNS.filter(([column]) => row[column] !== null).map(([column, field]) => [field, row[column]])) as Campaign)
    : null;
  return {
    id: row.id,
    receivedAt: row.received_at,
    type: row.type,
    source: row.source,
    lead: JSON.parse(row.lead) as Record<string, unknown>,
    campaign,
    photos: JSON.parse(row.photos) as StoredPhoto[],
    forward: { status: row.forward_status, attempts: row.forward_attempts, detail: row.forward_detail, at: row.forwarded_at },
  };
}

/** The R2 key of a lead's nth photo (from 1): names we make, never the visitor's. */
export function photoKey(id: string, n: number, photo: Pick<ReceivedPhoto, 'type'>): string {
  return `leads/${id}/photo-${n}.${PHOTO_TYPES[photo.type].extension}`;
}

export interface NewLead {
  /** The browser's `leadId`, if it sent one. */
  id?: string;
  type: LeadEndpoint;
  source: string;
  lead: Record<string, unknown>;
  campaign?: Campaign;
  photos: ReceivedPhoto[];
  /** Whether it will be forwarded (LEAD_FORWARD_URL is set). */
  forward: boolean;
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
    const row = await db.prepare('SELECT * FROM leads WHERE id = ?').bind(id).first<LeadRow>();
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
        await bucket.put(key, photo.bytes, { httpMetadata: { contentType: type }, customMetadata: photo.kind ? { kind: photo.kind } : {} });
        photos.push({ key, type, bytes: photo.bytes.byteLength, kind: photo.kind });
      }
      const row: LeadRow = {
        id,
        received_at: now().toISOString(),
        type: lead.type,
        source: lead.source,
        lead: JSON.stringify(lead.lead),
        landing_page: null,
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_content: null,
        photos: JSON.stringify(photos),
        forward_status: lead.forward ? 'pending' : 'off',
        forward_attempts: 0,
        forward_detail: null,
        forwarded_at: null,
      };
      for (const [column, field] of CAMPAIGN_COLUMNS) row[column] = lead.campaign?.[field] ?? null;
      const columns = Object.keys(row) as (keyof LeadRow)[];
      await db.batch([
        db.prepare(`INSERT INTO leads (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).bind(...columns.map((column) => row[column])),
        db.prepare('DELETE FROM lead_claims WHERE id = ?').bind(id),
      ]);
      return fromRow(row);
    } catch (error) {
      // Whole or not at all: the photos go again unless a row holds them (a claim taken over
      // from a request that was slow, not dead, and finished first).
      if (photos.length && !(await find(id).catch(() => null))) await bucket.delete(photos.map((photo) => photo.key)).catch(() => undefined);
      await release(id).catch(() => undefined);
      throw error;
    }
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

    /** Leads stored from `since` on, oldest first; at most `limit`, and only those forwarding `forward` if given. */
    async list({ since, limit, forward }: { since: string; limit: number; forward?: ForwardStatus }): Promise<StoredLead[]> {
      const where = forward ? 'received_at >= ? AND forward_status = ?' : 'received_at >= ?';
      const values = forward ? [since, forward] : [since];
      const { results } = await db
        .prepare(`SELECT * FROM leads WHERE ${where} ORDER BY received_at, id LIMIT ?`)
        .bind(...values, limit)
        .all<LeadRow>();
      return results.map(fromRow);
    },

    /** A lead's nth photo (from 1), or null. */
    async photo(id: string, n: number) {
      const photo = (await find(id))?.photos[n - 1];
      if (!photo) return null;
      const object = await bucket.get(photo.key);
      return object ? { photo, object } : null;
    },

    /** Records how forwarding went. */
    async recordForward(id: string, status: 'forwarded' | 'failed', detail: string | null): Promise<void> {
      await db
        .prepare('UPDATE leads SET forward_status = ?, forward_attempts = forward_attempts + 1, forward_detail = ?, forwarded_at = ? WHERE id = ?')
        .bind(status, detail, now().toISOString(), id)
        .run();
    },

    /**
     * Takes up to `limit` leads to forward again: those whose forwarding failed fewer than
     * `maxAttempts` times, and those left pending by a forward that never finished. Each is
     * marked pending as it is taken, so two requests never forward the same lead.
     */
    async takeForwardRetries(limit: number, maxAttempts: number): Promise<StoredLead[]> {
      const at = now();
      const stale = new Date(at.getTime() - STALE_FORWARD_MS).toISOString();
      const { results } = await db
        .prepare(
          "SELECT * FROM leads WHERE forward_attempts < ? AND (forward_status = 'failed' OR (forward_status = 'pending' AND COALESCE(forwarded_at, received_at) < ?)) ORDER BY received_at LIMIT ?",
        )
        .bind(maxAttempts, stale, limit)
        .all<LeadRow>();
      const taken: StoredLead[] = [];
      for (const row of results) {
        const claim = await db
          .prepare("UPDATE leads SET forward_status = 'pending', forwarded_at = ? WHERE id = ? AND forward_status = ? AND COALESCE(forwarded_at, '') = ?")
          .bind(at.toISOString(), row.id, row.forward_status, row.forwarded_at ?? '')
          .run();
        if (claim.meta.changes === 1) taken.push(fromRow(row));
      }
      return taken;
    },
  };
}

export type LeadStore = ReturnType<typeof createLeadStore>;

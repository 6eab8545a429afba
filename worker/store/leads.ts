/**
 * Where leads are kept: one row per lead in D1 (migrations/), its photos in R2 under
 * `leads/<id>/photo-<n>.<ext>`, and beside it the jobs that tell the business (worker/store/jobs.ts).
 * A lead is stored whole or not at all: its id is claimed, its photos go first, then its row, its
 * jobs and the claim's release in one transaction; photos whose row could not be written are
 * deleted again, and the daily clean-up removes any a cut-off request left behind
 * (worker/cron/housekeeping.ts). Each id is stored once: a lead sent again (the visitor's browser
 * retries when an answer is late) gets the first answer. Who it is from and what it asks for are
 * worked out as it is stored (worker/lead/contact.ts) and kept in its own columns.
 *
 * Erased means erased: erasing a lead records its id (`erased_leads`: the id, when and by whom,
 * nothing of the visitor) in the same transaction that deletes it, and an id recorded there is
 * never stored again. The visitor's browser keeps a lead and may send it again (its outbox, or
 * "Send again"): such a resend is answered as stored and goes nowhere. Storing checks the record
 * before it claims the id, and its row is written only where the record has no such id, so an
 * erasure that lands while a resend is half-way (its photos in R2) leaves nothing: the row and its
 * jobs are not written, and the photos go again.
 */
import type { Campaign } from '@/lib/shared/forms/campaign';
import type { LeadStatus } from '@/lib/shared/contracts/inbox';
import { PHOTO_TYPES } from '@/lib/shared/forms/photos';
import type { LeadEndpoint, QuoteCheck } from '@/lib/shared/forms/lead-payloads';
import { leadFieldsOf, type StoredLeadFields } from '@/lib/shared/forms/stored-lead';
import type { WorkerEnv } from '../env';
import { contactOf, whatOf } from '../lead/contact';
import type { Contact, Delivery, JobStatus, ReceivedPhoto, StoredLead, StoredPhoto, StoredPrice } from '../lead/model';
import { IN_JSON, chunks, jsonList, placeholders } from './d1';
import { DELIVERY_COLUMNS, DELIVERY_JOINS, dropLeadJobs, insertJob, type LeadJobKind } from './jobs';
import type { Diary, NotHeldReason } from '@/lib/shared/survey/booking';
import type { HumanCheckOutcome } from '@/lib/shared/forms/human-check';
import type { SlotWindow } from '@/lib/shared/survey/slots';
import { bookStatement, bookingEvent } from './diary';
import { BOOKING_COLUMNS, BOOKING_COLUMN_NAMES, BOOKING_JOIN, bookingOf, type BookingRowColumns } from './booking-row';

/**
 * What storing gave: the lead (new, or the one stored earlier under its id); "busy" (another
 * request is storing it); or "erased" (its id was erased: nothing is stored, nobody is told).
 */
export type StoreOutcome = { stored: StoredLead; created: boolean } | { busy: true } | { erased: true; id: string } | { slotTaken: true };

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

/** A lead's campaign as stored: where it landed and came from, and the link's utm_ tags. */
export interface CampaignColumns {
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
}

interface LeadRow extends CampaignColumns {
  id: string;
  received_at: string;
  type: LeadEndpoint;
  source: string;
  what: string;
  lead: string;
  photos: string;
  contact_email: string | null;
  contact_phone: string | null;
  contact_name: string | null;
  contact_postcode: string | null;
  quote_check: string | null;
  status: LeadStatus;
  lost_reason: string | null;
  note: string;
  /** The SHA-256 (hex) of the secret in the link to the visitor's page (worker/request-link.ts); null: no page. */
  request_hash: string | null;
  /** The price staff confirmed or changed (worker/store/requests.ts writes them); null until then. */
  price_state: StoredPrice['state'] | null;
  price_pence: number | null;
  price_reason: string | null;
  price_at: string | null;
  price_by: string | null;
  /** How its human check went (lib/shared/forms/human-check.ts HUMAN_CHECK_OUTCOMES). */
  human_check: HumanCheckOutcome;
  /** Why a survey window it asked for was not held, or null. */
  slot_not_held: NotHeldReason | null;
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
  visitor_status: JobStatus | null;
  visitor_attempts: number | null;
  visitor_detail: string | null;
  visitor_done_at: string | null;
}

/** A lead row as LEAD_SELECT reads it: with its jobs and its survey booking (worker/store/diary.ts). */
export type LeadSelectRow = LeadWithJobsRow & BookingRowColumns;

/** Every lead column and how its three jobs went (the lead is `l`). */
export const LEAD_SELECT = `SELECT l.*, ${DELIVERY_COLUMNS}, ${BOOKING_COLUMNS} FROM leads l ${DELIVERY_JOINS} ${BOOKING_JOIN}`;

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

/** The price a row keeps, or null while staff have not confirmed or changed it. */
function priceOf(row: Pick<LeadRow, 'price_state' | 'price_pence' | 'price_reason' | 'price_at' | 'price_by'>): StoredPrice | null {
  if (!row.price_state || row.price_pence === null || !row.price_at) return null;
  return { state: row.price_state, pence: row.price_pence, reason: row.price_reason, at: row.price_at, by: row.price_by ?? '' };
}

/** The campaign a row keeps (null without a landing page: none was kept). */
export function campaignOf(row: Pick<LeadRow, (typeof CAMPAIGN_COLUMNS)[number][0]>): Campaign | null {
  return row.landing_page ? (Object.fromEntries(CAMPAIGN_COLUMNS.filter(([column]) => row[column] !== null).map(([column, field]) => [field, row[column]])) as Campaign) : null;
}

export function fromRow(row: LeadSelectRow): StoredLead {
  const campaign = campaignOf(row);
  return {
    id: row.id,
    receivedAt: row.received_at,
    type: row.type,
    source: row.source,
    what: row.what,
    contact: { name: row.contact_name, phone: row.contact_phone, email: row.contact_email, postcode: row.contact_postcode },
    lead: leadFieldsOf(row.source, JSON.parse(row.lead)),
    campaign,
    photos: JSON.parse(row.photos) as StoredPhoto[],
    quoteCheck: row.quote_check ? (JSON.parse(row.quote_check) as QuoteCheck) : null,
    email: delivery(row.email_status, row.email_attempts, row.email_detail, row.email_done_at),
    forward: delivery(row.forward_status, row.forward_attempts, row.forward_detail, row.forward_done_at),
    visitor: delivery(row.visitor_status, row.visitor_attempts, row.visitor_detail, row.visitor_done_at),
    requestHash: row.request_hash,
    price: priceOf(row),
    booking: bookingOf(row),
    humanCheck: row.human_check,
    slotNotHeld: row.slot_not_held,
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
const photoPrefix = (id: string) => `leads/${id}/`;

/** The R2 keys a lead's `photos` column lists. */
const photoKeysOf = (photos: string): string[] => (JSON.parse(photos) as StoredPhoto[]).map((photo) => photo.key);

export interface NewLead {
  /** The browser's `leadId`, if it sent one. */
  id?: string;
  type: LeadEndpoint;
  source: string;
  /** Its form's fields, as they are stored (leadFieldsOf). */
  lead: StoredLeadFields;
  campaign?: Campaign;
  photos: ReceivedPhoto[];
  quoteCheck?: QuoteCheck;
  /** The jobs to start once it is stored (an email when there is an address, a forward when there is a URL, the visitor's email when they gave one and it can be sent). */
  jobs: readonly LeadJobKind[];
  /** The SHA-256 (hex) of the secret of the link to the visitor's page, worked out from its id (worker/request-link.ts); null or absent without REQUEST_LINK_KEY: no page. */
  requestHash?: string | null;
  /** The site's origin, for the links the email and the forward carry. */
  origin: string;
  /**
   * The survey window it books (worker/store/diary.ts): taken in the same transaction, or the lead
   * is not stored (`slotTaken`: the window is full, or `contact` holds a survey from `today` on).
   */
  booking?: { diary: Diary; date: string; window: SlotWindow; addressLine: string | null; places: number; contact: Pick<Contact, 'phone' | 'email'>; today: string } | null;
  /** How its human check went ('before' when absent: a test's or an older caller's lead). */
  humanCheck?: HumanCheckOutcome;
  /** Why a window it asked for was not held. */
  slotNotHeld?: NotHeldReason | null;
}

interface LeadStoreOptions {
  now?: () => Date;
  newId?: () => string;
  sleep?: (ms: number) => Promise<void>;
}

export function createLeadStore(db: D1Database, bucket: R2Bucket, options: LeadStoreOptions = {}) {
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function find(id: string): Promise<StoredLead | null> {
    const row = await db.prepare(`${LEAD_SELECT} WHERE l.id = ?`).bind(id).first<LeadSelectRow>();
    return row ? fromRow(row) : null;
  }

  /** The lead stored under `id`, "erased" if that id was erased, or null. */
  async function lookup(id: string): Promise<StoredLead | 'erased' | null> {
    const stored = await find(id);
    if (stored) return stored;
    return (await db.prepare('SELECT 1 AS erased FROM erased_leads WHERE id = ?').bind(id).first()) ? 'erased' : null;
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

  /** Waits for the request storing `id` to finish, and returns what it stored (or that it was erased meanwhile). */
  async function waitFor(id: string): Promise<StoredLead | 'erased' | null> {
    for (let waited = 0; waited < CLAIM_WAIT_MS; waited += CLAIM_POLL_MS) {
      await sleep(CLAIM_POLL_MS);
      const found = await lookup(id);
      if (found) return found;
    }
    return null;
  }

  /** The outcome of a lead found under its id: stored earlier, or erased. */
  const outcomeOf = (id: string, found: StoredLead | 'erased'): StoreOutcome => (found === 'erased' ? { erased: true, id } : { stored: found, created: false });

  async function write(id: string, lead: NewLead): Promise<StoreOutcome> {
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
        what: whatOf(lead.source, Boolean(lead.booking)),
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
        // A survey whose window is held is booked already; any other lead waits for a call.
        status: lead.booking ? 'survey-booked' : 'new',
        lost_reason: null,
        note: '',
        request_hash: lead.requestHash ?? null,
        price_state: null,
        price_pence: null,
        price_reason: null,
        price_at: null,
        price_by: null,
        human_check: lead.humanCheck ?? 'before',
        slot_not_held: lead.slotNotHeld ?? null,
      };
      for (const [column, field] of CAMPAIGN_COLUMNS) row[column] = lead.campaign?.[field] ?? null;
      const columns = Object.keys(row) as (keyof LeadRow)[];
      // The row only if its id was not erased meanwhile (and, booking a window, only if its place
      // was free: the booking's statement goes first); its jobs only beside its row (insertJob).
      const { booking } = lead;
      const booked = booking ? ' AND EXISTS (SELECT 1 FROM survey_bookings WHERE lead_id = ? AND cancelled_at IS NULL)' : '';
      const results = await db.batch([
        ...(booking ? [bookStatement(db, { leadId: id, ...booking, at: receivedAt })] : []),
        db
          .prepare(`INSERT INTO leads (${columns.join(', ')}) SELECT ${placeholders(columns)} WHERE NOT EXISTS (SELECT 1 FROM erased_leads WHERE id = ?)${booked}`)
          .bind(...columns.map((column) => row[column]), id, ...(booking ? [id] : [])),
        ...(booking ? [bookingEvent(db, { leadId: id, at: receivedAt, status: 'booked', slot: booking, actor: 'visitor' })] : []),
        ...lead.jobs.map((kind) => insertJob(db, { leadId: id, kind, createdAt: receivedAt, origin: lead.origin })),
        db.prepare('DELETE FROM lead_claims WHERE id = ?').bind(id),
      ]);
      const inserted = results[booking ? 1 : 0];
      if (inserted?.meta.changes !== 1) {
        if (photos.length) await bucket.delete(photos.map((photo) => photo.key)).catch(() => undefined);
        // Not erased: the window filled before this request's statement ran.
        if (booking && !(await db.prepare('SELECT 1 AS erased FROM erased_leads WHERE id = ?').bind(id).first())) return { slotTaken: true };
        return { erased: true, id };
      }
      const pending: Delivery = { status: 'pending', attempts: 0, detail: null, at: null };
      const off: Delivery = { status: 'off', attempts: 0, detail: null, at: null };
      const noJobs = {
        ...{ email_status: null, email_attempts: null, email_detail: null, email_done_at: null },
        ...{ forward_status: null, forward_attempts: null, forward_detail: null, forward_done_at: null },
        ...{ visitor_status: null, visitor_attempts: null, visitor_detail: null, visitor_done_at: null },
      };
      const noBooking = Object.fromEntries(BOOKING_COLUMN_NAMES.map((column) => [column, null])) as unknown as BookingRowColumns;
      const bookedRow: Partial<BookingRowColumns> = booking
        ? { booking_diary: booking.diary, booking_date: booking.date, booking_window: booking.window, booking_address: booking.addressLine, booking_booked_at: receivedAt, booking_sequence: 0 }
        : {};
      const stored = {
        ...fromRow({ ...row, ...noJobs, ...noBooking, ...bookedRow }),
        email: lead.jobs.includes('email') ? pending : off,
        forward: lead.jobs.includes('forward') ? pending : off,
        visitor: lead.jobs.includes('visitor') ? pending : off,
      };
      return { stored, created: true };
    } catch (error) {
      // Whole or not at all: the photos go again unless a row holds them (a claim taken over
      // from a request that was slow, not dead, and finished first).
      if (photos.length && !(await find(id).catch(() => null))) await bucket.delete(photos.map((photo) => photo.key)).catch(() => undefined);
      await release(id).catch(() => undefined);
      throw error;
    }
  }

  /** The statements that delete leads (any number, one statement a table): their own jobs and the notices naming them (dropLeadJobs), history and rows; their erasure notices and farewells stay. */
  const deleteLeads = (ids: readonly string[], at: Date): D1PreparedStatement[] => [
    dropLeadJobs(db, ids, at),
    db.prepare(`DELETE FROM lead_events WHERE lead_id IN (${IN_JSON})`).bind(jsonList(ids)),
    // Their survey places are free again.
    db.prepare(`DELETE FROM survey_bookings WHERE lead_id IN (${IN_JSON})`).bind(jsonList(ids)),
    db.prepare(`DELETE FROM leads WHERE id IN (${IN_JSON})`).bind(jsonList(ids)),
  ];

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
    lookup,

    /** Stores a lead once: a lead whose id is stored already gets what was stored; one whose id was erased, nothing. */
    async store(lead: NewLead): Promise<StoreOutcome> {
      const id = lead.id ?? newId();
      const earlier = lead.id ? await lookup(id) : null;
      if (earlier) return outcomeOf(id, earlier);
      if (!(await claim(id))) {
        const found = await waitFor(id);
        return found ? outcomeOf(id, found) : { busy: true };
      }
      // Stored by another request between our look and our claim: that one is the lead.
      const raced = await find(id);
      if (raced) {
        await release(id);
        return { stored: raced, created: false };
      }
      return write(id, lead);
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
      if (options.everyObject) for (const id of erased) keys.push(...(await objectsOf(id)));
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

export type LeadStore = ReturnType<typeof createLeadStore>;

/** The store over the Worker's D1 database and R2 bucket. */
export const storeFor = (env: Pick<WorkerEnv, 'DB' | 'PHOTOS'>): LeadStore => createLeadStore(env.DB, env.PHOTOS);

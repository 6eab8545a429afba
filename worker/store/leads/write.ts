/**
 * Storing a lead: whole or not at all, and each id once. Its id is claimed (worker/store/leads/
 * claims.ts), its photos go into R2 first, then its row, its survey place, its jobs and the claim's
 * release in one transaction; photos whose row could not be written are deleted again, and the
 * daily clean-up removes any a cut-off request left behind (worker/cron/housekeeping.ts). A lead
 * sent again (the visitor's browser retries when an answer is late) gets the first answer. Who it
 * is from and what it asks for are worked out as it is stored (worker/lead/contact.ts) and kept in
 * its own columns.
 *
 * An id recorded as erased is never stored again (worker/store/leads/erasure.ts): storing checks the
 * record before it claims the id, and the row is written only where the record has no such id, so
 * an erasure that lands while a resend is half-way (its photos in R2) leaves nothing: the row and
 * its jobs are not written, and the photos go again.
 */
import type { Campaign } from '@/lib/shared/forms/campaign';
import type { HumanCheckOutcome } from '@/lib/shared/forms/human-check';
import type { LeadEndpoint, QuoteCheck } from '@/lib/shared/forms/lead-payloads';
import type { StoredLeadFields } from '@/lib/shared/forms/stored-lead';
import type { Diary, NotHeldReason } from '@/lib/shared/survey/booking';
import type { SlotWindow } from '@/lib/shared/survey/slots';
import { contactOf, whatOf } from '../../lead/contact';
import type { Contact, Delivery, ReceivedPhoto, StoredLead, StoredPhoto } from '../../lead/model';
import { BOOKING_COLUMN_NAMES, type BookingRowColumns } from '../booking-row';
import { placeholders } from '../d1';
import { bookStatement, bookingEvent } from '../diary/bookings';
import { insertJob, type LeadJobKind } from '../jobs';
import type { LeadClaims } from './claims';
import { dropPhotos, putPhoto } from './photos';
import type { LeadReader } from './read';
import { CAMPAIGN_COLUMNS, fromRow, type LeadRow, type LeadSelectRow } from './rows';

/**
 * What storing gave: the lead (new, or the one stored earlier under its id); "busy" (another
 * request is storing it); "erased" (its id was erased: nothing is stored, nobody is told); or its
 * survey's window taken.
 */
export type StoreOutcome = { stored: StoredLead; created: boolean } | { busy: true } | { erased: true; id: string } | { slotTaken: true };

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
   * The survey window it books (worker/store/diary/bookings.ts): taken in the same transaction, or the lead
   * is not stored (`slotTaken`: the window is full, or `contact` holds a survey from `today` on).
   */
  booking?: { diary: Diary; date: string; window: SlotWindow; addressLine: string | null; places: number; contact: Pick<Contact, 'phone' | 'email'>; today: string } | null;
  /** How its human check went ('before' when absent: a test's or an older caller's lead). */
  humanCheck?: HumanCheckOutcome;
  /** Why a window it asked for was not held. */
  slotNotHeld?: NotHeldReason | null;
}

/** A new lead's row, with its photos as put into R2. */
function rowOf(id: string, lead: NewLead, photos: StoredPhoto[], receivedAt: string): LeadRow {
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
  return row;
}

/** The lead as its row was written: read as any row is (fromRow), its jobs pending as started and its booking as taken, without reading it back. */
function storedOf(row: LeadRow, lead: NewLead): StoredLead {
  const pending: Delivery = { status: 'pending', attempts: 0, detail: null, at: null };
  const off: Delivery = { status: 'off', attempts: 0, detail: null, at: null };
  const noJobs = {
    ...{ email_status: null, email_attempts: null, email_detail: null, email_done_at: null },
    ...{ forward_status: null, forward_attempts: null, forward_detail: null, forward_done_at: null },
    ...{ visitor_status: null, visitor_attempts: null, visitor_detail: null, visitor_done_at: null },
  };
  const noBooking = Object.fromEntries(BOOKING_COLUMN_NAMES.map((column) => [column, null])) as unknown as BookingRowColumns;
  const { booking } = lead;
  const bookedRow: Partial<BookingRowColumns> = booking
    ? { booking_diary: booking.diary, booking_date: booking.date, booking_window: booking.window, booking_address: booking.addressLine, booking_booked_at: row.received_at, booking_sequence: 0 }
    : {};
  const written: LeadSelectRow = { ...row, ...noJobs, ...noBooking, ...bookedRow };
  return {
    ...fromRow(written),
    email: lead.jobs.includes('email') ? pending : off,
    forward: lead.jobs.includes('forward') ? pending : off,
    visitor: lead.jobs.includes('visitor') ? pending : off,
  };
}

export function createLeadWriter(db: D1Database, bucket: R2Bucket, options: { now: () => Date; newId: () => string; reader: LeadReader; claims: LeadClaims }) {
  const { now, newId, reader, claims } = options;

  /** The outcome of a lead found under its id: stored earlier, or erased. */
  const outcomeOf = (id: string, found: StoredLead | 'erased'): StoreOutcome => (found === 'erased' ? { erased: true, id } : { stored: found, created: false });

  /** Writes a lead whose id this request holds: its photos, then its row, booking, jobs and the claim's release in one transaction. */
  async function write(id: string, lead: NewLead): Promise<StoreOutcome> {
    const photos: StoredPhoto[] = [];
    try {
      for (const [index, photo] of lead.photos.entries()) {
        const put = await putPhoto(bucket, id, index + 1, photo);
        if (put) photos.push(put);
      }
      const receivedAt = now().toISOString();
      const row = rowOf(id, lead, photos, receivedAt);
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
        claims.releasing(id),
      ]);
      const inserted = results[booking ? 1 : 0];
      if (inserted?.meta.changes !== 1) {
        await dropPhotos(bucket, photos);
        // Not erased: the window filled before this request's statement ran.
        if (booking && !(await reader.erased(id))) return { slotTaken: true };
        return { erased: true, id };
      }
      return { stored: storedOf(row, lead), created: true };
    } catch (error) {
      // Whole or not at all: the photos go again unless a row holds them (a claim taken over
      // from a request that was slow, not dead, and finished first).
      if (photos.length && !(await reader.find(id).catch(() => null))) await dropPhotos(bucket, photos);
      await claims.releasing(id).run().catch(() => undefined);
      throw error;
    }
  }

  return {
    /** Stores a lead once: a lead whose id is stored already gets what was stored; one whose id was erased, nothing. */
    async store(lead: NewLead): Promise<StoreOutcome> {
      const id = lead.id ?? newId();
      const earlier = lead.id ? await reader.lookup(id) : null;
      if (earlier) return outcomeOf(id, earlier);
      if (!(await claims.claim(id))) {
        const found = await claims.waitFor(id);
        return found ? outcomeOf(id, found) : { busy: true };
      }
      // Stored by another request between our look and our claim: that one is the lead.
      const raced = await reader.find(id);
      if (raced) {
        await claims.releasing(id).run();
        return { stored: raced, created: false };
      }
      return write(id, lead);
    },
  };
}

/**
 * Survey bookings (migrations/0009) taken, moved and cancelled. A place is taken by one statement
 * that counts the window's held bookings as it inserts (or moves) the booking, so two requests
 * racing for the last place never both get it: D1 runs one statement at a time, and the count and
 * the write are one statement. Booking a new lead's place goes in the same transaction that stores
 * the lead (worker/store/leads/write.ts uses `bookStatement`); a move or a cancel carries its
 * history line, the visitor's email and the business's notice in its own transaction.
 */
import type { SlotWindow } from '@/lib/shared/survey/slots';
import { slotText, type BookedSlot, type Diary } from '@/lib/shared/survey/booking';
import { BOOKING_NOTICE_GAP_MS } from '../../limits';
import { knownKind, type NoticeMessage } from '../jobs';

/** The SQL count of a window's held places, for a booking other than `?` (the lead being booked or moved). */
const HELD_IN_WINDOW = 'SELECT COUNT(*) FROM survey_bookings WHERE diary = ?1 AND date = ?2 AND time_window = ?3 AND cancelled_at IS NULL AND lead_id != ?4';

/** The SQL test that a phone number (?1) or an email address (?2) holds a survey from a UK date (?3) on. */
const HOLDS_A_SURVEY = `EXISTS (SELECT 1 FROM survey_bookings hb JOIN leads hl ON hl.id = hb.lead_id
  WHERE hb.cancelled_at IS NULL AND hb.date >= ?3 AND ((?1 IS NOT NULL AND hl.contact_phone = ?1) OR (?2 IS NOT NULL AND hl.contact_email = ?2)))`;

/**
 * The booking a new lead takes: inserted only while the window holds fewer than `places`, the
 * person (their phone number or email address) holds no other survey from `today` on, and the
 * lead's id was not erased; all in one statement, so two bookings racing for one place, or one
 * person's two bookings at once, never both hold.
 */
export function bookStatement(
  db: D1Database,
  booking: { leadId: string; diary: Diary; date: string; window: SlotWindow; addressLine: string | null; places: number; at: string; contact: { phone: string | null; email: string | null }; today: string },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO survey_bookings (lead_id, diary, date, time_window, address_line, booked_at)
       SELECT ?4, ?1, ?2, ?3, ?5, ?6 WHERE (${HELD_IN_WINDOW}) < ?7 AND NOT EXISTS (SELECT 1 FROM erased_leads WHERE id = ?4)
         AND NOT ${HOLDS_A_SURVEY.replaceAll('?1', '?8').replaceAll('?2', '?9').replaceAll('?3', '?10')}`,
    )
    .bind(booking.diary, booking.date, booking.window, booking.leadId, booking.addressLine, booking.at, booking.places, booking.contact.phone, booking.contact.email, booking.today);
}

/** The history line of a booking made, moved or cancelled: `status` booked, moved or cancelled; `note` the window in words. */
export function bookingEvent(db: D1Database, event: { leadId: string; at: string; status: 'booked' | 'moved' | 'cancelled'; slot: BookedSlot; actor: string }): D1PreparedStatement {
  return db
    .prepare("INSERT INTO lead_events (lead_id, at, kind, status, note, actor) SELECT id, ?, 'booking', ?, ?, ? FROM leads WHERE id = ?")
    .bind(event.at, event.status, slotText(event.slot), event.actor, event.leadId);
}

/** How a move or a cancel went: done, the new window full, or no booking held to change. */
export type BookingChanged = { changed: true } | { full: true } | { none: true };

/** What a move or a cancel is told to: the visitor (their email, when they can be emailed), and the business, of a visitor's own change (`notice`: which notice, and its payload for that sequence). */
export interface BookingChangeOptions {
  by: string;
  origin: string;
  emailVisitor: boolean;
  notice?: (sequence: number) => { notice: NoticeMessage; payload: string };
}

export function createBookingChanges(db: D1Database, options: { now: () => Date }) {
  const { now } = options;

  return {
    /**
     * Moves a lead's held booking to `slot` if that window holds fewer than `places` other
     * bookings, in one statement; then, in the same transaction and only if it moved, its history
     * line and the visitor's email (with the calendar entry that replaces the last) made due.
     */
    async move(leadId: string, slot: BookedSlot, places: number, change: BookingChangeOptions): Promise<BookingChanged> {
      const at = now().toISOString();
      const booking = await db.prepare('SELECT diary, sequence FROM survey_bookings WHERE lead_id = ? AND cancelled_at IS NULL').bind(leadId).first<{ diary: Diary; sequence: number }>();
      if (!booking) return { none: true };
      const sequence = booking.sequence + 1;
      const moved = `EXISTS (SELECT 1 FROM survey_bookings WHERE lead_id = ? AND sequence = ${sequence} AND changed_at = ?)`;
      const [updated] = await db.batch([
        db
          .prepare(
            `UPDATE survey_bookings SET date = ?2, time_window = ?3, sequence = ?5, changed_at = ?6, changed_by = ?7, reminded_at = NULL
             WHERE lead_id = ?4 AND cancelled_at IS NULL AND sequence = ?8 AND (${HELD_IN_WINDOW}) < ?9`,
          )
          .bind(booking.diary, slot.date, slot.window, leadId, sequence, at, change.by, booking.sequence, places),
        db
          .prepare(`INSERT INTO lead_events (lead_id, at, kind, status, note, actor) SELECT id, ?, 'booking', 'moved', ?, ? FROM leads WHERE id = ? AND ${moved}`)
          .bind(at, slotText(slot), change.by, leadId, leadId, at),
        ...(change.emailVisitor ? [renewJobIf(db, { leadId, kind: 'booking', at, origin: change.origin }, moved, [leadId, at])] : []),
        // A reminder already sent was for the old window: the new one gets its own.
        db.prepare(`DELETE FROM lead_jobs WHERE lead_id = ? AND kind = 'reminder' AND ${moved}`).bind(leadId, leadId, at),
        ...noticeIf(db, change, sequence, at, 'EXISTS (SELECT 1 FROM survey_bookings WHERE lead_id = ?6 AND sequence = ?7 AND changed_at = ?8)', [leadId, sequence, at]),
      ]);
      return (updated?.meta.changes ?? 0) === 1 ? { changed: true } : { full: true };
    },

    /** Cancels a lead's held booking (its place is free at once), with its history line and the visitor's email, in one transaction. */
    async cancel(leadId: string, change: BookingChangeOptions): Promise<BookingChanged> {
      const at = now().toISOString();
      const booking = await db.prepare('SELECT date, time_window, sequence FROM survey_bookings WHERE lead_id = ? AND cancelled_at IS NULL').bind(leadId).first<{ date: string; time_window: SlotWindow; sequence: number }>();
      if (!booking) return { none: true };
      const cancelled = 'EXISTS (SELECT 1 FROM survey_bookings WHERE lead_id = ? AND cancelled_at = ?)';
      const [updated] = await db.batch([
        db
          .prepare('UPDATE survey_bookings SET cancelled_at = ?, changed_at = ?, changed_by = ?, sequence = sequence + 1 WHERE lead_id = ? AND cancelled_at IS NULL AND sequence = ?')
          .bind(at, at, change.by, leadId, booking.sequence),
        db
          .prepare(`INSERT INTO lead_events (lead_id, at, kind, status, note, actor) SELECT id, ?, 'booking', 'cancelled', ?, ? FROM leads WHERE id = ? AND ${cancelled}`)
          .bind(at, slotText({ date: booking.date, window: booking.time_window }), change.by, leadId, leadId, at),
        ...(change.emailVisitor ? [renewJobIf(db, { leadId, kind: 'booking', at, origin: change.origin }, cancelled, [leadId, at])] : []),
        db.prepare(`DELETE FROM lead_jobs WHERE lead_id = ? AND kind = 'reminder' AND status != 'done' AND ${cancelled}`).bind(leadId, leadId, at),
        ...noticeIf(db, change, booking.sequence + 1, at, 'EXISTS (SELECT 1 FROM survey_bookings WHERE lead_id = ?6 AND cancelled_at = ?7)', [leadId, at]),
      ]);
      return (updated?.meta.changes ?? 0) === 1 ? { changed: true } : { none: true };
    },
  };
}

/**
 * The business's notice of a visitor's change, made in the change's own transaction (so it is never
 * lost to a failure after it), only if the change was made. One notice row per request, never one
 * per change: a notice not yet sent takes the new state and keeps its time and the window the
 * business last heard of (`from`); one sent (or being sent, or given up) is made due again no
 * sooner than BOOKING_NOTICE_GAP_MS after the last, from the window it told of.
 */
function noticeIf(db: D1Database, change: BookingChangeOptions, sequence: number, at: string, sql: string, values: (string | number)[]): D1PreparedStatement[] {
  const made = change.notice?.(sequence);
  if (!made) return [];
  const gap = `'+${Math.round(BOOKING_NOTICE_GAP_MS / 1000)} seconds'`;
  const waiting = "status = 'pending' AND (lease_until IS NULL OR lease_until < ?2)";
  return [
    db
      .prepare(
        `INSERT INTO lead_jobs (lead_id, kind, notice, status, created_at, started_at, next_at, origin, payload) SELECT ?1, 'notice', ?5, 'pending', ?2, ?2, ?2, ?3, ?4 WHERE ${sql}
         ON CONFLICT (lead_id, kind, notice) DO UPDATE SET
           payload = CASE WHEN ${waiting} THEN json_set(excluded.payload, '$.from', json_extract(payload, '$.from')) ELSE excluded.payload END,
           next_at = CASE WHEN ${waiting} THEN next_at
                          WHEN status = 'pending' THEN strftime('%Y-%m-%dT%H:%M:%fZ', ?2, ${gap})
                          ELSE max(?2, strftime('%Y-%m-%dT%H:%M:%fZ', coalesce(done_at, ?2), ${gap})) END,
           started_at = CASE WHEN ${waiting} THEN started_at ELSE ?2 END,
           attempts = CASE WHEN ${waiting} THEN attempts ELSE 0 END,
           status = 'pending', detail = NULL, lease_until = NULL, done_at = NULL, sent_to = '[]', origin = ?3`,
      )
      // The condition's own values are numbered from ?6 (as insertJob's are).
      .bind(made.notice.leadId, at, change.origin, made.payload, made.notice.notice, ...values),
  ];
}

/** renewJob, only where `condition` (SQL over `values`) holds: a job made due in the same transaction as the change it tells of. */
export function renewJobIf(db: D1Database, job: { leadId: string; kind: 'booking' | 'reminder'; at: string; origin: string }, condition: string, values: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO lead_jobs (lead_id, kind, status, created_at, started_at, next_at, origin) SELECT ?, ?, 'pending', ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?) AND ${condition}
       ON CONFLICT (lead_id, kind, notice) DO UPDATE SET status = 'pending', attempts = 0, detail = NULL, started_at = excluded.started_at, next_at = excluded.next_at, lease_until = NULL, done_at = NULL, sent_to = '[]', origin = excluded.origin`,
    )
    .bind(job.leadId, knownKind(job.kind), job.at, job.at, job.at, job.origin, job.leadId, ...values);
}

/**
 * How a lead's survey booking (migrations/0009, `survey_bookings`) is read with the lead: the
 * columns LEAD_SELECT adds for a lead aliased `l`, and the booking they make (null when the lead
 * booked none). The statements that book, move and cancel are worker/store/diary/bookings.ts.
 */
import { WINDOW_HOURS, ukInstant, type SlotWindow } from '@/lib/shared/survey/slots';
import type { Diary } from '@/lib/shared/survey/booking';
import type { StoredBooking } from '../lead/model';

/** The booking's columns, as LEAD_SELECT names them. */
export interface BookingRowColumns {
  booking_diary: Diary | null;
  booking_date: string | null;
  booking_window: SlotWindow | null;
  booking_address: string | null;
  booking_booked_at: string | null;
  booking_sequence: number | null;
  booking_changed_at: string | null;
  booking_changed_by: string | null;
  booking_cancelled_at: string | null;
}

export const BOOKING_COLUMNS = `b.diary AS booking_diary, b.date AS booking_date, b.time_window AS booking_window, b.address_line AS booking_address,
  b.booked_at AS booking_booked_at, b.sequence AS booking_sequence, b.changed_at AS booking_changed_at, b.changed_by AS booking_changed_by,
  b.cancelled_at AS booking_cancelled_at`;
/** The columns' names, for a lead read without its booking. */
export const BOOKING_COLUMN_NAMES = ['booking_diary', 'booking_date', 'booking_window', 'booking_address', 'booking_booked_at', 'booking_sequence', 'booking_changed_at', 'booking_changed_by', 'booking_cancelled_at'] as const satisfies readonly (keyof BookingRowColumns)[];
export const BOOKING_JOIN = 'LEFT JOIN survey_bookings b ON b.lead_id = l.id';

/** When a window starts and ends on a date (ISO instants, UK clock hours). */
export function windowSpan(date: string, window: SlotWindow): { start: string; end: string } {
  const [from, to] = WINDOW_HOURS[window];
  return { start: ukInstant(date, from).toISOString(), end: ukInstant(date, to).toISOString() };
}

export function bookingOf(row: BookingRowColumns): StoredBooking | null {
  if (!row.booking_diary || !row.booking_date || !row.booking_window || !row.booking_booked_at) return null;
  return {
    diary: row.booking_diary,
    date: row.booking_date,
    window: row.booking_window,
    ...windowSpan(row.booking_date, row.booking_window),
    addressLine: row.booking_address,
    bookedAt: row.booking_booked_at,
    sequence: row.booking_sequence ?? 0,
    changedAt: row.booking_changed_at,
    changedBy: row.booking_changed_by,
    cancelledAt: row.booking_cancelled_at,
  };
}

/** "2026-10-14" → "14 October 2026" (UK style; the date is a calendar date, not an instant). */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Bookings are for UK homes, so "today" is the calendar date in the UK (YYYY-MM-DD, a date input's format). */
export { ukCalendarDate } from '@/lib/uk-time';

/** The calendar day after a YYYY-MM-DD date. */
export function nextCalendarDay(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

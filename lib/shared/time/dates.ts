import { MONTHS, WEEKDAYS } from '@/content/format';

/** "2026-10-14" → "14 October 2026" (UK style; the date is a calendar date, not an instant). */
export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** Bookings are for UK homes, so "today" is the calendar date in the UK (YYYY-MM-DD, a date input's format). */
export { ukCalendarDate } from '@/lib/shared/time/uk-time';

/** A YYYY-MM-DD calendar date at noon UTC, so arithmetic on it never crosses a day boundary. */
export const calendarNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** The calendar date `days` after a YYYY-MM-DD date. */
export function addDays(isoDate: string, days: number): string {
  const date = calendarNoon(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calendar day after a YYYY-MM-DD date. */
export const nextCalendarDay = (isoDate: string): string => addDays(isoDate, 1);


/** "2026-11-30" → "Monday 30 November 2026" (spelt out here: a browser's locale data would cost the page that loads it). */
export function formatLongDate(isoDate: string): string {
  const date = calendarNoon(isoDate);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "2026-11-28" → "November 2026": the month a figure was read, as the site says "as of". */
export function formatMonthYear(isoDate: string): string {
  const date = calendarNoon(isoDate);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A day as a short line names it: "Wed 25 Nov" (weekday 0 is Sunday, month 1 is January). */
export function shortDay(weekday: number, day: number, month: number): string {
  return `${(WEEKDAYS[weekday] ?? '').slice(0, 3)} ${day} ${(MONTHS[month - 1] ?? '').slice(0, 3)}`;
}

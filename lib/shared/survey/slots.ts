/**
 * The survey diary's rules (issue 35, first part): which time windows a base (or, for video
 * surveys, the office) has free, from what staff set (places per weekday and window, days and
 * windows blocked, bank holidays opened) and the bookings it holds. Pure and runtime-free: the
 * Worker that books a slot and the forms that offer them read the same rules; the clock is passed
 * in. Dates are UK calendar dates (YYYY-MM-DD) and a window's start and end are the instants a UK
 * clock reads its hours on that date, so the clock changes in March and October move nothing.
 */
import { BANK_HOLIDAYS } from '@/content/bank-holidays';
import { addDays, calendarNoon } from '@/lib/shared/time/dates';
import { ukCalendarDate, ukOffsetHours } from '@/lib/shared/time/uk-time';

/** The windows a survey is booked into: the booking forms' own, less "any time". */
export const SLOT_WINDOWS = ['morning', 'afternoon', 'late-afternoon'] as const;
export type SlotWindow = (typeof SLOT_WINDOWS)[number];

/** Each window's hours on a UK clock, start and end (the booking forms' labels: 8am to 12pm, 12pm to 4pm, 4pm to 6pm). */
export const WINDOW_HOURS: Record<SlotWindow, readonly [start: number, end: number]> = {
  morning: [8, 12],
  afternoon: [12, 16],
  'late-afternoon': [16, 18],
};

/** Working days of free windows offered ahead: two weeks of surveys is what the business plans. */
export const SLOT_DAYS = 14;

/** Places per window on each weekday (0 = Sunday ... 6 = Saturday); a weekday or window not listed has none. */
export type WeeklyCapacity = Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, Partial<Record<SlotWindow, number>>>>;

/** What staff set for one diary (a base's home surveys, or the office's video surveys). */
export interface DiaryRules {
  weekly: WeeklyCapacity;
  /** Days off (no window) and windows blocked on a date. */
  blocks: readonly { date: string; window?: SlotWindow }[];
  /** Bank holidays staff opened (closed unless listed here). */
  openedHolidays: readonly string[];
}

/** A booking the diary holds. */
export interface HeldBooking {
  date: string;
  window: SlotWindow;
}

/** A window with places left. */
export interface FreeWindow {
  date: string;
  window: SlotWindow;
  /** When it starts and ends (ISO instants). */
  start: string;
  end: string;
  free: number;
}

/** The instant a UK clock reads `hour`:00 on `date` (the clocks change at 1am UTC, before any window's hour). */
export function ukInstant(date: string, hour: number): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour);
  return new Date(wall - ukOffsetHours(new Date(wall)) * 60 * 60 * 1000);
}

/** True for a date the diary is open at all: not a Sunday, and not a bank holiday unless staff opened it. */
export function diaryOpenOn(date: string, rules: Pick<DiaryRules, 'openedHolidays'>, holidays: Readonly<Record<string, string>> = BANK_HOLIDAYS): boolean {
  if (calendarNoon(date).getUTCDay() === 0) return false;
  return !(date in holidays) || rules.openedHolidays.includes(date);
}

/** Places a window has on a date before any booking: its weekday's, nought if blocked or closed. */
export function placesOn(date: string, window: SlotWindow, rules: DiaryRules, holidays: Readonly<Record<string, string>> = BANK_HOLIDAYS): number {
  if (!diaryOpenOn(date, rules, holidays)) return 0;
  if (rules.blocks.some((block) => block.date === date && (block.window === undefined || block.window === window))) return 0;
  const weekday = calendarNoon(date).getUTCDay() as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  return Math.max(0, Math.floor(rules.weekly[weekday]?.[window] ?? 0));
}

const countBookings = (bookings: readonly HeldBooking[]) => {
  const counts = new Map<string, number>();
  for (const booking of bookings) counts.set(`${booking.date} ${booking.window}`, (counts.get(`${booking.date} ${booking.window}`) ?? 0) + 1);
  return counts;
};

/**
 * The windows with places left over the next SLOT_DAYS days the diary is open, from the day after
 * the UK day `now` falls on (a booking is for tomorrow at the soonest), earliest first; only
 * those that end before `before` (an installation date: the survey comes first) when given.
 */
export function freeWindows(rules: DiaryRules, bookings: readonly HeldBooking[], now: Date, options: { days?: number; before?: string; holidays?: Readonly<Record<string, string>> } = {}): FreeWindow[] {
  const holidays = options.holidays ?? BANK_HOLIDAYS;
  const held = countBookings(bookings);
  const free: FreeWindow[] = [];
  let day = ukCalendarDate(now);
  for (let counted = 0; counted < (options.days ?? SLOT_DAYS); ) {
    day = addDays(day, 1);
    if (options.before && day >= options.before) break;
    if (!diaryOpenOn(day, rules, holidays)) continue;
    counted += 1;
    for (const window of SLOT_WINDOWS) {
      const left = placesOn(day, window, rules, holidays) - (held.get(`${day} ${window}`) ?? 0);
      if (left <= 0) continue;
      const [from, to] = WINDOW_HOURS[window];
      free.push({ date: day, window, start: ukInstant(day, from).toISOString(), end: ukInstant(day, to).toISOString(), free: left });
    }
  }
  return free;
}

/**
 * The bookings a change of the rules would leave without a place (more held in a window than it
 * now has, or its day or window blocked or closed): the diary keeps them booked, and staff are
 * told which, to move or keep by hand. Within a window, those booked last (later in `bookings`)
 * are the ones left over.
 */
export function strandedBookings<Held extends HeldBooking>(rules: DiaryRules, bookings: readonly Held[], holidays: Readonly<Record<string, string>> = BANK_HOLIDAYS): Held[] {
  const seen = new Map<string, number>();
  const stranded: Held[] = [];
  for (const booking of [...bookings].sort((a, b) => a.date.localeCompare(b.date) || SLOT_WINDOWS.indexOf(a.window) - SLOT_WINDOWS.indexOf(b.window))) {
    const key = `${booking.date} ${booking.window}`;
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    if (nth > placesOn(booking.date, booking.window, rules, holidays)) stranded.push(booking);
  }
  return stranded;
}

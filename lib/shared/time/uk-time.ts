/**
 * The wall clock in the UK (Europe/London), by arithmetic rather than `Intl`: creating a
 * time-zone formatter loads the browser's zone data, about 30 ms of main thread on a fast desktop
 * and four times that on a phone, on every page (the countdown runs on each). The UK rule since
 * 1996 (Summer Time Order 2002, aligned with EU Directive 2000/84/EC): British Summer Time, UTC+1,
 * from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October; GMT
 * (UTC+0) otherwise. A test holds this to the platform's own zone data hour by hour over decades.
 */

const MS_PER_HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  const sunday = lastDay.getUTCDate() - lastDay.getUTCDay();
  return Date.UTC(year, month, sunday, 1);
}

/** Hours the UK is ahead of UTC at an instant: 1 in British Summer Time, else 0. */
export function ukOffsetHours(instant: Date): 0 | 1 {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? 1 : 0;
}

export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday. */
  weekday: number;
}

/** What a clock in the UK reads at an instant. */
export function ukWallClock(instant: Date): WallClock {
  const wall = new Date(instant.getTime() + ukOffsetHours(instant) * MS_PER_HOUR);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

/** The instant a UK clock reads 00:00 on a calendar date (month 1 to 12); midnight is never skipped or repeated in the UK. */
export function ukMidnight(year: number, month: number, day: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The offset at 00:00 UK time is the offset an hour earlier in UTC terms at most: try both.
  for (const offset of [1, 0] as const) {
    const candidate = new Date(utcMidnight - offset * MS_PER_HOUR);
    if (ukOffsetHours(candidate) === offset) return candidate;
  }
  return new Date(utcMidnight);
}

/** The UK calendar date at an instant, as YYYY-MM-DD. */
export function ukCalendarDate(instant: Date): string {
  const { year, month, day } = ukWallClock(instant);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

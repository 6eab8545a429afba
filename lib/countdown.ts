/**
 * The weekly offer countdown (spec §4.4): it targets the next Tuesday 00:00 in Europe/London,
 * whatever the visitor's own time zone (DESIGN). On a Tuesday it targets the following Tuesday,
 * and at zero it rolls on to the next week. The clock is always passed in.
 */
import { OFFER_RESET_WEEKDAY } from '@/content/pricing';

/** UK civil time, so the deadline is midnight for the business and its customers. */
const TIME_ZONE = 'Europe/London';

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of londonParts.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The UTC instant at which London's wall clock reads 00:00 on the given calendar date. */
function londonMidnight(year: number, month: number, day: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // London is UTC+0 or UTC+1; midnight is never skipped or repeated (clocks change at 01:00 UTC).
  for (const offsetHours of [0, 1]) {
    const candidate = new Date(utcMidnight - offsetHours * MS_PER_HOUR);
    const wall = wallClock(candidate);
    if (wall.hour === 0 && wall.minute === 0 && wall.day === new Date(utcMidnight).getUTCDate()) return candidate;
  }
  return new Date(utcMidnight);
}

/** The next Tuesday 00:00 Europe/London strictly after `now`; on a Tuesday, the following one. */
export function nextOfferDeadline(now: Date): Date {
  const wall = wallClock(now);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  const daysAhead = (OFFER_RESET_WEEKDAY - weekday + 7) % 7 || 7;
  const target = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + daysAhead));
  return londonMidnight(target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate());
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` to `deadline` (never negative). */
export function timeLeft(now: Date, deadline: Date): TimeLeft {
  const ms = Math.max(0, deadline.getTime() - now.getTime());
  const totalSeconds = Math.floor(ms / MS_PER_SECOND);
  return {
    days: Math.floor(totalSeconds / (MS_PER_DAY / MS_PER_SECOND)),
    hours: Math.floor((totalSeconds % (MS_PER_DAY / MS_PER_SECOND)) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** What the banner shows at `now`: the time left to the current deadline, rolling on at zero. */
export function offerCountdown(now: Date): TimeLeft {
  return timeLeft(now, nextOfferDeadline(now));
}

/** The countdown as the banner shows it: "6d 04h 09m 31s". */
export function formatCountdown(left: TimeLeft): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${left.days}d ${pad(left.hours)}h ${pad(left.minutes)}m ${pad(left.seconds)}s`;
}

/** What the server renders before the script runs: the same width, no figures. */
export const COUNTDOWN_PLACEHOLDER = '-d --h --m --s';

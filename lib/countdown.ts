/**
 * The weekly offer countdown (docs/product.md §4.4): it targets the next Tuesday 00:00 in Europe/London
 * (lib/shared/time/uk-time.ts), whatever the visitor's own time zone (docs/product.md §4.4). On a Tuesday it targets the
 * following Tuesday, and at zero it rolls on to the next week. The clock is always passed in.
 */
import { OFFER_RESET_WEEKDAY } from '@/content/pricing';
import { ukMidnight, ukWallClock } from '@/lib/shared/time/uk-time';

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_HOUR = 60 * MS_PER_MINUTE;
const MS_PER_DAY = 24 * MS_PER_HOUR;

/** The next Tuesday 00:00 Europe/London strictly after `now`; on a Tuesday, the following one. */
export function nextOfferDeadline(now: Date): Date {
  const wall = ukWallClock(now);
  const daysAhead = (OFFER_RESET_WEEKDAY - wall.weekday + 7) % 7 || 7;
  const target = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + daysAhead));
  return ukMidnight(target.getUTCFullYear(), target.getUTCMonth() + 1, target.getUTCDate());
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

/**
 * Installation dates: the working days a visitor may ask for, from a lead time on. We install
 * Monday to Saturday, never on a Sunday or on a bank holiday in England and Wales. Dates are UK
 * calendar dates (YYYY-MM-DD), so a visitor abroad or a clock change never shifts a day; the
 * clock is passed in.
 */
import { BANK_HOLIDAYS, BANK_HOLIDAYS_LAST_YEAR } from '@/content/bank-holidays';
import { INSTALL_BOOKING_WINDOW_DAYS, INSTALL_LEAD_WORKING_DAYS } from '@/content/pricing';
import { addDays, calendarNoon } from '@/lib/shared/time/dates';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';

/** True for a day we install on: not a Sunday and not a bank holiday in England and Wales. */
export function isWorkingDay(isoDate: string, holidays: Readonly<Record<string, string>> = BANK_HOLIDAYS): boolean {
  return calendarNoon(isoDate).getUTCDay() !== 0 && !(isoDate in holidays);
}

/**
 * The dates offered at `now`: from the INSTALL_LEAD_WORKING_DAYS-th working day after today (UK
 * time) to INSTALL_BOOKING_WINDOW_DAYS after today, and never past the bank holiday list.
 */
export function installationDates(now: Date, holidays: Readonly<Record<string, string>> = BANK_HOLIDAYS, lastListedYear = BANK_HOLIDAYS_LAST_YEAR): string[] {
  const today = ukCalendarDate(now);
  const lastDay = [addDays(today, INSTALL_BOOKING_WINDOW_DAYS), `${lastListedYear}-12-31`].sort()[0] as string;
  const dates: string[] = [];
  let skipped = 0;
  for (let day = addDays(today, 1); day <= lastDay; day = addDays(day, 1)) {
    if (!isWorkingDay(day, holidays)) continue;
    if (skipped < INSTALL_LEAD_WORKING_DAYS - 1) {
      skipped += 1;
      continue;
    }
    dates.push(day);
  }
  return dates;
}

/** True when `isoDate` was one of the dates offered on the UK day `sentAt` fell on (the server's check of a lead). */
export function wasOfferedOn(isoDate: string, sentAt: Date): boolean {
  return installationDates(sentAt).includes(isoDate);
}

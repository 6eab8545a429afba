import { BANK_HOLIDAYS, BANK_HOLIDAYS_LAST_YEAR } from '@/content/bank-holidays';
import { INSTALL_BOOKING_WINDOW_DAYS, INSTALL_LEAD_WORKING_DAYS } from '@/content/pricing';
import { addDays, formatLongDate } from './dates';
import { installationDates, isWorkingDay, wasOfferedOn } from './working-days';

describe('isWorkingDay', () => {
  it('is false on Sundays and bank holidays of England and Wales, true on Saturdays', () => {
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-28')).toBe(true); // Saturday
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas Day, a Friday
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day substitute, a Monday
    expect(isWorkingDay('2027-03-26')).toBe(false); // Good Friday
    expect(isWorkingDay('2027-03-29')).toBe(false); // Easter Monday
    expect(isWorkingDay('2026-12-29')).toBe(true);
  });

  it('lists only Mondays to Saturdays as holidays, with a holiday in every listed year', () => {
    for (const date of Object.keys(BANK_HOLIDAYS)) expect(new Date(`${date}T12:00:00Z`).getUTCDay()).not.toBe(0);
    const years = new Set(Object.keys(BANK_HOLIDAYS).map((date) => Number(date.slice(0, 4))));
    expect(Math.max(...years)).toBe(BANK_HOLIDAYS_LAST_YEAR);
    for (const year of years) expect(Object.keys(BANK_HOLIDAYS).filter((date) => date.startsWith(String(year)))).toHaveLength(8);
  });
});

describe('installationDates', () => {
  it('starts at the third working day after today (UK) and runs eight weeks', () => {
    expect(INSTALL_LEAD_WORKING_DAYS).toBe(3);
    // Monday 23 November 2026, 10:00: Tue 24, Wed 25 skipped; Thursday 26th is the first date.
    const dates = installationDates(new Date('2026-11-23T10:00:00Z'));
    expect(dates[0]).toBe('2026-11-26');
    expect(dates.at(-1)).toBe(addDays('2026-11-23', INSTALL_BOOKING_WINDOW_DAYS));
    expect(dates).not.toContain('2026-11-29');
    expect(dates).not.toContain('2026-12-25');
    expect(dates).not.toContain('2026-12-28');
    expect(dates).toContain('2026-12-26'); // Boxing Day itself is a Saturday; its holiday moves to Monday
    expect(dates.every((date) => isWorkingDay(date))).toBe(true);
  });

  it('skips bank holidays and Sundays in the lead time too', () => {
    // Wednesday 23 December 2026: Thu 24, Sat 26 count; Fri 25 and Sun 27 do not; Mon 28 is a holiday; Tue 29 is the third.
    expect(installationDates(new Date('2026-12-23T09:00:00Z'))[0]).toBe('2026-12-29');
  });

  it('counts from the UK date, not the UTC one, on both sides of the clock changes', () => {
    // 23:30 UTC on Friday 23 October 2026 is 00:30 BST on Saturday 24th in London: Mon 26, Tue 27, Wed 28.
    expect(installationDates(new Date('2026-10-23T23:30:00Z'))[0]).toBe('2026-10-28');
    // 23:30 UTC on Saturday 24 October is 00:30 GMT on Sunday 25th (BST ended at 01:00 UTC): Mon 26, Tue 27, Wed 28.
    expect(installationDates(new Date('2026-10-24T23:30:00Z'))[0]).toBe('2026-10-28');
    // 23:30 UTC on Saturday 28 March 2026 is 23:30 GMT the same day: Mon 30, Tue 31, Wed 1 April.
    expect(installationDates(new Date('2026-03-28T23:30:00Z'))[0]).toBe('2026-04-01');
    // 23:30 UTC on Sunday 29 March 2026 is 00:30 BST on Monday 30th: Tue 31, Wed 1, Thu 2 April.
    expect(installationDates(new Date('2026-03-29T23:30:00Z'))[0]).toBe('2026-04-02');
  });

  it('never offers a day past the last year of the bank holiday list', () => {
    const dates = installationDates(new Date('2028-12-20T12:00:00Z'));
    expect(dates.at(-1)! <= '2028-12-31').toBe(true);
    expect(installationDates(new Date('2029-06-01T12:00:00Z'))).toEqual([]);
  });

  it('checks a sent date against the dates offered that day', () => {
    expect(wasOfferedOn('2026-11-26', new Date('2026-11-23T10:00:00Z'))).toBe(true);
    expect(wasOfferedOn('2026-11-25', new Date('2026-11-23T10:00:00Z'))).toBe(false);
    expect(wasOfferedOn('2026-11-29', new Date('2026-11-23T10:00:00Z'))).toBe(false);
  });

  it('words a date in full', () => {
    expect(formatLongDate('2026-11-30')).toBe('Monday 30 November 2026');
  });
});

import { formatDate, formatMonthYear, isCalendarDate, nextCalendarDay, shortDay, ukCalendarDate } from './dates';

describe('dates', () => {
  it('formats a calendar date the UK way', () => {
    expect(formatDate('2026-10-14')).toBe('14 October 2026');
  });

  it('names the month of a date, on its first and last day alike', () => {
    expect(formatMonthYear('2026-11-01')).toBe('November 2026');
    expect(formatMonthYear('2026-12-31')).toBe('December 2026');
    expect(formatMonthYear('2027-01-01')).toBe('January 2027');
  });

  it('takes today from the UK clock, not the machine or UTC', () => {
    // 23:30 UTC on 31 March 2026 is already 1 April in the UK (BST, UTC+1).
    expect(ukCalendarDate(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    // In winter the UK is on UTC.
    expect(ukCalendarDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
  });

  it('steps to the next day across month, year and clock-change boundaries', () => {
    expect(nextCalendarDay('2026-11-30')).toBe('2026-12-01');
    expect(nextCalendarDay('2026-12-31')).toBe('2027-01-01');
    expect(nextCalendarDay('2026-03-28')).toBe('2026-03-29');
    expect(nextCalendarDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('calendar dates and short days', () => {
  it('knows a calendar date from something that only looks like one', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('writes a day short, as a card or a subject line names it', () => {
    expect(shortDay(3, 25, 11)).toBe('Wed 25 Nov');
    expect(shortDay(0, 1, 1)).toBe('Sun 1 Jan');
  });
});

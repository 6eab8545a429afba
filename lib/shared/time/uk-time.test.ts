import { ukCalendarDate, ukMidnight, ukOffsetHours, ukWallClock } from './uk-time';

/** The platform's own zone data (Node has full ICU), to hold the arithmetic to. */
const reference = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function referenceWall(instant: Date) {
  const parts = Object.fromEntries(reference.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

describe('UK time without Intl', () => {
  it('agrees with the zone data every 6 hours from 2000 to 2040, and every 15 minutes around each change', () => {
    const instants: number[] = [];
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2041, 0, 1); time += 6 * 3_600_000) instants.push(time);
    for (let year = 2000; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        // The last Sunday of the month, from 22:00 UTC the evening before to 04:00 UTC.
        const last = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
        for (let time = sunday - 2 * 3_600_000; time <= sunday + 4 * 3_600_000; time += 15 * 60_000) instants.push(time);
      }
    }
    const mismatches: string[] = [];
    for (const time of instants) {
      const instant = new Date(time);
      const { year, month, day, hour, minute } = ukWallClock(instant);
      const expected = referenceWall(instant);
      if (year !== expected.year || month !== expected.month || day !== expected.day || hour !== expected.hour || minute !== expected.minute) {
        mismatches.push(instant.toISOString());
        if (mismatches.length > 5) break;
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(ukOffsetHours(new Date('2026-03-29T00:59:59Z'))).toBe(0);
    expect(ukOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(1);
    expect(ukOffsetHours(new Date('2026-10-25T00:59:59Z'))).toBe(1);
    expect(ukOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(0);
  });

  it('finds UK midnight in winter and in summer', () => {
    expect(ukMidnight(2026, 11, 24).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(ukMidnight(2026, 7, 7).toISOString()).toBe('2026-07-06T23:00:00.000Z');
    // The nights the clocks change.
    expect(ukMidnight(2026, 3, 29).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(ukMidnight(2026, 3, 30).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(ukMidnight(2026, 10, 25).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(ukMidnight(2026, 10, 26).toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('gives the UK calendar date', () => {
    expect(ukCalendarDate(new Date('2026-07-06T23:30:00Z'))).toBe('2026-07-07');
    expect(ukCalendarDate(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
    expect(ukWallClock(new Date('2026-11-24T00:00:00Z')).weekday).toBe(2);
  });
});

import { nextOfferDeadline, offerCountdown, timeLeft } from '@/lib/countdown';

const at = (iso: string) => new Date(iso);

describe('nextOfferDeadline (next Tuesday 00:00 Europe/London)', () => {
  it.each([
    // British Summer Time: Tuesday 00:00 BST is Monday 23:00 UTC.
    ['Monday 2026-07-06 22:30 UTC (23:30 BST)', '2026-07-06T22:30:00Z', '2026-07-06T23:00:00.000Z'],
    ['Wednesday in summer', '2026-07-08T09:00:00Z', '2026-07-13T23:00:00.000Z'],
    // Monday 23:30 UTC in summer is already Tuesday 00:30 in London: the following Tuesday.
    ['Tuesday 00:30 BST', '2026-07-06T23:30:00Z', '2026-07-13T23:00:00.000Z'],
    // Greenwich Mean Time: Tuesday 00:00 GMT is 00:00 UTC.
    ['Sunday in winter', '2026-11-22T12:00:00Z', '2026-11-24T00:00:00.000Z'],
    ['Monday 23:59:59 GMT', '2026-11-23T23:59:59Z', '2026-11-24T00:00:00.000Z'],
    ['exactly Tuesday 00:00 GMT rolls on a week', '2026-11-24T00:00:00Z', '2026-12-01T00:00:00.000Z'],
    ['during Tuesday in winter', '2026-11-24T15:00:00Z', '2026-12-01T00:00:00.000Z'],
  ])('%s', (_label, now, expected) => {
    expect(nextOfferDeadline(at(now)).toISOString()).toBe(expected);
  });

  it('crosses the spring clock change (clocks go forward on Sunday 29 March 2026)', () => {
    // Saturday 28 March, GMT; the next Tuesday (31 March) is in BST.
    expect(nextOfferDeadline(at('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-30T23:00:00.000Z');
    // Sunday 29 March 00:30 GMT, before the change at 01:00 UTC.
    expect(nextOfferDeadline(at('2026-03-29T00:30:00Z')).toISOString()).toBe('2026-03-30T23:00:00.000Z');
  });

  it('crosses the autumn clock change (clocks go back on Sunday 25 October 2026)', () => {
    // Saturday 24 October, BST; the next Tuesday (27 October) is in GMT.
    expect(nextOfferDeadline(at('2026-10-24T12:00:00Z')).toISOString()).toBe('2026-10-27T00:00:00.000Z');
    // Between 01:00 BST and 01:00 GMT on the change night.
    expect(nextOfferDeadline(at('2026-10-25T00:30:00Z')).toISOString()).toBe('2026-10-27T00:00:00.000Z');
    expect(nextOfferDeadline(at('2026-10-25T01:30:00Z')).toISOString()).toBe('2026-10-27T00:00:00.000Z');
  });

  it('is always strictly after now and at most 7 days ahead', () => {
    for (let hour = 0; hour < 24 * 14; hour += 1) {
      const now = new Date(Date.UTC(2026, 2, 20) + hour * 3_600_000);
      const deadline = nextOfferDeadline(now);
      expect(deadline.getTime()).toBeGreaterThan(now.getTime());
      expect(deadline.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
    }
  });
});

describe('timeLeft', () => {
  it('splits the difference into days, hours, minutes and seconds', () => {
    expect(timeLeft(at('2026-11-22T12:00:00Z'), at('2026-11-24T00:00:00Z'))).toEqual({ days: 1, hours: 12, minutes: 0, seconds: 0 });
    expect(timeLeft(at('2026-11-23T23:58:30Z'), at('2026-11-24T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 30 });
  });

  it('never goes negative', () => {
    expect(timeLeft(at('2026-11-25T00:00:00Z'), at('2026-11-24T00:00:00Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('offerCountdown', () => {
  it('shows 7 days when it reaches zero (it rolls on to the next week)', () => {
    expect(offerCountdown(at('2026-11-24T00:00:00Z'))).toEqual({ days: 7, hours: 0, minutes: 0, seconds: 0 });
  });

  it('counts down to Monday midnight', () => {
    expect(offerCountdown(at('2026-11-23T23:00:00Z'))).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
  });
});

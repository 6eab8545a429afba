import { SLOT_DAYS, freeWindows, placesOn, strandedBookings, ukInstant, type DiaryRules } from './slots';

/** Two places each morning and afternoon Monday to Friday, one late afternoon; Saturday one morning. */
const RULES: DiaryRules = {
  weekly: {
    1: { morning: 2, afternoon: 2, 'late-afternoon': 1 },
    2: { morning: 2, afternoon: 2, 'late-afternoon': 1 },
    3: { morning: 2, afternoon: 2, 'late-afternoon': 1 },
    4: { morning: 2, afternoon: 2, 'late-afternoon': 1 },
    5: { morning: 2, afternoon: 2, 'late-afternoon': 1 },
    6: { morning: 1 },
  },
  blocks: [],
  openedHolidays: [],
};

/** Thursday 26 November 2026, 9pm in the UK (GMT): the visitor who is ready late in the evening. */
const THURSDAY_EVENING = new Date('2026-11-26T21:00:00Z');

const days = (windows: { date: string }[]) => [...new Set(windows.map((window) => window.date))];

describe('free windows', () => {
  it('start the day after, skip Sunday, give Saturday its morning only, and span 14 open days, earliest first', () => {
    const free = freeWindows(RULES, [], THURSDAY_EVENING);
    expect(free.slice(0, 5).map(({ date, window, free: places }) => [date, window, places])).toEqual([
      ['2026-11-27', 'morning', 2],
      ['2026-11-27', 'afternoon', 2],
      ['2026-11-27', 'late-afternoon', 1],
      ['2026-11-28', 'morning', 1],
      ['2026-11-30', 'morning', 2],
    ]);
    expect(days(free)).toHaveLength(SLOT_DAYS);
    expect(days(free)).not.toContain('2026-11-29');
    expect(free.map((window) => window.start)).toEqual([...free.map((window) => window.start)].sort());
  });

  it('close bank holidays unless staff open them: Christmas Day and the Boxing Day substitute', () => {
    const free = freeWindows(RULES, [], new Date('2026-12-21T10:00:00Z'));
    expect(days(free)).not.toContain('2026-12-25');
    expect(days(free)).not.toContain('2026-12-28');
    expect(days(free)[0]).toBe('2026-12-22');
    const opened = freeWindows({ ...RULES, openedHolidays: ['2026-12-28'] }, [], new Date('2026-12-21T10:00:00Z'));
    expect(days(opened)).toContain('2026-12-28');
  });

  it('leave out a day off and a blocked window, and windows already full', () => {
    const rules = { ...RULES, blocks: [{ date: '2026-11-27' }, { date: '2026-11-30', window: 'afternoon' as const }] };
    const free = freeWindows(rules, [{ date: '2026-11-30', window: 'morning' }, { date: '2026-11-30', window: 'morning' }, { date: '2026-11-30', window: 'late-afternoon' }], THURSDAY_EVENING);
    expect(free.filter((window) => window.date === '2026-11-27')).toEqual([]);
    expect(free.filter((window) => window.date === '2026-11-30')).toEqual([]);
    expect(free.find((window) => window.date === '2026-12-01' && window.window === 'morning')?.free).toBe(2);
    // A blocked day still counts as one of the 14: the diary looks two weeks ahead, not further.
    expect(days(free)).toHaveLength(SLOT_DAYS - 2);
  });

  it('offer only windows before the installation date', () => {
    const free = freeWindows(RULES, [], THURSDAY_EVENING, { before: '2026-11-30' });
    expect(days(free)).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('keep a UK clock\'s hours across the clock change in October and in March', () => {
    // Saturday 24 October 2026 is still summer time; Monday 26 October is GMT.
    expect(ukInstant('2026-10-24', 8).toISOString()).toBe('2026-10-24T07:00:00.000Z');
    expect(ukInstant('2026-10-26', 8).toISOString()).toBe('2026-10-26T08:00:00.000Z');
    // The clocks go forward on Sunday 28 March 2027.
    expect(ukInstant('2027-03-27', 16).toISOString()).toBe('2027-03-27T16:00:00.000Z');
    expect(ukInstant('2027-03-30', 16).toISOString()).toBe('2027-03-30T15:00:00.000Z');
    const october = freeWindows(RULES, [], new Date('2026-10-23T12:00:00Z'), { days: 2 });
    expect(october.map(({ date, window, start, end }) => [date, window, start, end])).toEqual([
      ['2026-10-24', 'morning', '2026-10-24T07:00:00.000Z', '2026-10-24T11:00:00.000Z'],
      ['2026-10-26', 'morning', '2026-10-26T08:00:00.000Z', '2026-10-26T12:00:00.000Z'],
      ['2026-10-26', 'afternoon', '2026-10-26T12:00:00.000Z', '2026-10-26T16:00:00.000Z'],
      ['2026-10-26', 'late-afternoon', '2026-10-26T16:00:00.000Z', '2026-10-26T18:00:00.000Z'],
    ]);
    // Easter 2027 falls beside the change: Good Friday and Easter Monday closed, the Saturday between open.
    const march = freeWindows(RULES, [], new Date('2027-03-25T20:00:00Z'), { days: 2 });
    expect(march.map(({ date, start }) => [date, start])).toEqual([
      ['2027-03-27', '2027-03-27T08:00:00.000Z'],
      ['2027-03-30', '2027-03-30T07:00:00.000Z'],
      ['2027-03-30', '2027-03-30T11:00:00.000Z'],
      ['2027-03-30', '2027-03-30T15:00:00.000Z'],
    ]);
  });
});

describe('capacity lowered below the bookings held', () => {
  const held = [
    { date: '2026-12-01', window: 'morning' as const },
    { date: '2026-12-01', window: 'morning' as const },
    { date: '2026-12-02', window: 'afternoon' as const },
  ];

  it('offers no place in that window, and names the bookings left without one (they stay booked)', () => {
    const lowered: DiaryRules = { ...RULES, weekly: { ...RULES.weekly, 2: { morning: 1, afternoon: 2, 'late-afternoon': 1 } }, blocks: [{ date: '2026-12-02', window: 'afternoon' }] };
    expect(placesOn('2026-12-01', 'morning', lowered)).toBe(1);
    expect(freeWindows(lowered, held, THURSDAY_EVENING).some((window) => window.date === '2026-12-01' && window.window === 'morning')).toBe(false);
    expect(strandedBookings(lowered, held)).toEqual([
      { date: '2026-12-01', window: 'morning' },
      { date: '2026-12-02', window: 'afternoon' },
    ]);
    expect(strandedBookings(RULES, held)).toEqual([]);
  });
});

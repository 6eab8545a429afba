/**
 * The daily ceilings' count on real D1 (Miniflare, in memory, the real migrations): posts arriving
 * together never pass a ceiling, the day is UTC's, and the settings fall back to the defaults.
 */
import { storageForFile } from '../test-support';
import { LEADS_PER_DAY_DEFAULT, PHOTO_MB_PER_DAY_DEFAULT, secondsToDayEnd, usageDay } from '../http/limits';
import { ceilingsOf, createUsageStore } from './usage';

const storage = storageForFile();

describe('the counting day', () => {
  it('is the UTC date, and ends at UTC midnight (01:00 in a UK summer)', () => {
    expect(usageDay(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-01');
    expect(secondsToDayEnd(new Date('2026-07-01T23:30:00Z'))).toBe(30 * 60);
    expect(secondsToDayEnd(new Date('2026-11-26T00:00:00Z'))).toBe(24 * 60 * 60);
    expect(secondsToDayEnd(new Date('2026-11-26T23:59:59.900Z'))).toBe(1);
  });
});

describe('the ceilings', () => {
  it('are the settings when they are whole numbers from 1, else the defaults', () => {
    expect(ceilingsOf({ LEADS_PER_DAY_LIMIT: '40', PHOTO_MB_PER_DAY_LIMIT: '3' })).toEqual({ leads: 40, photoBytes: 3_000_000 });
    for (const value of [undefined, '', '0', '-5', '2.5', 'lots']) {
      expect(ceilingsOf({ LEADS_PER_DAY_LIMIT: value, PHOTO_MB_PER_DAY_LIMIT: value })).toEqual({ leads: LEADS_PER_DAY_DEFAULT, photoBytes: PHOTO_MB_PER_DAY_DEFAULT * 1_000_000 });
    }
  });

  it('20 leads taken at once against a ceiling of 5: exactly 5 counted, the rest told which ceiling', async () => {
    const usage = createUsageStore(storage().db, { leads: 5, photoBytes: 1_000_000 });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => usage.take('2026-11-26', 1000)));
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'leads')).toHaveLength(15);
    expect(await usage.of('2026-11-26')).toEqual({ leads: 5, photoBytes: 5000 });
    // Another day is counted apart.
    expect(await usage.take('2026-11-27', 0)).toBeNull();
  });

  it('photos that would pass the photo ceiling are refused, the first of the day included; a lead given back frees its room', async () => {
    const usage = createUsageStore(storage().db, { leads: 100, photoBytes: 1_000_000 });
    expect(await usage.take('2026-11-26', 1_000_001)).toBe('photos');
    expect(await usage.take('2026-11-26', 600_000)).toBeNull();
    expect(await usage.take('2026-11-26', 600_000)).toBe('photos');
    await usage.giveBack('2026-11-26', 600_000);
    expect(await usage.of('2026-11-26')).toEqual({ leads: 0, photoBytes: 0 });
    expect(await usage.take('2026-11-26', 1_000_000)).toBeNull();
  });

  it('keeps a week of days', async () => {
    const usage = createUsageStore(storage().db, { leads: 100, photoBytes: 1_000_000 });
    for (const day of ['2026-11-10', '2026-11-19', '2026-11-20', '2026-11-26']) await usage.take(day, 0);
    await usage.dropOld('2026-11-26');
    const { results } = await storage().db.prepare('SELECT day FROM site_usage ORDER BY day').all<{ day: string }>();
    expect(results.map((row) => row.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-26']);
  });
});

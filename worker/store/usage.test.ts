/**
 * The daily ceilings' count on real D1 (Miniflare, in memory, the real migrations): posts arriving
 * together never pass a ceiling, the day is UTC's, and the settings fall back to the defaults.
 */
import { storageForFile } from '../test-support';
import { LEADS_PER_DAY_DEFAULT, PHOTO_MB_PER_DAY_DEFAULT, secondsToDayEnd, usageDay } from '../limits';
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

  it('20 leads taken at once against a ceiling of 5 from five networks: exactly 5 counted, the rest told the ceiling', async () => {
    const usage = createUsageStore(storage().db, { leads: 5, photoBytes: 1_000_000 });
    // A share of 1 each (5 / 20, at least 1): five networks, four posts each.
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, index) => usage.take('2026-11-26', 'leads', `10.0.${index % 5}.0/24`, 1)));
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(5);
    expect(await usage.of('2026-11-26', 'leads')).toBe(5);
    // Another day is counted apart.
    expect(await usage.take('2026-11-27', 'leads', '10.0.0.0/24', 1)).toBe('ok');
  });

  it('no network takes more than its share, and the others still have room: 1,000 posts from one /24 leave the day open', async () => {
    const usage = createUsageStore(storage().db, { leads: 1000, photoBytes: 25_000_000 });
    const { perScope } = usage.allowed.leads;
    expect(perScope).toBe(50);
    const outcomes = await Promise.all(Array.from({ length: 120 }, () => usage.take('2026-11-26', 'leads', '203.0.113.0/24', 1)));
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(perScope);
    expect(new Set(outcomes.filter((outcome) => outcome !== 'ok'))).toEqual(new Set(['share']));
    expect(await usage.take('2026-11-26', 'leads', '198.51.100.0/24', 1)).toBe('ok');
    // The unverified leads' own pool is apart: filling it takes nothing from the verified.
    const unverified = usage.allowed['leads-unverified'];
    expect(unverified).toEqual({ total: 100, perScope: 5 });
    for (let n = 0; n < 20; n += 1) await usage.take('2026-11-26', 'leads-unverified', `192.0.2.${n}/24`, 1).catch(() => 'x');
    expect(await usage.of('2026-11-26', 'leads-unverified')).toBe(20);
    expect(await usage.of('2026-11-26', 'leads')).toBe(perScope + 1);
  });

  it('photos that would pass the share or the ceiling are refused, the first of the day included; bytes given back free their room', async () => {
    const usage = createUsageStore(storage().db, { leads: 100, photoBytes: 1_000_000 });
    expect(usage.allowed['photo-bytes']).toEqual({ total: 1_000_000, perScope: 250_000 });
    expect(await usage.take('2026-11-26', 'photo-bytes', 'a', 250_001)).toBe('share');
    expect(await usage.take('2026-11-26', 'photo-bytes', 'a', 200_000)).toBe('ok');
    expect(await usage.take('2026-11-26', 'photo-bytes', 'a', 100_000)).toBe('share');
    await usage.giveBack('2026-11-26', 'photo-bytes', 'a', 200_000);
    expect(await usage.of('2026-11-26', 'photo-bytes', 'a')).toBe(0);
    for (const scope of ['a', 'b', 'c', 'd']) expect(await usage.take('2026-11-26', 'photo-bytes', scope, 250_000)).toBe('ok');
    expect(await usage.take('2026-11-26', 'photo-bytes', 'e', 1)).toBe('ceiling');
  });

  it('pools without a day ceiling count per scope only', async () => {
    const usage = createUsageStore(storage().db, { leads: 100, photoBytes: 1_000_000 });
    const taken = await Promise.all(Array.from({ length: 6 }, () => usage.take('2026-11-26', 'recipient', 'hash-1', 1)));
    expect(taken.filter((outcome) => outcome === 'ok')).toHaveLength(3);
    expect(await usage.take('2026-11-26', 'recipient', 'hash-2', 1)).toBe('ok');
    await usage.add('2026-11-26', 'confirmations-held', '*', 3);
    await usage.add('2026-11-26', 'confirmations-held', '*', 1);
    expect(await usage.of('2026-11-26', 'confirmations-held')).toBe(4);
  });

  it('keeps a week of days', async () => {
    const usage = createUsageStore(storage().db, { leads: 100, photoBytes: 1_000_000 });
    for (const day of ['2026-11-10', '2026-11-19', '2026-11-20', '2026-11-26']) await usage.take(day, 'leads', 'a', 1);
    await usage.dropOld('2026-11-26');
    const { results } = await storage().db.prepare('SELECT day FROM usage_counts ORDER BY day').all<{ day: string }>();
    expect(results.map((row) => row.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-26']);
  });
});

/**
 * What is published, read from real D1 (Miniflare, the real migrations): every published review
 * newest first and never a removed one, the removals by reason, the finished jobs of the last
 * JOB_EVIDENCE_MONTHS months by town and service only where there are JOB_EVIDENCE_MIN or more,
 * the figures from exactly the published reviews, and the memo on a controlled clock.
 */
import { JOB_EVIDENCE_MIN, REMOVAL_REASONS, reviewFigures } from '@/lib/shared/contracts/reviews';
import { storageForFile } from '../test-support';
import { insertFinishedJobs, insertReviews } from '../test-reviews';
import { jobsCountedFrom, publishedReader, readPublished } from './reviews-published';

const storage = storageForFile();
const NOW = new Date('2026-11-28T12:00:00.000Z');

describe('the published reviews', () => {
  it('are every review not removed, newest first, with its answer; the removed are only counted, by reason', async () => {
    const { db } = storage();
    await insertReviews(db, [
      { stars: 5, service: 'boiler-repair', town: 'grimsby', submittedAt: '2026-06-01T10:00:00.000Z' },
      { stars: 1, service: 'boiler-repair', town: 'hull', submittedAt: '2026-09-01T10:00:00.000Z', answer: { text: 'Sorry: we have called you.', at: '2026-09-02T08:00:00.000Z' } },
      { stars: 2, service: 'boiler-repair', town: 'hull', submittedAt: '2026-10-01T10:00:00.000Z', removed: 'abusive' },
      { stars: 5, service: 'boiler-repair', town: 'hull', submittedAt: '2026-10-02T10:00:00.000Z', removed: 'fake' },
      { stars: 4, service: 'boiler-repair', town: 'hull', submittedAt: '2026-10-03T10:00:00.000Z', removed: 'fake' },
    ]);
    const published = await readPublished(db, NOW);
    expect(published.reviews.map((review) => [review.stars, review.town])).toEqual([
      [1, 'hull'],
      [5, 'grimsby'],
    ]);
    expect(published.reviews[0]?.answer).toEqual({ text: 'Sorry: we have called you.', at: '2026-09-02T08:00:00.000Z' });
    expect(published.reviews[1]?.answer).toBeNull();
    expect(published.removed).toEqual({ ...Object.fromEntries(REMOVAL_REASONS.map((reason) => [reason, 0])), abusive: 1, fake: 2 });
    expect(published.at).toBe(NOW.toISOString());
  });

  it('has figures equal to what the published reviews give, and none at all without a review', async () => {
    const { db } = storage();
    const stars = [5, 4, 4, 1, 3, 5, 2];
    await insertReviews(db, [...stars.map((n, index) => ({ stars: n, service: 'boiler-repair', town: 'louth', submittedAt: `2026-0${index + 1}-15T10:00:00.000Z` })), { stars: 1, service: 'boiler-repair', town: 'louth', submittedAt: '2026-09-15T10:00:00.000Z', removed: 'unlawful' }]);
    const figures = reviewFigures((await readPublished(db, NOW)).reviews);
    const expected = { count: stars.length, average: Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10, spread: { 1: 1, 2: 1, 3: 1, 4: 2, 5: 2 }, from: '2026-01-15', to: '2026-07-15' };
    expect(figures).toEqual(expected);
    await db.prepare('DELETE FROM reviews').run();
    expect(reviewFigures((await readPublished(db, NOW)).reviews)).toBeNull();
  });
});

describe('the finished jobs', () => {
  it(`are counted by town and service over the last 12 months, with the latest month, only from ${JOB_EVIDENCE_MIN} up`, async () => {
    const { db } = storage();
    expect(jobsCountedFrom(NOW)).toBe('2025-11-28');
    await insertFinishedJobs(db, [
      // Grimsby: three boiler installations in the period (one the first day counted), one older.
      { service: 'gas-boiler-installation', town: 'grimsby', on: '2025-11-28' },
      { service: 'gas-boiler-installation', town: 'grimsby', on: '2026-03-10' },
      { service: 'gas-boiler-installation', town: 'grimsby', on: '2026-08-02' },
      { service: 'gas-boiler-installation', town: 'grimsby', on: '2025-11-27' },
      // Two repairs only: below the least shown.
      { service: 'boiler-repair', town: 'grimsby', on: '2026-05-01' },
      { service: 'boiler-repair', town: 'grimsby', on: '2026-06-01' },
      // Hull: four services.
      ...['2026-01-05', '2026-02-05', '2026-10-30', '2026-04-05'].map((on) => ({ service: 'boiler-repair', town: 'hull', on })),
    ]);
    const { jobs } = await readPublished(db, NOW);
    expect(jobs).toEqual({
      grimsby: { 'gas-boiler-installation': { count: 3, lastMonth: '2026-08' } },
      hull: { 'boiler-repair': { count: 4, lastMonth: '2026-10' } },
    });
    await db.prepare("UPDATE leads SET job_done_on = NULL WHERE job_town = 'hull' AND job_done_on = '2026-10-30'").run();
    expect((await readPublished(db, NOW)).jobs.hull).toEqual({ 'boiler-repair': { count: 3, lastMonth: '2026-04' } });
  });
});

describe('the memo', () => {
  it('reads D1 once per period, and again once it has passed', async () => {
    const { db } = storage();
    const read = publishedReader();
    expect((await read(db, NOW, 300)).reviews).toHaveLength(0);
    await insertReviews(db, [{ stars: 3, service: 'boiler-repair', town: 'hull', submittedAt: '2026-11-28T12:01:00.000Z' }]);
    expect((await read(db, new Date(NOW.getTime() + 299_000), 300)).reviews).toHaveLength(0);
    expect((await read(db, new Date(NOW.getTime() + 300_000), 300)).reviews).toHaveLength(1);
  });

  it('keeps no failed read', async () => {
    const read = publishedReader();
    const broken = { batch: () => Promise.reject(new Error('D1 is away')), prepare: () => ({ bind: () => ({}) }) } as unknown as D1Database;
    await expect(read(broken, NOW, 300)).rejects.toThrow('D1 is away');
    expect((await read(storage().db, NOW, 300)).reviews).toEqual([]);
  });
});

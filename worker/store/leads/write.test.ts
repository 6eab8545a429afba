/**
 * Storing a lead on real D1 and R2 (Miniflare, the local runtime wrangler runs, in memory here)
 * with the real migrations: a lead stored whole or not at all, a resend answered with what was
 * stored, its jobs started with its row. Storage failing half-way, which HTTP cannot reach on
 * purpose, is driven here.
 */
import { TEST_JPEG, TEST_PNG, TEST_LEAD_ID as ID, bucketAround, newLead, storageValuesForFile } from '../../test-support';
import { createLeadStore } from '../leads';

const { db, bucket, keys, count } = storageValuesForFile();

describe('storing a lead', () => {
  it('stores a lead whole: its row with the campaign and photo keys, each photo in R2 under a name it made', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date('2026-11-25T09:00:00.000Z') });
    const outcome = await store.store(newLead(ID));
    expect(outcome).toEqual({ created: true, stored: expect.objectContaining({ id: ID, receivedAt: '2026-11-25T09:00:00.000Z', campaign: { landingPage: '/boiler-repair-in-hull/', utmSource: 'facebook' } }) });
    expect(await keys()).toEqual([`leads/${ID}/photo-1.jpg`, `leads/${ID}/photo-2.png`]);
    expect((await store.find(ID))?.photos).toEqual([
      { key: `leads/${ID}/photo-1.jpg`, type: 'image/jpeg', bytes: TEST_JPEG.length, kind: 'boiler' },
      { key: `leads/${ID}/photo-2.png`, type: 'image/png', bytes: TEST_PNG.length, kind: null },
    ]);
    expect(await count('lead_claims')).toBe(0);
  });

  it('answers a resend of the same id with what it stored the first time, and stores nothing more', async () => {
    let clock = Date.parse('2026-11-25T09:00:00.000Z');
    const store = createLeadStore(db, bucket, { now: () => new Date(clock) });
    const first = await store.store(newLead(ID));
    clock += 60_000;
    const again = await store.store(newLead(ID, { lead: { name: 'Pat resent', source: 'book-free-survey' }, photos: [] }));
    expect(again).toEqual({ created: false, stored: 'stored' in first ? first.stored : null });
    expect(await count('leads')).toBe(1);
    expect(await keys()).toHaveLength(2);
  });

  it('gives a lead without an id one of its own', async () => {
    const store = createLeadStore(db, bucket, { newId: () => ID });
    const outcome = await store.store(newLead(ID, { id: undefined, photos: [] }));
    expect('stored' in outcome && outcome.stored.id).toBe(ID);
  });

  it('starts the jobs it is given with the row, in the same transaction, and says so on the lead', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date('2026-11-25T09:00:00.000Z') });
    const outcome = await store.store(newLead(ID, { jobs: ['email', 'forward'] }));
    const pending = { status: 'pending', attempts: 0, detail: null, at: null };
    expect('stored' in outcome && [outcome.stored.email, outcome.stored.forward]).toEqual([pending, pending]);
    expect((await store.find(ID))?.email).toEqual(pending);
    const jobs = await db.prepare('SELECT kind, status, next_at, origin FROM lead_jobs ORDER BY kind').all();
    expect(jobs.results).toEqual([
      { kind: 'email', status: 'pending', next_at: '2026-11-25T09:00:00.000Z', origin: 'https://site.example' },
      { kind: 'forward', status: 'pending', next_at: '2026-11-25T09:00:00.000Z', origin: 'https://site.example' },
    ]);
    // Without jobs, each is off.
    const other = 'ffffffff-2fa1-41d2-883f-0016d3cca427';
    await store.store(newLead(other, { photos: [] }));
    expect((await store.find(other))?.forward).toEqual({ status: 'off', attempts: 0, detail: null, at: null });
  });

  it('stores nothing when the row cannot be written: the photos already put are deleted and the id is free again', async () => {
    // Once both photos are in R2, the real database fails for real: its table is gone.
    let puts = 0;
    const failingAfterPhotos = bucketAround(bucket, {
      afterPut: async (n) => {
        puts = n;
        if (n === 2) await db.prepare('ALTER TABLE leads RENAME TO leads_elsewhere').run();
      },
    });
    const store = createLeadStore(db, failingAfterPhotos);
    await expect(store.store(newLead(ID))).rejects.toThrow(/no such table: leads/);
    expect(puts).toBe(2);
    expect(await keys()).toEqual([]);
    expect(await count('lead_claims')).toBe(0);
    await db.prepare('ALTER TABLE leads_elsewhere RENAME TO leads').run();
    expect(await createLeadStore(db, bucket).store(newLead(ID))).toEqual({ created: true, stored: expect.objectContaining({ id: ID }) });
    expect(await keys()).toHaveLength(2);
  });
});

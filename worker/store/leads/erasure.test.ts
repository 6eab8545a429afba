/**
 * Erasure and retention on real D1 and R2 (Miniflare, in memory): erased leads go whole, their ids
 * recorded, and an erased id is never stored again, even by a resend half-way through storing it;
 * leads past retention go a bounded number at a time.
 */
import { TEST_JPEG, TEST_LEAD_ID as ID, bucketAround, newLead, storageValuesForFile } from '../../test-support';
import { createLeadStore } from '../leads';
import { STALE_CLAIM_MS } from './claims';

const { db, bucket, keys, count } = storageValuesForFile();

describe('erasing leads on request', () => {
  it('erases leads: rows, jobs, claims and every photo go; the CRM is told through a deleted job; other leads stay', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date('2026-11-25T09:00:00.000Z') });
    const other = 'ffffffff-2fa1-41d2-883f-0016d3cca427';
    await store.store(newLead(ID, { jobs: ['email', 'forward'] }));
    await store.store(newLead(other, { jobs: ['email'] }));
    // A stray object under the lead's prefix (a cut-off resend) goes too.
    await bucket.put(`leads/${ID}/photo-9.jpg`, TEST_JPEG);
    expect(await store.erase([ID, 'not-stored'], { by: 'export token', notify: { origin: 'https://site.example' }, everyObject: true })).toEqual([ID]);
    expect(await store.find(ID)).toBeNull();
    expect(await keys(`leads/${ID}/`)).toEqual([]);
    expect(await keys(`leads/${other}/`)).toHaveLength(2);
    const jobs = await db.prepare('SELECT lead_id, kind, payload FROM lead_jobs ORDER BY lead_id, kind').all<{ lead_id: string; kind: string; payload: string | null }>();
    expect(jobs.results.map((job) => [job.lead_id, job.kind])).toEqual([
      [ID, 'deleted'],
      [other, 'email'],
    ]);
    expect(JSON.parse(jobs.results[0]?.payload ?? '{}')).toEqual({ id: ID, deletedAt: '2026-11-25T09:00:00.000Z' });
    // Its id is recorded as erased, with when and by whom, and nothing else; an id never stored is not.
    expect((await db.prepare('SELECT * FROM erased_leads').all()).results).toEqual([{ id: ID, erased_at: '2026-11-25T09:00:00.000Z', erased_by: 'export token' }]);
  });
});

describe('erased means erased', () => {
  const T0 = Date.parse('2026-11-25T09:00:00.000Z');
  const notify = { origin: 'https://site.example' };
  const jobsNow = async () => (await db.prepare('SELECT lead_id, kind FROM lead_jobs ORDER BY kind').all<{ lead_id: string; kind: string }>()).results.map((job) => [job.lead_id, job.kind]);

  it('a resend of an erased lead is stored nowhere: no row, no photo put, no job, no claim; it is told "erased"', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date(T0) });
    await store.store(newLead(ID, { jobs: ['email', 'forward'] }));
    await store.erase([ID], { by: 'staff', notify });
    let puts = 0;
    const resend = createLeadStore(db, bucketAround(bucket, { beforePut: async () => void (puts += 1) }), { now: () => new Date(T0 + 60_000) });
    for (let i = 0; i < 3; i += 1) expect(await resend.store(newLead(ID, { jobs: ['email', 'forward'] }))).toEqual({ erased: true, id: ID });
    expect(puts).toBe(0);
    expect(await count('leads')).toBe(0);
    expect(await keys()).toEqual([]);
    expect(await count('lead_claims')).toBe(0);
    expect(await jobsNow()).toEqual([[ID, 'deleted']]);
  });

  it('an erasure that lands while a resend is half-way (its photos going into R2) leaves nothing stored', async () => {
    let clock = T0;
    const now = () => new Date(clock);
    const staff = createLeadStore(db, bucket, { now });
    // The first request is slow: its first photo waits...
    let letFirstOn!: () => void;
    const firstMayGoOn = new Promise<void>((resolve) => (letFirstOn = resolve));
    let firstWaiting!: () => void;
    const firstIsWaiting = new Promise<void>((resolve) => (firstWaiting = resolve));
    const first = createLeadStore(db, bucketAround(bucket, { beforePut: async (n) => {
      if (n !== 1) return;
      firstWaiting();
      await firstMayGoOn;
    } }), { now });
    const firstStoring = first.store(newLead(ID, { jobs: ['email', 'forward'] }));
    await firstIsWaiting;
    // ...so long that the browser's resend takes its claim over. While the resend's photos go up,
    // the first request stores the lead after all, and staff erase it.
    clock += STALE_CLAIM_MS + 1;
    const resend = createLeadStore(db, bucketAround(bucket, { beforePut: async (n) => {
      if (n !== 1) return;
      letFirstOn();
      expect(await firstStoring).toEqual(expect.objectContaining({ created: true }));
      expect(await staff.erase([ID], { by: 'staff', notify })).toEqual([ID]);
    } }), { now });
    expect(await resend.store(newLead(ID, { jobs: ['email', 'forward'] }))).toEqual({ erased: true, id: ID });
    expect(await count('leads')).toBe(0);
    expect(await keys()).toEqual([]);
    expect(await count('lead_claims')).toBe(0);
    expect(await jobsNow()).toEqual([[ID, 'deleted']]);
    expect(await count('erased_leads')).toBe(1);
  });

  it('a resend waiting for the first request, whose lead is then erased, is told "erased", not "busy"', async () => {
    await db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?)').bind(ID, new Date(T0 - 500).toISOString()).run();
    const first = createLeadStore(db, bucket, { now: () => new Date(T0 - 1000) });
    const resend = createLeadStore(db, bucket, {
      now: () => new Date(T0),
      // The first request finishes while the resend waits, and staff erase the lead at once.
      sleep: async () => {
        if (await count('erased_leads')) return;
        await db.prepare('DELETE FROM lead_claims WHERE id = ?').bind(ID).run();
        await first.store(newLead(ID));
        await first.erase([ID], { by: 'staff', notify: null });
      },
    });
    expect(await resend.store(newLead(ID))).toEqual({ erased: true, id: ID });
    expect(await count('leads')).toBe(0);
    expect(await keys()).toEqual([]);
  });

  it('a lead past retention goes with its jobs, history and photos, oldest first, a bounded number at a time; no erasure is recorded', async () => {
    let clock = T0;
    const store = createLeadStore(db, bucket, { now: () => new Date(clock) });
    const ids = ['a', 'b', 'c'].map((letter) => `${letter.repeat(8)}-2fa1-41d2-883f-0016d3cca427`);
    for (const id of ids) {
      clock += 1000;
      await store.store(newLead(id, { jobs: ['email'] }));
    }
    await db.prepare("INSERT INTO lead_events (lead_id, at, kind, note) VALUES (?, ?, 'note', 'x')").bind(ids[0]!, new Date(T0).toISOString()).run();
    const before = new Date(T0 + 3000).toISOString();
    expect(await store.expireBefore(before, 2)).toEqual({ leads: 2, photos: 4 });
    expect((await db.prepare('SELECT id FROM leads').all<{ id: string }>()).results.map((row) => row.id)).toEqual([ids[2]]);
    expect(await store.expireBefore(before, 2)).toEqual({ leads: 0, photos: 0 });
    expect(await keys()).toEqual([`leads/${ids[2]}/photo-1.jpg`, `leads/${ids[2]}/photo-2.png`]);
    expect(await jobsNow()).toEqual([[ids[2], 'email']]);
    expect(await count('lead_events')).toBe(0);
    expect(await count('erased_leads')).toBe(0);
  });
});

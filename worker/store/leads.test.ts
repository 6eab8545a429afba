/**
 * The lead store on real D1 and R2 (Miniflare, the local runtime wrangler runs, in memory here)
 * with the real migrations: each id stored once, a resend answered with what was stored, a lead
 * stored whole or not at all. The paths HTTP cannot reach on purpose (another request holding the
 * id, storage failing half-way) are driven here: the clock and the waits are passed in.
 */
import { openTestStorage, type TestStorage } from '../test-support';
import { CLAIM_WAIT_MS, STALE_CLAIM_MS, createLeadStore, type NewLead } from './leads';

let storage: TestStorage;
let db: D1Database;
let bucket: R2Bucket;

beforeAll(async () => {
  storage = await openTestStorage();
});

beforeEach(async () => {
  await storage.reset();
  ({ db, bucket } = storage);
});

afterAll(async () => {
  await storage.dispose();
});

const keys = (prefix?: string) => storage.keys(prefix);
const count = (table: string) => storage.count(table);

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 4, 5]);

function lead(id: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    id,
    type: 'lead',
    source: 'book-free-survey',
    lead: { name: 'Pat', source: 'book-free-survey' },
    campaign: { landingPage: '/boiler-repair-in-hull/', utmSource: 'facebook' },
    photos: [
      { data: new Blob([JPEG]), type: 'jpeg', kind: 'boiler' },
      { data: new Blob([PNG]), type: 'png', kind: null },
    ],
    jobs: [],
    origin: 'https://site.example',
    ...overrides,
  };
}

const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';

describe('createLeadStore', () => {
  it('stores a lead whole: its row with the campaign and photo keys, each photo in R2 under a name it made', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date('2026-11-25T09:00:00.000Z') });
    const outcome = await store.store(lead(ID));
    expect(outcome).toEqual({ created: true, stored: expect.objectContaining({ id: ID, receivedAt: '2026-11-25T09:00:00.000Z', campaign: { landingPage: '/boiler-repair-in-hull/', utmSource: 'facebook' } }) });
    expect(await keys()).toEqual([`leads/${ID}/photo-1.jpg`, `leads/${ID}/photo-2.png`]);
    expect((await store.find(ID))?.photos).toEqual([
      { key: `leads/${ID}/photo-1.jpg`, type: 'image/jpeg', bytes: JPEG.length, kind: 'boiler' },
      { key: `leads/${ID}/photo-2.png`, type: 'image/png', bytes: PNG.length, kind: null },
    ]);
    expect(await count('lead_claims')).toBe(0);
  });

  it('answers a resend of the same id with what it stored the first time, and stores nothing more', async () => {
    let clock = Date.parse('2026-11-25T09:00:00.000Z');
    const store = createLeadStore(db, bucket, { now: () => new Date(clock) });
    const first = await store.store(lead(ID));
    clock += 60_000;
    const again = await store.store(lead(ID, { lead: { name: 'Pat resent', source: 'book-free-survey' }, photos: [] }));
    expect(again).toEqual({ created: false, stored: 'stored' in first ? first.stored : null });
    expect(await count('leads')).toBe(1);
    expect(await keys()).toHaveLength(2);
  });

  it('gives a lead without an id one of its own', async () => {
    const store = createLeadStore(db, bucket, { newId: () => ID });
    const outcome = await store.store(lead(ID, { id: undefined, photos: [] }));
    expect('stored' in outcome && outcome.stored.id).toBe(ID);
  });

  it('a resend that finds the first request still storing waits for it, and gives its answer', async () => {
    // The first request holds the id...
    await db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?)').bind(ID, '2026-11-25T08:59:59.500Z').run();
    const first = createLeadStore(db, bucket, { now: () => new Date('2026-11-25T08:59:59.000Z') });
    const resend = createLeadStore(db, bucket, {
      now: () => new Date('2026-11-25T09:00:00.000Z'),
      // ...and finishes while the resend waits: it releases its claim as it stores.
      sleep: async () => {
        if (await first.find(ID)) return;
        await db.prepare('DELETE FROM lead_claims WHERE id = ?').bind(ID).run();
        await first.store(lead(ID));
      },
    });
    const outcome = await resend.store(lead(ID));
    expect(outcome).toEqual({ created: false, stored: expect.objectContaining({ id: ID, receivedAt: '2026-11-25T08:59:59.000Z' }) });
    expect(await count('leads')).toBe(1);
    expect(await keys()).toHaveLength(2);
  });

  it('says "busy" when the request holding the id does not finish in time, and stores nothing', async () => {
    let waited = 0;
    const store = createLeadStore(db, bucket, {
      now: () => new Date('2026-11-25T09:00:00.000Z'),
      sleep: async (ms) => {
        waited += ms;
      },
    });
    await db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?)').bind(ID, '2026-11-25T08:59:50.000Z').run();
    expect(await store.store(lead(ID))).toEqual({ busy: true });
    expect(waited).toBeGreaterThanOrEqual(CLAIM_WAIT_MS);
    expect(await count('leads')).toBe(0);
    expect(await keys()).toEqual([]);
  });

  it('takes over the claim of a request that died, and stores the lead', async () => {
    const now = new Date('2026-11-25T09:00:00.000Z');
    const store = createLeadStore(db, bucket, { now: () => now, sleep: async () => undefined });
    await db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?)').bind(ID, new Date(now.getTime() - STALE_CLAIM_MS - 1).toISOString()).run();
    expect(await store.store(lead(ID))).toEqual({ created: true, stored: expect.objectContaining({ id: ID }) });
    expect(await count('lead_claims')).toBe(0);
  });

  it('stores nothing when the row cannot be written: the photos already put are deleted and the id is free again', async () => {
    // Once both photos are in R2, the real database fails for real: its table is gone.
    let puts = 0;
    const failingAfterPhotos = {
      ...bucket,
      put: async (...args: Parameters<R2Bucket['put']>) => {
        const put = await bucket.put(...args);
        puts += 1;
        if (puts === 2) await db.prepare('ALTER TABLE leads RENAME TO leads_elsewhere').run();
        return put;
      },
      delete: (keys: string | string[]) => bucket.delete(keys),
      list: (options?: R2ListOptions) => bucket.list(options),
      get: (key: string) => bucket.get(key),
    } as unknown as R2Bucket;
    const store = createLeadStore(db, failingAfterPhotos);
    await expect(store.store(lead(ID))).rejects.toThrow(/no such table: leads/);
    expect(puts).toBe(2);
    expect(await keys()).toEqual([]);
    expect(await count('lead_claims')).toBe(0);
    await db.prepare('ALTER TABLE leads_elsewhere RENAME TO leads').run();
    expect(await createLeadStore(db, bucket).store(lead(ID))).toEqual({ created: true, stored: expect.objectContaining({ id: ID }) });
    expect(await keys()).toHaveLength(2);
  });

  it('starts the jobs it is given with the row, in the same transaction, and says so on the lead', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date('2026-11-25T09:00:00.000Z') });
    const outcome = await store.store(lead(ID, { jobs: ['email', 'forward'] }));
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
    await store.store(lead(other, { photos: [] }));
    expect((await store.find(other))?.forward).toEqual({ status: 'off', attempts: 0, detail: null, at: null });
  });

  it('lists leads since a time, oldest first; by how their jobs stand; and one person\'s, by email or phone', async () => {
    let clock = Date.parse('2026-11-25T09:00:00.000Z');
    const store = createLeadStore(db, bucket, { now: () => new Date((clock += 1000)) });
    const ids = ['a', 'b', 'c'].map((letter) => `${letter.repeat(8)}-2fa1-41d2-883f-0016d3cca427`);
    await store.store(lead(ids[0]!, { photos: [], lead: { source: 'book-free-survey', name: 'Pat', email: 'Pat@Example.co.uk ', phone: '+447700900123' } }));
    await store.store(lead(ids[1]!, { type: 'callback', source: 'callback', photos: [], jobs: ['forward'], lead: { firstName: 'Pat', phoneNumber: '+447700900123' } }));
    await store.store(lead(ids[2]!, { photos: [], jobs: ['forward'], lead: { source: 'book-free-survey', name: 'Sam', email: 'sam@example.co.uk', phone: '+447700900999' } }));
    await db.prepare("UPDATE lead_jobs SET status = 'failed', attempts = 9, detail = 'HTTP 500' WHERE lead_id = ?").bind(ids[1]!).run();
    const since = (await store.find(ids[1]!))?.receivedAt ?? '';
    const all = '2026-01-01T00:00:00.000Z';
    expect((await store.list({ since, limit: 10 })).map((l) => l.id)).toEqual(ids.slice(1));
    expect((await store.list({ since: all, limit: 10, forward: 'failed' })).map((l) => [l.id, l.forward.detail, l.forward.attempts])).toEqual([[ids[1], 'HTTP 500', 9]]);
    expect((await store.list({ since: all, limit: 10, forward: 'off' })).map((l) => l.id)).toEqual([ids[0]]);
    expect((await store.list({ since: all, limit: 10, contact: { phone: '+447700900123' } })).map((l) => l.id)).toEqual(ids.slice(0, 2));
    expect((await store.list({ since: all, limit: 10, contact: { email: 'pat@example.co.uk' } })).map((l) => l.id)).toEqual([ids[0]]);
  });

  it('erases leads: rows, jobs, claims and every photo go; the CRM is told through a deleted job; other leads stay', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date('2026-11-25T09:00:00.000Z') });
    const other = 'ffffffff-2fa1-41d2-883f-0016d3cca427';
    await store.store(lead(ID, { jobs: ['email', 'forward'] }));
    await store.store(lead(other, { jobs: ['email'] }));
    // A stray object under the lead's prefix (a cut-off resend) goes too.
    await bucket.put(`leads/${ID}/photo-9.jpg`, JPEG);
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

  it('knows which ids a row or a claim holds, and drops only claims older than it is asked', async () => {
    const store = createLeadStore(db, bucket);
    await store.store(lead(ID, { photos: [] }));
    await db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?), (?, ?)').bind('claimed-old', '2026-11-25T07:00:00.000Z', 'claimed-new', '2026-11-25T08:59:00.000Z').run();
    expect([...(await store.held([ID, 'claimed-old', 'claimed-new', 'nobody']))].sort()).toEqual([ID, 'claimed-new', 'claimed-old'].sort());
    expect(await store.dropClaimsBefore('2026-11-25T08:00:00.000Z')).toBe(1);
    expect([...(await store.held(['claimed-old', 'claimed-new']))]).toEqual(['claimed-new']);
  });
});

describe('erased means erased', () => {
  const T0 = Date.parse('2026-11-25T09:00:00.000Z');
  const notify = { origin: 'https://site.example' };
  const jobsNow = async () => (await db.prepare('SELECT lead_id, kind FROM lead_jobs ORDER BY kind').all<{ lead_id: string; kind: string }>()).results.map((job) => [job.lead_id, job.kind]);

  /** The real bucket, with `beforePut` run before each put (the nth, from 1). */
  function bucketWith(beforePut: (n: number) => Promise<void>): R2Bucket {
    let puts = 0;
    return {
      put: async (...args: Parameters<R2Bucket['put']>) => {
        puts += 1;
        await beforePut(puts);
        return bucket.put(...args);
      },
      delete: (keys: string | string[]) => bucket.delete(keys),
      list: (options?: R2ListOptions) => bucket.list(options),
      get: (key: string) => bucket.get(key),
    } as unknown as R2Bucket;
  }

  it('a resend of an erased lead is stored nowhere: no row, no photo put, no job, no claim; it is told "erased"', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date(T0) });
    await store.store(lead(ID, { jobs: ['email', 'forward'] }));
    await store.erase([ID], { by: 'staff', notify });
    let puts = 0;
    const resend = createLeadStore(db, bucketWith(async () => void (puts += 1)), { now: () => new Date(T0 + 60_000) });
    for (let i = 0; i < 3; i += 1) expect(await resend.store(lead(ID, { jobs: ['email', 'forward'] }))).toEqual({ erased: true, id: ID });
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
    const first = createLeadStore(db, bucketWith(async (n) => {
      if (n !== 1) return;
      firstWaiting();
      await firstMayGoOn;
    }), { now });
    const firstStoring = first.store(lead(ID, { jobs: ['email', 'forward'] }));
    await firstIsWaiting;
    // ...so long that the browser's resend takes its claim over. While the resend's photos go up,
    // the first request stores the lead after all, and staff erase it.
    clock += STALE_CLAIM_MS + 1;
    const resend = createLeadStore(db, bucketWith(async (n) => {
      if (n !== 1) return;
      letFirstOn();
      expect(await firstStoring).toEqual(expect.objectContaining({ created: true }));
      expect(await staff.erase([ID], { by: 'staff', notify })).toEqual([ID]);
    }), { now });
    expect(await resend.store(lead(ID, { jobs: ['email', 'forward'] }))).toEqual({ erased: true, id: ID });
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
        await first.store(lead(ID));
        await first.erase([ID], { by: 'staff', notify: null });
      },
    });
    expect(await resend.store(lead(ID))).toEqual({ erased: true, id: ID });
    expect(await count('leads')).toBe(0);
    expect(await keys()).toEqual([]);
  });

  it('a lead past retention goes with its jobs, history and photos, oldest first, a bounded number at a time; no erasure is recorded', async () => {
    let clock = T0;
    const store = createLeadStore(db, bucket, { now: () => new Date(clock) });
    const ids = ['a', 'b', 'c'].map((letter) => `${letter.repeat(8)}-2fa1-41d2-883f-0016d3cca427`);
    for (const id of ids) {
      clock += 1000;
      await store.store(lead(id, { jobs: ['email'] }));
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

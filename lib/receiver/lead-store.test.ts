/**
 * The lead store on real D1 and R2 (Miniflare, the local runtime wrangler runs, in memory here)
 * with the real migrations: each id stored once, a resend answered with what was stored, a lead
 * stored whole or not at all. The paths HTTP cannot reach on purpose (another request holding the
 * id, storage failing half-way) are driven here: the clock and the waits are passed in.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import type { D1Database, R2Bucket } from './platform';
import { CLAIM_WAIT_MS, STALE_CLAIM_MS, createLeadStore, type NewLead } from './lead-store';

let mf: Miniflare;
let db: D1Database;
let bucket: R2Bucket;

const MIGRATIONS = join(__dirname, '..', '..', 'migrations');

beforeEach(async () => {
  mf = new Miniflare({ modules: true, script: 'export default { fetch() { return new Response(null) } }', compatibilityDate: '2026-04-20', d1Databases: ['DB'], r2Buckets: ['PHOTOS'] });
  db = (await mf.getD1Database('DB')) as unknown as D1Database;
  bucket = (await mf.getR2Bucket('PHOTOS')) as unknown as R2Bucket;
  for (const file of readdirSync(MIGRATIONS).sort()) {
    const statements = readFileSync(join(MIGRATIONS, file), 'utf8')
      .replace(/--.*$/gm, '')
      .split(';')
      .map((statement) => statement.trim())
      .filter(Boolean);
    for (const statement of statements) await db.prepare(statement).run();
  }
});

afterEach(async () => {
  await mf.dispose();
});

const keys = async (prefix = 'leads/') => (await bucket.list({ prefix })).objects.map((object) => object.key);
const count = async (table: string) => (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n;

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
      { bytes: JPEG, type: 'jpeg', kind: 'boiler' },
      { bytes: PNG, type: 'png', kind: null },
    ],
    forward: false,
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
    const again = await store.store(lead(ID, { lead: { name: 'Pat', source: 'book-free-survey', note: 'resent' }, photos: [] }));
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
    const failingAfterPhotos: R2Bucket = {
      ...bucket,
      put: async (...args) => {
        const put = await bucket.put(...args);
        puts += 1;
        if (puts === 2) await db.prepare('ALTER TABLE leads RENAME TO leads_elsewhere').run();
        return put;
      },
      delete: (keys) => bucket.delete(keys),
      list: (options) => bucket.list(options),
      get: (key) => bucket.get(key),
    };
    const store = createLeadStore(db, failingAfterPhotos);
    await expect(store.store(lead(ID))).rejects.toThrow(/no such table: leads/);
    expect(puts).toBe(2);
    expect(await keys()).toEqual([]);
    expect(await count('lead_claims')).toBe(0);
    await db.prepare('ALTER TABLE leads_elsewhere RENAME TO leads').run();
    expect(await createLeadStore(db, bucket).store(lead(ID))).toEqual({ created: true, stored: expect.objectContaining({ id: ID }) });
    expect(await keys()).toHaveLength(2);
  });

  it('lists leads since a time, oldest first, and those whose forwarding failed', async () => {
    let clock = Date.parse('2026-11-25T09:00:00.000Z');
    const store = createLeadStore(db, bucket, { now: () => new Date((clock += 1000)) });
    const ids = ['a', 'b', 'c'].map((letter) => `${letter.repeat(8)}-2fa1-41d2-883f-0016d3cca427`);
    for (const id of ids) await store.store(lead(id, { photos: [], forward: true }));
    await store.recordForward(ids[1]!, 'failed', 'HTTP 500');
    await store.recordForward(ids[2]!, 'forwarded', null);
    const since = (await store.find(ids[1]!))?.receivedAt ?? '';
    expect((await store.list({ since, limit: 10 })).map((l) => l.id)).toEqual(ids.slice(1));
    expect((await store.list({ since: '2026-01-01T00:00:00.000Z', limit: 10, forward: 'failed' })).map((l) => [l.id, l.forward.detail, l.forward.attempts])).toEqual([[ids[1], 'HTTP 500', 1]]);
  });

  it('takes each failed forward for one retry only, and leaves a fresh pending forward to its own request', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date('2026-11-25T09:00:00.000Z') });
    const [failed, pending] = ['dddddddd-2fa1-41d2-883f-0016d3cca427', 'eeeeeeee-2fa1-41d2-883f-0016d3cca427'];
    await store.store(lead(failed, { photos: [], forward: true }));
    await store.store(lead(pending, { photos: [], forward: true }));
    await store.recordForward(failed, 'failed', 'HTTP 502');
    const [first, second] = await Promise.all([store.takeForwardRetries(5, 5), store.takeForwardRetries(5, 5)]);
    expect([...(first ?? []), ...(second ?? [])].map((l) => l.id)).toEqual([failed]);
  });
});

/**
 * Claims on lead ids, on real D1 and R2 (Miniflare, in memory): a resend that finds the first
 * request still storing its lead waits for it, says "busy" when it does not finish in time, and
 * takes over the claim of one that died. The clock and the waits are passed in.
 */
import { TEST_LEAD_ID as ID, newLead, storageValuesForFile } from '../../test-support';
import { createLeadStore } from '../leads';
import { CLAIM_WAIT_MS, STALE_CLAIM_MS } from './claims';

const { db, bucket, keys, count } = storageValuesForFile();

describe('one request stores a lead at a time', () => {
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
        await first.store(newLead(ID));
      },
    });
    const outcome = await resend.store(newLead(ID));
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
    expect(await store.store(newLead(ID))).toEqual({ busy: true });
    expect(waited).toBeGreaterThanOrEqual(CLAIM_WAIT_MS);
    expect(await count('leads')).toBe(0);
    expect(await keys()).toEqual([]);
  });

  it('takes over the claim of a request that died, and stores the lead', async () => {
    const now = new Date('2026-11-25T09:00:00.000Z');
    const store = createLeadStore(db, bucket, { now: () => now, sleep: async () => undefined });
    await db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?)').bind(ID, new Date(now.getTime() - STALE_CLAIM_MS - 1).toISOString()).run();
    expect(await store.store(newLead(ID))).toEqual({ created: true, stored: expect.objectContaining({ id: ID }) });
    expect(await count('lead_claims')).toBe(0);
  });

  it('knows which ids a row or a claim holds, and drops only claims older than it is asked', async () => {
    const store = createLeadStore(db, bucket);
    await store.store(newLead(ID, { photos: [] }));
    await db.prepare('INSERT INTO lead_claims (id, claimed_at) VALUES (?, ?), (?, ?)').bind('claimed-old', '2026-11-25T07:00:00.000Z', 'claimed-new', '2026-11-25T08:59:00.000Z').run();
    expect([...(await store.held([ID, 'claimed-old', 'claimed-new', 'nobody']))].sort()).toEqual([ID, 'claimed-new', 'claimed-old'].sort());
    expect(await store.dropClaimsBefore('2026-11-25T08:00:00.000Z')).toBe(1);
    expect([...(await store.held(['claimed-old', 'claimed-new']))]).toEqual(['claimed-new']);
  });
});

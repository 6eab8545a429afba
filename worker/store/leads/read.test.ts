/**
 * Reading stored leads on real D1 (Miniflare, in memory, the real migrations): leads since a time,
 * by how their jobs stand and by one person; and a row an older release stored, read into its
 * form's kind at the one read boundary.
 */
import { TEST_LEAD_ID as ID, newLead, storageValuesForFile } from '../../test-support';
import { createLeadStore } from '../leads';

const { db, bucket } = storageValuesForFile();

describe('reading leads', () => {
  it('lists leads since a time, oldest first; by how their jobs stand; and one person\'s, by email or phone', async () => {
    let clock = Date.parse('2026-11-25T09:00:00.000Z');
    const store = createLeadStore(db, bucket, { now: () => new Date((clock += 1000)) });
    const ids = ['a', 'b', 'c'].map((letter) => `${letter.repeat(8)}-2fa1-41d2-883f-0016d3cca427`);
    await store.store(newLead(ids[0]!, { photos: [], lead: { source: 'book-free-survey', name: 'Pat', email: 'Pat@Example.co.uk ', phone: '+447700900123' } }));
    await store.store(newLead(ids[1]!, { type: 'callback', source: 'callback', photos: [], jobs: ['forward'], lead: { firstName: 'Pat', phoneNumber: '+447700900123' } }));
    await store.store(newLead(ids[2]!, { photos: [], jobs: ['forward'], lead: { source: 'book-free-survey', name: 'Sam', email: 'sam@example.co.uk', phone: '+447700900999' } }));
    await db.prepare("UPDATE lead_jobs SET status = 'failed', attempts = 9, detail = 'HTTP 500' WHERE lead_id = ?").bind(ids[1]!).run();
    const since = (await store.find(ids[1]!))?.receivedAt ?? '';
    const all = '2026-01-01T00:00:00.000Z';
    expect((await store.list({ since, limit: 10 })).map((l) => l.id)).toEqual(ids.slice(1));
    expect((await store.list({ since: all, limit: 10, forward: 'failed' })).map((l) => [l.id, l.forward.detail, l.forward.attempts])).toEqual([[ids[1], 'HTTP 500', 9]]);
    expect((await store.list({ since: all, limit: 10, forward: 'off' })).map((l) => l.id)).toEqual([ids[0]]);
    expect((await store.list({ since: all, limit: 10, contact: { phone: '+447700900123' } })).map((l) => l.id)).toEqual(ids.slice(0, 2));
    expect((await store.list({ since: all, limit: 10, contact: { email: 'pat@example.co.uk' } })).map((l) => l.id)).toEqual([ids[0]]);
  });

  it('reads a row an older release stored: a survey from before the diary and the receiver kept the source, a field of a kind no form sends now', async () => {
    const store = createLeadStore(db, bucket, { now: () => new Date('2026-06-01T08:00:00.000Z') });
    await store.store(newLead(ID, { photos: [] }));
    // As a release of June 2026 wrote it: no source in the JSON, no window or address, and a time window since renamed.
    const old = { name: 'Pat Jones', phone: '07700 900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', preferredDate: '2026-06-02', timeWindow: 'early-evening', message: 'Side door', timestamp: '2026-06-01T07:59:00.000Z', installationDate: '2026-06-15' };
    await db.prepare('UPDATE leads SET lead = ? WHERE id = ?').bind(JSON.stringify(old), ID).run();
    const [listed] = await store.list({ since: '2026-01-01T00:00:00.000Z', limit: 1 });
    const { timeWindow, ...kept } = old;
    expect(timeWindow).toBe('early-evening');
    expect(listed?.lead).toEqual({ ...kept, timeWindow: undefined, source: 'book-free-survey' });
    expect(listed?.lead.installationDate).toBe('2026-06-15');
    expect(listed?.lead.slot).toBeUndefined();
    expect(await store.find(ID)).toEqual(listed);
  });
});

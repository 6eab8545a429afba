/**
 * The CSV of 10,000 leads, on real D1 (Miniflare, in memory, the real migrations), its D1
 * statements counted as the free plan counts them per invocation: the inbox's CSV of a view makes
 * the same few queries for 10,000 leads as for one (the leads, and their history read with the same
 * filters), and each page of the export one query for its leads and one for their history.
 * `SCALE_FIGURES=1` prints the figures.
 */
import { countedBindings, insertBulkLeads, openTestStorage, testEnv, fakeContext, type TestStorage } from '../test-support';
import { app } from '../app';
import { EXPORT_PAGE_SIZE } from './export';
import { MAX_CSV_LEADS } from './inbox/context';
import { SESSION_COOKIE } from './session';

const ORIGIN = 'https://site.example';
/** The export token (the CRM's) and the staff's key to the inbox, test values of at least 32 characters. */
const TOKEN = 'business-key-0123456789abcdef0123456789';
const STAFF_KEY = 'staff-key-0123456789abcdef0123456789ab';
/** The free plan's D1 queries per Worker invocation. */
const FREE_PLAN_QUERIES = 50;
const LEADS = MAX_CSV_LEADS;

let storage: TestStorage;

beforeAll(async () => {
  storage = await openTestStorage();
});

afterAll(async () => {
  await storage.dispose();
});

it('the CSV of 10,000 leads makes a few queries, as many as for one lead; the export one query for the leads and one for their history a page', async () => {
  const { db } = storage;
  const started = Date.parse('2026-11-25T09:00:00.000Z');
  await insertBulkLeads(db, { count: LEADS, receivedAt: `strftime('%Y-%m-%dT%H:%M:%fZ', '${new Date(started).toISOString()}', '-' || n || ' minutes')` });
  // Every lead emailed; every third worked: contacted, with a note.
  await db.batch([
    db.prepare("INSERT INTO lead_jobs (lead_id, kind, status, attempts, created_at, started_at, next_at, done_at, origin) SELECT id, 'email', 'done', 1, received_at, received_at, received_at, received_at, ? FROM leads").bind(ORIGIN),
    db.prepare("INSERT INTO lead_events (lead_id, at, kind, status) SELECT id, received_at, 'status', 'contacted' FROM leads WHERE rowid % 3 = 0"),
    db.prepare("INSERT INTO lead_events (lead_id, at, kind, note) SELECT id, strftime('%Y-%m-%dT%H:%M:%fZ', received_at, '+1 minutes'), 'note', 'Rang, no answer' FROM leads WHERE rowid % 3 = 0"),
  ]);
  const counted = countedBindings(db, storage.bucket);
  const env = testEnv(storage, { DB: counted.db, LEADS_EXPORT_TOKEN: TOKEN, INBOX_STAFF_KEY: STAFF_KEY });
  const call = (path: string, init: RequestInit = {}) => app.fetch(new Request(`${ORIGIN}${path}`, init), env, fakeContext());

  const signIn = await call('/api/leads/inbox/session', { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: JSON.stringify({ key: STAFF_KEY }) });
  const cookie = `${SESSION_COOKIE}=${/leads_session=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1] ?? ''}`;
  expect(signIn.status).toBe(200);

  /** The CSV of a view, and the queries it took. */
  async function csv(query: string) {
    counted.reset();
    const response = await call(`/api/leads/inbox/leads.csv${query}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\r\n').filter(Boolean);
    return { lines, queries: counted.counts.queries };
  }
  const all = await csv('');
  expect(all.lines).toHaveLength(LEADS + 1);
  // The history is each lead's own: the newest lead (n = 1) was not worked; n = 3 was.
  const header = all.lines[0]?.split(',') ?? [];
  expect(header).toContain('history');
  expect(all.lines.filter((line) => line.includes('Rang, no answer'))).toHaveLength(Math.floor(LEADS / 3));
  const one = await csv(`?q=${encodeURIComponent('visitor3@example.co.uk')}`);
  expect(one.lines).toHaveLength(2);
  expect(one.lines[1]).toContain('Rang, no answer');
  expect(all.queries).toBe(one.queries);
  expect(all.queries).toBeLessThanOrEqual(5);

  // The export: a page of 1,000 at a time, each in two queries.
  const pages: number[] = [];
  const ids = new Set<string>();
  for (let since = '2000-01-01'; ; ) {
    counted.reset();
    const response = await call(`/api/leads/export?format=csv&since=${encodeURIComponent(since)}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    pages.push(counted.counts.queries);
    for (const line of (await response.text()).split('\r\n').slice(1).filter(Boolean)) ids.add(line.split(',')[0] ?? '');
    const next = response.headers.get('x-next-since');
    if (!next) break;
    since = next;
  }
  expect(ids.size).toBe(LEADS);
  expect(pages.length).toBeGreaterThanOrEqual(LEADS / EXPORT_PAGE_SIZE);
  for (const queries of pages) expect(queries).toBeLessThanOrEqual(2);
  expect(Math.max(all.queries, ...pages)).toBeLessThanOrEqual(FREE_PLAN_QUERIES);
  if (process.env.SCALE_FIGURES) console.log(`CSV of ${LEADS} leads: ${all.queries} D1 queries (of one lead: ${one.queries}); the export: ${pages.length} pages of ${EXPORT_PAGE_SIZE}, ${pages.join(', ')} queries`);
}, 60_000);

/**
 * The daily clean-up at the scale of years of leads, on real D1 and R2 (Miniflare, in memory, the
 * real migrations): 100,000 leads made straight in D1 (one recursive insert), 5,000 of them with a
 * photo in R2, 5,000 past retention, photos no lead holds, claims of requests storing now and of
 * requests that died, records of erased ids old and new, erasure notices the CRM never took. The
 * clean-up runs again and again, its D1 statements and R2 calls counted as the free plan counts
 * them per invocation: every run stays within them, and after a few runs everything past
 * retention is gone and nothing else. `SCALE_FIGURES=1` prints each run's figures.
 */
import { BULK_ID_SQL, bulkId, countedBindings, insertBulkLeads, openTestStorage, type TestStorage } from '../test-support';
import { createLeadStore } from '../store/leads';
import { CLAIM_EXPIRY_MS, ERASED_IDS_KEEP_DAYS, MAX_QUERIES_PER_RUN, MAX_R2_CALLS_PER_RUN, cleanUp, type CleanUp } from './housekeeping';

/** The free plan's limits per Worker invocation: D1 queries, and subrequests (R2 calls among them). */
const FREE_PLAN_QUERIES = 50;
const FREE_PLAN_SUBREQUESTS = 50;

const DAY = 24 * 60 * 60 * 1000;
const NOW = '2026-11-25T03:17:00.000Z';
const RETENTION_DAYS = 365;
const CUTOFF = new Date(Date.parse(NOW) - RETENTION_DAYS * DAY).toISOString();
const LEADS = 100_000;
/** Every 20th lead arrived 400 days ago: 5,000 past retention. */
const OLD = 'n % 20 = 0';
/** A photo on every lead numbered below 50,001 that is old or one after an old one: 2,500 past retention, 2,500 kept. */
const WITH_PHOTO = 'n <= 50000 AND n % 20 IN (0, 1)';
const photoKey = (id: string) => `leads/${id}/photo-1.jpg`;
/** Ids of no lead: photos left by cut-off requests, claims, erased leads. */
const others = (from: number, count: number) => Array.from({ length: count }, (_, k) => bulkId(from + k));

let storage: TestStorage;

beforeAll(async () => {
  storage = await openTestStorage({ inMemoryFiles: true });
});

afterAll(async () => {
  await storage.dispose();
});

const rows = async <T>(sql: string) => (await storage.db.prepare(sql).all<T>()).results;
const iso = (ms: number) => new Date(ms).toISOString();

it('cleans up 100,000 leads with photos on 5,000 within the free plan\'s limits per run, over a few runs; then all past retention is gone and nothing else', async () => {
  const started = Date.now();
  const { db } = storage;
  await insertBulkLeads(db, {
    count: LEADS,
    receivedAt: `strftime('%Y-%m-%dT%H:%M:%fZ', '${NOW}', CASE WHEN ${OLD} THEN '-400 days' ELSE '-' || (n % 360) || ' days' END, '-' || n || ' seconds')`,
    photos: `CASE WHEN ${WITH_PHOTO} THEN json_array(json_object('key', 'leads/' || ${BULK_ID_SQL} || '/photo-1.jpg', 'type', 'image/jpeg', 'bytes', 4, 'kind', 'boiler')) ELSE '[]' END`,
  });
  // Each lead with a photo had its email and a note; each old one a forward too.
  await db.batch([
    db.prepare("INSERT INTO lead_jobs (lead_id, kind, status, attempts, created_at, started_at, next_at, done_at, origin) SELECT id, 'email', 'done', 1, received_at, received_at, received_at, received_at, 'https://site.example' FROM leads WHERE photos != '[]'"),
    db.prepare("INSERT INTO lead_jobs (lead_id, kind, status, attempts, created_at, started_at, next_at, done_at, origin) SELECT id, 'forward', 'done', 1, received_at, received_at, received_at, received_at, 'https://site.example' FROM leads WHERE received_at < ?").bind(CUTOFF),
    db.prepare("INSERT INTO lead_events (lead_id, at, kind, note) SELECT id, received_at, 'note', 'Called back' FROM leads WHERE photos != '[]'"),
  ]);
  const withPhotos = (await rows<{ id: string; old: number }>(`SELECT id, received_at < '${CUTOFF}' AS old FROM leads WHERE photos != '[]'`)).map((row) => ({ key: photoKey(row.id), old: row.old === 1 }));
  const orphans = others(200_001, 300).map(photoKey);
  const storing = others(300_001, 10);
  const dead = others(400_001, 10);
  const now = Date.parse(NOW);
  const claims = [...storing.map((id) => [id, iso(now - 2000)]), ...dead.map((id) => [id, iso(now - CLAIM_EXPIRY_MS - 1000)])];
  await db.prepare(`INSERT INTO lead_claims (id, claimed_at) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?)`).bind(JSON.stringify(claims)).run();
  await storage.putMany([...withPhotos.map((photo) => photo.key), ...orphans, ...[...storing, ...dead].map(photoKey)]);
  // Ids erased long ago and lately; a hundred of the old ones' notices the CRM never took.
  const erased = [...others(500_001, 1000).map((id) => [id, iso(now - (ERASED_IDS_KEEP_DAYS + 1) * DAY)]), ...others(600_001, 1000).map((id) => [id, iso(now - DAY)])];
  await db.batch([
    db.prepare(`INSERT INTO erased_leads (id, erased_at, erased_by) SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), 'staff' FROM json_each(?)`).bind(JSON.stringify(erased)),
    db.prepare("INSERT INTO lead_jobs (lead_id, kind, status, attempts, created_at, started_at, next_at, done_at, origin, payload) SELECT id, 'deleted', 'failed', 12, erased_at, erased_at, erased_at, erased_at, 'https://site.example', '{}' FROM erased_leads ORDER BY id LIMIT 100"),
  ]);
  expect(await storage.count('leads')).toBe(LEADS);
  expect(withPhotos).toHaveLength(5000);
  const madeIn = Date.now() - started;

  const counted = countedBindings(db, storage.runtimeBucket);
  const store = createLeadStore(counted.db, counted.bucket);
  const runs: (CleanUp & { queries: number; r2Calls: number; rowsWritten: number; ms: number })[] = [];
  const run = async () => {
    counted.reset();
    const at = Date.now();
    const done = await cleanUp({ store, db: counted.db, bucket: counted.bucket, retentionDays: RETENTION_DAYS, now: new Date(NOW) });
    runs.push({ ...done, ...counted.counts, ms: Date.now() - at });
    return done;
  };
  for (let day = 0; day < 10 && !(await run()).finished; day += 1);

  for (const figures of runs) {
    expect(figures.queries).toBeLessThanOrEqual(MAX_QUERIES_PER_RUN);
    expect(figures.r2Calls).toBeLessThanOrEqual(MAX_R2_CALLS_PER_RUN);
    expect(figures.queries).toBeLessThanOrEqual(FREE_PLAN_QUERIES);
    expect(figures.queries + figures.r2Calls).toBeLessThanOrEqual(FREE_PLAN_SUBREQUESTS);
  }
  // 5,000 past retention at 2,000 a run: three runs; the photos checked in the first two.
  expect(runs.map((figures) => figures.finished)).toEqual([false, false, true]);
  expect(runs.reduce((sum, figures) => sum + figures.expiredLeads, 0)).toBe(5000);
  expect(runs.reduce((sum, figures) => sum + figures.orphanedPhotos, 0)).toBe(orphans.length + dead.length);
  expect(runs.reduce((sum, figures) => sum + figures.staleClaims, 0)).toBe(dead.length);
  expect(runs.reduce((sum, figures) => sum + figures.expiredErasedIds, 0)).toBe(1000);

  // Everything past retention is gone, and nothing else.
  expect(await storage.count('leads')).toBe(LEADS - 5000);
  expect(await rows(`SELECT id FROM leads WHERE received_at < '${CUTOFF}'`)).toEqual([]);
  const keys: string[] = [];
  for (let cursor: string | undefined, page; (page = await storage.runtimeBucket.list({ prefix: 'leads/', cursor })); cursor = page.cursor) {
    keys.push(...page.objects.map((object) => object.key));
    if (!page.truncated) break;
  }
  expect(keys.sort()).toEqual([...withPhotos.filter((photo) => !photo.old).map((photo) => photo.key), ...storing.map(photoKey)].sort());
  expect(await rows("SELECT kind, count(*) AS n FROM lead_jobs GROUP BY kind ORDER BY kind")).toEqual([
    { kind: 'deleted', n: 100 },
    { kind: 'email', n: 2500 },
  ]);
  expect(await storage.count('lead_events')).toBe(2500);
  expect((await rows<{ id: string }>('SELECT id FROM lead_claims ORDER BY id')).map((row) => row.id)).toEqual(storing);
  expect(await rows(`SELECT count(*) AS n, min(erased_at) >= '${iso(now - ERASED_IDS_KEEP_DAYS * DAY)}' AS young FROM erased_leads`)).toEqual([{ n: 1000, young: 1 }]);
  expect(await storage.count('housekeeping_state')).toBe(0);

  // The next day: nothing to do, in a handful of queries.
  const next = await run();
  expect(next).toEqual({ expiredLeads: 0, orphanedPhotos: 0, staleClaims: 0, expiredSessions: 0, expiredErasedIds: 0, expiredReviews: 0, finished: true });
  expect(runs.at(-1)?.queries).toBeLessThanOrEqual(FREE_PLAN_QUERIES);
  if (process.env.SCALE_FIGURES) console.log(`Made in ${madeIn} ms; runs (the last, the day after):\n${runs.map((r, n) => `${n + 1}: ${r.queries} D1 queries, ${r.r2Calls} R2 calls, ${r.rowsWritten} rows written, ${r.ms} ms; ${r.expiredLeads} leads, ${r.orphanedPhotos} orphan photos, ${r.staleClaims} claims, ${r.expiredErasedIds} erased ids`).join('\n')}`);
}, 120_000);

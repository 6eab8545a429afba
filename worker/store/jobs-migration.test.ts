/**
 * migrations/0011 on real D1 (Miniflare, in memory): a database as 0010 left it, with jobs of every
 * kind and notices under their old keys ('notice:<name>[:<about>]', a survey change's before issue
 * 41 with its sequence after the lead's id), then 0011 applied. Every job is kept as it was; each
 * notice is told apart by its `notice` column and is about what its key named; the kinds are no
 * longer checked by D1 (the store checks them: worker/store/jobs.test.ts); lead_events keeps its rows
 * in order; and erasing a request then drops the notices of its changes made under the old keys.
 */
import { openTestStorage, type TestStorage } from '../test-support';
import { createLeadStore } from './leads';

/** The migration under test, and every one before it. */
const MIGRATION = '0011_job_kinds_and_notices.sql';
const before = (file: string) => file < MIGRATION;

const A = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const B = '2c5f39cb-3ab2-42e3-994a-1127e4ddb538';

let storage: TestStorage;

beforeAll(async () => {
  storage = await openTestStorage({ migrations: before });
});

afterAll(async () => {
  await storage.dispose();
});

type Row = Record<string, unknown>;
const jobs = async () => (await storage.db.prepare('SELECT * FROM lead_jobs ORDER BY kind, notice, lead_id').all<Row>()).results;
const indexes = async (table: string) => (await storage.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL ORDER BY name").bind(table).all<{ name: string; sql: string }>()).results.map((row) => row.name);

/** A job's row as 0010 held it: every column set, so a column lost or shifted shows. */
const job = (leadId: string, kind: string, n: number, extra: Row = {}): Row => ({
  lead_id: leadId,
  kind,
  status: 'failed',
  attempts: n,
  detail: `HTTP 50${n}`,
  created_at: `2026-11-2${n}T09:00:00.000Z`,
  started_at: `2026-11-2${n}T09:01:00.000Z`,
  next_at: `2026-11-2${n}T09:02:00.000Z`,
  lease_until: `2026-11-2${n}T09:03:00.000Z`,
  done_at: `2026-11-2${n}T09:04:00.000Z`,
  origin: 'https://site.example',
  sent_to: `["office${n}@example.co.uk"]`,
  payload: `{"n":${n}}`,
  ...extra,
});

const insert = (rows: Row[]) =>
  storage.db.batch(
    rows.map((row) =>
      storage.db
        .prepare(`INSERT INTO lead_jobs (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row).map(() => '?').join(', ')})`)
        .bind(...Object.values(row)),
    ),
  );

const ownJobs = [job(A, 'email', 1), job(A, 'forward', 2), job(B, 'deleted', 3), job(B, 'farewell', 4), job(A, 'booking', 5), job(A, 'reminder', 6, { status: 'pending', lease_until: null, done_at: null })];

describe('migrations/0011', () => {
  it('keeps every job, tells notices apart by a column, drops the CHECKs on kinds, and keeps the indexes and the other constraints', async () => {
    await insert([
      ...ownJobs,
      job('notice:failures', 'notice', 1),
      job('notice:ceiling-leads:2026-11-25', 'notice', 2),
      job('notice:ceiling-unverified:2026-11-25', 'notice', 3),
      job('notice:day-list:2026-11-26', 'notice', 4),
      job(`notice:farewell:${B}`, 'notice', 5),
      // A's changes: three rows before issue 41 (one per change, by sequence) and one after; the one not yet sent is the one kept.
      job(`notice:booking:${A}:1`, 'notice', 1, { status: 'done' }),
      job(`notice:booking:${A}:2`, 'notice', 2, { status: 'pending', payload: '{"kept":true}' }),
      job(`notice:booking:${A}:3`, 'notice', 3, { status: 'done' }),
      job(`notice:booking:${A}`, 'notice', 4, { status: 'done' }),
      // B's: only under the old key, so it is the one.
      job(`notice:booking:${B}:7`, 'notice', 6, { status: 'done' }),
    ]);
    const history = [
      [1, A, '2026-11-25T09:00:00.000Z', 'status', 'contacted', null, null, 'pat@business.co.uk', null],
      [2, A, '2026-11-25T09:00:00.000Z', 'note', null, null, 'Rang, no answer', 'pat@business.co.uk', null],
      [5, A, '2026-11-25T09:00:00.000Z', 'price', 'changed', 'No new pipework', null, 'pat@business.co.uk', 162_000],
      [9, B, '2026-11-24T09:00:00.000Z', 'booking', 'booked', null, 'Tue 1 Dec, morning', 'visitor', null],
    ];
    await storage.db.batch(history.map((event) => storage.db.prepare('INSERT INTO lead_events (rowid, lead_id, at, kind, status, reason, note, actor, amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').bind(...event)));

    await storage.migrate((file) => file === MIGRATION);

    const notice = (leadId: string, name: string, from: Row): Row => ({ ...from, lead_id: leadId, notice: name });
    const expected: Row[] = [
      ...ownJobs.map((row) => ({ ...row, notice: '' })),
      notice('', 'failures', job('', 'notice', 1)),
      notice('2026-11-25', 'ceiling-leads', job('', 'notice', 2)),
      notice('2026-11-25', 'ceiling-unverified', job('', 'notice', 3)),
      notice('2026-11-26', 'day-list', job('', 'notice', 4)),
      notice(B, 'farewell-lost', job('', 'notice', 5)),
      notice(A, 'booking', job('', 'notice', 2, { status: 'pending', payload: '{"kept":true}' })),
      notice(B, 'booking', job('', 'notice', 6, { status: 'done' })),
    ];
    // In the order jobs() reads them: by kind, notice and lead, as SQLite compares text.
    const order = (row: Row) => [row.kind, row.notice, row.lead_id].map(String);
    expected.sort((x, y) => (order(x).join('\u0000') < order(y).join('\u0000') ? -1 : 1));
    expect(await jobs()).toEqual(expected);
    expect(await indexes('lead_jobs')).toEqual(['lead_jobs_due']);
    expect(await indexes('lead_events')).toEqual(['lead_events_by_lead']);

    // Any kind is D1's to keep (the Worker checks it); the status is still checked, and the key is (lead, kind, notice).
    await insert([job(A, 'a-kind-to-come', 1)]);
    await expect(insert([job('a-lead-of-its-own', 'email', 1, { status: 'lost' })])).rejects.toThrow(/CHECK constraint failed/);
    await expect(insert([{ ...job(A, 'notice', 1), notice: 'booking' }])).rejects.toThrow(/UNIQUE constraint failed/);
    await storage.db.prepare("INSERT INTO lead_events (lead_id, at, kind) VALUES (?, '2026-11-25T10:00:00.000Z', 'an-event-to-come')").bind(A).run();
    await storage.db.prepare("DELETE FROM lead_jobs WHERE kind = 'a-kind-to-come'").run();

    // The history as it was, each event under its own rowid (events of one instant are read in that order).
    const events = await storage.db.prepare("SELECT rowid, lead_id, at, kind, status, reason, note, actor, amount FROM lead_events WHERE kind != 'an-event-to-come' ORDER BY rowid").raw();
    expect(events).toEqual(history);
  });

  it("then erasing a request drops its visitor's notices made under the old keys, and no other", async () => {
    // Erasure as it is today, on today's schema: the migrations after 0011 applied (the event kind this file invented goes first: 0012 checks the kinds again).
    await storage.db.prepare("DELETE FROM lead_events WHERE kind = 'an-event-to-come'").run();
    await storage.migrate((file) => file > MIGRATION);
    const store = createLeadStore(storage.db, storage.bucket, { now: () => new Date('2026-11-27T09:00:00.000Z') });
    await store.store({ id: A, type: 'lead', source: 'book-free-survey', lead: { name: 'Pat', source: 'book-free-survey' }, photos: [], jobs: [], origin: 'https://site.example' });
    await store.erase([A], { by: 'staff', notify: null });
    const notices = await storage.db.prepare("SELECT lead_id, notice FROM lead_jobs WHERE kind = 'notice' AND notice IN ('booking', 'farewell-lost') ORDER BY notice, lead_id").raw();
    expect(notices).toEqual([
      [B, 'booking'],
      [B, 'farewell-lost'],
    ]);
  });
});

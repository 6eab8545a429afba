/**
 * The receiver's tests run on real D1 and R2: Miniflare (the local runtime wrangler runs), in
 * memory, with the real migrations applied in order; one runtime per test file (starting one takes
 * half a second), emptied before each test, and stand-ins for the bindings a test does not
 * exercise. Test-only: every export is for tests.
 */
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { quoteLead, type QuoteLead, type QuoteOption } from '@/lib/shared/quote/lead';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import type { JobMessage, WorkerEnv } from './env';
import { contactOf, whatOf } from './lead/contact';
import type { StoredBooking, StoredLead } from './lead/model';
import type { NewLead } from './store/leads/write';
import type { Diary } from '@/lib/shared/survey/booking';
import { WINDOW_HOURS, ukInstant, type SlotWindow } from '@/lib/shared/survey/slots';
import { leadFieldsOf } from '@/lib/shared/forms/stored-lead';
import { TURNSTILE_TEST_SECRETS } from '@/lib/shared/forms/human-check';
import { PERSON, surveyBookingBody } from './test-bodies';
import { startSiteverifyDouble, type SiteverifyState } from './siteverify-double';

const MIGRATIONS = join(__dirname, '..', 'migrations');

export interface TestStorage {
  db: D1Database;
  bucket: R2Bucket;
  /** Test-only: puts many small objects at once, from inside the runtime (one call from here each would take minutes for thousands). */
  putMany(keys: readonly string[]): Promise<void>;
  /**
   * Test-only: the same bucket with its listings and deletes made inside the runtime, as the
   * Worker makes them, and handed back as plain JSON: the objects `bucket.list` hands to Node are
   * read one key at a time across the process boundary (about 4 ms a key), which would swamp a
   * test of thousands. Its other calls are `bucket`'s.
   */
  runtimeBucket: R2Bucket;
  /** Every key under a prefix. */
  keys(prefix?: string): Promise<string[]>;
  /** How many rows a table has. */
  count(table: string): Promise<number>;
  /** Applies the migrations `pick` chooses (by file name), in order: a test of one migration opens the storage without it (`migrations`), fills it, then applies it. */
  migrate(pick: (file: string) => boolean): Promise<void>;
  /** Empties every table and the bucket, as a fresh database would be (and forgets the Siteverify double's calls). */
  reset(): Promise<void>;
  dispose(): Promise<void>;
  /** Test-only: the local Siteverify (worker/siteverify-double.ts) the test environment verifies human checks with. */
  siteverify: { url: string; state: SiteverifyState };
}

/** The runtime's one script: R2 calls made inside it for the tests (putMany, runtimeBucket), answered as JSON. */
const RUNTIME_SCRIPT = `const revive = (value) => (value !== null && typeof value === 'object' && value.undefined === true ? undefined : value);
const prepared = (env, { sql, params }) => (params.length ? env.DB.prepare(sql).bind(...params.map(revive)) : env.DB.prepare(sql));
async function d1(env, { mode, statements, column, options }) {
  try {
    if (mode === 'batch') return { result: await env.DB.batch(statements.map((statement) => prepared(env, statement))) };
    if (mode === 'exec') return { result: await env.DB.exec(statements[0].sql) };
    const statement = prepared(env, statements[0]);
    if (mode === 'first') return { result: column === null ? await statement.first() : await statement.first(column) };
    if (mode === 'raw') return { result: await statement.raw(options ?? undefined) };
    return { result: await statement[mode]() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
export default {
  async fetch(request, env) {
    const { op, keys, options, ...rest } = await request.json();
    if (op === 'd1') return Response.json(await d1(env, { ...rest, options }));
    if (op === 'put-many') {
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
      for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((key) => env.PHOTOS.put(key, bytes)));
      return Response.json(null);
    }
    if (op === 'delete') {
      await env.PHOTOS.delete(keys);
      return Response.json(null);
    }
    const listed = await env.PHOTOS.list(options);
    return Response.json({ objects: listed.objects.map((object) => ({ key: object.key, size: object.size })), truncated: listed.truncated, cursor: listed.truncated ? listed.cursor : undefined, delimitedPrefixes: listed.delimitedPrefixes });
  },
};`;

/** The tables the migrations make, emptied between tests. */
const TABLES = ['leads', 'lead_claims', 'lead_jobs', 'lead_events', 'staff_sessions', 'sign_in_blocks', 'erased_leads', 'housekeeping_state', 'usage_counts', 'diary_settings', 'diary_blocks', 'survey_bookings', 'review_invites', 'review_opt_outs', 'reviews'];

/** Memory-backed files (Linux), where the tests of thousands of objects keep them. */
const MEMORY_FILES = '/dev/shm';

/** One call of the D1 API, as the runtime script runs it. */
interface D1Call {
  mode: 'run' | 'all' | 'first' | 'raw' | 'batch' | 'exec';
  statements: { sql: string; params: unknown[] }[];
  column?: string | null;
  options?: { columnNames?: boolean } | null;
}

/** A bound value as it travels to the runtime: JSON, with `undefined` marked so D1 refuses it there as it would here. */
function travelling(value: unknown): unknown {
  if (value === undefined) return { undefined: true };
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return value;
  throw new Error(`The test database cannot bind ${typeof value === 'number' ? value : Object.prototype.toString.call(value)}: only strings, finite numbers, booleans and null`);
}

/**
 * The D1 API over one call to the runtime per query (its statements are plain objects here).
 * Miniflare's own D1 proxy makes a synchronous call to the runtime for each prepare and bind,
 * through a worker thread it wakes with `Atomics`; on a busy machine a late wake-up of one call
 * can answer the next, and every later call then fails (SynchronousFetcher's assert). Each query
 * still runs in the runtime, on the same D1, with its errors' messages.
 */
function runtimeDatabase(send: (call: D1Call) => Promise<unknown>): D1Database {
  type Plain = { sql: string; params: unknown[] };
  const plain = new WeakMap<object, Plain>();
  const statement = (sql: string, params: unknown[]): D1PreparedStatement => {
    const one = (mode: D1Call['mode'], extra: Partial<D1Call> = {}) => send({ mode, statements: [{ sql, params }], ...extra });
    const made = {
      bind: (...values: unknown[]) => statement(sql, values.map(travelling)),
      run: () => one('run'),
      all: () => one('all'),
      first: (column?: string) => one('first', { column: column ?? null }),
      raw: (options?: { columnNames?: boolean }) => one('raw', { options: options ?? null }),
    } as unknown as D1PreparedStatement;
    plain.set(made, { sql, params });
    return made;
  };
  return {
    prepare: (sql: string) => statement(sql, []),
    batch: (statements: D1PreparedStatement[]) =>
      send({
        mode: 'batch',
        statements: statements.map((each) => {
          const found = plain.get(each);
          if (!found) throw new Error('The test database batches only statements it prepared');
          return found;
        }),
      }),
    exec: (sql: string) => send({ mode: 'exec', statements: [{ sql, params: [] }] }),
  } as unknown as D1Database;
}

/**
 * Posts one call to the runtime's script and reads its JSON answer: plain HTTP to the runtime's
 * own address, not `Miniflare.dispatchFetch`, whose fetch (Request, stream and signal objects
 * each time) cost about as much CPU as the queries themselves over the thousands of calls the
 * tests make. A connection per call, as dispatchFetch made: a kept-alive one that the runtime
 * closed while idle ended a call with "socket hang up" on a busy machine.
 */
function postToRuntime(runtime: string, body: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(runtime, { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if ((response.statusCode ?? 0) >= 300) reject(new Error(`The runtime's call answered ${response.statusCode}: ${text}`));
        else resolve(JSON.parse(text) as unknown);
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** The statements of the migrations `pick` chooses (by file name), in order. */
function migrationStatements(pick: (file: string) => boolean): string[] {
  return readdirSync(MIGRATIONS)
    .sort()
    .filter(pick)
    .flatMap((file) =>
      readFileSync(join(MIGRATIONS, file), 'utf8')
        .replace(/--.*$/gm, '')
        .split(';')
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

/**
 * A fresh database with every migration applied (or those `migrations` picks), and an empty bucket. `inMemoryFiles` keeps
 * their files on a memory-backed file system where there is one, for the tests of thousands of
 * objects: each R2 put writes a file, two to three times faster there than on disk.
 */
export async function openTestStorage({ inMemoryFiles = false, migrations = () => true }: { inMemoryFiles?: boolean; migrations?: (file: string) => boolean } = {}): Promise<TestStorage> {
  const files = inMemoryFiles && existsSync(MEMORY_FILES) ? mkdtempSync(join(MEMORY_FILES, 'worker-test-')) : null;
  const persist = files ? { d1Persist: join(files, 'd1'), r2Persist: join(files, 'r2') } : {};
  const mf = new Miniflare({ modules: true, script: RUNTIME_SCRIPT, compatibilityDate: '2026-04-20', d1Databases: ['DB'], r2Buckets: ['PHOTOS'], ...persist });
  const bucket = (await mf.getR2Bucket('PHOTOS')) as unknown as R2Bucket;
  const runtime = (await mf.ready).href;
  const inRuntime = (body: Record<string, unknown>) => postToRuntime(runtime, JSON.stringify(body));
  const db = runtimeDatabase(async (call) => {
    const answer = (await inRuntime({ op: 'd1', ...call })) as { result?: unknown; error?: string };
    if (answer.error !== undefined) throw new Error(answer.error);
    return answer.result;
  });
  // The migrations' statements in order, sent to the runtime as one batch (one call, not one per statement).
  const migrate = async (pick: (file: string) => boolean) => void (await db.batch(migrationStatements(pick).map((statement) => db.prepare(statement))));
  await migrate(migrations);

  const siteverify = await startSiteverifyDouble();
  const runtimeBucket = {
    list: async (options?: R2ListOptions) => (await inRuntime({ op: 'list', options })) as R2Objects,
    delete: async (keys: string | string[]) => void (await inRuntime({ op: 'delete', keys })),
    get: (key: string) => bucket.get(key),
    head: (key: string) => bucket.head(key),
    put: (...args: Parameters<R2Bucket['put']>) => bucket.put(...args),
  } as unknown as R2Bucket;
  return {
    db,
    bucket,
    runtimeBucket,
    putMany: async (keys) => void (await inRuntime({ op: 'put-many', keys })),
    keys: async (prefix = 'leads/') => (await bucket.list({ prefix })).objects.map((object) => object.key),
    count: async (table) => (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0,
    siteverify,
    migrate,
    reset: async () => {
      siteverify.state.calls.length = 0;
      siteverify.state.spent.clear();
      await db.batch(TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)));
      const { objects } = await bucket.list();
      if (objects.length) await bucket.delete(objects.map((object) => object.key));
    },
    dispose: async () => {
      await siteverify.close();
      await mf.dispose();
      if (files) rmSync(files, { recursive: true, force: true });
    },
  };
}

/** Test-only: one test storage for the whole test file, opened before its tests, emptied before each and closed after; read it through the getter. */
export function storageForFile(): () => TestStorage {
  let storage: TestStorage | undefined;
  beforeAll(async () => {
    storage = await openTestStorage();
  });
  beforeEach(async () => {
    await storage?.reset();
  });
  afterAll(async () => {
    await storage?.dispose();
  });
  return () => {
    if (!storage) throw new Error('The test storage is opened before the tests');
    return storage;
  };
}

/** Test-only: the first bytes of a JPEG and of a PNG, and a few more: photos as their bytes make them. */
export const TEST_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
export const TEST_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 4, 5]);

/** Test-only: a lead as the receiver hands it to the store (Pat's free survey from a Hull landing page, a JPEG of the boiler and a PNG, no jobs), `overrides` over it. */
export function newLead(id: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    id,
    type: 'lead',
    source: 'book-free-survey',
    lead: { name: 'Pat', source: 'book-free-survey' },
    campaign: { landingPage: '/boiler-repair-in-hull/', utmSource: 'facebook' },
    photos: [
      { data: new Blob([TEST_JPEG]), type: 'jpeg', kind: 'boiler' },
      { data: new Blob([TEST_PNG]), type: 'png', kind: null },
    ],
    jobs: [],
    origin: 'https://site.example',
    ...overrides,
  };
}

/** Test-only: the real bucket, with `beforePut` run before each put and `afterPut` after it (the nth, from 1). */
export function bucketAround(bucket: R2Bucket, hooks: { beforePut?: (n: number) => Promise<void>; afterPut?: (n: number) => Promise<void> }): R2Bucket {
  let puts = 0;
  return {
    put: async (...args: Parameters<R2Bucket['put']>) => {
      puts += 1;
      const n = puts;
      await hooks.beforePut?.(n);
      const put = await bucket.put(...args);
      await hooks.afterPut?.(n);
      return put;
    },
    delete: (keys: string | string[]) => bucket.delete(keys),
    list: (options?: R2ListOptions) => bucket.list(options),
    get: (key: string) => bucket.get(key),
  } as unknown as R2Bucket;
}

/** Test-only: an object that stands for what `of` gives once the tests run (the file's storage is opened before them), each method bound to it. */
function standIn<T extends object>(of: () => T): T {
  return new Proxy({} as T, {
    get(_, name) {
      const target = of();
      const value: unknown = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Test-only: storageForFile, as the values a test file names once: its database and bucket, the keys in the bucket, a table's count. */
export function storageValuesForFile() {
  const storage = storageForFile();
  return { db: standIn(() => storage().db), bucket: standIn(() => storage().bucket), keys: (prefix?: string) => storage().keys(prefix), count: (table: string) => storage().count(table) };
}

/** Test-only: a queue that hands each batch sent to it to `take` (which may refuse it by throwing). */
export const fakeQueue = (take: (messages: JobMessage[]) => void | Promise<void>): Queue<JobMessage> =>
  ({ sendBatch: async (messages: { body: JobMessage }[]) => take(messages.map((message) => message.body)) }) as unknown as Queue<JobMessage>;

/** Test-only: an email binding that hands each message to `take` (which may fail it by throwing). */
export const fakeEmail = (take: (message: { from: string; to: string; raw: string }) => void): SendEmail =>
  ({ send: async (message: unknown) => take(message as { from: string; to: string; raw: string }) }) as unknown as SendEmail;

/** Test-only: the message the email binding is given, as the tests read it (the runtime's EmailMessage holds the same three). */
export const fakeEmailMessage = (from: string, to: string, raw: string) => ({ from, to, raw }) as unknown as EmailMessage;

/** Test-only: a Worker environment over the test storage, with no static files, a queue that drops what it is given, and `overrides`. */
export function testEnv(storage: TestStorage, overrides: Partial<WorkerEnv> = {}): WorkerEnv {
  return {
    DB: storage.db,
    PHOTOS: storage.bucket,
    ASSETS: { fetch: async () => new Response(null) } as unknown as Fetcher,
    LEAD_JOBS: fakeQueue(() => undefined),
    LEAD_NOTIFY_TO: '',
    LEAD_NOTIFY_FROM: '',
    // Human checks verified by the local Siteverify with Cloudflare's passing test secret.
    TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.passes,
    TURNSTILE_SITEVERIFY_URL: storage.siteverify.url,
    ...overrides,
  };
}

/** Test-only: what a person's form adds to a lead (./test-bodies.ts, shared with the browser tests). */
export { PERSON };

/** Test-only: a request's context; what is handed to `waitUntil` goes into `kept`. */
export const fakeContext = (kept: Promise<unknown>[] = []) => ({ waitUntil: (promise: Promise<unknown>) => void kept.push(promise), passThroughOnException: () => undefined }) as unknown as ExecutionContext;

/**
 * Test-only: an RSA key pair as a Cloudflare Access team has one: the private half to sign tokens
 * with (hono/jwt `sign`), the public half as the team's JWKS publishes it, both under `kid`.
 */
export function testAccessKey(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    signing: { ...privateKey.export({ format: 'jwk' }), kty: 'RSA', kid, alg: 'RS256' as const },
    published: { ...publicKey.export({ format: 'jwk' }), kty: 'RSA', kid, alg: 'RS256', use: 'sig' },
  };
}

/** What a counted D1 database and R2 bucket were asked: every statement (each in a batch too), and every R2 call. */
export interface CallCounts {
  /** D1 statements run: each run(), all(), first() or raw(), and each statement of a batch. */
  queries: number;
  /** Rows D1 reports written by them (its indexes included). */
  rowsWritten: number;
  /** R2 calls: each list, get, head, put and delete. */
  r2Calls: number;
}

/**
 * Test-only: the bindings wrapped so every D1 statement and R2 call is counted, as the platform's
 * per-invocation limits count them. `counts` is reset by `reset()`.
 */
export function countedBindings(db: D1Database, bucket: R2Bucket): { db: D1Database; bucket: R2Bucket; counts: CallCounts; reset(): void } {
  const counts: CallCounts = { queries: 0, rowsWritten: 0, r2Calls: 0 };
  const inner = new WeakMap<object, D1PreparedStatement>();
  const written = (result: unknown) => {
    counts.rowsWritten += (result as { meta?: { rows_written?: number } } | null)?.meta?.rows_written ?? 0;
  };
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const counted = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      run: async () => {
        counts.queries += 1;
        const result = await statement.run();
        written(result);
        return result;
      },
      all: async () => {
        counts.queries += 1;
        const result = await statement.all();
        written(result);
        return result;
      },
      first: async (column?: string) => {
        counts.queries += 1;
        return column === undefined ? statement.first() : statement.first(column);
      },
      raw: async (options?: { columnNames?: boolean }) => {
        counts.queries += 1;
        return statement.raw(options as { columnNames: true });
      },
    } as unknown as D1PreparedStatement;
    inner.set(counted, statement);
    return counted;
  };
  const countedDb = {
    prepare: (sql: string) => wrap(db.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => {
      counts.queries += statements.length;
      const results = await db.batch(statements.map((statement) => inner.get(statement) ?? statement));
      results.forEach(written);
      return results;
    },
    exec: async (sql: string) => {
      counts.queries += 1;
      return db.exec(sql);
    },
  } as unknown as D1Database;
  const call =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    (...args: A) => {
      counts.r2Calls += 1;
      return method(...args);
    };
  const countedBucket = {
    list: call((options?: R2ListOptions) => bucket.list(options)),
    get: call((key: string) => bucket.get(key)),
    head: call((key: string) => bucket.head(key)),
    put: call((...args: Parameters<R2Bucket['put']>) => bucket.put(...args)),
    delete: call((keys: string | string[]) => bucket.delete(keys)),
  } as unknown as R2Bucket;
  return {
    db: countedDb,
    bucket: countedBucket,
    counts,
    reset: () => Object.assign(counts, { queries: 0, rowsWritten: 0, r2Calls: 0 }),
  };
}

/** What a lead made in bulk is like: its number (from 1) to its fields, as SQL expressions over `n`. */
export interface BulkLeads {
  count: number;
  /** Its id (default: a UUID-shaped id from n). */
  id?: string;
  /** When it arrived, as an ISO string. */
  receivedAt: string;
  /** Its photos column (default: none). */
  photos?: string;
  /** Its email and phone (default: one of its own each). */
  email?: string;
  phone?: string;
}

/** Test-only: the id bulkLeads gives lead `n`, as SQL over `n`, and for JavaScript. */
export const BULK_ID_SQL = "printf('%08x-0000-4000-8000-%012x', n, n)";
export const bulkId = (n: number) => `${n.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * Test-only: inserts `count` leads straight into D1 in one statement (a recursive CTE), as a
 * database that has kept a business's leads for years would hold them: each a repair booking,
 * its fields given as SQL over its number `n`.
 */
export async function insertBulkLeads(db: D1Database, leads: BulkLeads): Promise<void> {
  const id = leads.id ?? BULK_ID_SQL;
  await db
    .prepare(
      `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ?)
       INSERT INTO leads (id, received_at, type, source, what, lead, photos, contact_name, contact_email, contact_phone, contact_postcode, status, note)
       SELECT ${id}, ${leads.receivedAt}, 'lead', 'book-a-repair', 'Repair visit booked',
              json_object('name', 'Visitor ' || n, 'email', ${leads.email ?? "'visitor' || n || '@example.co.uk'"}, 'phone', ${leads.phone ?? "'+447700' || printf('%06d', n % 1000000)"}, 'message', 'Boiler shows F28', 'source', 'book-a-repair'),
              ${leads.photos ?? "'[]'"}, 'Visitor ' || n, ${leads.email ?? "'visitor' || n || '@example.co.uk'"}, ${leads.phone ?? "'+447700' || printf('%06d', n % 1000000)"}, 'HU1 1AA', 'new', ''
       FROM seq`,
    )
    .bind(leads.count)
    .run();
}

/** Header values with RFC 2047 encoded-words decoded (each word must be whole UTF-8 characters on its own). */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_match, text: string) => new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(Buffer.from(text, 'base64')));
}

/** One part of a multipart body: its header lines (unfolded), its body as sent, decoded from base64 (UTF-8), and its own parts when it is multipart. */
export interface MimePart {
  headers: string[];
  encoded: string;
  body: string;
  parts: MimePart[];
}

/** The parts between a boundary's lines. */
function partsOf(body: string, boundary: string): { parts: MimePart[]; preamble: string | undefined; epilogue: string | undefined } {
  const chunks = body.split(`--${boundary}`);
  const parts = chunks.slice(1, -1).map((chunk): MimePart => {
    const end = chunk.indexOf('\r\n\r\n');
    const headers = chunk.slice(2, end).replace(/\r\n(?=[ \t])/g, '').split('\r\n');
    const encoded = chunk.slice(end + 4);
    const inner = headers.map((line) => /^Content-Type: multipart\/[a-z]+; *boundary="([^"]+)"$/i.exec(line)?.[1]).find(Boolean);
    return inner
      ? { headers, encoded, body: encoded, parts: partsOf(encoded, inner).parts }
      : { headers, encoded, body: Buffer.from(encoded.replace(/\r\n/g, ''), 'base64').toString('utf8'), parts: [] };
  });
  return { parts, preamble: chunks[0], epilogue: chunks.at(-1) };
}

/**
 * Test-only: an email as the Worker writes it (worker/delivery/mime.ts), read back: headers
 * unfolded and decoded, and each part's body decoded from base64; a multipart/mixed message's
 * alternative holds its own parts.
 */
export function readMime(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 2));
  }
  const boundary = /^multipart\/(?:alternative|mixed); boundary="([^"]+)"$/.exec(headers['content-type'] ?? '')?.[1] ?? '';
  return { headers, boundary, ...partsOf(raw.slice(split + 4), boundary) };
}

/** Test-only: the calendar invitation an email carries: the text/calendar part of its alternative (with its method) and the invite.ics attached; null when it has none. */
export function mimeCalendar(raw: string): { method: string | null; inline: string; attached: string | null } | null {
  const email = readMime(raw);
  const alternative = email.parts.find((part) => part.parts.length) ?? null;
  const inline = (alternative?.parts ?? []).find((part) => part.headers[0]?.startsWith('Content-Type: text/calendar'));
  if (!inline) return null;
  const attached = email.parts.find((part) => part.headers.some((line) => line.startsWith('Content-Disposition: attachment;') && line.includes('filename="invite.ics"')));
  return { method: /method=([A-Z]+)/.exec(inline.headers[0] ?? '')?.[1] ?? null, inline: inline.body, attached: attached?.body ?? null };
}

/** Test-only: the id of the stored leads storedLead makes, and when they arrived (a Wednesday morning, UK time). */
export const TEST_LEAD_ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
export const TEST_RECEIVED_AT = '2026-11-25T09:14:03.000Z';

/** Test-only: the typical answers' quote as the results issued it on 23 November 2026. */
export function typicalQuote(option: QuoteOption = 'standard'): QuoteLead {
  const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, option);
  if (!quote) throw new Error('the typical answers make no quote');
  return quote;
}

/** Test-only: a lead as the store reads it back, from `source` with `fields` (read as the store reads them): nothing delivered, no page, no price, new; `extra` over it (its words those of a held survey when `extra` holds a booking). */
export function storedLead(source: string, fields: Record<string, unknown>, extra: Partial<StoredLead> = {}): StoredLead {
  const off = { status: 'off', attempts: 0, detail: null, at: null } as const;
  const lead = leadFieldsOf(source, fields);
  return { id: TEST_LEAD_ID, receivedAt: TEST_RECEIVED_AT, type: source === 'callback' ? 'callback' : 'lead', source, what: whatOf(source, Boolean(extra.booking)), contact: contactOf(lead), lead, campaign: null, photos: [], quoteCheck: null, email: off, forward: off, visitor: off, requestHash: null, price: null, booking: null, humanCheck: 'passed', slotNotHeld: null, status: 'new', lostReason: null, note: '', job: null, ...extra };
}

/** Test-only: a survey held in `diary` on `date` in `window` (its instants as the slot rules make them), booked when the lead arrived, never changed; `extra` over it. */
export function storedBooking(date: string, window: SlotWindow, diary: Diary = 'grimsby', extra: Partial<StoredBooking> = {}): StoredBooking {
  const [from, to] = WINDOW_HOURS[window];
  return {
    diary,
    date,
    window,
    start: ukInstant(date, from).toISOString(),
    end: ukInstant(date, to).toISOString(),
    addressLine: diary === 'video' ? null : '12 Victoria Street',
    bookedAt: TEST_RECEIVED_AT,
    sequence: 0,
    changedAt: null,
    changedBy: null,
    cancelledAt: null,
    ...extra,
  };
}

/**
 * Test-only: a free home survey booked from the form by Pat Jones in Grimsby (DN31 1AB), with a
 * person's spam-guard readings and a human check that passes: into `slot`, or without one (a
 * preferred date left open); `extra` over it.
 */
export const surveyBody = (slot: { date: string; window: string } | undefined, extra: Record<string, unknown> = {}) =>
  surveyBookingBody({ name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', addressLine: '12 Cleethorpe Road' }, slot, extra);

/** Test-only: a Rate Limiting binding that allows `limit` calls, as the binding does within one window; `tries()` says how many it was asked. */
export function countingLimiter(limit: number): RateLimit & { tries: () => number } {
  let tries = 0;
  return { limit: async () => ({ success: (tries += 1) <= limit }), tries: () => tries } as RateLimit & { tries: () => number };
}

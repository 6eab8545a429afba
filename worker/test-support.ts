/**
 * The receiver's tests run on real D1 and R2: Miniflare (the local runtime wrangler runs), in
 * memory, with the real migrations applied in order; one runtime per test file (starting one takes
 * half a second), emptied before each test, and stand-ins for the bindings a test does not
 * exercise. Test-only: every export is for tests.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import type { JobMessage, WorkerEnv } from './env';

const MIGRATIONS = join(__dirname, '..', 'migrations');

export interface TestStorage {
  db: D1Database;
  bucket: R2Bucket;
  /** Every key under a prefix. */
  keys(prefix?: string): Promise<string[]>;
  /** How many rows a table has. */
  count(table: string): Promise<number>;
  /** Empties every table and the bucket, as a fresh database would be. */
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

/** The tables the migrations make, emptied between tests. */
const TABLES = ['leads', 'lead_claims', 'lead_jobs', 'lead_events', 'staff_sessions', 'site_usage'];

/** A fresh database with every migration applied, and an empty bucket. */
export async function openTestStorage(): Promise<TestStorage> {
  const mf = new Miniflare({ modules: true, script: 'export default { fetch() { return new Response(null) } }', compatibilityDate: '2026-04-20', d1Databases: ['DB'], r2Buckets: ['PHOTOS'] });
  const db = (await mf.getD1Database('DB')) as unknown as D1Database;
  const bucket = (await mf.getR2Bucket('PHOTOS')) as unknown as R2Bucket;
  for (const file of readdirSync(MIGRATIONS).sort()) {
    const statements = readFileSync(join(MIGRATIONS, file), 'utf8')
      .replace(/--.*$/gm, '')
      .split(';')
      .map((statement) => statement.trim())
      .filter(Boolean);
    for (const statement of statements) await db.prepare(statement).run();
  }
  return {
    db,
    bucket,
    keys: async (prefix = 'leads/') => (await bucket.list({ prefix })).objects.map((object) => object.key),
    count: async (table) => (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0,
    reset: async () => {
      await db.batch(TABLES.map((table) => db.prepare(`DELETE FROM ${table}`)));
      const { objects } = await bucket.list();
      if (objects.length) await bucket.delete(objects.map((object) => object.key));
    },
    dispose: () => mf.dispose(),
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
    ...overrides,
  };
}

/** Test-only: a request's context; what is handed to `waitUntil` goes into `kept`. */
export const fakeContext = (kept: Promise<unknown>[] = []) => ({ waitUntil: (promise: Promise<unknown>) => void kept.push(promise), passThroughOnException: () => undefined }) as unknown as ExecutionContext;

/** Header values with RFC 2047 encoded-words decoded (each word must be whole UTF-8 characters on its own). */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_match, text: string) => new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(Buffer.from(text, 'base64')));
}

/** Test-only: an email as the Worker writes it (worker/delivery/mime.ts), read back: headers unfolded and decoded, and each part's body decoded from base64. */
export function readMime(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw.slice(0, split).replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 2));
  }
  const boundary = /^multipart\/alternative; boundary="([^"]+)"$/.exec(headers['content-type'] ?? '')?.[1] ?? '';
  const body = raw.slice(split + 4);
  const chunks = body.split(`--${boundary}`);
  const parts = chunks.slice(1, -1).map((chunk) => {
    const end = chunk.indexOf('\r\n\r\n');
    return { headers: chunk.slice(2, end).split('\r\n'), encoded: chunk.slice(end + 4), body: Buffer.from(chunk.slice(end + 4).replace(/\r\n/g, ''), 'base64').toString('utf8') };
  });
  return { headers, boundary, parts, preamble: chunks[0], epilogue: chunks.at(-1) };
}

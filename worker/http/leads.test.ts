/**
 * What the browser tests cannot see of the lead endpoint, on real D1 and R2 (Miniflare, in
 * memory): the storing is handed to `waitUntil` before the answer is awaited (Cloudflare cancels a
 * request's work when the visitor's connection drops; wrangler's local proxy never does, so over
 * HTTP it cannot be seen), the jobs are queued only once the lead is stored, a queue that refuses
 * loses nothing (the jobs wait in D1 for the sweep), and what counts against the daily ceilings
 * (e2e/lead-abuse.spec.ts shows the ceiling over HTTP).
 */
import { PERSON, fakeContext, fakeEmail, fakeEmailMessage, fakeQueue, openTestStorage, testEnv, type TestStorage } from '../test-support';
import { sweep } from '../cron/housekeeping';
import { createJobRunner } from '../delivery/jobs';
import { storeFor } from '../store/leads';
import type { JobMessage, WorkerEnv } from '../env';
import { ceilingNotice } from '../delivery/notices';
import { CEILING_MESSAGES, secondsToDayEnd, usageDay } from '../limits';
import { app } from '../app';

let storage: TestStorage;

beforeAll(async () => {
  storage = await openTestStorage();
});

beforeEach(async () => {
  await storage.reset();
});

afterAll(async () => {
  await storage.dispose();
});

const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
/** A callback as the dialog sends it, from `ip`. */
const callback = (body: Record<string, unknown> = {}, ip = '203.0.113.9') =>
  new Request('https://site.example/api/leads/callback', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify({ firstName: 'Ada', phoneNumber: '+447700900123', leadId: ID, ...PERSON, ...body }),
  });

/** A request through the Worker's router, its intake and all. */
const post = (request: Request, site: WorkerEnv, ctx = fakeContext()) => Promise.resolve(app.fetch(request, site, ctx));

function env(queue: WorkerEnv['LEAD_JOBS'], settings: Partial<WorkerEnv> = {}): WorkerEnv {
  return testEnv(storage, { LEAD_JOBS: queue, EMAIL: fakeEmail(() => undefined), LEAD_NOTIFY_TO: 'office@example.co.uk', LEAD_NOTIFY_FROM: 'website@example.co.uk', ...settings });
}

/** A queue that keeps what it is sent (every job is queued in batches: worker/delivery/enqueue.ts). */
function keepingQueue(): { queue: WorkerEnv['LEAD_JOBS']; queued: JobMessage[] } {
  const queued: JobMessage[] = [];
  return { queue: fakeQueue((messages) => void queued.push(...messages)), queued };
}

/** The day's counts of new leads and photo bytes (the verified pools). */
const usageRow = async () =>
  storage.db
    .prepare("SELECT COALESCE(SUM(CASE WHEN pool = 'leads' THEN amount END), 0) AS leads, COALESCE(SUM(CASE WHEN pool = 'photo-bytes' THEN amount END), 0) AS photo_bytes FROM usage_counts")
    .first<{ leads: number; photo_bytes: number }>();

describe('a lead posted', () => {
  it('hands the storing to waitUntil before waiting on it, and queues the email once the row is in', async () => {
    const queued: JobMessage[] = [];
    let rowsWhenQueued = -1;
    const kept: Promise<unknown>[] = [];
    const queue = fakeQueue(async (messages) => {
      rowsWhenQueued = await storage.count('leads');
      queued.push(...messages);
    });
    const answer = post(callback(), env(queue), fakeContext(kept));
    // The lead is stored even if nobody waits for the answer: the runtime keeps what waitUntil was given.
    await Promise.all(kept.length ? kept : [answer]);
    expect(kept).toHaveLength(1);
    expect(await storage.count('leads')).toBe(1);
    expect((await answer).status).toBe(201);
    expect(queued).toEqual([{ leadId: ID, kind: 'email' }]);
    expect(rowsWhenQueued).toBe(1);
  });

  it('answers 201 when the queue refuses: the job is in D1, and the sweep queues it', async () => {
    const queue = fakeQueue(() => Promise.reject(new Error('queue unavailable')));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await post(callback(), env(queue), fakeContext());
    expect(answer.status).toBe(201);
    expect(await storage.count('lead_jobs')).toBe(1);
    expect(errors).toHaveBeenCalledWith(`Could not queue lead ${ID}'s jobs (the sweep will)`, expect.any(Error));
    errors.mockRestore();
    const swept = keepingQueue();
    const site = env(swept.queue);
    expect(await sweep(createJobRunner({ db: site.DB, store: storeFor(site), env: site, emailMessage: fakeEmailMessage }), swept.queue)).toBe(1);
    expect(swept.queued).toEqual([{ leadId: ID, kind: 'email' }]);
  });
});

describe('a bot\'s lead', () => {
  it('without the spam guard\'s readings, or failing them: answered 201 with its id, and nothing stored, counted or queued', async () => {
    const { queue, queued } = keepingQueue();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const guard of [undefined, { website: 'http://spam.example', fillMs: 60_000 }, { website: '', fillMs: 10 }]) {
      const answer = await post(callback({ guard }), env(queue), fakeContext());
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ id: ID, receivedAt: expect.stringMatching(/Z$/), confirmation: false, verified: false });
    }
    expect([await storage.count('leads'), await storage.count('lead_jobs'), await storage.count('usage_counts')]).toEqual([0, 0, 0]);
    expect(queued).toEqual([]);
    jest.restoreAllMocks();
  });
});

describe('the daily ceilings', () => {
  const ids = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc', 'dddddddd'].map((head) => `${head}-2fa1-41d2-883f-0016d3cca427`);

  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('past LEADS_PER_DAY_LIMIT new leads: 503 with Retry-After to the end of the day (UTC), nothing stored, and the business told once', async () => {
    const { queue, queued } = keepingQueue();
    const site = env(queue, { LEADS_PER_DAY_LIMIT: '2' });
    // Each from its own network: one network may take only its share of the day (a twentieth, at least 1).
    for (const [n, id] of ids.slice(0, 2).entries()) expect((await post(callback({ leadId: id }, `198.51.${n}.9`), site, fakeContext())).status).toBe(201);
    // Neither a resend of a stored lead nor a bot counts, and a resend is still answered as stored, at the ceiling or not.
    expect((await post(callback({ leadId: ids[0] }), site, fakeContext())).status).toBe(201);
    expect((await post(callback({ leadId: ids[3], guard: undefined }), site, fakeContext())).status).toBe(201);
    expect(await usageRow()).toEqual({ leads: 2, photo_bytes: 0 });

    const before = new Date();
    const refused = await Promise.all([ids[2], ids[3]].map((id, n) => post(callback({ leadId: id }, `198.51.${n + 2}.9`), site, fakeContext())));
    const after = new Date();
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ error: CEILING_MESSAGES.leads });
      const wait = Number(answer.headers.get('retry-after'));
      expect(wait).toBeLessThanOrEqual(secondsToDayEnd(before));
      expect(wait).toBeGreaterThanOrEqual(secondsToDayEnd(after));
    }
    expect(await storage.count('leads')).toBe(2);
    expect(await usageRow()).toEqual({ leads: 2, photo_bytes: 0 });
    // One notice that day, however many posts are turned away; the leads' own jobs are untouched.
    expect(queued.filter((message) => message.kind === 'notice')).toEqual([ceilingNotice('leads', usageDay(after))]);
    const notice = await storage.db.prepare("SELECT status, payload FROM lead_jobs WHERE kind = 'notice'").first<{ status: string; payload: string }>();
    expect(notice?.status).toBe('pending');
    expect(JSON.parse(notice?.payload ?? '{}')).toEqual({ ceiling: 'leads', day: usageDay(after), limit: 2, at: expect.any(String) });
    expect(queued.filter((message) => message.kind === 'email').map((message) => message.leadId)).toEqual(ids.slice(0, 2));
  });

  it('past PHOTO_MB_PER_DAY_LIMIT: a body with photos whose declared length would pass it is refused unread (413: the browser sends the lead again without them)', async () => {
    const { queue, queued } = keepingQueue();
    const site = env(queue, { PHOTO_MB_PER_DAY_LIMIT: '1' });
    await storage.db.prepare("INSERT INTO usage_counts (day, pool, scope, amount) VALUES (?1, 'leads', '192.0.2.0/24', 3), (?1, 'photo-bytes', '192.0.2.0/24', 900000)").bind(usageDay(new Date())).run();
    let pulled = false;
    // Nothing is pulled from it until something reads the body.
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request('https://site.example/api/leads/lead', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '200000', 'CF-Connecting-IP': '203.0.113.9' }, body, duplex: 'half' } as RequestInit);
    const answer = await post(request, site, fakeContext());
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: CEILING_MESSAGES.photos });
    expect(pulled).toBe(false);
    expect(queued).toEqual([ceilingNotice('photos', usageDay(new Date()))]);
    // The lead itself, without its photos, is taken.
    expect((await post(new Request('https://site.example/api/leads/callback', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ firstName: 'Ada', phoneNumber: '+447700900123', ...PERSON }) }), site, fakeContext())).status).toBe(201);
    expect(await usageRow()).toEqual({ leads: 4, photo_bytes: 900000 });
  });

  it('a lead that cannot be stored is taken back from the day\'s count', async () => {
    const { queue } = keepingQueue();
    const site = env(queue, { LEADS_PER_DAY_LIMIT: '1' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // D1 refuses the lead's row (as a full database would).
    await storage.db.prepare('CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, \'disk full\'); END').run();
    try {
      expect((await post(callback({ leadId: ids[0] }), site, fakeContext())).status).toBe(500);
    } finally {
      await storage.db.prepare('DROP TRIGGER refuse_leads').run();
    }
    expect(await usageRow()).toEqual({ leads: 0, photo_bytes: 0 });
    expect((await post(callback({ leadId: ids[1] }), site, fakeContext())).status).toBe(201);
  });
});

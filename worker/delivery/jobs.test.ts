/**
 * The lead jobs on real D1 and R2 (Miniflare, in memory, the real migrations): each lead's email
 * goes once to every address, its forward once to the CRM, each retried with backoff until it
 * works or a day has passed. The clock is passed in; the CRM is a real HTTP receiver on
 * 127.0.0.1 that checks the signature as a CRM would; the email binding records what it is given
 * and fails when a test says so (the send_email binding itself runs in the browser tests).
 */
import { createUsageStore } from '../store/usage';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeEmail, fakeEmailMessage, fakeQueue, mimeCalendar, openTestStorage, readMime, testEnv, type TestStorage } from '../test-support';
import { createLeadStore, type LeadStore } from '../store/leads';
import { JOB_GIVE_UP_MS, JOB_LEASE_MS, JOB_RETRY_BASE_SECONDS, JOB_RETRY_MAX_SECONDS, createJobRunner, jobsFor, retryDelaySeconds, type JobRunner } from './jobs';
import { EMAIL_SEND_TIMEOUT_MS, addressList } from './send-mail';
import { FAILURES_NOTICE, createNotices } from './notices';
import { createJobStore, noticeMessage, renewJob } from '../store/jobs';
import type { JobMessage, WorkerEnv } from '../env';
import { business } from '@/content/business';
import { quoteLead } from '@/lib/shared/quote/lead';
import { TYPICAL_QUOTE } from '@/lib/shared/quote/typical';
import { leadFieldsOf } from '@/lib/shared/forms/stored-lead';
import { requestPageUrl } from '@/lib/shared/contracts/your-request';
import { contactOf } from '../lead/contact';
import { requestHash, requestSecret } from '../request-link';
import { eraseLeads } from './erase';

const SECRET = 'crm-shared-secret-0123456789abcdef';
const ID = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const START = Date.parse('2026-11-25T09:00:00.000Z');

let storage: TestStorage;
let store: LeadStore;
let clock: number;
let crm: Server;
let crmUrl: string;
/** How the CRM answers each forward, in turn (then 204). */
let crmAnswers: { status: number; headers?: Record<string, string> }[];
let forwards: { headers: IncomingHttpHeaders; body: string; verified: boolean }[];
/** What the email binding was given; it throws while `emailDown` is set. */
let sent: { from: string; to: string; raw: string }[];
let emailDown: string | null;

beforeAll(async () => {
  crm = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const timestamp = String(req.headers['x-ember-timestamp']);
      const verified = req.headers['x-ember-signature'] === `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
      forwards.push({ headers: req.headers, body, verified });
      const answer = crmAnswers.shift() ?? { status: 204 };
      res.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/crm`;
});

afterAll(async () => {
  crm.closeAllConnections();
  await new Promise((resolve) => crm.close(resolve));
});

beforeAll(async () => {
  storage = await openTestStorage();
});

beforeEach(async () => {
  await storage.reset();
  // Failures are logged for the business's logs; here they are what the tests make happen.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  clock = START;
  store = createLeadStore(storage.db, storage.bucket, { now: () => new Date(clock) });
  crmAnswers = [];
  forwards = [];
  sent = [];
  emailDown = null;
});

afterEach(() => jest.restoreAllMocks());

afterAll(async () => {
  await storage.dispose();
});

function env(overrides: Partial<WorkerEnv> = {}): WorkerEnv {
  return testEnv(storage, {
    EMAIL: fakeEmail((message) => {
      if (emailDown) throw new Error(emailDown);
      sent.push(message);
    }),
    LEAD_NOTIFY_TO: 'office@example.co.uk, van@example.co.uk',
    LEAD_NOTIFY_FROM: 'website@example.co.uk',
    LEAD_FORWARD_URL: crmUrl,
    LEAD_FORWARD_SECRET: SECRET,
    ...overrides,
  });
}

const runner = (settings: Partial<WorkerEnv> = {}, deps: Partial<Parameters<typeof createJobRunner>[0]> = {}) =>
  createJobRunner({ db: storage.db, store, env: env(settings), emailMessage: fakeEmailMessage, now: () => new Date(clock), ...deps });

/** Works a job's messages as the queue would, each after the delay the last asked for, until it asks for none. Returns the delays. */
async function untilSettled(jobs: JobRunner, message: JobMessage): Promise<number[]> {
  const delays: number[] = [];
  let outcome = await jobs.run(message);
  while (outcome) {
    delays.push(outcome.retryInSeconds);
    clock += outcome.retryInSeconds * 1000;
    outcome = await jobs.run(message);
  }
  return delays;
}

/** An email the binding was given, as its reader sees it: the subject, and the plain-text part. */
function readEmail(raw: string): { subject: string; text: string } {
  const mail = readMime(raw);
  return { subject: mail.headers.subject ?? '', text: mail.parts[0]?.body ?? '' };
}

/** A promise and the function that settles it. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

async function storeLead(jobs: ('email' | 'forward')[] = ['email', 'forward'], id = ID) {
  await store.store({
    id,
    type: 'lead',
    source: 'book-a-repair',
    lead: { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'HU1 1AA', preferredDate: '', timeWindow: 'any', message: 'F28', source: 'book-a-repair', timestamp: new Date(START).toISOString() },
    photos: [],
    jobs,
    origin: 'https://site.example',
  });
}

const job = async (kind: string, id = ID) => storage.db.prepare('SELECT * FROM lead_jobs WHERE lead_id = ? AND kind = ?').bind(id, kind).first<Record<string, unknown>>();

describe('the schedule', () => {
  it('waits the base after the first failure, doubling after each, never longer than the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n))).toEqual([30, 60, 120, 240].map((s) => (s * JOB_RETRY_BASE_SECONDS) / 30));
    expect(retryDelaySeconds(30)).toBe(JOB_RETRY_MAX_SECONDS);
    expect(retryDelaySeconds(3, 1)).toBe(4);
  });

  it('starts an email only with an address, a sender and the binding, a forward only with a URL', () => {
    expect(jobsFor(env())).toEqual(['email', 'forward']);
    expect(jobsFor(env({ LEAD_NOTIFY_TO: ' , ' }))).toEqual(['forward']);
    expect(jobsFor(env({ EMAIL: undefined, LEAD_FORWARD_URL: undefined }))).toEqual([]);
    expect(addressList(' a@x.co.uk,, b@x.co.uk ')).toEqual(['a@x.co.uk', 'b@x.co.uk']);
  });
});

describe('the email to the business', () => {
  it('goes once to each address, from the sender, as a whole MIME message; a second delivery of its message sends nothing', async () => {
    await storeLead(['email']);
    const jobs = runner();
    expect(await jobs.run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(sent.map((mail) => [mail.from, mail.to])).toEqual([
      ['website@example.co.uk', 'office@example.co.uk'],
      ['website@example.co.uk', 'van@example.co.uk'],
    ]);
    expect(sent[0]?.raw).toMatch(/^From: website@example\.co\.uk\r\n/m);
    expect(sent[0]?.raw).toMatch(/^To: office@example\.co\.uk\r\n/m);
    expect(sent[0]?.raw).toMatch(/^Reply-To: pat@example\.co\.uk\r\n/m);
    expect(sent[0]?.raw).toContain(`Message-ID: <lead-${ID}.1@example.co.uk>`);
    expect(await job('email')).toEqual(expect.objectContaining({ status: 'done', attempts: 1, sent_to: JSON.stringify(['office@example.co.uk', 'van@example.co.uk']) }));
    expect((await store.find(ID))?.email).toEqual({ status: 'done', attempts: 1, detail: null, at: new Date(clock).toISOString() });
    expect(await jobs.run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(sent).toHaveLength(2);
  });

  it('two deliveries of the same message at once send it once', async () => {
    await storeLead(['email']);
    const jobs = runner();
    await Promise.all([jobs.run({ leadId: ID, kind: 'email' }), jobs.run({ leadId: ID, kind: 'email' }), runner().run({ leadId: ID, kind: 'email' })]);
    expect(sent).toHaveLength(2);
  });

  it('when sending fails: the lead waits, the email is tried again with backoff, and goes only to the addresses it has not reached', async () => {
    await storeLead(['email']);
    const jobs = runner();
    let calls = 0;
    emailDown = null;
    const flaky = runner({
      EMAIL: fakeEmail((message) => {
        calls += 1;
        if (calls === 2) throw new Error('email to van@example.co.uk not allowed');
        sent.push(message);
      }),
    });
    expect(await flaky.run({ leadId: ID, kind: 'email' })).toEqual({ retryInSeconds: JOB_RETRY_BASE_SECONDS });
    expect(await job('email')).toEqual(expect.objectContaining({ status: 'pending', attempts: 1, detail: 'email to van@example.co.uk: email to van@example.co.uk not allowed', sent_to: '["office@example.co.uk"]' }));
    // Not due yet: a message arriving early does nothing.
    expect(await jobs.run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(sent.map((mail) => mail.to)).toEqual(['office@example.co.uk']);
    emailDown = 'Email Routing is unavailable';
    clock += JOB_RETRY_BASE_SECONDS * 1000;
    expect(await jobs.run({ leadId: ID, kind: 'email' })).toEqual({ retryInSeconds: 2 * JOB_RETRY_BASE_SECONDS });
    emailDown = null;
    clock += 2 * JOB_RETRY_BASE_SECONDS * 1000;
    expect(await jobs.run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(sent.map((mail) => mail.to)).toEqual(['office@example.co.uk', 'van@example.co.uk']);
    expect((await store.find(ID))?.email).toEqual(expect.objectContaining({ status: 'done', attempts: 3, detail: null }));
  });

  it('is marked failed once it has been tried for a day; the lead stays', async () => {
    await storeLead(['email']);
    emailDown = 'no route';
    const jobs = runner();
    let outcome = await jobs.run({ leadId: ID, kind: 'email' });
    while (outcome) {
      clock += outcome.retryInSeconds * 1000;
      outcome = await jobs.run({ leadId: ID, kind: 'email' });
    }
    expect(clock - START).toBeLessThanOrEqual(JOB_GIVE_UP_MS);
    expect(clock - START).toBeGreaterThan(JOB_GIVE_UP_MS - JOB_RETRY_MAX_SECONDS * 1000);
    expect((await store.find(ID))?.email).toEqual(expect.objectContaining({ status: 'failed', detail: 'email to office@example.co.uk: no route' }));
  });

  it('a lead erased before its email went is not emailed', async () => {
    await storeLead(['email']);
    await store.erase([ID], { by: 'staff', notify: null });
    expect(await runner().run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('the forward to the CRM', () => {
  it('posts lead.created, signed and keyed by the lead id; the CRM down three times gets it once when it is back', async () => {
    await storeLead(['forward']);
    crmAnswers = [{ status: 503 }, { status: 500 }, { status: 502 }];
    const jobs = runner();
    const delays: number[] = [];
    let outcome = await jobs.run({ leadId: ID, kind: 'forward' });
    while (outcome) {
      delays.push(outcome.retryInSeconds);
      clock += outcome.retryInSeconds * 1000;
      outcome = await jobs.run({ leadId: ID, kind: 'forward' });
    }
    expect(delays).toEqual([1, 2, 4].map((n) => n * JOB_RETRY_BASE_SECONDS));
    expect(forwards).toHaveLength(4);
    expect(forwards.every((forward) => forward.verified && forward.headers['idempotency-key'] === ID)).toBe(true);
    expect(JSON.parse(forwards[3]?.body ?? '{}')).toEqual(expect.objectContaining({ event: 'lead.created', id: ID, lead: expect.objectContaining({ name: 'Pat Jones' }) }));
    expect((await store.find(ID))?.forward).toEqual(expect.objectContaining({ status: 'done', attempts: 4, detail: null }));
  });

  it('waits as long as the CRM\'s Retry-After asks, within the cap', async () => {
    await storeLead(['forward']);
    crmAnswers = [{ status: 429, headers: { 'Retry-After': '300' } }, { status: 429, headers: { 'Retry-After': '86400' } }];
    const jobs = runner();
    expect(await jobs.run({ leadId: ID, kind: 'forward' })).toEqual({ retryInSeconds: 300 });
    clock += 300_000;
    expect(await jobs.run({ leadId: ID, kind: 'forward' })).toEqual({ retryInSeconds: JOB_RETRY_MAX_SECONDS });
  });

  it('tells the CRM a lead was erased, then keeps nothing of it', async () => {
    await storeLead(['forward']);
    await runner().run({ leadId: ID, kind: 'forward' });
    await store.erase([ID], { by: 'staff', notify: { origin: 'https://site.example' } });
    expect(await runner().run({ leadId: ID, kind: 'deleted' })).toBeNull();
    expect(JSON.parse(forwards[1]?.body ?? '{}')).toEqual({ event: 'lead.deleted', id: ID, deletedAt: new Date(START).toISOString() });
    expect(forwards[1]?.headers['idempotency-key']).toBe(`${ID}:deleted`);
    expect(forwards[1]?.verified).toBe(true);
    expect(await storage.count('lead_jobs')).toBe(0);
  });

  it('is not sent unsigned: without the secret it waits, and says why', async () => {
    await storeLead(['forward']);
    expect(await runner({ LEAD_FORWARD_SECRET: undefined }).run({ leadId: ID, kind: 'forward' })).toEqual({ retryInSeconds: JOB_RETRY_BASE_SECONDS });
    expect(forwards).toEqual([]);
    expect((await job('forward'))?.detail).toBe('LEAD_FORWARD_SECRET is not set: forwards are signed with it');
  });
});

describe('the sweep\'s list', () => {
  it('holds the jobs that are due and not held, and none that are done, waiting or leased', async () => {
    const ids = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc'].map((head) => `${head}-2fa1-41d2-883f-0016d3cca427`);
    for (const id of ids) await storeLead(['email', 'forward'], id);
    const jobs = runner();
    await jobs.run({ leadId: ids[0]!, kind: 'email' });
    crmAnswers = [{ status: 500 }];
    await jobs.run({ leadId: ids[0]!, kind: 'forward' });
    await storage.db.prepare('UPDATE lead_jobs SET lease_until = ? WHERE lead_id = ?').bind(new Date(clock + JOB_LEASE_MS).toISOString(), ids[1]!).run();
    expect((await jobs.due(10)).map((due) => `${due.leadId.slice(0, 1)} ${due.kind}`).sort()).toEqual(['c email', 'c forward']);
    clock += JOB_RETRY_BASE_SECONDS * 1000;
    expect((await jobs.due(10)).map((due) => `${due.leadId.slice(0, 1)} ${due.kind}`).sort()).toEqual(['a forward', 'c email', 'c forward']);
    clock += JOB_LEASE_MS;
    expect(await jobs.due(10)).toHaveLength(5);
  });
});

describe('a job that cannot be worked', () => {
  it('whose email cannot be built (its lead\'s stored email holds a line break) fails each attempt with backoff, gives up after a day, and is never tried again', async () => {
    await storeLead(['email']);
    await storage.db.prepare('UPDATE leads SET contact_email = ? WHERE id = ?').bind('pat@example.co.uk\r\nBcc: someone@example.net', ID).run();
    const jobs = runner();
    const delays = await untilSettled(jobs, { leadId: ID, kind: 'email' });
    expect(delays.slice(0, 3)).toEqual([1, 2, 4].map((n) => n * JOB_RETRY_BASE_SECONDS));
    expect(clock - START).toBeLessThanOrEqual(JOB_GIVE_UP_MS);
    expect(sent).toEqual([]);
    const row = await job('email');
    expect(row).toEqual(expect.objectContaining({ status: 'failed', attempts: delays.length + 1, detail: 'Reply-To must not contain a line break', lease_until: null }));
    // Failed is final: a message for it, or the sweep, a day later finds nothing to do.
    clock += JOB_GIVE_UP_MS;
    expect(await jobs.run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(await jobs.due(10)).toEqual([]);
    expect((await job('email'))?.attempts).toBe(row?.attempts);
  });

  it('whose lead cannot be read (D1 gives back a broken row) counts as a failed attempt, not an endless loop', async () => {
    await storeLead(['forward']);
    await storage.db.prepare("UPDATE leads SET lead = '{broken' WHERE id = ?").bind(ID).run();
    expect(await runner().run({ leadId: ID, kind: 'forward' })).toEqual({ retryInSeconds: JOB_RETRY_BASE_SECONDS });
    expect(await job('forward')).toEqual(expect.objectContaining({ status: 'pending', attempts: 1, detail: expect.stringMatching(/^SyntaxError: /) }));
    expect(forwards).toEqual([]);
  });

  it('whose deliveries all die mid-attempt (the Worker stopped) is tried no sooner than a failure would be, and gives up a day after it began', async () => {
    await storeLead(['email']);
    const jobs = runner();
    // A delivery takes the job and dies: its lease holds the job for the backoff, then the sweep finds it.
    await storage.db.prepare("UPDATE lead_jobs SET attempts = 1, lease_until = ? WHERE kind = 'email'").bind(new Date(clock + JOB_LEASE_MS).toISOString()).run();
    expect(await jobs.due(10)).toEqual([]);
    clock += JOB_LEASE_MS + 1000;
    expect(await jobs.due(10)).toEqual([{ leadId: ID, kind: 'email' }]);
    clock = START + JOB_GIVE_UP_MS;
    expect(await jobs.run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(await job('email')).toEqual(expect.objectContaining({ status: 'failed', detail: 'no attempt ended: the Worker stopped during each' }));
    expect(sent).toEqual([]);
  });
});

describe('the send\'s time limit', () => {
  it('an email send that never answers counts as a failed attempt after EMAIL_SEND_TIMEOUT_MS (on the test\'s clock: no real waiting)', async () => {
    await storeLead(['email']);
    const limits: number[] = [];
    const silent = fakeEmail(() => new Promise<never>(() => undefined) as never);
    const jobs = runner({ EMAIL: { send: (message: EmailMessage) => silent.send(message) } as unknown as SendEmail }, { wait: async (ms) => void limits.push(ms) });
    expect(await jobs.run({ leadId: ID, kind: 'email' })).toEqual({ retryInSeconds: JOB_RETRY_BASE_SECONDS });
    expect(limits).toEqual([EMAIL_SEND_TIMEOUT_MS]);
    expect(await job('email')).toEqual(expect.objectContaining({ status: 'pending', sent_to: '[]', detail: `email to office@example.co.uk: no answer within ${EMAIL_SEND_TIMEOUT_MS / 1000} s` }));
  });
});

describe('a lease taken over mid-send', () => {
  it('an email: the delivery that stalled records nothing, sends no more, and the record is not doubled', async () => {
    await storeLead(['email']);
    const stalled = deferred();
    const started = deferred();
    let slowSends = 0;
    const slow = runner({
      EMAIL: fakeEmail(async (message) => {
        slowSends += 1;
        started.resolve();
        await stalled.promise;
        sent.push(message);
      }) as SendEmail,
    });
    const first = slow.run({ leadId: ID, kind: 'email' });
    await started.promise;
    // Its lease runs out while it waits; another delivery takes the job over and finishes it.
    clock += JOB_LEASE_MS + 1000;
    expect(await runner().run({ leadId: ID, kind: 'email' })).toBeNull();
    stalled.resolve();
    expect(await first).toBeNull();
    expect(slowSends).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(['office@example.co.uk', 'van@example.co.uk', 'office@example.co.uk']);
    expect(await job('email')).toEqual(expect.objectContaining({ status: 'done', attempts: 2, sent_to: JSON.stringify(['office@example.co.uk', 'van@example.co.uk']), lease_until: null }));
  });

  it('a forward: the stalled delivery\'s failure does not overwrite the other\'s success', async () => {
    await storeLead(['forward']);
    const stalled = deferred<{ ok: boolean; status: number; headers: Headers }>();
    const started = deferred();
    const slow = runner({}, { fetchImpl: async () => (started.resolve(), stalled.promise) });
    const first = slow.run({ leadId: ID, kind: 'forward' });
    await started.promise;
    clock += JOB_LEASE_MS + 1000;
    expect(await runner().run({ leadId: ID, kind: 'forward' })).toBeNull();
    stalled.resolve({ ok: false, status: 500, headers: new Headers() });
    expect(await first).toBeNull();
    expect(await job('forward')).toEqual(expect.objectContaining({ status: 'done', detail: null, attempts: 2 }));
    expect(forwards).toHaveLength(1);
  });
});

describe('an erasure while its lead.created is on its way', () => {
  it('lead.deleted waits until that forward attempt has ended, then goes; the forward\'s row goes with the lead', async () => {
    await storeLead(['forward']);
    const release = deferred();
    const started = deferred();
    // The CRM receives lead.created only once the test lets it go.
    const slow = runner({}, { fetchImpl: async (url, init) => (started.resolve(), await release.promise, fetch(url, init)) });
    const inFlight = slow.run({ leadId: ID, kind: 'forward' });
    await started.promise;
    await store.erase([ID], { by: 'staff', notify: { origin: 'https://site.example' } });
    const jobs = runner();
    const waiting = await jobs.run({ leadId: ID, kind: 'deleted' });
    expect(waiting?.retryInSeconds).toBeGreaterThan(0);
    expect(waiting?.retryInSeconds).toBeLessThanOrEqual(JOB_LEASE_MS / 1000);
    expect(forwards).toEqual([]);
    release.resolve();
    expect(await inFlight).toBeNull();
    expect(await job('forward')).toBeNull();
    expect(await jobs.run({ leadId: ID, kind: 'deleted' })).toBeNull();
    expect(forwards.map((forward) => (JSON.parse(forward.body) as { event: string }).event)).toEqual(['lead.created', 'lead.deleted']);
    expect(await storage.count('lead_jobs')).toBe(0);
  });

  it('a forward not yet sent: erasure drops it, nothing is sent, and lead.deleted goes at once', async () => {
    await storeLead(['forward']);
    await store.erase([ID], { by: 'staff', notify: { origin: 'https://site.example' } });
    expect(await job('forward')).toBeNull();
    expect(await runner().run({ leadId: ID, kind: 'forward' })).toBeNull();
    expect(await runner().run({ leadId: ID, kind: 'deleted' })).toBeNull();
    expect(forwards.map((forward) => (JSON.parse(forward.body) as { event: string }).event)).toEqual(['lead.deleted']);
  });

  it('a forward whose delivery died as its lead was erased: lead.deleted waits out its lease; the forward, taken again, sends nothing and goes', async () => {
    await storeLead(['forward']);
    await storage.db.prepare("UPDATE lead_jobs SET attempts = 1, lease_until = ? WHERE kind = 'forward'").bind(new Date(clock + JOB_LEASE_MS).toISOString()).run();
    await store.erase([ID], { by: 'staff', notify: { origin: 'https://site.example' } });
    expect(await runner().run({ leadId: ID, kind: 'deleted' })).toEqual({ retryInSeconds: JOB_LEASE_MS / 1000 });
    clock += JOB_LEASE_MS + 1000;
    expect(await runner().run({ leadId: ID, kind: 'forward' })).toBeNull();
    expect(await job('forward')).toBeNull();
    expect(await runner().run({ leadId: ID, kind: 'deleted' })).toBeNull();
    expect(forwards.map((forward) => (JSON.parse(forward.body) as { event: string }).event)).toEqual(['lead.deleted']);
  });
});

describe('the daily failure email', () => {
  const ids = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc', 'dddddddd', 'eeeeeeee'].map((head) => `${head}-2fa1-41d2-883f-0016d3cca427`);
  const queued: JobMessage[] = [];
  const notices = () => {
    const queue = fakeQueue((messages) => void queued.push(...messages));
    return createNotices({ jobs: createJobStore(storage.db), queue, canEmail: jobsFor(env()).includes('email'), now: () => new Date(clock), held: (day) => createUsageStore(storage.db, { leads: 1000, photoBytes: 1e6 }).of(day, 'confirmations-held'), origin: 'https://site.example' });
  };

  beforeEach(() => {
    queued.length = 0;
  });

  it('lists exactly the jobs that stand failed (lead, what failed, attempts, last error, a link; an erasure by id), and goes once', async () => {
    for (const id of ids) await storeLead(['email', 'forward'], id);
    const refused = runner({ EMAIL: fakeEmail(() => Promise.reject(new Error('destination address not verified')) as never) as SendEmail, LEAD_FORWARD_URL: 'http://127.0.0.1:9/crm' });
    const working = runner();
    // a: its email failed for a day; b: its forward did; c: both went; d: its email is still being tried; e: erased, and the CRM never took lead.deleted.
    await untilSettled(refused, { leadId: ids[0]!, kind: 'email' });
    clock = START;
    await untilSettled(refused, { leadId: ids[1]!, kind: 'forward' });
    clock = START;
    for (const kind of ['email', 'forward'] as const) {
      await working.run({ leadId: ids[2]!, kind });
      await working.run({ leadId: ids[0]!, kind: 'forward' });
      await working.run({ leadId: ids[1]!, kind: 'email' });
    }
    await refused.run({ leadId: ids[3]!, kind: 'email' });
    await store.erase([ids[4]!], { by: 'staff', notify: { origin: 'https://site.example' } });
    await untilSettled(refused, { leadId: ids[4]!, kind: 'deleted' });
    sent = [];

    expect(await notices().daily()).toEqual({ failed: 3, held: 0 });
    expect(queued).toEqual([FAILURES_NOTICE]);
    expect(await working.run(FAILURES_NOTICE)).toBeNull();
    expect(sent.map((mail) => mail.to)).toEqual(['office@example.co.uk', 'van@example.co.uk']);
    const email = readEmail(sent[0]?.raw ?? '');
    expect(email.subject).toBe('3 deliveries from the website failed: retry in the lead inbox');
    const listed = [...email.text.matchAll(/^What failed: (.+)$/gm)].map((match) => match[1]);
    expect(listed.sort()).toEqual(['Passing it to the CRM (lead.created)', 'Telling the CRM it was erased (lead.deleted)', 'The email to the business'].sort());
    expect(email.text).toContain(`Repair visit booked: Pat Jones`);
    expect(email.text).toContain('Last error: email to office@example.co.uk: destination address not verified');
    expect(email.text).toContain(`https://site.example/leads/?lead=${ids[0]}`);
    expect(email.text).toContain(`https://site.example/leads/?lead=${ids[1]}`);
    expect(email.text).toContain(`Erased lead ${ids[4]}`);
    for (const id of [ids[2], ids[3]]) expect(email.text).not.toContain(id);
    // Sent: a second delivery of its message sends nothing more.
    expect(await working.run(FAILURES_NOTICE)).toBeNull();
    expect(sent).toHaveLength(2);
  });

  it('nothing failed: no email', async () => {
    await storeLead(['email']);
    await runner().run({ leadId: ID, kind: 'email' });
    sent = [];
    expect(await notices().daily()).toEqual({ failed: 0, held: 0 });
    expect(queued).toEqual([]);
    expect(await storage.count("lead_jobs WHERE kind = 'notice'")).toBe(0);
  });

  it('confirmations held back the day before by the per-recipient cap: counted in it, even when nothing failed, and said plainly', async () => {
    const yesterday = new Date(clock - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await createUsageStore(storage.db, { leads: 1000, photoBytes: 1e6 }).add(yesterday, 'confirmations-held', '*', 7);
    expect(await notices().daily()).toEqual({ failed: 0, held: 7 });
    expect(queued).toEqual([FAILURES_NOTICE]);
    sent = [];
    expect(await runner({ PUBLIC_ORIGIN: 'https://site.example' }).run(FAILURES_NOTICE)).toBeNull();
    const email = readEmail(sent[0]?.raw ?? '');
    expect(email.subject).toMatch(/^7 confirmation emails were not sent on \d+ \w+ \d{4}$/);
    expect(email.text).toContain('had already had 3 that day');
    expect(email.text).toContain('https://site.example/leads/');
  });

  it('with email down it is tried like a lead\'s email, and the next day\'s replaces it, so one goes when email works again', async () => {
    await storeLead(['email']);
    await untilSettled(runner({ EMAIL: fakeEmail(() => Promise.reject(new Error('no route')) as never) as SendEmail }), { leadId: ID, kind: 'email' });
    const day1 = clock;
    await notices().daily();
    emailDown = 'no route';
    expect(await runner().run(FAILURES_NOTICE)).toEqual({ retryInSeconds: JOB_RETRY_BASE_SECONDS });
    clock = day1 + 24 * 60 * 60 * 1000;
    await notices().daily();
    emailDown = null;
    expect(await runner().run(FAILURES_NOTICE)).toBeNull();
    expect(sent.map((mail) => readEmail(mail.raw).subject)).toEqual(Array(2).fill('1 delivery from the website failed: retry in the lead inbox'));
    expect(await storage.count("lead_jobs WHERE kind = 'notice'")).toBe(1);
  });
});

describe('a daily ceiling\'s notice', () => {
  it('is made once a day however many posts are turned away, and emailed like a lead, with what to do', async () => {
    const queued: JobMessage[] = [];
    const notices = createNotices({ jobs: createJobStore(storage.db), queue: fakeQueue((messages) => void queued.push(...messages)), canEmail: true, now: () => new Date(clock) });
    const payload = { ceiling: 'leads' as const, day: '2026-11-25', limit: 1000, at: new Date(clock).toISOString() };
    for (let i = 0; i < 3; i += 1) await notices.ceilingReached(payload, 'https://site.example');
    expect(queued).toEqual([{ leadId: '2026-11-25', kind: 'notice', notice: 'ceiling-leads' }]);
    expect(await runner().run(queued[0]!)).toBeNull();
    expect(sent.map((mail) => mail.to)).toEqual(['office@example.co.uk', 'van@example.co.uk']);
    const email = readEmail(sent[0]?.raw ?? '');
    expect(email.subject).toBe('The website reached its daily limit of 1,000 new leads');
    expect(email.text).toContain('Since 25 November 2026, 09:00 (UK time)');
    expect(email.text).toContain('Raise LEADS_PER_DAY_LIMIT');
    // Done, and kept, so the same day's later refusals make no second one.
    await notices.ceilingReached(payload, 'https://site.example');
    expect(queued).toHaveLength(1);
  });
});

describe("the visitor's own emails", () => {
  const LINK_KEY = 'request-link-key-0123456789abcdefghijklmnop';
  const quote = quoteLead(TYPICAL_QUOTE, { reference: 'EH-04HM-ASW9', issuedOn: '2026-11-23' }, 'standard');
  /** What the visitor binding was given (the business's binding records into `sent`). */
  let visitorSent: { from: string; to: string; raw: string }[];
  let visitorDown: string | null;

  beforeEach(() => {
    visitorSent = [];
    visitorDown = null;
  });

  const withVisitor = (overrides: Partial<WorkerEnv> = {}): Partial<WorkerEnv> => ({
    VISITOR_EMAIL: fakeEmail((message) => {
      if (visitorDown) throw new Error(visitorDown);
      visitorSent.push(message);
    }),
    REQUEST_LINK_KEY: LINK_KEY,
    ...overrides,
  });

  /** A survey booked from the typical quote, stored as the receiver stores it under `settings`: its jobs from jobsFor, its page's hash from the key. */
  async function storeSurvey(settings: Partial<WorkerEnv>, fields: Record<string, unknown> = {}) {
    const lead = leadFieldsOf('book-free-survey', { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', preferredDate: '2026-11-30', timeWindow: 'morning', message: '', quote, source: 'book-free-survey', timestamp: new Date(START).toISOString(), ...fields });
    const jobs = jobsFor(env(settings), contactOf(lead));
    await store.store({ id: ID, type: 'lead', source: 'book-free-survey', lead, photos: [], jobs, requestHash: await requestHash(await requestSecret(LINK_KEY, ID)), origin: 'https://site.example' });
    return jobs;
  }

  /** Staff confirm or change the price at `at`, as the inbox's price endpoint writes it, and the price email and the update are made due again. */
  async function setPrice(price: { state: 'confirmed' | 'changed'; pence: number; reason: string | null }, at: string) {
    clock = Date.parse(at);
    await storage.db.batch([
      storage.db.prepare('UPDATE leads SET price_state = ?, price_pence = ?, price_reason = ?, price_at = ?, price_by = ? WHERE id = ?').bind(price.state, price.pence, price.reason, at, 'pat@business.co.uk', ID),
      renewJob(storage.db, { leadId: ID, kind: 'price', at, origin: 'https://site.example' }),
      renewJob(storage.db, { leadId: ID, kind: 'updated', at, origin: 'https://site.example' }),
    ]);
  }

  it('starts a visitor email only for a lead with an address, with the binding and a sender', () => {
    const withAddress = { email: 'pat@example.co.uk' };
    expect(jobsFor(env(withVisitor()), withAddress)).toEqual(['email', 'forward', 'visitor']);
    expect(jobsFor(env(withVisitor()), { email: null })).toEqual(['email', 'forward']);
    expect(jobsFor(env(), withAddress)).toEqual(['email', 'forward']);
    expect(jobsFor(env(withVisitor({ LEAD_NOTIFY_FROM: '' })), withAddress)).toEqual(['forward']);
  });

  it('a lead with an email: one visitor job, and one email to the visitor through their binding, with the link to their page; delivered again, no second', async () => {
    expect(await storeSurvey(withVisitor())).toEqual(['email', 'forward', 'visitor']);
    expect((await storage.db.prepare("SELECT count(*) AS n FROM lead_jobs WHERE lead_id = ? AND kind = 'visitor'").bind(ID).first<{ n: number }>())?.n).toBe(1);
    expect((await store.find(ID))?.visitor).toEqual({ status: 'pending', attempts: 0, detail: null, at: null });
    const jobs = runner(withVisitor());
    expect(await jobs.run({ leadId: ID, kind: 'visitor' })).toBeNull();
    // The queue delivers it again, and twice at once: nothing more is sent.
    await Promise.all([jobs.run({ leadId: ID, kind: 'visitor' }), runner(withVisitor()).run({ leadId: ID, kind: 'visitor' })]);
    expect(visitorSent.map((mail) => [mail.from, mail.to])).toEqual([['website@example.co.uk', 'pat@example.co.uk']]);
    // Not through the business's binding.
    expect(sent).toEqual([]);
    const raw = visitorSent[0]?.raw ?? '';
    expect(raw).toMatch(new RegExp(`^Reply-To: ${business.email}\r\n`, 'm'));
    expect(readMime(raw).headers['message-id']).toBe(`<visitor-${ID}@example.co.uk>`);
    const mail = readEmail(raw);
    expect(mail.subject).toBe('Your free home survey request: EH-04HM-ASW9');
    expect(mail.text).toContain(requestPageUrl('https://site.example', ID, await requestSecret(LINK_KEY, ID)));
    expect((await store.find(ID))?.visitor).toEqual({ status: 'done', attempts: 1, detail: null, at: new Date(clock).toISOString() });
    // The business's own email goes as before.
    expect(await jobs.run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(sent.map((sentMail) => sentMail.to)).toEqual(['office@example.co.uk', 'van@example.co.uk']);
  });

  it('a survey booked into the diary: the visitor email carries its calendar invitation, shown as one and attached as invite.ics', async () => {
    await storeSurvey(withVisitor(), { preferredDate: '2026-12-02', slot: { date: '2026-12-02', window: 'morning' }, addressLine: '12 Victoria Street' });
    // The booking as the diary holds it (migrations/0009).
    await storage.db.prepare("INSERT INTO survey_bookings (lead_id, diary, date, time_window, address_line, booked_at) VALUES (?, 'grimsby', '2026-12-02', 'morning', '12 Victoria Street', ?)").bind(ID, new Date(START).toISOString()).run();
    expect(await runner(withVisitor()).run({ leadId: ID, kind: 'visitor' })).toBeNull();
    const raw = visitorSent[0]?.raw ?? '';
    expect(readMime(raw).headers['content-type']).toMatch(/^multipart\/mixed; boundary=/);
    const invitation = mimeCalendar(raw);
    expect(invitation?.method).toBe('REQUEST');
    expect(invitation?.attached).toBe(invitation?.inline);
    expect(invitation?.inline).toContain(`\r\nUID:survey-${ID}@site.example\r\n`);
    expect(invitation?.inline).toContain('\r\nDTSTART;TZID=Europe/London:20261202T080000\r\n');
    // The business's email carries none.
    expect(await runner(withVisitor()).run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(sent.map((mail) => mimeCalendar(mail.raw))).toEqual([null, null]);
  });

  it('without a key, or with a key changed since the lead was stored, the email carries no link and says to call', async () => {
    await storeSurvey(withVisitor());
    expect(await runner(withVisitor({ REQUEST_LINK_KEY: 'another-key-0123456789abcdefghijklmnopqrst' })).run({ leadId: ID, kind: 'visitor' })).toBeNull();
    const { text } = readEmail(visitorSent[0]?.raw ?? '');
    expect(text).not.toContain('/your-request/');
    expect(text).toContain('To change or cancel your request, call us on');
  });

  it('a lead without an email makes none', async () => {
    expect(await storeSurvey(withVisitor(), { email: '' })).toEqual(['email', 'forward']);
    expect(await job('visitor')).toBeNull();
    expect(await runner(withVisitor()).run({ leadId: ID, kind: 'visitor' })).toBeNull();
    expect(visitorSent).toEqual([]);
    expect((await store.find(ID))?.visitor.status).toBe('off');
  });

  it('without the binding no visitor job is made, nothing fails, and the business email still goes', async () => {
    expect(await storeSurvey({})).toEqual(['email', 'forward']);
    expect(await job('visitor')).toBeNull();
    expect(await runner().run({ leadId: ID, kind: 'email' })).toBeNull();
    expect(sent).toHaveLength(2);
    expect((await store.find(ID))?.visitor.status).toBe('off');
  });

  it('a binding removed after the job was made is a failed attempt that says why, tried again like any other', async () => {
    await storeSurvey(withVisitor());
    expect(await runner().run({ leadId: ID, kind: 'visitor' })).toEqual({ retryInSeconds: JOB_RETRY_BASE_SECONDS });
    expect((await job('visitor'))?.detail).toMatch(/^no VISITOR_EMAIL binding to send with/);
    clock += JOB_RETRY_BASE_SECONDS * 1000;
    expect(await runner(withVisitor()).run({ leadId: ID, kind: 'visitor' })).toBeNull();
    expect(visitorSent).toHaveLength(1);
  });

  it('the price job sends the visitor the price as it stands; a later change sends again, with its own message id', async () => {
    await storeSurvey(withVisitor());
    await setPrice({ state: 'confirmed', pence: quote?.offer.pricePence ?? 0, reason: null }, '2026-11-26T14:05:00.000Z');
    const jobs = runner(withVisitor());
    expect(await jobs.run({ leadId: ID, kind: 'price' })).toBeNull();
    expect(await jobs.run({ leadId: ID, kind: 'price' })).toBeNull();
    expect(visitorSent).toHaveLength(1);
    expect(readEmail(visitorSent[0]?.raw ?? '').subject).toMatch(/^Your fixed price is confirmed: £[\d,.]+, holds until 23 December 2026$/);
    expect(readMime(visitorSent[0]?.raw ?? '').headers['message-id']).toBe(`<price-${ID}-20261126140500000@example.co.uk>`);
    await setPrice({ state: 'changed', pence: 162_000, reason: 'No new pipework needed.' }, '2026-11-26T15:00:00.000Z');
    expect(await jobs.run({ leadId: ID, kind: 'price' })).toBeNull();
    const changed = readEmail(visitorSent[1]?.raw ?? '');
    expect(changed.subject).toBe('Your fixed price has changed to £1,620, holds until 23 December 2026');
    expect(changed.text).toContain('No new pipework needed.');
    expect(changed.text).toContain('This price holds until 23 December 2026.');
    expect(readMime(visitorSent[1]?.raw ?? '').headers['message-id']).toBe(`<price-${ID}-20261126150000000@example.co.uk>`);
    expect(await job('price')).toEqual(expect.objectContaining({ status: 'done', attempts: 1 }));
  });

  it('the updated job forwards lead.updated, signed and keyed by the lead, "price" and when it changed', async () => {
    await storeSurvey(withVisitor());
    await setPrice({ state: 'changed', pence: 162_000, reason: 'No new pipework needed.' }, '2026-11-26T15:00:00.000Z');
    expect(await runner().run({ leadId: ID, kind: 'updated' })).toBeNull();
    expect(forwards).toHaveLength(1);
    expect(forwards[0]?.verified).toBe(true);
    expect(forwards[0]?.headers['idempotency-key']).toBe(`${ID}:price:2026-11-26T15:00:00.000Z`);
    expect(JSON.parse(forwards[0]?.body ?? '{}')).toEqual({
      event: 'lead.updated',
      id: ID,
      updatedAt: '2026-11-26T15:00:00.000Z',
      price: { state: 'changed', pence: 162_000, reason: 'No new pipework needed.', at: '2026-11-26T15:00:00.000Z', by: 'pat@business.co.uk', holdsUntil: '2026-12-23' },
    });
    expect(await job('updated')).toEqual(expect.objectContaining({ status: 'done' }));
  });

  it('lead.deleted waits while a lead.updated is on its way', async () => {
    await storeSurvey(withVisitor());
    await setPrice({ state: 'confirmed', pence: 162_000, reason: null }, '2026-11-26T15:00:00.000Z');
    const release = deferred();
    const started = deferred();
    const slow = runner({}, { fetchImpl: async (url, init) => (started.resolve(), await release.promise, fetch(url, init)) });
    const inFlight = slow.run({ leadId: ID, kind: 'updated' });
    await started.promise;
    await store.erase([ID], { by: 'visitor', notify: { origin: 'https://site.example' } });
    expect((await runner().run({ leadId: ID, kind: 'deleted' }))?.retryInSeconds).toBeGreaterThan(0);
    release.resolve();
    expect(await inFlight).toBeNull();
    expect(await runner().run({ leadId: ID, kind: 'deleted' })).toBeNull();
    expect(forwards.map((forward) => (JSON.parse(forward.body) as { event: string }).event)).toEqual(['lead.updated', 'lead.deleted']);
  });

  it('a visitor who cancels: the same erasure, the CRM told, and a farewell that is sent once and then leaves nothing', async () => {
    await storeSurvey(withVisitor());
    const queued: JobMessage[] = [];
    const settings = withVisitor({ LEAD_JOBS: fakeQueue((messages) => void queued.push(...messages)) });
    const farewell = { to: 'pat@example.co.uk', what: 'Your free home survey request', reference: 'EH-04HM-ASW9', receivedAt: new Date(START).toISOString() };
    expect(await eraseLeads(env(settings), [ID], 'https://site.example', 'visitor', { farewell })).toEqual([ID]);
    expect(queued).toEqual([{ leadId: ID, kind: 'deleted' }, { leadId: ID, kind: 'farewell' }]);
    // The erasure's jobs are made on the Worker's own clock.
    clock = Date.now() + 1000;
    expect(await store.lookup(ID)).toBe('erased');
    expect(await runner(withVisitor()).run({ leadId: ID, kind: 'farewell' })).toBeNull();
    expect(await runner(withVisitor()).run({ leadId: ID, kind: 'farewell' })).toBeNull();
    expect(visitorSent.map((mail) => mail.to)).toEqual(['pat@example.co.uk']);
    expect(readEmail(visitorSent[0]?.raw ?? '').subject).toBe('Your request is cancelled and your details deleted');
    expect(readMime(visitorSent[0]?.raw ?? '').headers['message-id']).toBe(`<farewell-${ID}@example.co.uk>`);
    expect(await job('farewell')).toBeNull();
    expect(await runner().run({ leadId: ID, kind: 'deleted' })).toBeNull();
    // Nothing of the visitor is left: no row, no job holding their address.
    expect(await storage.count('lead_jobs')).toBe(0);
    expect(await storage.count('leads')).toBe(0);
  });

  it('a farewell that cannot be sent for a day is dropped, not kept failed with the address in it, and the business is emailed that it went unsent; without the binding none is made', async () => {
    await storeSurvey(withVisitor());
    const farewell = { to: 'pat@example.co.uk', what: 'Your free home survey request', reference: null, receivedAt: new Date(START).toISOString() };
    await eraseLeads(env(withVisitor()), [ID], 'https://site.example', 'visitor', { farewell });
    clock = Date.now() + 1000;
    visitorDown = 'sending domain not onboarded';
    const queued: JobMessage[] = [];
    const delays = await untilSettled(runner(withVisitor({ LEAD_JOBS: fakeQueue((messages) => void queued.push(...messages)) })), { leadId: ID, kind: 'farewell' });
    expect(delays.length).toBeGreaterThan(3);
    expect(await job('farewell')).toBeNull();
    expect(visitorSent).toEqual([]);
    // What the business is told instead: a notice that keeps what the visitor had asked for and why it failed, never their address.
    const notice = await job('notice', ID);
    expect(notice?.notice).toBe('farewell-lost');
    expect(queued).toEqual([noticeMessage('farewell-lost', ID)]);
    expect(notice?.status).toBe('pending');
    expect(String(notice?.payload)).not.toContain('pat@example.co.uk');
    expect(JSON.parse(String(notice?.payload))).toEqual({ leadId: ID, what: 'Your free home survey request', reference: null, receivedAt: farewell.receivedAt, detail: expect.stringContaining('sending domain not onboarded') });
    sent = [];
    expect(await runner(withVisitor()).run(noticeMessage('farewell-lost', ID))).toBeNull();
    expect(sent.map((message) => message.to)).toEqual(['office@example.co.uk', 'van@example.co.uk']);
    const mail = readMime(sent[0]?.raw ?? '');
    expect(mail.headers.subject).toBe('A visitor who cancelled their request could not be emailed that it is done');
    const text = mail.parts[0]?.body ?? '';
    expect(text).toContain('Your free home survey request');
    expect(text).not.toContain('pat@example.co.uk');

    await storage.reset();
    await storeSurvey({});
    await eraseLeads(env(), [ID], 'https://site.example', 'visitor', { farewell });
    expect(await job('farewell')).toBeNull();
  });
});

/**
 * The lead jobs on real D1 and R2 (Miniflare, in memory, the real migrations): each lead's email
 * goes once to every address, its forward once to the CRM, each retried with backoff until it
 * works or a day has passed. The clock is passed in; the CRM is a real HTTP receiver on
 * 127.0.0.1 that checks the signature as a CRM would; the email binding records what it is given
 * and fails when a test says so (the send_email binding itself runs in the browser tests).
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeEmail, fakeEmailMessage, openTestStorage, testEnv, type TestStorage } from '../test-support';
import { createLeadStore, type LeadStore } from '../store/leads';
import { JOB_GIVE_UP_MS, JOB_LEASE_MS, JOB_RETRY_BASE_SECONDS, JOB_RETRY_MAX_SECONDS, addressList, createJobRunner, jobsFor, retryDelaySeconds } from './jobs';
import type { WorkerEnv } from '../env';

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

const runner = (settings: Partial<WorkerEnv> = {}) => createJobRunner({ db: storage.db, store, env: env(settings), emailMessage: fakeEmailMessage, now: () => new Date(clock) });

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

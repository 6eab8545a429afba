/**
 * The inbox's endpoints on real D1 and R2 (Miniflare, in memory), called as the Worker calls them:
 * a session only with the right key and a signed cookie, every change only with the site's Origin
 * and the session's CSRF token, the list's filters and search, a status and a note kept with their
 * history, erasure, one person's data, and the campaign report. (Over HTTP in a browser:
 * e2e/lead-inbox.spec.ts.)
 */
import { CSRF_HEADER, type LeadDetail, type LeadList, type SessionInfo } from '@/lib/inbox';
import { addDays, ukCalendarDate } from '@/lib/dates';
import { fakeContext, fakeQueue, openTestStorage, testEnv, type TestStorage } from '../test-support';
import { app } from '../app';
import type { JobMessage, WorkerEnv } from '../env';
import { createLeadStore, type LeadStore } from '../store/leads';
import { INBOX_MESSAGES, hasSession } from './inbox';
import { SESSION_COOKIE } from './session';

const ORIGIN = 'https://site.example';
const TOKEN = 'business-key-0123456789abcdef0123456789';
const BASE = Date.now() - 10 * 60_000;
/** The UK day the leads arrived, and the day after. */
const DAY = ukCalendarDate(new Date(BASE + 3 * 60_000));
const NEXT_DAY = addDays(DAY, 1);
const [PAT, SAM, ADA] = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc'].map((head) => `${head}-2fa1-41d2-883f-0016d3cca427`) as [string, string, string];

let storage: TestStorage;
let store: LeadStore;
let queued: JobMessage[];
let tries: number;

beforeAll(async () => {
  storage = await openTestStorage();
});

afterAll(async () => {
  await storage.dispose();
});

/** A limiter that allows `limit` calls, as the binding does within one window. */
const limiter = (limit: number) => ({ limit: async () => ({ success: (tries += 1) <= limit }) }) as RateLimit;

function env(): WorkerEnv {
  return testEnv(storage, {
    LEAD_JOBS: fakeQueue((messages) => void queued.push(...messages)),
    LEADS_EXPORT_TOKEN: TOKEN,
    LEAD_FORWARD_URL: 'https://crm.example/hook',
    SIGN_IN_RATE_LIMIT: limiter(9),
  });
}

beforeEach(async () => {
  await storage.reset();
  queued = [];
  tries = 0;
  // A few minutes ago, so the campaign report's last 30 days hold them whenever this runs.
  let clock = BASE;
  store = createLeadStore(storage.db, storage.bucket, { now: () => new Date((clock += 60_000)) });
  const base = { type: 'lead' as const, photos: [], jobs: [], origin: ORIGIN };
  await store.store({ ...base, id: PAT, source: 'book-free-survey', lead: { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', source: 'book-free-survey' }, campaign: { landingPage: '/boiler-repair-in-hull/', utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'winter' } });
  await store.store({ ...base, id: SAM, source: 'book-a-repair', lead: { name: 'Sam Smith', phone: '+447700900999', email: 'sam@example.co.uk', postcode: 'HU1 1AA', source: 'book-a-repair' } });
  await store.store({ ...base, id: ADA, type: 'callback', source: 'callback', lead: { firstName: 'Ada', phoneNumber: '+447700900123' }, campaign: { landingPage: '/', utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'winter' } });
});

/** A request to the inbox as a browser on the site sends it. */
function call(method: string, path: string, options: { cookie?: string; csrf?: string; origin?: string | null; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.Cookie = `${SESSION_COOKIE}=${options.cookie}`;
  if (options.csrf) headers[CSRF_HEADER] = options.csrf;
  if (options.origin !== null) headers.Origin = options.origin ?? ORIGIN;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const request = new Request(`${ORIGIN}/api/leads/inbox/${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  return app.fetch(request, env(), fakeContext());
}

/** Signs in; returns the cookie's value and the CSRF token. */
async function signIn(): Promise<{ cookie: string; csrf: string }> {
  const response = await call('POST', 'session', { body: { key: TOKEN } });
  expect(response.status).toBe(200);
  const cookie = /leads_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { cookie, csrf: ((await response.json()) as SessionInfo).csrf };
}

describe('signing in', () => {
  it('takes the right key only, with a plain message for a wrong one, and sets a cookie no script or other site can use', async () => {
    const wrong = await call('POST', 'session', { body: { key: 'not-the-key' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: INBOX_MESSAGES.wrongKey });
    const right = await call('POST', 'session', { body: { key: TOKEN } });
    expect(right.status).toBe(200);
    const cookie = right.headers.get('set-cookie') ?? '';
    for (const part of ['HttpOnly', 'SameSite=Strict', 'Secure', 'Path=/', 'Max-Age=43200']) expect(cookie).toContain(part);
    expect(right.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the tenth try in a minute from one address with 429, right key or not', async () => {
    for (let i = 0; i < 9; i += 1) expect((await call('POST', 'session', { body: { key: 'wrong' } })).status).toBe(401);
    const tenth = await call('POST', 'session', { body: { key: TOKEN } });
    expect(tenth.status).toBe(429);
    expect(tenth.headers.get('retry-after')).toBe('60');
  });

  it('opens nothing to an altered cookie, a made-up one, or none', async () => {
    const { cookie } = await signIn();
    expect((await call('GET', 'session', { cookie })).status).toBe(200);
    const altered = `${cookie.slice(0, -1)}${cookie.endsWith('0') ? '1' : '0'}`;
    for (const value of [altered, `${'0'.repeat(64)}.${'0'.repeat(64)}`, undefined]) {
      const response = await call('GET', 'leads', { cookie: value });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('Pat');
    }
  });

  it('signing out ends the session: the same cookie opens nothing after', async () => {
    const { cookie, csrf } = await signIn();
    expect((await call('DELETE', 'session', { cookie, csrf })).status).toBe(204);
    expect((await call('GET', 'leads', { cookie })).status).toBe(401);
    expect(await hasSession(new Request(`${ORIGIN}/api/leads/photos/${PAT}/1`, { headers: { Cookie: `${SESSION_COOKIE}=${cookie}` } }), env())).toBe(false);
  });
});

describe('changes', () => {
  it('are refused from another site, without the CSRF token, or with another session\'s, and nothing changes', async () => {
    const { cookie, csrf } = await signIn();
    const other = await signIn();
    for (const options of [{ cookie, csrf, origin: 'https://evil.example' }, { cookie, csrf, origin: null }, { cookie }, { cookie, csrf: other.csrf }]) {
      const response = await call('POST', `leads/${PAT}/status`, { ...options, body: { status: 'won' } });
      expect(response.status).toBe(403);
      expect((await call('DELETE', `leads/${PAT}`, options)).status).toBe(403);
    }
    expect((await store.find(PAT))?.status).toBe('new');
  });

  it('keep a status (lost needs why) and a note, each in the lead\'s history', async () => {
    const { cookie, csrf } = await signIn();
    const noReason = await call('POST', `leads/${PAT}/status`, { cookie, csrf, body: { status: 'lost' } });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({ error: 'Check the fields', fields: { reason: 'Choose why the lead was lost' } });
    expect((await call('POST', `leads/${PAT}/status`, { cookie, csrf, body: { status: 'contacted' } })).status).toBe(200);
    expect((await call('POST', `leads/${PAT}/note`, { cookie, csrf, body: { note: 'Wants a Worcester' } })).status).toBe(200);
    const lost = await call('POST', `leads/${PAT}/status`, { cookie, csrf, body: { status: 'lost', reason: 'price' } });
    const detail = (await lost.json()) as LeadDetail;
    expect([detail.status, detail.lostReason, detail.note]).toEqual(['lost', 'price', 'Wants a Worcester']);
    expect(detail.history.map((entry) => entry.text)).toEqual(['Received: Survey booked', 'Status: Contacted', 'Note: Wants a Worcester', 'Status: Lost (price)']);
  });

  it('erase a lead with its photos and history, and tell the CRM; a lead erased meanwhile is gone', async () => {
    const { cookie, csrf } = await signIn();
    await storage.bucket.put(`leads/${PAT}/photo-1.jpg`, new Uint8Array([0xff, 0xd8, 0xff]));
    await call('POST', `leads/${PAT}/note`, { cookie, csrf, body: { note: 'x' } });
    expect(await (await call('DELETE', `leads/${PAT}`, { cookie, csrf })).json()).toEqual({ erased: [PAT] });
    expect(await storage.keys(`leads/${PAT}/`)).toEqual([]);
    expect(await storage.count('lead_events')).toBe(0);
    expect(queued).toEqual([{ leadId: PAT, kind: 'deleted' }]);
    const again = await call('GET', `leads/${PAT}`, { cookie });
    expect([again.status, await again.json()]).toEqual([404, { error: INBOX_MESSAGES.gone }]);
    expect((await call('POST', `leads/${PAT}/note`, { cookie, csrf, body: { note: 'y' } })).status).toBe(404);
  });

  it('erase every lead of one phone number, and give one person\'s leads as a file', async () => {
    const { cookie, csrf } = await signIn();
    const person = await call('GET', `person?contact=${encodeURIComponent('07700 900123')}`, { cookie });
    expect(person.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-of-one-person-/);
    expect(((await person.json()) as { leads: { id: string }[] }).leads.map((lead) => lead.id)).toEqual([PAT, ADA]);
    expect((await call('POST', 'erase', { cookie, csrf, body: { contact: 'nobody' } })).status).toBe(400);
    expect(await (await call('POST', 'erase', { cookie, csrf, body: { contact: '+447700900123' } })).json()).toEqual({ erased: [PAT, ADA] });
    expect(await storage.count('leads')).toBe(1);
  });
});

describe('the list', () => {
  it('shows newest first, 50 a page, with how many came today; filters by status and kind; searches name, phone, email and postcode', async () => {
    const { cookie, csrf } = await signIn();
    const list = async (query = '') => (await (await call('GET', `leads${query}`, { cookie })).json()) as LeadList;
    const all = await list();
    expect(all.leads.map((lead) => lead.id)).toEqual([ADA, SAM, PAT]);
    expect(all).toEqual(expect.objectContaining({ total: 3, page: 1, pageSize: 50 }));
    expect(all.leads[2]).toEqual(expect.objectContaining({ what: 'Survey booked', who: 'Pat Jones', postcode: 'DN31 1AB', status: 'new', photoCount: 0, source: 'facebook' }));
    await call('POST', `leads/${SAM}/status`, { cookie, csrf, body: { status: 'won' } });
    expect((await list('?status=won')).leads.map((lead) => lead.id)).toEqual([SAM]);
    expect((await list('?kind=callback')).leads.map((lead) => lead.id)).toEqual([ADA]);
    expect((await list('?kind=book-a-repair')).leads.map((lead) => lead.id)).toEqual([SAM]);
    for (const [q, ids] of [['pat', [PAT]], ['07700 900999', [SAM]], ['SAM@EXAMPLE', [SAM]], ['hu11aa', [SAM]], ['dn31', [PAT]], ['100%_', []]] as const) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).leads.map((lead) => lead.id)).toEqual(ids);
    }
    expect((await list(`?from=${NEXT_DAY}`)).total).toBe(0);
    expect((await list(`?from=${DAY}&to=${DAY}`)).total).toBe(3);
    for (const bad of ['?status=maybe', '?kind=spam', '?from=yesterday', '?page=0']) expect((await call('GET', `leads${bad}`, { cookie })).status).toBe(400);
  });

  it('as CSV, formula-safe, with each lead\'s status and history', async () => {
    const { cookie, csrf } = await signIn();
    await call('POST', `leads/${PAT}/note`, { cookie, csrf, body: { note: '=1+1' } });
    const csv = await call('GET', 'leads.csv?q=pat', { cookie });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = await csv.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(text).toContain(",'=1+1,");
  });

  it('the campaign report counts leads and wins by source, medium and campaign, and by landing page', async () => {
    const { cookie, csrf } = await signIn();
    await call('POST', `leads/${ADA}/status`, { cookie, csrf, body: { status: 'won' } });
    const report = (await (await call('GET', 'campaigns?days=30', { cookie })).json()) as { byCampaign: unknown[]; byLandingPage: unknown[]; withoutCampaign: number };
    expect(report.byCampaign).toEqual([{ source: 'facebook', medium: 'paid-social', campaign: 'winter', landingPage: null, leads: 2, won: 1 }]);
    expect(report.byLandingPage).toEqual(expect.arrayContaining([expect.objectContaining({ landingPage: '/', leads: 1, won: 1 }), expect.objectContaining({ landingPage: '/boiler-repair-in-hull/', leads: 1, won: 0 })]));
    expect(report.withoutCampaign).toBe(1);
    expect((await call('GET', 'campaigns?days=7', { cookie })).status).toBe(400);
  });
});

describe('deliveries that failed', () => {
  const ERASED = 'dddddddd-2fa1-41d2-883f-0016d3cca427';
  const DAY_AGO = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();

  /** A job that has given up after a day of attempts, as the runner leaves it. */
  const failedJob = (leadId: string, kind: string) =>
    storage.db
      .prepare("INSERT INTO lead_jobs (lead_id, kind, status, attempts, detail, created_at, started_at, next_at, done_at, origin) VALUES (?, ?, 'failed', 30, 'HTTP 500', ?, ?, ?, ?, ?)")
      .bind(leadId, kind, DAY_AGO, DAY_AGO, DAY_AGO, new Date().toISOString(), ORIGIN)
      .run();

  beforeEach(async () => {
    await failedJob(PAT, 'email');
    await failedJob(SAM, 'forward');
    await failedJob(ERASED, 'deleted');
  });

  it('show in the list: each lead\'s own, and how many of each kind at its top, whatever the filters', async () => {
    const { cookie } = await signIn();
    const list = (await (await call('GET', 'leads?q=Ada', { cookie })).json()) as LeadList;
    expect(list.failed).toEqual({ email: 1, forward: 1, deleted: 1 });
    expect(list.leads.map((lead) => [lead.id, lead.email, lead.forward])).toEqual([[ADA, 'off', 'off']]);
    const all = (await (await call('GET', 'leads', { cookie })).json()) as LeadList;
    expect(Object.fromEntries(all.leads.map((lead) => [lead.id, [lead.email, lead.forward]]))).toEqual({ [PAT]: ['failed', 'off'], [SAM]: ['off', 'failed'], [ADA]: ['off', 'off'] });
  });

  it('Retry makes a kind\'s failed jobs (or one lead\'s) pending again with a fresh day of attempts, and queues them; only with the session\'s token', async () => {
    const { cookie, csrf } = await signIn();
    expect((await call('POST', 'retry', { cookie, body: { kind: 'email' } })).status).toBe(403);
    expect((await call('POST', 'retry', { cookie, csrf, body: { kind: 'everything' } })).status).toBe(400);
    expect((await call('GET', 'retry', { cookie })).status).toBe(405);
    const before = Date.now();
    const email = await call('POST', 'retry', { cookie, csrf, body: { kind: 'email' } });
    expect(await email.json()).toEqual({ retried: 1 });
    expect(queued).toEqual([{ leadId: PAT, kind: 'email' }]);
    const row = await storage.db.prepare("SELECT status, attempts, started_at, next_at, done_at FROM lead_jobs WHERE lead_id = ? AND kind = 'email'").bind(PAT).first<Record<string, unknown>>();
    expect(row).toEqual(expect.objectContaining({ status: 'pending', attempts: 0, done_at: null }));
    expect(Date.parse(String(row?.started_at))).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.next_at).toBe(row?.started_at);
    // One lead's: only that one, and none of another lead's.
    expect(await (await call('POST', 'retry', { cookie, csrf, body: { kind: 'forward', leadId: PAT } })).json()).toEqual({ retried: 0 });
    expect(await (await call('POST', 'retry', { cookie, csrf, body: { kind: 'forward', leadId: SAM } })).json()).toEqual({ retried: 1 });
    expect(await (await call('POST', 'retry', { cookie, csrf, body: { kind: 'deleted' } })).json()).toEqual({ retried: 1 });
    expect(queued.slice(1)).toEqual([
      { leadId: SAM, kind: 'forward' },
      { leadId: ERASED, kind: 'deleted' },
    ]);
    const list = (await (await call('GET', 'leads', { cookie })).json()) as LeadList;
    expect(list.failed).toEqual({ email: 0, forward: 0, deleted: 0 });
  });
});

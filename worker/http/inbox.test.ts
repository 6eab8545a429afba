/**
 * The inbox's endpoints on real D1 and R2 (Miniflare, in memory), called as the Worker calls them:
 * a session only with the staff key (never the export token) and a signed `__Host-` cookie, wrong
 * keys alone counted against the limit, every change only with the site's Origin and the session's
 * CSRF token and a JSON body within its limit, the list's filters and search, a status and a note
 * kept with their history and who made them, erasure, one person's data, the campaign report, and
 * behind Cloudflare Access, who each change is from. (Over HTTP in a browser: e2e/lead-inbox.spec.ts
 * and e2e/lead-doors.spec.ts.)
 */
import { HUMAN_CHECK_WORDS } from '@/lib/shared/forms/human-check';
import { sign } from 'hono/jwt';
import { NO_CAMPAIGN } from '@/lib/shared/forms/campaign';
import { CSRF_HEADER, STAFF_KEY_ACTOR, type CampaignReport, type LeadDetail, type LeadList, type PersonLeads, type SessionInfo } from '@/lib/shared/contracts/inbox';
import { addDays, ukCalendarDate } from '@/lib/shared/time/dates';
import { fakeContext, fakeQueue, openTestStorage, testAccessKey, testEnv, type TestStorage } from '../test-support';
import { app } from '../app';
import type { JobMessage, WorkerEnv } from '../env';
import { createLeadStore, type LeadStore } from '../store/leads';
import { createSessionStore } from '../store/sessions';
import { ACCESS_JWT_HEADER, ACCESS_MESSAGES } from './access';
import { INBOX_MESSAGES } from './inbox/context';
import { MAX_SIGN_IN_BYTES, hasSession } from './inbox/session';
import { LOCAL_SESSION_COOKIE, SESSION_COOKIE } from './session';

const ORIGIN = 'https://site.example';
/** The export token (the CRM's key) and the staff key: two secrets, and only the second signs in. */
const TOKEN = 'business-key-0123456789abcdef0123456789';
const STAFF_KEY = 'staff-key-0123456789abcdef0123456789abcd';
/** The leads arrive a minute apart from here: ten minutes ago, or, run just after midnight (UK), before it, so all three fall on one UK day. */
const BASE = ((ten) => (ukCalendarDate(new Date(ten + 60_000)) === ukCalendarDate(new Date(ten + 4 * 60_000)) ? ten : ten - 5 * 60_000))(Date.now() - 10 * 60_000);
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

/** Settings over the tests' own (Access, a short staff key, ...). */
let extra: Partial<WorkerEnv>;

function env(): WorkerEnv {
  return testEnv(storage, {
    LEAD_JOBS: fakeQueue((messages) => void queued.push(...messages)),
    LEADS_EXPORT_TOKEN: TOKEN,
    INBOX_STAFF_KEY: STAFF_KEY,
    LEAD_FORWARD_URL: 'https://crm.example/hook',
    SIGN_IN_RATE_LIMIT: limiter(9),
    ...extra,
  });
}

beforeEach(async () => {
  await storage.reset();
  queued = [];
  tries = 0;
  extra = {};
  // A few minutes ago, so the campaign report's last 30 days hold them whenever this runs.
  let clock = BASE;
  store = createLeadStore(storage.db, storage.bucket, { now: () => new Date((clock += 60_000)) });
  const base = { type: 'lead' as const, photos: [], jobs: [], origin: ORIGIN };
  await store.store({ ...base, id: PAT, source: 'book-free-survey', lead: { name: 'Pat Jones', phone: '+447700900123', email: 'pat@example.co.uk', postcode: 'DN31 1AB', source: 'book-free-survey' }, campaign: { landingPage: '/boiler-repair-in-hull/', utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'winter' } });
  // Sam's human check did not pass (stored unverified: worker/http/human-check.ts).
  await store.store({ ...base, id: SAM, source: 'book-a-repair', lead: { name: 'Sam Smith', phone: '+447700900999', email: 'sam@example.co.uk', postcode: 'HU1 1AA', source: 'book-a-repair' }, humanCheck: 'missing' });
  await store.store({ ...base, id: ADA, type: 'callback', source: 'callback', lead: { firstName: 'Ada', phoneNumber: '+447700900123' }, campaign: { landingPage: '/', utmSource: 'facebook', utmMedium: 'paid-social', utmCampaign: 'winter' } });
});

/** A request to the inbox as a browser on the site sends it (`raw`: the body as sent, with its own type). */
function call(method: string, path: string, options: { cookie?: string; csrf?: string; origin?: string | null; body?: unknown; raw?: { body: string; type?: string }; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.Cookie = `${SESSION_COOKIE}=${options.cookie}`;
  if (options.csrf) headers[CSRF_HEADER] = options.csrf;
  if (options.origin !== null) headers.Origin = options.origin ?? ORIGIN;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.raw?.type) headers['Content-Type'] = options.raw.type;
  const body = options.raw ? options.raw.body : options.body === undefined ? undefined : JSON.stringify(options.body);
  const request = new Request(`${ORIGIN}/api/leads/inbox/${path}`, { method, headers, body });
  return app.fetch(request, env(), fakeContext());
}

/** Signs in; returns the cookie's value and the CSRF token. */
async function signIn(headers: Record<string, string> = {}): Promise<{ cookie: string; csrf: string }> {
  const response = await call('POST', 'session', { body: { key: STAFF_KEY }, headers });
  expect(response.status).toBe(200);
  const cookie = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { cookie, csrf: ((await response.json()) as SessionInfo).csrf };
}

describe('signing in', () => {
  it('takes the staff key only, not the export token, with a plain message for a wrong one, and sets a __Host- cookie no script or other site can use', async () => {
    for (const key of ['not-the-key', TOKEN]) {
      const wrong = await call('POST', 'session', { body: { key } });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: INBOX_MESSAGES.wrongKey });
    }
    const right = await call('POST', 'session', { body: { key: STAFF_KEY } });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual(expect.objectContaining({ signedIn: true, by: STAFF_KEY_ACTOR }));
    const cookie = right.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-leads_session=[0-9a-f]{64}\.[0-9a-f]{64}; /);
    for (const part of ['HttpOnly', 'SameSite=Lax', 'Secure', 'Path=/', 'Max-Age=43200']) expect(cookie.split('; ')).toContain(part);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(right.headers.get('cache-control')).toBe('no-store');
  });

  it('under npm start over plain http (wrangler dev: the route\'s host, PUBLIC_ORIGIN the local address), keeps the session in a cookie without Secure, which https never reads', async () => {
    extra = { PUBLIC_ORIGIN: 'http://127.0.0.1:3000' };
    const local = 'http://www.emberhomeheating.co.uk';
    const ask = (method: string, cookie?: string, csrf?: string) =>
      app.fetch(
        new Request(`${local}/api/leads/inbox/session`, { method, headers: { Origin: local, 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}), ...(csrf ? { [CSRF_HEADER]: csrf } : {}) }, body: method === 'POST' ? JSON.stringify({ key: STAFF_KEY }) : undefined }),
        env(),
        fakeContext(),
      );
    const signedIn = await ask('POST');
    expect(signedIn.status).toBe(200);
    const set = signedIn.headers.get('set-cookie') ?? '';
    expect(set).toMatch(new RegExp(`^${LOCAL_SESSION_COOKIE}=[0-9a-f]{64}\\.[0-9a-f]{64}; Path=/; HttpOnly; SameSite=Lax; Max-Age=43200$`));
    const cookie = set.split('; ')[0] ?? '';
    expect(await (await ask('GET', cookie)).json()).toEqual(expect.objectContaining({ signedIn: true }));
    // The same signed value under the https name is not this cookie; and on https the plain one opens nothing.
    expect(await (await ask('GET', cookie.replace(LOCAL_SESSION_COOKIE, SESSION_COOKIE))).json()).toEqual({ signedIn: false });
    extra = {};
    const value = cookie.slice(LOCAL_SESSION_COOKIE.length + 1);
    expect(await (await call('GET', 'session', { headers: { Cookie: `${LOCAL_SESSION_COOKIE}=${value}` } })).json()).toEqual({ signedIn: false });
    expect((await call('GET', 'leads', { headers: { Cookie: `${LOCAL_SESSION_COOKIE}=${value}` } })).status).toBe(401);
    expect((await call('GET', 'leads', { cookie: value })).status).toBe(200);
    // Signing out locally ends the plain cookie.
    extra = { PUBLIC_ORIGIN: 'http://127.0.0.1:3000' };
    const out = await ask('DELETE', cookie, ((await signedIn.json()) as SessionInfo).csrf);
    expect([out.status, out.headers.get('set-cookie')]).toEqual([204, `${LOCAL_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`]);
    expect(await (await ask('GET', cookie)).json()).toEqual({ signedIn: false });
  });

  it('opens to nobody while the staff key is missing or shorter than 32 characters, and says why', async () => {
    for (const key of [undefined, 'short-staff-key']) {
      extra = { INBOX_STAFF_KEY: key };
      const response = await call('POST', 'session', { body: { key: key ?? STAFF_KEY } });
      expect([response.status, await response.json()]).toEqual([503, { error: INBOX_MESSAGES.noStaffKey }]);
    }
    expect(tries).toBe(0);
  });

  it('answers whether there is a session with 200 either way, so a first visit logs no failed request', async () => {
    expect(await (await call('GET', 'session')).json()).toEqual({ signedIn: false });
    const { cookie, csrf } = await signIn();
    expect(await (await call('GET', 'session', { cookie })).json()).toEqual(expect.objectContaining({ signedIn: true, csrf, by: STAFF_KEY_ACTOR }));
  });

  it('counts wrong keys only: the right key never uses the limit up; the tenth wrong one in a minute shuts the address out, unread, right key or not', async () => {
    for (let i = 0; i < 12; i += 1) expect((await call('POST', 'session', { body: { key: STAFF_KEY } })).status).toBe(200);
    expect(tries).toBe(0);
    for (let i = 0; i < 9; i += 1) expect((await call('POST', 'session', { body: { key: 'wrong' } })).status).toBe(401);
    const tenth = await call('POST', 'session', { body: { key: 'wrong' } });
    expect(tenth.status).toBe(429);
    expect(tenth.headers.get('retry-after')).toBe('60');
    expect(await tenth.json()).toEqual({ error: INBOX_MESSAGES.tooManyTries });
    // Refused before the body is read: the right key, and a body that is not even JSON, get the same answer, and count nothing more.
    for (const options of [{ body: { key: STAFF_KEY } }, { raw: { body: '{not json', type: 'application/json' } }]) expect((await call('POST', 'session', options)).status).toBe(429);
    expect(tries).toBe(10);
    // Another address is not shut out.
    expect((await call('POST', 'session', { body: { key: STAFF_KEY }, headers: { 'CF-Connecting-IP': '203.0.113.9' } })).status).toBe(200);
  });

  it('keeps an address shut out for a minute, then lets it try again', async () => {
    let now = Date.parse('2026-11-25T09:00:00Z');
    const sessions = createSessionStore(storage.db, { now: () => new Date(now) });
    await sessions.block('198.51.100.7', 60_000);
    now += 59_000;
    expect(await sessions.blocked('198.51.100.7')).toBe(true);
    expect(await sessions.blocked('198.51.100.8')).toBe(false);
    now += 1_000;
    expect(await sessions.blocked('198.51.100.7')).toBe(false);
    await sessions.dropExpired();
    expect(await storage.count('sign_in_blocks')).toBe(0);
  });

  it('refuses a body that is not JSON, is not an object, or is larger than a sign-in, before any key is tried', async () => {
    const refusals: [{ body: string; type?: string }, number][] = [
      [{ body: 'key=x', type: 'application/x-www-form-urlencoded' }, 400],
      [{ body: JSON.stringify({ key: STAFF_KEY }), type: 'text/plain' }, 400],
      [{ body: '{"key":', type: 'application/json' }, 400],
      [{ body: '["key"]', type: 'application/json' }, 400],
      [{ body: 'null', type: 'application/json' }, 400],
      [{ body: JSON.stringify({ key: 'x'.repeat(MAX_SIGN_IN_BYTES) }), type: 'application/json' }, 413],
    ];
    for (const [raw, status] of refusals) expect((await call('POST', 'session', { raw })).status).toBe(status);
    expect(tries).toBe(0);
  });

  it('refuses an oversize sign-in unread: at once for the length it announces, and a body of no stated length as soon as it passes the limit', async () => {
    let pulled = 0;
    // A body that never ends, 1 KB a read.
    const endless = () => new ReadableStream<Uint8Array>({ pull: (controller) => void ((pulled += 1), controller.enqueue(new TextEncoder().encode(' '.repeat(1024)))) });
    const send = (headers: Record<string, string>) =>
      app.fetch(new Request(`${ORIGIN}/api/leads/inbox/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers }, body: endless(), duplex: 'half' } as RequestInit), env(), fakeContext());
    const announced = await send({ 'Content-Length': String(10 * 1024 * 1024) });
    expect(announced.status).toBe(413);
    // The stream fills its one-read queue when made; the Worker reads none of it.
    expect(pulled).toBeLessThanOrEqual(1);
    pulled = 0;
    expect((await send({})).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(Math.ceil(MAX_SIGN_IN_BYTES / 1024) + 2);
    expect(tries).toBe(0);
  });

  it('opens nothing to an altered cookie, a made-up one, or none; nor after the staff key changes', async () => {
    const { cookie } = await signIn();
    expect(await (await call('GET', 'session', { cookie })).json()).toEqual(expect.objectContaining({ signedIn: true }));
    const altered = `${cookie.slice(0, -1)}${cookie.endsWith('0') ? '1' : '0'}`;
    for (const value of [altered, `${'0'.repeat(64)}.${'0'.repeat(64)}`, undefined]) {
      const response = await call('GET', 'leads', { cookie: value });
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('Pat');
    }
    // A new export token ends no session; a new staff key ends them all.
    extra = { LEADS_EXPORT_TOKEN: `${TOKEN}-new` };
    expect((await call('GET', 'leads', { cookie })).status).toBe(200);
    extra = { INBOX_STAFF_KEY: `${STAFF_KEY}-new` };
    expect((await call('GET', 'leads', { cookie })).status).toBe(401);
  });

  it('signing out ends the session: the same cookie opens nothing after', async () => {
    const { cookie, csrf } = await signIn();
    const out = await call('DELETE', 'session', { cookie, csrf });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-leads_session=; .*Max-Age=0/);
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
    expect(detail.history.map((entry) => entry.text)).toEqual(['Received: Survey requested', 'Status: Contacted — by staff key', 'Note: Wants a Worcester — by staff key', 'Status: Lost (price) — by staff key']);
    expect(detail.history.map((entry) => entry.by)).toEqual([null, STAFF_KEY_ACTOR, STAFF_KEY_ACTOR, STAFF_KEY_ACTOR]);
  });

  it('refuse a body that is not JSON, not what the change reads, or larger than a note, and change nothing', async () => {
    const { cookie, csrf } = await signIn();
    const refusals: [{ body: string; type?: string }, number][] = [
      [{ body: 'status=won', type: 'application/x-www-form-urlencoded' }, 400],
      [{ body: '{"status":"won"', type: 'application/json' }, 400],
      [{ body: '"won"', type: 'application/json' }, 400],
      [{ body: JSON.stringify({ status: 'won', padding: 'x'.repeat(20_000) }), type: 'application/json' }, 413],
    ];
    for (const [raw, status] of refusals) {
      const response = await call('POST', `leads/${PAT}/status`, { cookie, csrf, raw });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect((await call('POST', 'erase', { cookie, csrf, raw: { body: '[]', type: 'application/json' } })).status).toBe(400);
    expect((await store.find(PAT))?.status).toBe('new');
    expect(await storage.count('leads')).toBe(3);
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

  it('finding a person by email offers the leads that share their phone, and the other way round; only those chosen are erased or given', async () => {
    const { cookie, csrf } = await signIn();
    const PAT_AGAIN = 'dddddddd-2fa1-41d2-883f-0016d3cca427';
    await store.store({ id: PAT_AGAIN, type: 'lead', source: 'book-a-repair', lead: { name: 'Pat Jones', phone: '07700 900555', email: 'PAT@example.co.uk', source: 'book-a-repair' }, photos: [], jobs: [], origin: ORIGIN });
    const find = async (contact: string) => (await (await call('GET', `person/leads?contact=${encodeURIComponent(contact)}`, { cookie })).json()) as PersonLeads;

    const byEmail = await find('Pat@Example.co.uk');
    expect([byEmail.contact, byEmail.display, byEmail.leads.map((lead) => lead.id)]).toEqual(['pat@example.co.uk', 'pat@example.co.uk', [PAT, PAT_AGAIN]]);
    // Ada's callback shares Pat's first phone; nobody else has the second.
    expect(byEmail.shared).toEqual([{ kind: 'phone', contact: '+447700900123', display: '07700 900123', leads: [expect.objectContaining({ id: ADA, who: 'Ada' })] }]);
    const byPhone = await find('07700 900555');
    expect([byPhone.display, byPhone.leads.map((lead) => lead.id)]).toEqual(['07700 900555', [PAT_AGAIN]]);
    expect(byPhone.shared.map((shared) => [shared.kind, shared.contact, shared.leads.map((lead) => lead.id)])).toEqual([['email', 'pat@example.co.uk', [PAT]]]);

    // The download holds the shared leads only when chosen.
    const download = async (query: string) => ((await (await call('GET', `person?${query}`, { cookie })).json()) as { leads: { id: string }[] }).leads.map((lead) => lead.id);
    expect(await download('contact=pat%40example.co.uk')).toEqual([PAT, PAT_AGAIN]);
    expect(await download('contact=pat%40example.co.uk&also=%2B447700900123')).toEqual([PAT, PAT_AGAIN, ADA]);
    // A contact that shares nothing with them is refused, and nothing is erased.
    const refused = await call('POST', 'erase', { cookie, csrf, body: { contact: 'pat@example.co.uk', also: ['07700 900999'] } });
    expect([refused.status, ((await refused.json()) as { fields: Record<string, string> }).fields.also]).toEqual([400, '07700 900999 shares no lead with pat@example.co.uk now: look them up again']);
    expect(await storage.count('leads')).toBe(4);

    // Erased by email alone: Ada's callback stays.
    expect(await (await call('POST', 'erase', { cookie, csrf, body: { contact: 'pat@example.co.uk' } })).json()).toEqual({ erased: [PAT, PAT_AGAIN] });
    expect((await storage.db.prepare('SELECT id FROM leads ORDER BY id').all<{ id: string }>()).results.map((row) => row.id)).toEqual([SAM, ADA].sort());
    expect((await storage.db.prepare('SELECT id, erased_by FROM erased_leads ORDER BY id').all()).results).toEqual([PAT, PAT_AGAIN].sort().map((id) => ({ id, erased_by: STAFF_KEY_ACTOR })));
  });

  it('erases a person with the shared leads chosen, as offered, and tells the CRM of each', async () => {
    const { cookie, csrf } = await signIn();
    expect(await (await call('POST', 'erase', { cookie, csrf, body: { contact: 'pat@example.co.uk', also: ['07700 900123'] } })).json()).toEqual({ erased: [PAT, ADA] });
    expect((await storage.db.prepare('SELECT id FROM leads').all<{ id: string }>()).results).toEqual([{ id: SAM }]);
    expect(queued).toEqual([PAT, ADA].map((leadId) => ({ leadId, kind: 'deleted' })));
  });
});

describe('the list', () => {
  it('shows newest first, 50 a page, with how many came today; filters by status and kind; searches name, phone, email and postcode', async () => {
    const { cookie, csrf } = await signIn();
    const list = async (query = '') => (await (await call('GET', `leads${query}`, { cookie })).json()) as LeadList;
    const all = await list();
    expect(all.leads.map((lead) => lead.id)).toEqual([ADA, SAM, PAT]);
    expect(all).toEqual(expect.objectContaining({ total: 3, page: 1, pageSize: 50 }));
    expect(all.leads[2]).toEqual(expect.objectContaining({ what: 'Survey requested', who: 'Pat Jones', postcode: 'DN31 1AB', status: 'new', photoCount: 0, campaign: 'Campaign: facebook / paid-social / winter' }));
    await call('POST', `leads/${SAM}/status`, { cookie, csrf, body: { status: 'won' } });
    expect((await list('?status=won')).leads.map((lead) => lead.id)).toEqual([SAM]);
    expect((await list('?kind=callback')).leads.map((lead) => lead.id)).toEqual([ADA]);
    expect((await list('?kind=book-a-repair')).leads.map((lead) => lead.id)).toEqual([SAM]);
    for (const [q, ids] of [['pat', [PAT]], ['07700 900999', [SAM]], ['SAM@EXAMPLE', [SAM]], ['hu11aa', [SAM]], ['dn31', [PAT]], ['100%_', []]] as const) {
      expect((await list(`?q=${encodeURIComponent(q)}`)).leads.map((lead) => lead.id)).toEqual(ids);
    }
    expect((await list(`?from=${NEXT_DAY}`)).total).toBe(0);
    expect((await list(`?from=${DAY}&to=${DAY}`)).total).toBe(3);
    // Only the leads whose human check did not pass, each marked so in the list and on its page.
    const unverified = await list('?check=unverified');
    expect(unverified.leads.map((lead) => [lead.id, lead.verified])).toEqual([[SAM, false]]);
    expect(all.leads.map((lead) => lead.verified)).toEqual([true, false, true]);
    const detail = (await (await call('GET', `leads/${SAM}`, { cookie })).json()) as LeadDetail;
    expect([detail.lead.verified, detail.lead.humanCheck]).toEqual([false, HUMAN_CHECK_WORDS.missing]);
    for (const bad of ['?status=maybe', '?kind=spam', '?from=yesterday', '?page=0', '?check=yes']) expect((await call('GET', `leads${bad}`, { cookie })).status).toBe(400);
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

  it('the campaign report counts leads and wins by campaign, named as the list names them, and by landing page', async () => {
    const { cookie, csrf } = await signIn();
    await call('POST', `leads/${ADA}/status`, { cookie, csrf, body: { status: 'won' } });
    // A callback that came straight to the home page: "Direct to /" in the list, and so in the report, not "without a campaign".
    const direct = 'dddddddd-2fa1-41d2-883f-0016d3cca427';
    await store.store({ id: direct, type: 'callback', source: 'callback', lead: { firstName: 'Di', phoneNumber: '+447700900555' }, campaign: { landingPage: '/' }, photos: [], jobs: [], origin: ORIGIN });
    const report = (await (await call('GET', 'campaigns?days=30', { cookie })).json()) as CampaignReport;
    expect(report.byCampaign).toEqual([
      { label: 'Campaign: facebook / paid-social / winter', leads: 2, won: 1 },
      { label: 'Direct to /', leads: 1, won: 0 },
    ]);
    expect(report.byLandingPage).toEqual([
      { label: '/', leads: 2, won: 1 },
      { label: '/boiler-repair-in-hull/', leads: 1, won: 0 },
    ]);
    expect(report.withoutCampaign).toBe(1);
    const list = (await (await call('GET', 'leads', { cookie })).json()) as LeadList;
    expect(Object.fromEntries(list.leads.map((lead) => [lead.id, lead.campaign]))).toEqual({ [PAT]: 'Campaign: facebook / paid-social / winter', [SAM]: NO_CAMPAIGN, [ADA]: 'Campaign: facebook / paid-social / winter', [direct]: 'Direct to /' });
    expect((await call('GET', 'campaigns?days=7', { cookie })).status).toBe(400);
  });
});

describe('behind Cloudflare Access', () => {
  const AUD = 'aud-0123456789abcdef';
  const TEAM = 'ember-test';
  const CERTS = 'https://certs.example/cdn-cgi/access/certs';
  const key = testAccessKey('key-1');
  const jwt = (email: string) => sign({ email, aud: [AUD], iss: `https://${TEAM}.cloudflareaccess.com`, exp: Math.floor(Date.now() / 1000) + 600 }, key.signing);
  const realFetch = globalThis.fetch;

  beforeEach(() => {
    extra = { ACCESS_AUD: AUD, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_CERTS_URL: CERTS };
    globalThis.fetch = (async (input: RequestInfo | URL) => (String(input) === CERTS ? Response.json({ keys: [key.published] }) : new Response(null, { status: 404 }))) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('opens nothing without Access\'s token, saying why; with it, records the person on every change and in the history', async () => {
    const refused = await call('GET', 'session');
    expect([refused.status, await refused.json()]).toEqual([403, { error: ACCESS_MESSAGES.missing }]);
    expect((await call('POST', 'session', { body: { key: STAFF_KEY } })).status).toBe(403);

    const pat = { [ACCESS_JWT_HEADER]: await jwt('pat@business.co.uk') };
    const { cookie, csrf } = await signIn(pat);
    expect(await (await call('GET', 'session', { cookie, headers: pat })).json()).toEqual(expect.objectContaining({ signedIn: true, by: 'pat@business.co.uk' }));
    await call('POST', `leads/${PAT}/status`, { cookie, csrf, headers: pat, body: { status: 'lost', reason: 'price' } });
    const detail = (await (await call('POST', `leads/${PAT}/note`, { cookie, csrf, headers: pat, body: { note: 'Went with a cheaper quote' } })).json()) as LeadDetail;
    expect(detail.history.map((entry) => entry.text).slice(1)).toEqual(['Status: Lost (price) — by pat@business.co.uk', 'Note: Went with a cheaper quote — by pat@business.co.uk']);
    // The session is Pat's: the same cookie with no token, or with Sam's, opens nothing.
    expect((await call('GET', 'leads', { cookie })).status).toBe(403);
    expect((await call('GET', 'leads', { cookie, headers: { [ACCESS_JWT_HEADER]: await jwt('sam@business.co.uk') } })).status).toBe(401);
    // Access's cookie does as well as its header.
    expect((await call('GET', 'leads', { cookie: `${cookie}; CF_Authorization=${pat[ACCESS_JWT_HEADER]}` })).status).toBe(200);
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
    expect(list.failed).toEqual({ email: 1, forward: 1, deleted: 1, visitor: 0, price: 0, updated: 0, booking: 0, reminder: 0, 'review-invite': 0, 'review-reminder': 0 });
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
    expect(list.failed).toEqual({ email: 0, forward: 0, deleted: 0, visitor: 0, price: 0, updated: 0, booking: 0, reminder: 0, 'review-invite': 0, 'review-reminder': 0 });
  });
});

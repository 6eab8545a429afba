/**
 * The lead inbox's endpoints (the contract is lib/inbox.ts), mounted by the router (worker/app.ts)
 * under /api/leads/inbox/, for the business's staff only: a session (worker/http/session.ts) opens
 * them; signing in counts against a rate limit per client address; every change also needs the
 * site's own Origin and the session's CSRF token. Every answer is uncached and unindexed. Leads are
 * read and changed only through the stores; what staff see of them is worker/http/inbox-views.ts.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CAMPAIGN_PERIODS, CSRF_HEADER, INBOX_PAGE_SIZE, eraseContactSchema, noteChangeSchema, retrySchema, signInSchema, statusChangeSchema, type LeadList, type Retried, type SessionInfo } from '@/lib/inbox';
import { ukCalendarDate } from '@/lib/uk-time';
import type { WorkerEnv } from '../env';
import { equalInConstantTime } from '../crypto';
import { eraseLeads } from '../delivery/erase';
import { parseContact } from '../lead/contact';
import { exportRecord, toCsv } from '../lead/record';
import { chunks } from '../store/d1';
import { createInboxStore, ukDayStart } from '../store/inbox';
import { createJobStore } from '../store/jobs';
import { storeFor } from '../store/leads';
import { createSessionStore, type Session } from '../store/sessions';
import { clientKey } from './abuse';
import { MIN_TOKEN_LENGTH } from './auth';
import { detailOf, parseListQuery, summaryOf } from './inbox-views';
import { API_HEADERS, json, methodNotAllowed } from './respond';
import { SESSION_COOKIE, cookieValue, readCookie, sessionCookie, sessionIdOf } from './session';

/** Seconds a client over the sign-in limit is asked to wait: the binding counts in one-minute windows. */
export const SIGN_IN_RETRY_AFTER_SECONDS = 60;
/** The largest sign-in body read: a key is 64 characters, the JSON around it a few more. */
export const MAX_SIGN_IN_BYTES = 4 * 1024;
/** The largest body of any other change read: a note of MAX_NOTE_LENGTH characters, each up to 4 bytes, and its JSON. */
export const MAX_CHANGE_BYTES = 16 * 1024;
/** Most leads the CSV of a view holds: years of the business's leads. */
export const MAX_CSV_LEADS = 10_000;

/** What staff are told, word for word. */
export const INBOX_MESSAGES = {
  wrongKey: 'That key is not right. Check it and try again.',
  tooManyTries: 'Too many tries from this address. Wait a minute, then try again.',
  signedOut: 'Sign in to see the leads.',
  refusedChange: 'This change was refused: sign in again on this site and try again.',
  gone: 'This lead has been erased.',
} as const;

/** The session a request carries, if its cookie is signed, current and not ended. */
async function sessionOf(request: Request, env: WorkerEnv): Promise<Session | null> {
  const token = env.LEADS_EXPORT_TOKEN;
  if (!token || token.length < MIN_TOKEN_LENGTH) return null;
  const id = await sessionIdOf(token, readCookie(request, SESSION_COOKIE));
  return id ? createSessionStore(env.DB).find(id) : null;
}

/** True for a request with a current session: the photos accept it as the export token's equal. */
export async function hasSession(request: Request, env: WorkerEnv): Promise<boolean> {
  return (await sessionOf(request, env)) !== null;
}

/** A change must come from the site's own pages (Origin), with the session's CSRF token. */
async function changeAllowed(request: Request, session: Session): Promise<boolean> {
  if (request.headers.get('origin') !== new URL(request.url).origin) return false;
  const token = request.headers.get(CSRF_HEADER) ?? '';
  return token.length > 0 && equalInConstantTime(token, session.csrf);
}

const signedOut = () => json(401, { error: INBOX_MESSAGES.signedOut });
const refused = () => json(403, { error: INBOX_MESSAGES.refusedChange });
const gone = () => json(404, { error: INBOX_MESSAGES.gone });
const sessionInfo = (session: Session): SessionInfo => ({ csrf: session.csrf, expiresAt: session.expiresAt });

/** A JSON body read with a schema: the value, or a 400 naming each field's problem. */
async function readBody<T>(request: Request, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }): Promise<T | Response> {
  let value: unknown;
  try {
    value = await request.json();
  } catch {
    return json(400, { error: 'The body must be JSON' });
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '(body)'] ??= issue.message;
  return json(400, { error: 'Check the fields', fields });
}

type Inbox = { Bindings: WorkerEnv; Variables: { session: Session } };
type InboxContext = Context<Inbox>;

/** A body larger than the limit is refused unread: 413, said as the rest of the inbox says things. */
const limitBody = (maxSize: number) => bodyLimit({ maxSize, onError: () => json(413, { error: `The body is larger than ${maxSize} bytes` }) });

export const inbox = new Hono<Inbox>();

/** Sign in, find out whether signed in, sign out. */
inbox.get('/session', async (c) => {
  const current = await sessionOf(c.req.raw, c.env);
  return current ? json(200, sessionInfo(current)) : signedOut();
});
inbox.delete('/session', async (c) => {
  const current = await sessionOf(c.req.raw, c.env);
  if (current) {
    if (!(await changeAllowed(c.req.raw, current))) return refused();
    await createSessionStore(c.env.DB).end(current.id);
  }
  return new Response(null, { status: 204, headers: { ...API_HEADERS, 'Set-Cookie': sessionCookie(c.req.raw, null) } });
});
inbox.post('/session', limitBody(MAX_SIGN_IN_BYTES), async (c) => {
  const request = c.req.raw;
  if (request.headers.get('origin') !== new URL(request.url).origin) return refused();
  // Every try counts, right or wrong: the tenth in a minute from one address is refused unread.
  const allowed = (await c.env.SIGN_IN_RATE_LIMIT?.limit({ key: clientKey(request) })) ?? { success: true };
  if (!allowed.success) return json(429, { error: INBOX_MESSAGES.tooManyTries }, { 'Retry-After': String(SIGN_IN_RETRY_AFTER_SECONDS) });
  const body = await readBody(request, signInSchema);
  if (body instanceof Response) return body;
  const token = c.env.LEADS_EXPORT_TOKEN;
  if (!token || token.length < MIN_TOKEN_LENGTH || !(await equalInConstantTime(body.key.trim(), token))) return json(401, { error: INBOX_MESSAGES.wrongKey });
  const started = await createSessionStore(c.env.DB).start();
  return json(200, sessionInfo(started), { 'Set-Cookie': sessionCookie(request, await cookieValue(token, started.id)) });
});
inbox.all('/session', () => methodNotAllowed('GET, POST, DELETE'));

// Everything else needs a session; a change also needs the site's Origin and the session's CSRF token, and a small body.
inbox.use('*', async (c, next) => {
  const current = await sessionOf(c.req.raw, c.env);
  if (!current) return signedOut();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !(await changeAllowed(c.req.raw, current))) return refused();
  c.set('session', current);
  await next();
});
inbox.use('*', async (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(MAX_CHANGE_BYTES)(c, next)));

const origin = (c: InboxContext) => new URL(c.req.url).origin;
const listQuery = (c: InboxContext) => parseListQuery(new URL(c.req.url).searchParams);

inbox.get('/leads', async (c) => {
  const query = listQuery(c);
  if (typeof query === 'string') return json(400, { error: query });
  const store = createInboxStore(c.env.DB);
  const [{ leads, total }, newToday, failed] = await Promise.all([store.list(query, INBOX_PAGE_SIZE), store.countSince(ukDayStart(ukCalendarDate(new Date()))), createJobStore(c.env.DB).failedCounts()]);
  const list: LeadList = { leads: leads.map(summaryOf), total, page: query.page ?? 1, pageSize: INBOX_PAGE_SIZE, newToday, failed };
  return json(200, list);
});
inbox.get('/leads.csv', async (c) => {
  const query = listQuery(c);
  if (typeof query === 'string') return json(400, { error: query });
  const store = createInboxStore(c.env.DB);
  const leads = await store.all(query, MAX_CSV_LEADS);
  const events = await store.events(leads.map((lead) => lead.id));
  const day = ukCalendarDate(new Date());
  return new Response(toCsv(leads.map((lead) => exportRecord(lead, origin(c), events.get(lead.id) ?? []))), {
    headers: { ...API_HEADERS, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="leads-${day}.csv"` },
  });
});
inbox.all('/leads', () => methodNotAllowed('GET'));
inbox.all('/leads.csv', () => methodNotAllowed('GET'));

/** A lead whole, as the inbox shows it, or 404 when it is not (or no longer) stored. */
async function detail(c: InboxContext): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const lead = await storeFor(c.env).find(id);
  return lead ? json(200, detailOf(lead, (await createInboxStore(c.env.DB).events([id])).get(id) ?? [])) : gone();
}

inbox.get('/leads/:id', detail);
inbox.delete('/leads/:id', async (c) => {
  const erased = await eraseLeads(c.env, [c.req.param('id')], origin(c));
  return erased.length ? json(200, { erased }) : gone();
});
inbox.all('/leads/:id', () => methodNotAllowed('GET, DELETE'));
inbox.post('/leads/:id/status', async (c) => {
  const change = await readBody(c.req.raw, statusChangeSchema);
  if (change instanceof Response) return change;
  return (await createInboxStore(c.env.DB).setStatus(c.req.param('id'), change)) ? detail(c) : gone();
});
inbox.post('/leads/:id/note', async (c) => {
  const change = await readBody(c.req.raw, noteChangeSchema);
  if (change instanceof Response) return change;
  return (await createInboxStore(c.env.DB).setNote(c.req.param('id'), change.note.trim())) ? detail(c) : gone();
});
inbox.all('/leads/:id/status', () => methodNotAllowed('POST'));
inbox.all('/leads/:id/note', () => methodNotAllowed('POST'));

const contactRefused = () => json(400, { error: 'Enter an email address or a UK phone number', fields: { contact: 'Enter an email address or a UK phone number' } });
/** Every lead of one person (an email address or a phone number). */
const leadsOf = (c: InboxContext, contact: NonNullable<ReturnType<typeof parseContact>>) => storeFor(c.env).list({ since: new Date(0).toISOString(), limit: MAX_CSV_LEADS, contact });

inbox.post('/erase', async (c) => {
  const body = await readBody(c.req.raw, eraseContactSchema);
  if (body instanceof Response) return body;
  const contact = parseContact(body.contact);
  if (!contact) return contactRefused();
  const leads = await leadsOf(c, contact);
  return json(200, { erased: await eraseLeads(c.env, leads.map((lead) => lead.id), origin(c)) });
});
inbox.all('/erase', () => methodNotAllowed('POST'));
inbox.get('/person', async (c) => {
  const contact = parseContact(c.req.query('contact') ?? '');
  if (!contact) return contactRefused();
  const leads = await leadsOf(c, contact);
  const events = await createInboxStore(c.env.DB).events(leads.map((lead) => lead.id));
  const body = { contact: 'email' in contact ? contact.email : contact.phone, exportedAt: new Date().toISOString(), leads: leads.map((lead) => exportRecord(lead, origin(c), events.get(lead.id) ?? [])) };
  return json(200, body, { 'Content-Disposition': `attachment; filename="leads-of-one-person-${ukCalendarDate(new Date())}.json"` });
});
inbox.all('/person', () => methodNotAllowed('GET'));

/** Failed deliveries of one kind (or one lead's) made due again with a fresh 24 hours, and queued at once (the sweep queues any the queue refuses). */
inbox.post('/retry', async (c) => {
  const body = await readBody(c.req.raw, retrySchema);
  if (body instanceof Response) return body;
  const messages = await createJobStore(c.env.DB).retry([body.kind], new Date(), body.leadId);
  for (const part of chunks(messages, 100)) {
    await c.env.LEAD_JOBS.sendBatch(part.map((message) => ({ body: message }))).catch((error: unknown) => console.error('Could not queue the deliveries sent again (the sweep will)', error));
  }
  const retried: Retried = { retried: messages.length };
  return json(200, retried);
});
inbox.all('/retry', () => methodNotAllowed('POST'));

inbox.get('/campaigns', async (c) => {
  const days = Number(c.req.query('days') ?? CAMPAIGN_PERIODS[0]);
  if (!(CAMPAIGN_PERIODS as readonly number[]).includes(days)) return json(400, { error: `days must be one of: ${CAMPAIGN_PERIODS.join(', ')}` });
  const report = await createInboxStore(c.env.DB).campaigns(new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString());
  return json(200, { days, ...report });
});
inbox.all('/campaigns', () => methodNotAllowed('GET'));

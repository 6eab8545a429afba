/**
 * The lead inbox's endpoints (the contract is lib/inbox.ts), under /api/leads/inbox/, for the
 * business's staff only: a session (lib/receiver/session.ts) opens them; signing in counts against
 * a rate limit per client address; every change also needs the site's own Origin and the session's
 * CSRF token. Every answer is uncached and unindexed. Leads are read and changed only through the
 * lead and inbox stores.
 */
import { CAMPAIGN_PERIODS, CSRF_HEADER, INBOX_PAGE_SIZE, LEAD_STATUSES, MAX_SEARCH_LENGTH, STATUS_LABELS, eraseContactSchema, noteChangeSchema, signInSchema, statusChangeSchema, type HistoryEntry, type LeadDetail, type LeadList, type LeadStatus, type LeadSummary, type ListQuery, type SessionInfo } from '@/lib/inbox';
import { ukCalendarDate } from '@/lib/uk-time';
import { isCalendarDate } from '@/lib/dates';
import { clientKey } from './abuse';
import { MIN_TOKEN_LENGTH, equalInConstantTime } from './auth';
import { exportRecord, toCsv, type LeadEvent } from './export-format';
import { createInboxStore, ukDayStart } from './inbox-store';
import { json, methodNotAllowed } from './http';
import { LEAD_WHAT } from './lead-email';
import { parseContact, storeFor, type StoredLead } from './lead-store';
import type { ReceiverEnv } from './platform';
import { SESSION_COOKIE, cookieValue, createSessionStore, readCookie, sessionCookie, sessionIdOf, type Session } from './session';

/** Seconds a client over the sign-in limit is asked to wait: the binding counts in one-minute windows. */
export const SIGN_IN_RETRY_AFTER_SECONDS = 60;
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

const noStore = { 'Cache-Control': 'no-store' };

/** The session a request carries, if its cookie is signed, current and not ended. */
async function sessionOf(request: Request, env: ReceiverEnv): Promise<Session | null> {
  const token = env.LEADS_EXPORT_TOKEN;
  if (!token || token.length < MIN_TOKEN_LENGTH) return null;
  const id = await sessionIdOf(token, readCookie(request, SESSION_COOKIE));
  return id ? createSessionStore(env.DB).find(id) : null;
}

/** True for a request with a current session: the photos accept it as the export token's equal. */
export async function hasSession(request: Request, env: ReceiverEnv): Promise<boolean> {
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

/** The list's filters from the address, or a message naming the one that is wrong. */
export function parseListQuery(params: URLSearchParams): ListQuery | string {
  const query: ListQuery = {};
  const status = params.get('status');
  if (status) {
    if (!(LEAD_STATUSES as readonly string[]).includes(status)) return `status must be one of: ${LEAD_STATUSES.join(', ')}`;
    query.status = status as LeadStatus;
  }
  const kind = params.get('kind');
  if (kind) {
    if (kind !== 'lead' && !(kind in LEAD_WHAT)) return `kind must be one of: lead, ${Object.keys(LEAD_WHAT).join(', ')}`;
    query.kind = kind;
  }
  for (const name of ['from', 'to'] as const) {
    const value = params.get(name);
    if (!value) continue;
    if (!isCalendarDate(value)) return `${name} must be a date as YYYY-MM-DD`;
    query[name] = value;
  }
  const q = params.get('q')?.trim();
  if (q) query.q = q.slice(0, MAX_SEARCH_LENGTH);
  const page = params.get('page');
  if (page) {
    if (!/^[1-9]\d{0,5}$/.test(page)) return 'page must be a whole number from 1';
    query.page = Number(page);
  }
  return query;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const whatOf = (lead: StoredLead) => (LEAD_WHAT as Record<string, string>)[lead.source] ?? lead.source;

export function summaryOf(lead: StoredLead): LeadSummary {
  const fields = lead.lead;
  const quote = fields.quote as { postcode?: unknown } | undefined;
  return {
    id: lead.id,
    receivedAt: lead.receivedAt,
    what: whatOf(lead),
    who: text(fields.name) ?? text(fields.firstName) ?? text(fields.email) ?? text(fields.phoneNumber) ?? text(fields.phone) ?? 'No name given',
    postcode: text(fields.postcode) ?? text(quote?.postcode),
    status: lead.status,
    photoCount: lead.photos.length,
    source: lead.campaign?.utmSource ?? lead.campaign?.referrerHost ?? null,
    quoteChanged: lead.quoteCheck !== null,
  };
}

/** A lead's history as staff read it: received, emailed, forwarded, and every change, oldest first. */
export function historyOf(lead: StoredLead, events: LeadEvent[]): HistoryEntry[] {
  const entries: HistoryEntry[] = [{ at: lead.receivedAt, kind: 'received', text: `Received: ${whatOf(lead)}` }];
  for (const [kind, job, done, failed] of [
    ['email', lead.email, 'Emailed to the business', 'The email to the business failed'],
    ['forward', lead.forward, 'Forwarded to the CRM', 'The forward to the CRM failed'],
  ] as const) {
    if (job.at && (job.status === 'done' || job.status === 'failed')) entries.push({ at: job.at, kind, text: job.status === 'done' ? done : `${failed}: ${job.detail ?? 'no detail'}` });
  }
  for (const event of events) {
    if (event.kind === 'status') entries.push({ at: event.at, kind: 'status', text: `Status: ${STATUS_LABELS[event.status as LeadStatus] ?? event.status}${event.reason ? ` (${event.reason})` : ''}` });
    else entries.push({ at: event.at, kind: 'note', text: event.note ? `Note: ${event.note}` : 'Note cleared' });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

function detailOf(lead: StoredLead, events: LeadEvent[]): LeadDetail {
  // Addresses on this site, as paths: the island shows only its own site's photos.
  const record = exportRecord(lead, '', events);
  return {
    lead: {
      id: lead.id,
      receivedAt: lead.receivedAt,
      type: lead.type,
      source: lead.source,
      what: whatOf(lead),
      fields: lead.lead,
      campaign: lead.campaign as Record<string, string> | null,
      photos: record.photos,
      quoteCheck: lead.quoteCheck ? { changed: lead.quoteCheck.changed, today: lead.quoteCheck.today as Record<string, unknown> | null } : null,
      email: record.email,
      forwarding: record.forwarding,
    },
    status: lead.status,
    lostReason: lead.lostReason,
    note: lead.note,
    history: historyOf(lead, events),
  };
}

/** Sign in, find out whether signed in, sign out. */
async function session(request: Request, env: ReceiverEnv): Promise<Response> {
  const sessions = createSessionStore(env.DB);
  if (request.method === 'GET') {
    const current = await sessionOf(request, env);
    return current ? json(200, sessionInfo(current)) : signedOut();
  }
  if (request.method === 'DELETE') {
    const current = await sessionOf(request, env);
    if (current) {
      if (!(await changeAllowed(request, current))) return refused();
      await sessions.end(current.id);
    }
    return new Response(null, { status: 204, headers: { ...noStore, 'Set-Cookie': sessionCookie(request, null) } });
  }
  if (request.method !== 'POST') return methodNotAllowed('GET, POST, DELETE');
  if (request.headers.get('origin') !== new URL(request.url).origin) return refused();
  // Every try counts, right or wrong: the tenth in a minute from one address is refused unread.
  const allowed = (await env.SIGN_IN_RATE_LIMIT?.limit({ key: clientKey(request) })) ?? { success: true };
  if (!allowed.success) return json(429, { error: INBOX_MESSAGES.tooManyTries }, { 'Retry-After': String(SIGN_IN_RETRY_AFTER_SECONDS) });
  const body = await readBody(request, signInSchema);
  if (body instanceof Response) return body;
  const token = env.LEADS_EXPORT_TOKEN;
  if (!token || token.length < MIN_TOKEN_LENGTH || !(await equalInConstantTime(body.key.trim(), token))) return json(401, { error: INBOX_MESSAGES.wrongKey });
  const started = await sessions.start();
  return json(200, sessionInfo(started), { 'Set-Cookie': sessionCookie(request, await cookieValue(token, started.id)) });
}

/** Everything under /api/leads/inbox/: `parts` is the path after it. */
export async function handleInbox(request: Request, env: ReceiverEnv, parts: string[]): Promise<Response> {
  const [first, second, third, ...rest] = parts;
  if (rest.length) return json(404, { error: 'No such address' });
  if (first === 'session' && second === undefined) return session(request, env);

  const current = await sessionOf(request, env);
  if (!current) return signedOut();
  const changes = request.method !== 'GET' && request.method !== 'HEAD';
  if (changes && !(await changeAllowed(request, current))) return refused();

  const store = storeFor(env);
  const inbox = createInboxStore(env.DB);
  const origin = new URL(request.url).origin;
  const params = new URL(request.url).searchParams;

  if ((first === 'leads' || first === 'leads.csv') && second === undefined) {
    if (request.method !== 'GET') return methodNotAllowed('GET');
    const query = parseListQuery(params);
    if (typeof query === 'string') return json(400, { error: query });
    if (first === 'leads.csv') {
      const leads = await inbox.all(query, MAX_CSV_LEADS);
      const events = await inbox.events(leads.map((lead) => lead.id));
      const day = ukCalendarDate(new Date());
      return new Response(toCsv(leads.map((lead) => exportRecord(lead, origin, events.get(lead.id) ?? []))), {
        headers: { ...noStore, 'X-Robots-Tag': 'noindex', 'X-Content-Type-Options': 'nosniff', 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="leads-${day}.csv"` },
      });
    }
    const [{ leads, total }, newToday] = await Promise.all([inbox.list(query, INBOX_PAGE_SIZE), inbox.countSince(ukDayStart(ukCalendarDate(new Date())))]);
    const list: LeadList = { leads: leads.map(summaryOf), total, page: query.page ?? 1, pageSize: INBOX_PAGE_SIZE, newToday };
    return json(200, list);
  }

  if (first === 'leads' && second) {
    const id = decodeURIComponent(second);
    const detail = async () => {
      const lead = await store.find(id);
      return lead ? json(200, detailOf(lead, (await inbox.events([id])).get(id) ?? [])) : gone();
    };
    if (third === undefined) {
      if (request.method === 'GET') return detail();
      if (request.method !== 'DELETE') return methodNotAllowed('GET, DELETE');
      const erased = await eraseLeads(env, [id], origin);
      return erased.length ? json(200, { erased }) : gone();
    }
    if (request.method !== 'POST') return methodNotAllowed('POST');
    if (third === 'status') {
      const change = await readBody(request, statusChangeSchema);
      if (change instanceof Response) return change;
      return (await inbox.setStatus(id, change)) ? detail() : gone();
    }
    if (third === 'note') {
      const change = await readBody(request, noteChangeSchema);
      if (change instanceof Response) return change;
      return (await inbox.setNote(id, change.note.trim())) ? detail() : gone();
    }
    return json(404, { error: 'No such address' });
  }

  if ((first === 'erase' || first === 'person') && second === undefined) {
    let contactText: string | null;
    if (first === 'erase') {
      if (request.method !== 'POST') return methodNotAllowed('POST');
      const body = await readBody(request, eraseContactSchema);
      if (body instanceof Response) return body;
      contactText = body.contact;
    } else {
      if (request.method !== 'GET') return methodNotAllowed('GET');
      contactText = params.get('contact');
    }
    const contact = parseContact(contactText ?? '');
    if (!contact) return json(400, { error: 'Enter an email address or a UK phone number', fields: { contact: 'Enter an email address or a UK phone number' } });
    const leads = await store.list({ since: new Date(0).toISOString(), limit: MAX_CSV_LEADS, contact });
    if (first === 'erase') return json(200, { erased: await eraseLeads(env, leads.map((lead) => lead.id), origin) });
    const events = await inbox.events(leads.map((lead) => lead.id));
    const body = { contact: 'email' in contact ? contact.email : contact.phone, exportedAt: new Date().toISOString(), leads: leads.map((lead) => exportRecord(lead, origin, events.get(lead.id) ?? [])) };
    return json(200, body, { 'Content-Disposition': `attachment; filename="leads-of-one-person-${ukCalendarDate(new Date())}.json"` });
  }

  if (first === 'campaigns' && second === undefined) {
    if (request.method !== 'GET') return methodNotAllowed('GET');
    const days = Number(params.get('days') ?? CAMPAIGN_PERIODS[0]);
    if (!(CAMPAIGN_PERIODS as readonly number[]).includes(days)) return json(400, { error: `days must be one of: ${CAMPAIGN_PERIODS.join(', ')}` });
    const report = await inbox.campaigns(new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString());
    return json(200, { days, ...report });
  }
  return json(404, { error: 'No such address' });
}

/** Erases leads with their photos and history, and tells the CRM of each (`lead.deleted`). */
export async function eraseLeads(env: ReceiverEnv, ids: string[], origin: string): Promise<string[]> {
  const erased = await storeFor(env).erase(ids, { notify: env.LEAD_FORWARD_URL ? { origin } : null, everyObject: true });
  if (erased.length && env.LEAD_FORWARD_URL) {
    await env.LEAD_JOBS.sendBatch(erased.map((leadId) => ({ body: { leadId, kind: 'deleted' as const } }))).catch((error: unknown) => console.error('Could not queue erasure notices', error));
  }
  return erased;
}

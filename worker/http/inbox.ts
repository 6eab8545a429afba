/**
 * The lead inbox's endpoints (the contract is lib/shared/contracts/inbox.ts), mounted by the router (worker/app.ts)
 * under /api/leads/inbox/, for the business's staff only. Behind Cloudflare Access, every request
 * first proves who it is from with Access's JWT (worker/http/access.ts); staff then sign in with the
 * staff key (INBOX_STAFF_KEY, never the export token), which starts a session (worker/http/session.ts)
 * that opens the rest to the same person; wrong keys count against a limit per client address (right
 * ones never do); every change also needs the site's own Origin and the session's CSRF token, and a
 * JSON body within its size limit. Every status, note and erasure records who made it. Every answer
 * is uncached and unindexed. Leads are read and changed only through the stores; what staff see of
 * them is worker/http/inbox-views.ts.
 */
import { isVerified } from '@/lib/shared/forms/human-check';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CAMPAIGN_PERIODS, CSRF_HEADER, INBOX_PAGE_SIZE, MAX_SHARED_CONTACTS, eraseContactSchema, noteChangeSchema, priceChangeSchema, retrySchema, signInSchema, statusChangeSchema, type LeadList, type PersonLeads, type Retried, type SessionInfo } from '@/lib/shared/contracts/inbox';
import { displayUkPhone } from '@/lib/shared/forms/phone';
import { quoteOf } from '@/lib/shared/quote/lead-shape';
import { ukCalendarDate } from '@/lib/shared/time/uk-time';
import type { WorkerEnv } from '../env';
import { DIARIES, DIARY_MESSAGES, blockChangeSchema, bookingChangeSchema, holidayChangeSchema, weeklyChangeSchema, type Diary, type DiaryChanged } from '@/lib/shared/survey/booking';
import type { WeeklyCapacity } from '@/lib/shared/survey/slots';
import { BANK_HOLIDAYS } from '@/content/bank-holidays';
import { diaryFor } from '../store/diary';
import { changeBooking } from '../diary/booking-change';
import { MIN_TOKEN_LENGTH, equalInConstantTime } from '../crypto';
import { eraseLeads } from '../delivery/erase';
import { canEmailVisitor } from '../delivery/jobs';
import { parseContact } from '../lead/contact';
import type { StoredLead, StoredPrice } from '../lead/model';
import { exportRecord, toCsv } from '../lead/record';
import { chunks } from '../store/d1';
import { createInboxStore, ukDayStart } from '../store/inbox';
import { createJobStore, type PriceJobKind } from '../store/jobs';
import { storeFor } from '../store/leads';
import { requestsFor } from '../store/requests';
import { createSessionStore, type Session } from '../store/sessions';
import { clientKey } from './abuse';
import { accessSettings, createAccessChecker } from './access';
import { detailOf, parseListQuery, priceConfirmable, summaryOf } from './inbox-views';
import { publicOrigin } from './public-origin';
import { API_HEADERS, json, methodNotAllowed } from './respond';
import { cookieValue, readSessionCookie, sessionCookie, sessionIdOf } from './session';

/** Seconds a client address that got the key wrong too often is refused sign-in: the binding counts in one-minute windows. */
const SIGN_IN_RETRY_AFTER_SECONDS = 60;
/** The largest sign-in body read: a key is 64 characters, the JSON around it a few more. */
export const MAX_SIGN_IN_BYTES = 4 * 1024;
/** The largest body of any other change read: a note of MAX_NOTE_LENGTH characters, each up to 4 bytes, and its JSON. */
const MAX_CHANGE_BYTES = 16 * 1024;
/** Most leads the CSV of a view holds: years of the business's leads. */
export const MAX_CSV_LEADS = 10_000;

/** What staff are told, word for word. */
export const INBOX_MESSAGES = {
  wrongKey: 'That key is not right. Check it and try again.',
  tooManyTries: 'Too many wrong keys from this address. Wait a minute, then try again.',
  noStaffKey: 'Nobody can sign in yet: the inbox has no staff key. Whoever runs the website sets INBOX_STAFF_KEY (at least 32 characters).',
  signedOut: 'Sign in to see the leads.',
  refusedChange: 'This change was refused: sign in again on this site and try again.',
  gone: 'This lead has been erased.',
  notJson: 'Send the body as JSON (Content-Type: application/json).',
  badJson: 'The body must be JSON.',
} as const;

/** The staff key, if it is long enough to be one: a shorter one opens nothing. */
const staffKeyOf = (env: WorkerEnv) => (env.INBOX_STAFF_KEY && env.INBOX_STAFF_KEY.length >= MIN_TOKEN_LENGTH ? env.INBOX_STAFF_KEY : null);

/** One checker of Access's tokens per isolate: its copy of the team's keys serves every request the isolate answers. */
const access = createAccessChecker();

/** The session a request carries, if its cookie is signed, current, not ended, and started by `actor` (behind Access, the same person). */
async function sessionOf(request: Request, env: WorkerEnv, actor: string): Promise<Session | null> {
  const key = staffKeyOf(env);
  const id = key ? await sessionIdOf(key, readSessionCookie(request, env)) : null;
  const session = id ? await createSessionStore(env.DB).find(id) : null;
  return session?.actor === actor ? session : null;
}

/** True for a request with a current session of whoever it is from: the photos accept it as the export token's equal. */
export async function hasSession(request: Request, env: WorkerEnv): Promise<boolean> {
  const who = await access.check(request, accessSettings(env));
  return who.ok && (await sessionOf(request, env, who.actor)) !== null;
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
const tooManyTries = () => json(429, { error: INBOX_MESSAGES.tooManyTries }, { 'Retry-After': String(SIGN_IN_RETRY_AFTER_SECONDS) });
const sessionInfo = (session: Session): SessionInfo => ({ signedIn: true, csrf: session.csrf, expiresAt: session.expiresAt, by: session.actor });

/** A JSON body read with a schema: the value, or a 400 for a body that is not JSON, is not what the schema reads, or names a field's problem. */
async function readBody<T>(request: Request, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }): Promise<T | Response> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) return json(400, { error: INBOX_MESSAGES.notJson });
  let value: unknown;
  try {
    value = await request.json();
  } catch {
    return json(400, { error: INBOX_MESSAGES.badJson });
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '(body)'] ??= issue.message;
  return json(400, { error: 'Check the fields', fields });
}

type Inbox = { Bindings: WorkerEnv; Variables: { session: Session; actor: string } };
type InboxContext = Context<Inbox>;

/** A body larger than the limit is refused unread: 413, said as the rest of the inbox says things. */
const limitBody = (maxSize: number) => bodyLimit({ maxSize, onError: () => json(413, { error: `The body is larger than ${maxSize} bytes` }) });

export const inbox = new Hono<Inbox>();

// Behind Cloudflare Access, every request proves who it is from first (403 saying why); without Access, whoever has the staff key.
inbox.use('*', async (c, next) => {
  const who = await access.check(c.req.raw, accessSettings(c.env));
  if (!who.ok) return json(who.status, { error: who.error });
  c.set('actor', who.actor);
  await next();
});

/** Whether signed in (asking is never an error: a first visit logs nothing), sign in, sign out. */
inbox.get('/session', async (c) => {
  const current = await sessionOf(c.req.raw, c.env, c.get('actor'));
  return json(200, current ? sessionInfo(current) : { signedIn: false });
});
inbox.delete('/session', limitBody(MAX_CHANGE_BYTES), async (c) => {
  const current = await sessionOf(c.req.raw, c.env, c.get('actor'));
  if (current) {
    if (!(await changeAllowed(c.req.raw, current))) return refused();
    await createSessionStore(c.env.DB).end(current.id);
  }
  return new Response(null, { status: 204, headers: { ...API_HEADERS, 'Set-Cookie': sessionCookie(c.req.raw, c.env, null) } });
});
inbox.post('/session', limitBody(MAX_SIGN_IN_BYTES), async (c) => {
  const request = c.req.raw;
  if (request.headers.get('origin') !== new URL(request.url).origin) return refused();
  const key = staffKeyOf(c.env);
  if (!key) return json(503, { error: INBOX_MESSAGES.noStaffKey });
  const client = clientKey(request);
  const sessions = createSessionStore(c.env.DB);
  // An address that got the key wrong too often is refused unread, right key or not, until its minute is up.
  if (await sessions.blocked(client)) return tooManyTries();
  const body = await readBody(request, signInSchema);
  if (body instanceof Response) return body;
  if (!(await equalInConstantTime(body.key.trim(), key))) {
    // Only a wrong key counts: staff signing in from one office address never use the limit up.
    const counted = (await c.env.SIGN_IN_RATE_LIMIT?.limit({ key: client })) ?? { success: true };
    if (counted.success) return json(401, { error: INBOX_MESSAGES.wrongKey });
    await sessions.block(client, SIGN_IN_RETRY_AFTER_SECONDS * 1000);
    return tooManyTries();
  }
  const started = await sessions.start(c.get('actor'));
  return json(200, sessionInfo(started), { 'Set-Cookie': sessionCookie(request, c.env, await cookieValue(key, started.id)) });
});
inbox.all('/session', () => methodNotAllowed('GET, POST, DELETE'));

// Everything else needs a session of the same person; a change also needs the site's Origin and the session's CSRF token, and a small body.
inbox.use('*', async (c, next) => {
  const current = await sessionOf(c.req.raw, c.env, c.get('actor'));
  if (!current) return signedOut();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !(await changeAllowed(c.req.raw, current))) return refused();
  c.set('session', current);
  await next();
});
inbox.use('*', async (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(MAX_CHANGE_BYTES)(c, next)));

const origin = (c: InboxContext) => publicOrigin(c.req.raw, c.env);
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
  const { leads, history } = await createInboxStore(c.env.DB).allWithHistory(query, MAX_CSV_LEADS);
  const day = ukCalendarDate(new Date());
  return new Response(toCsv(leads.map((lead) => exportRecord(lead, origin(c), history.get(lead.id) ?? []))), {
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
  const erased = await eraseLeads(c.env, [c.req.param('id')], origin(c), c.get('actor'));
  return erased.length ? json(200, { erased }) : gone();
});
inbox.all('/leads/:id', () => methodNotAllowed('GET, DELETE'));
inbox.post('/leads/:id/status', async (c) => {
  const change = await readBody(c.req.raw, statusChangeSchema);
  if (change instanceof Response) return change;
  return (await createInboxStore(c.env.DB).setStatus(c.req.param('id'), change, c.get('actor'))) ? detail(c) : gone();
});
inbox.post('/leads/:id/note', async (c) => {
  const change = await readBody(c.req.raw, noteChangeSchema);
  if (change instanceof Response) return change;
  return (await createInboxStore(c.env.DB).setNote(c.req.param('id'), change.note.trim(), c.get('actor'))) ? detail(c) : gone();
});
/** Said of a price change on a lead that carries no quote to confirm. */
const NO_PRICE_TO_CONFIRM = 'Only a survey booked from a quote has a price to confirm.';

inbox.post('/leads/:id/price', async (c) => {
  const change = await readBody(c.req.raw, priceChangeSchema);
  if (change instanceof Response) return change;
  const id = c.req.param('id');
  const lead = await storeFor(c.env).find(id);
  if (!lead) return gone();
  const quote = quoteOf(lead.lead);
  if (!quote || !priceConfirmable(lead)) return json(409, { error: NO_PRICE_TO_CONFIRM });
  const at = new Date().toISOString();
  const price: StoredPrice =
    change.action === 'confirm'
      ? { state: 'confirmed', pence: quote.offer.pricePence, reason: null, at, by: c.get('actor') }
      : { state: 'changed', pence: Math.round(change.pounds * 100), reason: change.reason.trim(), at, by: c.get('actor') };
  // The visitor told by email (when they gave an address and visitors can be emailed), the CRM told (when there is one).
  const jobs: PriceJobKind[] = [];
  // Only a verified lead's visitor is emailed: an unverified one's address may not be theirs.
  if (lead.contact.email && canEmailVisitor(c.env) && isVerified(lead.humanCheck)) jobs.push('price');
  if (c.env.LEAD_FORWARD_URL) jobs.push('updated');
  const updated = await requestsFor(c.env).setPrice(id, price, jobs, origin(c));
  if (!updated) return gone();
  if (jobs.length) await c.env.LEAD_JOBS.sendBatch(jobs.map((kind) => ({ body: { leadId: id, kind } }))).catch((error: unknown) => console.error(`Could not queue lead ${id}'s price jobs`, error));
  return detail(c);
});
inbox.post('/leads/:id/booking', async (c) => {
  const change = await readBody(c.req.raw, bookingChangeSchema);
  if (change instanceof Response) return change;
  const lead = await storeFor(c.env).find(c.req.param('id'));
  if (!lead) return gone();
  const outcome = await changeBooking(c.env, lead, change, { by: c.get('actor'), origin: origin(c) });
  if ('taken' in outcome) return json(409, outcome.taken);
  if ('refused' in outcome) return json(400, { error: outcome.refused, fields: { slot: outcome.refused } });
  if ('none' in outcome) return json(409, { error: DIARY_MESSAGES.noBooking });
  return detail(c);
});
inbox.all('/leads/:id/booking', () => methodNotAllowed('POST'));

/** The diary a path names, or null. */
const diaryParam = (c: InboxContext): Diary | null => ((DIARIES as readonly string[]).includes(c.req.param('diary') ?? '') ? (c.req.param('diary') as Diary) : null);

/** The diary after a change to its settings, and the bookings the change left without a place (they stay booked). */
async function diaryChanged(c: InboxContext, diary: Diary): Promise<Response> {
  const diaries = diaryFor(c.env);
  const [view, stranded] = await Promise.all([diaries.view(), diaries.stranded(diary)]);
  const changed: DiaryChanged = { view, stranded };
  return json(200, changed);
}

inbox.get('/diary', async (c) => json(200, await diaryFor(c.env).view()));
inbox.all('/diary', () => methodNotAllowed('GET'));
inbox.put('/diary/:diary/weekly', async (c) => {
  const diary = diaryParam(c);
  if (!diary) return json(404, { error: DIARY_MESSAGES.noDiary });
  const change = await readBody(c.req.raw, weeklyChangeSchema);
  if (change instanceof Response) return change;
  await diaryFor(c.env).setWeekly(diary, change.weekly as WeeklyCapacity, c.get('actor'));
  return diaryChanged(c, diary);
});
inbox.all('/diary/:diary/weekly', () => methodNotAllowed('PUT'));
inbox.post('/diary/:diary/blocks', async (c) => {
  const diary = diaryParam(c);
  if (!diary) return json(404, { error: DIARY_MESSAGES.noDiary });
  const block = await readBody(c.req.raw, blockChangeSchema);
  if (block instanceof Response) return block;
  await diaryFor(c.env).block(diary, block, c.get('actor'));
  return diaryChanged(c, diary);
});
inbox.delete('/diary/:diary/blocks', async (c) => {
  const diary = diaryParam(c);
  if (!diary) return json(404, { error: DIARY_MESSAGES.noDiary });
  const block = await readBody(c.req.raw, blockChangeSchema);
  if (block instanceof Response) return block;
  await diaryFor(c.env).lift(diary, block);
  return diaryChanged(c, diary);
});
inbox.all('/diary/:diary/blocks', () => methodNotAllowed('POST, DELETE'));
inbox.post('/diary/:diary/holidays', async (c) => {
  const diary = diaryParam(c);
  if (!diary) return json(404, { error: DIARY_MESSAGES.noDiary });
  const change = await readBody(c.req.raw, holidayChangeSchema);
  if (change instanceof Response) return change;
  if (!(change.date in BANK_HOLIDAYS)) return json(400, { error: DIARY_MESSAGES.notHoliday, fields: { date: DIARY_MESSAGES.notHoliday } });
  await diaryFor(c.env).setHoliday(diary, change.date, change.open, c.get('actor'));
  return diaryChanged(c, diary);
});
inbox.all('/diary/:diary/holidays', () => methodNotAllowed('POST'));

inbox.all('/leads/:id/status', () => methodNotAllowed('POST'));
inbox.all('/leads/:id/note', () => methodNotAllowed('POST'));
inbox.all('/leads/:id/price', () => methodNotAllowed('POST'));

const contactRefused = () => json(400, { error: 'Enter an email address or a UK phone number', fields: { contact: 'Enter an email address or a UK phone number' } });
type Contact = NonNullable<ReturnType<typeof parseContact>>;
const contactValue = (contact: Contact) => ('email' in contact ? contact.email : contact.phone);
const displayed = (value: string) => (value.includes('@') ? value : displayUkPhone(value));

/**
 * One person's leads (by an email address or a phone number), and the leads that share another
 * contact detail of theirs, by that detail: looked up by email, the phones on their leads; by
 * phone, the emails. One hop only: the shared leads' own other details are not followed.
 */
async function personOf(env: WorkerEnv, contact: Contact): Promise<{ leads: StoredLead[]; shared: Map<string, StoredLead[]> }> {
  const store = storeFor(env);
  const leads = await store.list({ since: new Date(0).toISOString(), limit: MAX_CSV_LEADS, contact });
  const kind = 'email' in contact ? 'phone' : 'email';
  const theirs = [...new Set(leads.map((lead) => lead.contact[kind]).filter((value): value is string => value !== null))].slice(0, MAX_SHARED_CONTACTS);
  const others = 'email' in contact ? await store.sharing({ phones: theirs, email: contact.email }, MAX_CSV_LEADS) : await store.sharing({ emails: theirs, phone: contact.phone }, MAX_CSV_LEADS);
  const shared = new Map<string, StoredLead[]>();
  for (const lead of others) {
    const value = lead.contact[kind];
    if (value) shared.set(value, [...(shared.get(value) ?? []), lead]);
  }
  return { leads, shared };
}

/** The leads a request for one person's data picks: theirs, and those of each shared contact chosen (`also`); or a 400 naming what is wrong. */
async function chosenLeads(env: WorkerEnv, contactText: string, also: readonly string[]): Promise<{ contact: Contact; leads: StoredLead[] } | Response> {
  const contact = parseContact(contactText);
  if (!contact) return contactRefused();
  if (also.length > MAX_SHARED_CONTACTS) return json(400, { error: `At most ${MAX_SHARED_CONTACTS} shared contacts`, fields: { also: `At most ${MAX_SHARED_CONTACTS} shared contacts` } });
  const { leads, shared } = await personOf(env, contact);
  const chosen: StoredLead[] = [...leads];
  for (const text of also) {
    const other = parseContact(text);
    const theirs = other ? shared.get(contactValue(other)) : undefined;
    if (!theirs) {
      const error = `${text} shares no lead with ${contactText.trim()} now: look them up again`;
      return json(400, { error, fields: { also: error } });
    }
    chosen.push(...theirs);
  }
  return { contact, leads: chosen };
}

inbox.get('/person/leads', async (c) => {
  const contact = parseContact(c.req.query('contact') ?? '');
  if (!contact) return contactRefused();
  const { leads, shared } = await personOf(c.env, contact);
  const kind = 'email' in contact ? 'phone' : 'email';
  const body: PersonLeads = {
    contact: contactValue(contact),
    display: displayed(contactValue(contact)),
    leads: leads.map(summaryOf),
    shared: [...shared].map(([value, theirs]) => ({ kind, contact: value, display: displayed(value), leads: theirs.map(summaryOf) })),
  };
  return json(200, body);
});
inbox.all('/person/leads', () => methodNotAllowed('GET'));

inbox.post('/erase', async (c) => {
  const body = await readBody(c.req.raw, eraseContactSchema);
  if (body instanceof Response) return body;
  const chosen = await chosenLeads(c.env, body.contact, body.also ?? []);
  if (chosen instanceof Response) return chosen;
  return json(200, { erased: await eraseLeads(c.env, chosen.leads.map((lead) => lead.id), origin(c), c.get('actor')) });
});
inbox.all('/erase', () => methodNotAllowed('POST'));
inbox.get('/person', async (c) => {
  const also = c.req.queries('also') ?? [];
  const chosen = await chosenLeads(c.env, c.req.query('contact') ?? '', also);
  if (chosen instanceof Response) return chosen;
  const events = await createInboxStore(c.env.DB).events(chosen.leads.map((lead) => lead.id));
  const body = { contact: contactValue(chosen.contact), also, exportedAt: new Date().toISOString(), leads: chosen.leads.map((lead) => exportRecord(lead, origin(c), events.get(lead.id) ?? [])) };
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

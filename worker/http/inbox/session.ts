/**
 * Who may use the lead inbox, and their session: behind Cloudflare Access every request first
 * proves who it is from with Access's JWT (worker/http/access.ts); staff then sign in with the
 * staff key (INBOX_STAFF_KEY, never the export token), which starts a session (worker/http/session.ts)
 * that opens the rest to the same person. Wrong keys count against a limit per client address
 * (right ones never do); every change also needs the site's own Origin and the session's CSRF token.
 *   GET|POST|DELETE /session   whether signed in, sign in, sign out
 * and the two guards worker/http/inbox.ts puts before the routes: who is asking, and their session.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { CSRF_HEADER, signInSchema, type SessionInfo } from '@/lib/shared/contracts/inbox';
import type { WorkerEnv } from '../../env';
import { MIN_TOKEN_LENGTH, equalInConstantTime } from '../../crypto';
import { createSessionStore, type Session } from '../../store/sessions';
import { clientKey } from '../abuse';
import { accessSettings, createAccessChecker } from '../access';
import { API_HEADERS, json, methodNotAllowed } from '../respond';
import { cookieValue, readSessionCookie, sessionCookie, sessionIdOf } from '../session';
import { INBOX_MESSAGES, MAX_CHANGE_BYTES, limitBody, readBody, refused, signedOut, type Inbox } from './context';

/** Seconds a client address that got the key wrong too often is refused sign-in: the binding counts in one-minute windows. */
const SIGN_IN_RETRY_AFTER_SECONDS = 60;
/** The largest sign-in body read: a key is 64 characters, the JSON around it a few more. */
export const MAX_SIGN_IN_BYTES = 4 * 1024;

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

const tooManyTries = () => json(429, { error: INBOX_MESSAGES.tooManyTries }, { 'Retry-After': String(SIGN_IN_RETRY_AFTER_SECONDS) });
const sessionInfo = (session: Session): SessionInfo => ({ signedIn: true, csrf: session.csrf, expiresAt: session.expiresAt, by: session.actor });

/** Behind Cloudflare Access, every request proves who it is from first (403 saying why); without Access, whoever has the staff key. */
export const whoIsAsking: MiddlewareHandler<Inbox> = async (c, next) => {
  const who = await access.check(c.req.raw, accessSettings(c.env));
  if (!who.ok) return json(who.status, { error: who.error });
  c.set('actor', who.actor);
  await next();
};

/** A session of the same person; a change also needs the site's Origin and the session's CSRF token. */
export const signedIn: MiddlewareHandler<Inbox> = async (c, next) => {
  const current = await sessionOf(c.req.raw, c.env, c.get('actor'));
  if (!current) return signedOut();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && !(await changeAllowed(c.req.raw, current))) return refused();
  c.set('session', current);
  await next();
};

/** Whether signed in (asking is never an error: a first visit logs nothing), sign in, sign out: mounted at /session. */
export const session = new Hono<Inbox>();

session.get('/', async (c) => {
  const current = await sessionOf(c.req.raw, c.env, c.get('actor'));
  return json(200, current ? sessionInfo(current) : { signedIn: false });
});
session.delete('/', limitBody(MAX_CHANGE_BYTES), async (c) => {
  const current = await sessionOf(c.req.raw, c.env, c.get('actor'));
  if (current) {
    if (!(await changeAllowed(c.req.raw, current))) return refused();
    await createSessionStore(c.env.DB).end(current.id);
  }
  return new Response(null, { status: 204, headers: { ...API_HEADERS, 'Set-Cookie': sessionCookie(c.req.raw, c.env, null) } });
});
session.post('/', limitBody(MAX_SIGN_IN_BYTES), async (c) => {
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
session.all('/', () => methodNotAllowed('GET, POST, DELETE'));

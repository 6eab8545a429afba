/**
 * Staff sessions for the lead inbox: signing in with the staff key (INBOX_STAFF_KEY, never the
 * export token) starts one, kept in D1 (`staff_sessions`) for SESSION_MS, its id in a cookie signed
 * with a key derived from the staff key (so changing the key ends every session, and changing the
 * export token ends none). On https (live) the cookie is `__Host-` prefixed (the browser keeps it
 * only as Secure, for this host alone, on every path: no other subdomain can set or read it),
 * HttpOnly (no script reads it) and SameSite=Lax: a link from webmail (a photo in the lead's email)
 * opens with the session, while every change still needs the site's own Origin and the session's
 * CSRF token, which no other site's page can send. Over plain http on this machine's own address
 * (`npm start`) it is the same cookie without Secure, so without the prefix that demands it: Safari's
 * engine (WebKit) keeps no Secure cookie over http, even on localhost, where Chromium and Firefox
 * do. On https only the `__Host-` cookie is set or read. Signing out deletes the row, so a copy of
 * the cookie opens nothing afterwards.
 */
import { equalInConstantTime, hmacSha256Hex, sha256 } from '../crypto';
import type { WorkerEnv } from '../env';
import { SESSION_MS } from '../store/sessions';
import { publicOrigin } from './public-origin';

/** The cookie's name on https: `__Host-` makes browsers keep it only Secure, on Path=/, without a Domain. */
export const SESSION_COOKIE = '__Host-leads_session';
/** Its name over plain http on this machine's own address: without Secure, a `__Host-` cookie is refused, so no prefix. */
export const LOCAL_SESSION_COOKIE = 'leads_session';

/** This machine's own (loopback) hosts as a URL names them: only there is the session's cookie ever kept without Secure. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True when the browser is on plain http at this machine's own address (`npm start`). The scheme
 * is the request's own: `wrangler dev` keeps the browser's scheme and swaps only the host for
 * wrangler.toml's route, and live every request is the edge's, with the real host. The host is the
 * site's (publicOrigin: under `wrangler dev` PUBLIC_ORIGIN, which npm start and the tests set to the
 * local address; live, unset, the request's own domain), so live it is never loopback.
 */
export function onLocalHttp(request: Request, env: Pick<WorkerEnv, 'PUBLIC_ORIGIN'>): boolean {
  if (new URL(request.url).protocol !== 'http:') return false;
  const site = new URL(publicOrigin(request, env));
  return site.protocol === 'http:' && LOOPBACK_HOSTS.has(site.hostname);
}

/** The session cookie's name for a request: the plain one only over http on this machine, else `__Host-`. */
export const sessionCookieName = (request: Request, env: Pick<WorkerEnv, 'PUBLIC_ORIGIN'>) => (onLocalHttp(request, env) ? LOCAL_SESSION_COOKIE : SESSION_COOKIE);

/** The cookie's signature of a session id: HMAC-SHA256 with a key made from the staff key for this use only. */
async function signature(staffKey: string, id: string): Promise<string> {
  return hmacSha256Hex(await sha256(`lead-inbox-session:${staffKey}`), id);
}

/** The cookie's value for a session: its id and the id's signature. */
export async function cookieValue(staffKey: string, id: string): Promise<string> {
  return `${id}.${await signature(staffKey, id)}`;
}

/** The session id a cookie value names, if its signature is right (an altered cookie names none). */
export async function sessionIdOf(staffKey: string, value: string | undefined): Promise<string | null> {
  const match = /^([0-9a-f]{64})\.([0-9a-f]{64})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return null;
  return (await equalInConstantTime(match[2], await signature(staffKey, match[1]))) ? match[1] : null;
}

/** One cookie of a request's Cookie header. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The session cookie a request carries, by the name it has there (sessionCookieName). */
export const readSessionCookie = (request: Request, env: Pick<WorkerEnv, 'PUBLIC_ORIGIN'>) => readCookie(request, sessionCookieName(request, env));

/**
 * The Set-Cookie header for a session in answer to `request` (or, with null, one that ends it in
 * the browser): `__Host-` and Secure, except over plain http on this machine (onLocalHttp).
 */
export function sessionCookie(request: Request, env: Pick<WorkerEnv, 'PUBLIC_ORIGIN'>, value: string | null): string {
  const local = onLocalHttp(request, env);
  const lifetime = value ? `Max-Age=${SESSION_MS / 1000}` : 'Max-Age=0';
  return [`${local ? LOCAL_SESSION_COOKIE : SESSION_COOKIE}=${value ?? ''}`, 'Path=/', ...(local ? [] : ['Secure']), 'HttpOnly', 'SameSite=Lax', lifetime].join('; ');
}

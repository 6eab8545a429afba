/**
 * Staff sessions for the lead inbox: signing in with the business's key (the export token) starts
 * one, kept in D1 (`staff_sessions`) for SESSION_MS, its id in a cookie signed with a key derived
 * from the export token (so changing the token ends every session). The cookie is HttpOnly (no
 * script reads it), SameSite=Strict (no other site's page sends it), Secure everywhere but
 * localhost, and scoped to the site. Signing out deletes the row, so a copy of the cookie opens
 * nothing afterwards. Each session has its own CSRF token, which every change must carry.
 */
import { equalInConstantTime, hmacSha256Hex, sha256 } from '../crypto';
import { SESSION_MS } from '../store/sessions';

/** The cookie's name. */
export const SESSION_COOKIE = 'leads_session';

/** The cookie's signature of a session id: HMAC-SHA256 with a key made from the export token for this use only. */
async function signature(token: string, id: string): Promise<string> {
  return hmacSha256Hex(await sha256(`lead-inbox-session:${token}`), id);
}

/** The cookie's value for a session: its id and the id's signature. */
export async function cookieValue(token: string, id: string): Promise<string> {
  return `${id}.${await signature(token, id)}`;
}

/** The session id a cookie value names, if its signature is right (an altered cookie names none). */
export async function sessionIdOf(token: string, value: string | undefined): Promise<string | null> {
  const match = /^([0-9a-f]{64})\.([0-9a-f]{64})$/.exec(value ?? '');
  if (!match?.[1] || !match[2]) return null;
  return (await equalInConstantTime(match[2], await signature(token, match[1]))) ? match[1] : null;
}

/** One cookie of a request's Cookie header. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The Set-Cookie header for a session (or, with null, one that ends it in the browser). */
export function sessionCookie(request: Request, value: string | null): string {
  const url = new URL(request.url);
  // Secure everywhere but plain http on this machine, where a browser would not send it back.
  const local = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const lifetime = value ? `Max-Age=${SESSION_MS / 1000}` : 'Max-Age=0';
  return [`${SESSION_COOKIE}=${value ?? ''}`, 'Path=/', 'HttpOnly', 'SameSite=Strict', lifetime, ...(local ? [] : ['Secure'])].join('; ');
}

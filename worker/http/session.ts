/**
 * Staff sessions for the lead inbox: signing in with the staff key (INBOX_STAFF_KEY, never the
 * export token) starts one, kept in D1 (`staff_sessions`) for SESSION_MS, its id in a cookie signed
 * with a key derived from the staff key (so changing the key ends every session, and changing the
 * export token ends none). The cookie is `__Host-` prefixed (the browser keeps it only as Secure,
 * for this host alone, on every path: no other subdomain can set or read it), HttpOnly (no script
 * reads it) and SameSite=Lax: a link from webmail (a photo in the lead's email) opens with the
 * session, while every change still needs the site's own Origin and the session's CSRF token, which
 * no other site's page can send. Signing out deletes the row, so a copy of the cookie opens nothing
 * afterwards.
 */
import { equalInConstantTime, hmacSha256Hex, sha256 } from '../crypto';
import { SESSION_MS } from '../store/sessions';

/** The cookie's name: `__Host-` makes browsers keep it only Secure, on Path=/, without a Domain. */
export const SESSION_COOKIE = '__Host-leads_session';

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

/**
 * The Set-Cookie header for a session (or, with null, one that ends it in the browser). Secure
 * everywhere: browsers treat http://localhost and http://127.0.0.1 as secure and keep it there too.
 */
export function sessionCookie(value: string | null): string {
  const lifetime = value ? `Max-Age=${SESSION_MS / 1000}` : 'Max-Age=0';
  return [`${SESSION_COOKIE}=${value ?? ''}`, 'Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax', lifetime].join('; ');
}

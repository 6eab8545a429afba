/**
 * Staff sessions for the lead inbox: signing in with the business's key (the export token) starts
 * one, kept in D1 (`staff_sessions`) for SESSION_MS, its id in a cookie signed with a key derived
 * from the export token (so changing the token ends every session). The cookie is HttpOnly (no
 * script reads it), SameSite=Strict (no other site's page sends it), Secure everywhere but
 * localhost, and scoped to the site. Signing out deletes the row, so a copy of the cookie opens
 * nothing afterwards. Each session has its own CSRF token, which every change must carry.
 */
import { equalInConstantTime } from './auth';
import type { D1Database } from './platform';

/** A working day and then some: staff sign in once a day. */
export const SESSION_MS = 12 * 60 * 60 * 1000;
/** The cookie's name. */
export const SESSION_COOKIE = 'leads_session';

export interface Session {
  id: string;
  csrf: string;
  expiresAt: string;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer | Uint8Array) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
const randomHex = (bytes: number) => hex(crypto.getRandomValues(new Uint8Array(bytes)));

/** The cookie's signature of a session id: HMAC-SHA256 with a key made from the export token for this use only. */
async function signature(token: string, id: string): Promise<string> {
  const keyBytes = await crypto.subtle.digest('SHA-256', encoder.encode(`lead-inbox-session:${token}`));
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(id)));
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

export function createSessionStore(db: D1Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    async start(): Promise<Session> {
      const at = now();
      const session = { id: randomHex(32), csrf: randomHex(32), expiresAt: new Date(at.getTime() + SESSION_MS).toISOString() };
      await db.prepare('INSERT INTO staff_sessions (id, csrf, created_at, expires_at) VALUES (?, ?, ?, ?)').bind(session.id, session.csrf, at.toISOString(), session.expiresAt).run();
      return session;
    },
    /** The session, if it exists and has not expired. */
    async find(id: string): Promise<Session | null> {
      const row = await db.prepare('SELECT id, csrf, expires_at FROM staff_sessions WHERE id = ? AND expires_at > ?').bind(id, now().toISOString()).first<{ id: string; csrf: string; expires_at: string }>();
      return row ? { id: row.id, csrf: row.csrf, expiresAt: row.expires_at } : null;
    },
    async end(id: string): Promise<void> {
      await db.prepare('DELETE FROM staff_sessions WHERE id = ?').bind(id).run();
    },
    /** Drops expired sessions (the daily clean-up). */
    async dropExpired(): Promise<number> {
      return (await db.prepare('DELETE FROM staff_sessions WHERE expires_at <= ?').bind(now().toISOString()).run()).meta.changes;
    },
  };
}

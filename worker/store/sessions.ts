/**
 * Staff sessions of the lead inbox, in D1 (`staff_sessions`, migrations/0003 and 0007): started on
 * sign-in by whoever signed in (the actor: their Cloudflare Access email, or 'staff key'), found by
 * the id the session cookie carries (worker/http/session.ts), ended on sign-out, and dropped by the
 * daily clean-up once expired. Beside them, the client addresses refused sign-in for a while after
 * too many wrong keys (`sign_in_blocks`).
 */
import { randomHex } from '../crypto';

/** A working day and then some: staff sign in once a day. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

export interface Session {
  id: string;
  csrf: string;
  expiresAt: string;
  /** Who started it: an email from Cloudflare Access, or 'staff key'. */
  actor: string;
}

export function createSessionStore(db: D1Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    async start(actor: string): Promise<Session> {
      const at = now();
      const session = { id: randomHex(32), csrf: randomHex(32), expiresAt: new Date(at.getTime() + SESSION_MS).toISOString(), actor };
      await db.prepare('INSERT INTO staff_sessions (id, csrf, created_at, expires_at, actor) VALUES (?, ?, ?, ?, ?)').bind(session.id, session.csrf, at.toISOString(), session.expiresAt, actor).run();
      return session;
    },
    /** The session, if it exists and has not expired. */
    async find(id: string): Promise<Session | null> {
      const row = await db.prepare('SELECT id, csrf, expires_at, actor FROM staff_sessions WHERE id = ? AND expires_at > ?').bind(id, now().toISOString()).first<{ id: string; csrf: string; expires_at: string; actor: string }>();
      return row ? { id: row.id, csrf: row.csrf, expiresAt: row.expires_at, actor: row.actor } : null;
    },
    async end(id: string): Promise<void> {
      await db.prepare('DELETE FROM staff_sessions WHERE id = ?').bind(id).run();
    },
    /** True while a client address is refused sign-in (it got the key wrong too often). */
    async blocked(client: string): Promise<boolean> {
      return (await db.prepare('SELECT 1 AS blocked FROM sign_in_blocks WHERE client = ? AND blocked_until > ?').bind(client, now().toISOString()).first()) !== null;
    },
    /** Refuses a client address sign-in for `ms` from now. */
    async block(client: string, ms: number): Promise<void> {
      const until = new Date(now().getTime() + ms).toISOString();
      await db.prepare('INSERT INTO sign_in_blocks (client, blocked_until) VALUES (?, ?) ON CONFLICT (client) DO UPDATE SET blocked_until = excluded.blocked_until').bind(client, until).run();
    },
    /** Drops expired sessions and sign-in blocks that have run out (the daily clean-up); counts the sessions. */
    async dropExpired(): Promise<number> {
      const at = now().toISOString();
      const [sessions] = await db.batch([db.prepare('DELETE FROM staff_sessions WHERE expires_at <= ?').bind(at), db.prepare('DELETE FROM sign_in_blocks WHERE blocked_until <= ?').bind(at)]);
      return sessions?.meta.changes ?? 0;
    },
  };
}

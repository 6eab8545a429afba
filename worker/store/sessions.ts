/**
 * Staff sessions of the lead inbox, in D1 (`staff_sessions`, migrations/0003): started on sign-in,
 * found by the id the session cookie carries (worker/http/session.ts), ended on sign-out, and
 * dropped by the daily clean-up once expired.
 */
import { randomHex } from '../crypto';

/** A working day and then some: staff sign in once a day. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

export interface Session {
  id: string;
  csrf: string;
  expiresAt: string;
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

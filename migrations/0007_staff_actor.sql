-- Who worked a lead, and sign-in refused after too many wrong keys (worker/http/inbox.ts).

-- Who made each change: the person's email from Cloudflare Access when the inbox is behind it, else
-- 'staff key' (worker/http/access.ts). Older changes say nobody (NULL): they were made before it was kept.
ALTER TABLE lead_events ADD COLUMN actor TEXT;
-- Who started each session, the same way; a session opens only to the identity that started it.
ALTER TABLE staff_sessions ADD COLUMN actor TEXT NOT NULL DEFAULT 'staff key';

-- A client address (worker/http/abuse.ts clientKey) that got the sign-in key wrong more times than
-- the SIGN_IN_RATE_LIMIT binding allows: every sign-in from it is refused, unread, until blocked_until
-- (ISO 8601, UTC). Only wrong keys count, so staff behind one office address never lock each other out
-- by signing in. Dropped by the daily clean-up once past.
CREATE TABLE sign_in_blocks (
  client TEXT PRIMARY KEY,
  blocked_until TEXT NOT NULL
);

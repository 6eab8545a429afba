-- Every lead the site receives, stored whole: one row per lead, written once its photos are in R2.
CREATE TABLE leads (
  -- The lead's id: the `leadId` the visitor's browser gave it (a UUID), or one the receiver made.
  id TEXT PRIMARY KEY,
  -- When the receiver stored it (ISO 8601, UTC).
  received_at TEXT NOT NULL,
  -- The webhook it was posted to: 'callback' or 'lead'.
  type TEXT NOT NULL CHECK (type IN ('callback', 'lead')),
  -- The form that sent it (book-free-survey, exit-intent-modal, quote-email, ...); 'callback' for callbacks.
  source TEXT NOT NULL,
  -- The lead as its form's schema reads it (JSON).
  lead TEXT NOT NULL,
  -- The campaign that brought the visitor, when they allowed it to be kept.
  landing_page TEXT,
  referrer_host TEXT,
  utm_source TEXT,
  utm_medium TEXT,
  utm_campaign TEXT,
  utm_content TEXT,
  -- Its photos in R2 (JSON: [{ "key", "type", "bytes", "kind" }]); '[]' for none.
  photos TEXT NOT NULL DEFAULT '[]',
  -- Forwarding to LEAD_FORWARD_URL: 'off' (none configured), 'pending', 'forwarded' or 'failed'.
  forward_status TEXT NOT NULL DEFAULT 'off' CHECK (forward_status IN ('off', 'pending', 'forwarded', 'failed')),
  forward_attempts INTEGER NOT NULL DEFAULT 0,
  -- What the last attempt got ('HTTP 500', 'no answer within 10 s', ...), and when.
  forward_detail TEXT,
  forwarded_at TEXT
);

CREATE INDEX leads_by_received_at ON leads (received_at, id);
CREATE INDEX leads_by_forward_status ON leads (forward_status, received_at);

-- A lead being stored right now: its id is claimed first, so the same lead sent twice at once
-- (a retry while the first answer is still on its way) is stored by one request only.
CREATE TABLE lead_claims (
  id TEXT PRIMARY KEY,
  claimed_at TEXT NOT NULL
);

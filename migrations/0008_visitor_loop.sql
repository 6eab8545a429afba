-- The visitor's side of the loop (issue 34): their own emails, a private page for each request,
-- photos added later, and the price staff confirm from the photos.

-- The request's private page (/your-request/): the SHA-256 (hex) of the secret its link carries in
-- the fragment (worker/request-link.ts). Only the hash is kept; NULL when the site had no
-- REQUEST_LINK_KEY as the lead was stored (no page, no link).
ALTER TABLE leads ADD COLUMN request_hash TEXT;
-- The price staff confirmed (or changed) from the visitor's photos: 'confirmed' or 'changed', the
-- price in pence the visitor pays, the reason the visitor reads (a change only), when and who.
ALTER TABLE leads ADD COLUMN price_state TEXT CHECK (price_state IN ('confirmed', 'changed'));
ALTER TABLE leads ADD COLUMN price_pence INTEGER;
ALTER TABLE leads ADD COLUMN price_reason TEXT;
ALTER TABLE leads ADD COLUMN price_at TEXT;
ALTER TABLE leads ADD COLUMN price_by TEXT;

-- lead_jobs again, with more kinds (SQLite cannot widen a CHECK in place, so the table is rebuilt):
--   'visitor'  the confirmation to the visitor (or their quote, for "Email me this quote");
--   'price'    the visitor told their price was confirmed or changed (made due again at each change);
--   'updated'  the CRM told of that change (lead.updated, made due again at each change);
--   'farewell' the last email to a visitor who cancelled: their lead is gone, so the payload holds
--              the address and what they had asked for until it is sent, then the row goes.
CREATE TABLE lead_jobs_0008 (
  lead_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'forward', 'deleted', 'notice', 'visitor', 'price', 'updated', 'farewell')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  detail TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT NOT NULL,
  next_at TEXT NOT NULL,
  lease_until TEXT,
  done_at TEXT,
  origin TEXT NOT NULL,
  sent_to TEXT NOT NULL DEFAULT '[]',
  payload TEXT,
  PRIMARY KEY (lead_id, kind)
);
INSERT INTO lead_jobs_0008 (lead_id, kind, status, attempts, detail, created_at, started_at, next_at, lease_until, done_at, origin, sent_to, payload)
  SELECT lead_id, kind, status, attempts, detail, created_at, started_at, next_at, lease_until, done_at, origin, sent_to, payload FROM lead_jobs;
DROP TABLE lead_jobs;
ALTER TABLE lead_jobs_0008 RENAME TO lead_jobs;
CREATE INDEX lead_jobs_due ON lead_jobs (status, next_at);

-- lead_events again, with two kinds: 'photos' (the visitor added photos from their page: `note`
-- says how many) and 'price' (staff confirmed or changed the price: `status` is 'confirmed' or
-- 'changed', `amount` the price in pence, `reason` the reason the visitor reads).
CREATE TABLE lead_events_0008 (
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'note', 'photos', 'price')),
  status TEXT,
  reason TEXT,
  note TEXT,
  actor TEXT,
  amount INTEGER
);
INSERT INTO lead_events_0008 (lead_id, at, kind, status, reason, note, actor)
  SELECT lead_id, at, kind, status, reason, note, actor FROM lead_events;
DROP TABLE lead_events;
ALTER TABLE lead_events_0008 RENAME TO lead_events;
CREATE INDEX lead_events_by_lead ON lead_events (lead_id, at);

-- The business works its leads in the inbox (/leads/, worker/http/inbox.ts): where each stands,
-- a note, every change with its time, and the staff sessions that may read and change them.

-- Where the lead stands: 'new' until someone acts on it; 'lost' carries why.
ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'survey-booked', 'won', 'lost'));
ALTER TABLE leads ADD COLUMN lost_reason TEXT;
ALTER TABLE leads ADD COLUMN note TEXT NOT NULL DEFAULT '';
-- Who and where, in one form each, for the inbox's search: the name as given, the postcode in capitals.
ALTER TABLE leads ADD COLUMN contact_name TEXT;
ALTER TABLE leads ADD COLUMN contact_postcode TEXT;
UPDATE leads SET
  contact_name = NULLIF(TRIM(COALESCE(json_extract(lead, '$.name'), json_extract(lead, '$.firstName'), '')), ''),
  contact_postcode = NULLIF(UPPER(TRIM(COALESCE(json_extract(lead, '$.postcode'), json_extract(lead, '$.quote.postcode'), ''))), '');
CREATE INDEX leads_by_status ON leads (status, received_at);

-- Every change staff make to a lead, oldest first: its history in the inbox, and in the export.
CREATE TABLE lead_events (
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  -- 'status' (status, and reason when lost) or 'note' (the note as saved).
  kind TEXT NOT NULL CHECK (kind IN ('status', 'note')),
  status TEXT,
  reason TEXT,
  note TEXT
);
CREATE INDEX lead_events_by_lead ON lead_events (lead_id, at);

-- A signed-in staff session: its id is in a signed, HttpOnly cookie; signing out deletes it, so a
-- copied cookie opens nothing afterwards. The CSRF token goes with every change.
CREATE TABLE staff_sessions (
  id TEXT PRIMARY KEY,
  csrf TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX staff_sessions_by_expiry ON staff_sessions (expires_at);

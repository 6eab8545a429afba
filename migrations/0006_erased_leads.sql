-- Erased means erased (worker/store/leads.ts): the id of every lead erased on request, and when and
-- by whom, so a resend of it (the visitor's browser keeps a lead and may send it again) is stored,
-- emailed and forwarded nowhere. Nothing of the visitor is kept here: only the id.
CREATE TABLE erased_leads (
  -- The erased lead's id.
  id TEXT PRIMARY KEY,
  -- When it was erased (ISO 8601, UTC); the daily clean-up drops records older than ERASED_IDS_KEEP_DAYS.
  erased_at TEXT NOT NULL,
  -- Who erased it: 'export token', 'staff', or the signed-in person.
  erased_by TEXT NOT NULL
);
CREATE INDEX erased_leads_by_erased_at ON erased_leads (erased_at);

-- Where the daily clean-up (worker/cron/housekeeping.ts) stopped, so its next run goes on from
-- there: one value per name (the last R2 key the orphan-photo step checked).
CREATE TABLE housekeeping_state (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Nobody can run up the bill, and every failure is seen (worker/store/usage.ts, worker/store/jobs.ts).

-- lead_jobs again, with two changes (SQLite cannot widen a CHECK in place, so the table is rebuilt):
--   kind 'notice': an email to the business about the site itself (a daily ceiling reached, the
--   day's failed deliveries), sent through the same binding and retried like a lead's email;
--   its lead_id holds the notice's key instead ('notice:ceiling-leads:2026-11-26', 'notice:failures').
--   started_at: when the current round of attempts began (when the job was made, or when staff
--   pressed Retry): a job gives up JOB_GIVE_UP_MS after it.
CREATE TABLE lead_jobs_0005 (
  lead_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'forward', 'deleted', 'notice')),
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

INSERT INTO lead_jobs_0005 (lead_id, kind, status, attempts, detail, created_at, started_at, next_at, lease_until, done_at, origin, sent_to, payload)
  SELECT lead_id, kind, status, attempts, detail, created_at, created_at, next_at, lease_until, done_at, origin, sent_to, payload FROM lead_jobs;

DROP TABLE lead_jobs;
ALTER TABLE lead_jobs_0005 RENAME TO lead_jobs;
CREATE INDEX lead_jobs_due ON lead_jobs (status, next_at);

-- What the site has taken each day (UTC, as Cloudflare's free-plan quotas count): new leads
-- stored and their photos' bytes, so the daily ceilings (LEADS_PER_DAY_LIMIT,
-- PHOTO_MB_PER_DAY_LIMIT) can turn more away. One row a day, added to as each lead is stored.
CREATE TABLE site_usage (
  day TEXT PRIMARY KEY,
  leads INTEGER NOT NULL DEFAULT 0,
  photo_bytes INTEGER NOT NULL DEFAULT 0
);

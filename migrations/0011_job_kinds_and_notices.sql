-- Issue 42: the kinds of job are one table in the code (lib/shared/contracts/job-kinds.ts), and the
-- Worker refuses a kind it does not know before it writes one (worker/store/jobs.ts), so D1 no longer
-- checks them: each new kind rebuilt this table only to widen its CHECK (0005, 0008, 0009). This is
-- the last rebuild, and with it a notice says which notice it is in a column of its own.

-- lead_jobs again, with two changes (SQLite cannot drop a CHECK or change a primary key in place,
-- so the table is rebuilt, every row and column kept):
--   kind: no CHECK.
--   notice: which notice a job of kind 'notice' is ('failures', 'ceiling-leads', 'ceiling-photos',
--   'ceiling-unverified', 'booking', 'day-list', 'farewell-lost'); '' for every other kind. Its
--   lead_id now says what the notice is about: the lead it names ('booking', 'farewell-lost'), the
--   day ('ceiling-*': the UTC day; 'day-list': the UK date), or '' ('failures'). Before, lead_id held
--   both as a key ('notice:booking:<lead id>', 'notice:failures', ...), read by its prefix.
CREATE TABLE lead_jobs_0011 (
  lead_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  notice TEXT NOT NULL DEFAULT '',
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
  PRIMARY KEY (lead_id, kind, notice)
);

-- Every job that is not a notice, as it was.
INSERT INTO lead_jobs_0011 (lead_id, kind, notice, status, attempts, detail, created_at, started_at, next_at, lease_until, done_at, origin, sent_to, payload)
  SELECT lead_id, kind, '', status, attempts, detail, created_at, started_at, next_at, lease_until, done_at, origin, sent_to, payload FROM lead_jobs WHERE kind != 'notice';

-- Every notice, its key 'notice:<name>[:<about>]' split into the two columns; a given-up farewell's
-- ('notice:farewell:<lead id>') is 'farewell-lost'. A request's notice of its visitor's survey
-- changes made before issue 41 had the booking's sequence after the lead's id
-- ('notice:booking:<lead id>:<sequence>'): it is about that lead, and of several rows for one lead
-- (each a change) the one kept is the one not yet sent, else the newest.
INSERT INTO lead_jobs_0011 (lead_id, kind, notice, status, attempts, detail, created_at, started_at, next_at, lease_until, done_at, origin, sent_to, payload)
  SELECT about, 'notice', notice, status, attempts, detail, created_at, started_at, next_at, lease_until, done_at, origin, sent_to, payload
  FROM (
    SELECT *, row_number() OVER (PARTITION BY about, notice ORDER BY status = 'pending' DESC, created_at DESC) AS rank
    FROM (
      SELECT *,
        CASE WHEN name = 'booking' AND instr(rest, ':') > 0 THEN substr(rest, 1, instr(rest, ':') - 1) ELSE rest END AS about,
        CASE name WHEN 'farewell' THEN 'farewell-lost' ELSE name END AS notice
      FROM (
        SELECT *,
          CASE WHEN instr(key, ':') > 0 THEN substr(key, 1, instr(key, ':') - 1) ELSE key END AS name,
          CASE WHEN instr(key, ':') > 0 THEN substr(key, instr(key, ':') + 1) ELSE '' END AS rest
        FROM (SELECT *, substr(lead_id, length('notice:') + 1) AS key FROM lead_jobs WHERE kind = 'notice')
      )
    )
  )
  WHERE rank = 1;

DROP TABLE lead_jobs;
ALTER TABLE lead_jobs_0011 RENAME TO lead_jobs;
CREATE INDEX lead_jobs_due ON lead_jobs (status, next_at);

-- lead_events again, without the CHECK on its kind (rebuilt by 0008 and 0009 only to widen it):
-- its kinds are written only as words in worker/store/'s own statements, never from a request.
CREATE TABLE lead_events_0011 (
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL,
  status TEXT,
  reason TEXT,
  note TEXT,
  actor TEXT,
  amount INTEGER
);
-- Each row keeps its rowid: a lead's history reads events of the same instant in that order.
INSERT INTO lead_events_0011 (rowid, lead_id, at, kind, status, reason, note, actor, amount)
  SELECT rowid, lead_id, at, kind, status, reason, note, actor, amount FROM lead_events;
DROP TABLE lead_events;
ALTER TABLE lead_events_0011 RENAME TO lead_events;
CREATE INDEX lead_events_by_lead ON lead_events (lead_id, at);

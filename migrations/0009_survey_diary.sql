-- Surveys booked into real free windows (issue 35): the diaries staff set, and the bookings they hold.

-- What staff set for each diary (a base's home surveys, or the office's video surveys): places per
-- weekday and window as JSON (lib/shared/survey/slots.ts WeeklyCapacity), and the bank holidays opened.
-- A diary with no row is not set up: its forms ask for a preferred date, as before the diary.
CREATE TABLE diary_settings (
  diary TEXT PRIMARY KEY CHECK (diary IN ('grimsby', 'hull', 'worksop', 'video')),
  weekly TEXT NOT NULL,
  opened_holidays TEXT NOT NULL DEFAULT '[]',
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);

-- Days off and blocked windows: `time_window` '' blocks the whole day.
CREATE TABLE diary_blocks (
  diary TEXT NOT NULL CHECK (diary IN ('grimsby', 'hull', 'worksop', 'video')),
  date TEXT NOT NULL,
  time_window TEXT NOT NULL CHECK (time_window IN ('', 'morning', 'afternoon', 'late-afternoon')),
  reason TEXT,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  PRIMARY KEY (diary, date, time_window)
);

-- One booking per lead: the window it holds (a place counts while `cancelled_at` is NULL), the
-- first line of the address for a home survey, and how many times it changed (the calendar
-- entry's SEQUENCE). The row stays after a cancel, so the visitor's page and the emails can say so;
-- it goes with its lead.
CREATE TABLE survey_bookings (
  lead_id TEXT PRIMARY KEY,
  diary TEXT NOT NULL CHECK (diary IN ('grimsby', 'hull', 'worksop', 'video')),
  date TEXT NOT NULL,
  time_window TEXT NOT NULL CHECK (time_window IN ('morning', 'afternoon', 'late-afternoon')),
  address_line TEXT,
  booked_at TEXT NOT NULL,
  sequence INTEGER NOT NULL DEFAULT 0,
  changed_at TEXT,
  changed_by TEXT,
  cancelled_at TEXT,
  -- When the reminder for this date and window went (the evening before): NULL until then, and again after a move.
  reminded_at TEXT
);
CREATE INDEX survey_bookings_held ON survey_bookings (diary, date, time_window) WHERE cancelled_at IS NULL;

-- lead_jobs again, with two more kinds (SQLite cannot widen a CHECK in place, so the table is rebuilt):
--   'booking'  the visitor told their survey was moved or cancelled, with the calendar entry that
--              replaces the last (made due again at each change; the payload says which change);
--   'reminder' the visitor reminded of their survey at 18:00 UK time the evening before.
-- The business's list of the day's surveys at 07:00 is a 'notice' (its key names the day).
CREATE TABLE lead_jobs_0009 (
  lead_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'forward', 'deleted', 'notice', 'visitor', 'price', 'updated', 'farewell', 'booking', 'reminder')),
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
INSERT INTO lead_jobs_0009 (lead_id, kind, status, attempts, detail, created_at, started_at, next_at, lease_until, done_at, origin, sent_to, payload)
  SELECT lead_id, kind, status, attempts, detail, created_at, started_at, next_at, lease_until, done_at, origin, sent_to, payload FROM lead_jobs;
DROP TABLE lead_jobs;
ALTER TABLE lead_jobs_0009 RENAME TO lead_jobs;
CREATE INDEX lead_jobs_due ON lead_jobs (status, next_at);

-- lead_events again, with 'booking': a survey booked, moved or cancelled (`status` is 'booked',
-- 'moved' or 'cancelled', `note` the window in words, `actor` who: 'visitor' or staff).
CREATE TABLE lead_events_0009 (
  lead_id TEXT NOT NULL,
  at TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'note', 'photos', 'price', 'booking')),
  status TEXT,
  reason TEXT,
  note TEXT,
  actor TEXT,
  amount INTEGER
);
INSERT INTO lead_events_0009 (lead_id, at, kind, status, reason, note, actor, amount)
  SELECT lead_id, at, kind, status, reason, note, actor, amount FROM lead_events;
DROP TABLE lead_events;
ALTER TABLE lead_events_0009 RENAME TO lead_events;
CREATE INDEX lead_events_by_lead ON lead_events (lead_id, at);

-- Issue 43: genuine reviews from the business's own finished jobs (lib/shared/contracts/reviews.ts).
-- A won lead's job is marked done in the inbox; every finished job is invited to review, the same
-- way (no gating); every review submitted is published; staff answer or remove one only for a reason
-- of the published policy. Erasing a lead erases its job, invitation and review.

-- The finished job, on its lead: the day the work was finished (YYYY-MM-DD, UK), what was done (a
-- service's slug, content/services.ts) and where (a location's slug, content/locations.ts), as staff
-- confirmed them, and who marked it and when. NULL job_done_on: not done (never, or undone).
ALTER TABLE leads ADD COLUMN job_done_on TEXT;
ALTER TABLE leads ADD COLUMN job_service TEXT;
ALTER TABLE leads ADD COLUMN job_town TEXT;
ALTER TABLE leads ADD COLUMN job_done_at TEXT;
ALTER TABLE leads ADD COLUMN job_done_by TEXT;
CREATE INDEX leads_by_job_done ON leads (job_done_on) WHERE job_done_on IS NOT NULL;

-- The lead's history gains 'job-done' (status: the day finished; note: service and town) and
-- 'job-undone' (reason: why), kept with who (actor). lead_events has had no CHECK on its kind since
-- 0011 (its kinds are written only by worker/store/), so the table is left as it is: rebuilding it
-- with a CHECK again would refuse the kinds it holds ('booking') and lose the rowid order 0011 kept.

-- One invitation per finished job. due_at: when it is to be sent (the day finished plus
-- REVIEW_INVITE_DAYS); invited_at / reminded_at: when the invitation and the one reminder were
-- queued; link_hash: SHA-256 (hex) of the review link's secret (the secret itself is never kept);
-- cancelled_at: the job was undone before it was sent. A job marked done again before it was sent
-- makes it due anew; one already sent is never sent again (one invitation per job).
CREATE TABLE review_invites (
  lead_id TEXT PRIMARY KEY,
  due_at TEXT NOT NULL,
  invited_at TEXT,
  reminded_at TEXT,
  link_hash TEXT,
  cancelled_at TEXT
);
CREATE INDEX review_invites_due ON review_invites (due_at) WHERE invited_at IS NULL AND cancelled_at IS NULL;

-- "No more emails": a customer who said no more is never invited or reminded again, whichever job.
-- Keyed by the email address as the lead keeps it (contact_email, lower case).
CREATE TABLE review_opt_outs (
  email TEXT PRIMARY KEY,
  at TEXT NOT NULL
);

-- The reviews: one per finished job (lead_id UNIQUE), published the moment they are submitted,
-- whatever their stars. service/town/job_month copy the job's (what the pages filter and count by);
-- display_name is the name as it shows (name_style: 'initial', first name and initial, or 'town',
-- "a customer in <town>"). incentive: what was offered for it, NULL when nothing was (none is today).
-- A removal keeps the row (text kept for the record, never shown) with who, when and the policy's reason.
CREATE TABLE reviews (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL UNIQUE,
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  service TEXT NOT NULL,
  town TEXT NOT NULL,
  job_month TEXT NOT NULL,
  text TEXT NOT NULL,
  display_name TEXT NOT NULL,
  name_style TEXT NOT NULL CHECK (name_style IN ('initial', 'town')),
  incentive TEXT,
  submitted_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  answer TEXT,
  answer_at TEXT,
  answer_by TEXT,
  removed_at TEXT,
  removed_reason TEXT CHECK (removed_reason IS NULL OR removed_reason IN ('unlawful', 'abusive', 'personal-details', 'not-about-us', 'fake')),
  removed_note TEXT,
  removed_by TEXT
);
CREATE INDEX reviews_published ON reviews (submitted_at) WHERE removed_at IS NULL;

-- Issue 41: no script can turn the site against the business or its visitors.
--
-- Each lead's human check (Cloudflare Turnstile, verified by the Worker with Siteverify): why it
-- was or was not verified (lib/shared/forms/human-check.ts HUMAN_CHECK_OUTCOMES). Leads stored before the check
-- existed say 'before'. An unverified lead reaches the business as any other, but sends nothing to
-- the address it names and takes no place in the survey diary.
ALTER TABLE leads ADD COLUMN human_check TEXT NOT NULL DEFAULT 'before';
CREATE INDEX leads_unverified ON leads (received_at) WHERE human_check NOT IN ('passed', 'before');
-- Why a survey window the form asked for was not held (lib/shared/survey/booking.ts NotHeldReason:
-- 'unverified', or 'limit' when its network had booked as many as it may that day): the business
-- calls to fix a time. Null for every other lead.
ALTER TABLE leads ADD COLUMN slot_not_held TEXT;

-- What the site has taken each day (UTC, as the free plan's quotas count), by pool and by who took
-- it (worker/store/usage.ts): a pool's total is the sum of its rows, so one conditional statement
-- can check both the share of one address prefix (its own row) and the whole day's ceiling (the
-- sum) as it adds. Pools: new leads verified and not, photo bytes verified and not, visitor emails,
-- surveys booked per address prefix, confirmations per recipient (a keyed hash of the address,
-- never the address), moves per request, and confirmations held back. Replaces site_usage.
CREATE TABLE usage_counts (
  day TEXT NOT NULL,
  pool TEXT NOT NULL,
  scope TEXT NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (day, pool, scope)
) WITHOUT ROWID;

DROP TABLE site_usage;

-- What happens to each lead once it is stored: the email to the business, the forward to its CRM,
-- and the CRM told when a lead is erased. Each is a job worked from a queue (worker/delivery/jobs.ts),
-- at least once, and recorded here so the export shows it and nothing is left unsent.
CREATE TABLE lead_jobs (
  lead_id TEXT NOT NULL,
  -- 'email' (the business's email), 'forward' (lead.created to LEAD_FORWARD_URL) or 'deleted' (lead.deleted to it).
  kind TEXT NOT NULL CHECK (kind IN ('email', 'forward', 'deleted')),
  -- 'pending' until it is done; 'failed' once it has been tried for 24 hours.
  status TEXT NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- What the last failed attempt got ('HTTP 500', 'email to x not allowed', ...).
  detail TEXT,
  created_at TEXT NOT NULL,
  -- When the next attempt is due; the 5-minute sweep re-queues any job whose message was lost.
  next_at TEXT NOT NULL,
  -- A worker holds the job until then, so two deliveries of its message never send it twice.
  lease_until TEXT,
  -- When it was done (or given up).
  done_at TEXT,
  -- The site's origin when the lead arrived, for the links in the email and the forward.
  origin TEXT NOT NULL,
  -- Email: the addresses it has been sent to (JSON), so a retry sends only to the others.
  sent_to TEXT NOT NULL DEFAULT '[]',
  -- Deleted: the event to send (the lead itself is gone).
  payload TEXT,
  PRIMARY KEY (lead_id, kind)
);

CREATE INDEX lead_jobs_due ON lead_jobs (status, next_at);

-- Forwards recorded before jobs existed become jobs: done, or tried again by the sweep.
INSERT INTO lead_jobs (lead_id, kind, status, attempts, detail, created_at, next_at, done_at, origin)
  SELECT id, 'forward', CASE forward_status WHEN 'forwarded' THEN 'done' ELSE 'pending' END, forward_attempts, forward_detail,
         received_at, received_at, CASE forward_status WHEN 'forwarded' THEN forwarded_at END, ''
  FROM leads WHERE forward_status != 'off';

DROP INDEX leads_by_forward_status;
ALTER TABLE leads DROP COLUMN forward_status;
ALTER TABLE leads DROP COLUMN forward_attempts;
ALTER TABLE leads DROP COLUMN forward_detail;
ALTER TABLE leads DROP COLUMN forwarded_at;

-- Who the lead is from, in one form, so one person's leads can be found (a subject access or
-- erasure request): the email in lower case, the phone as +44... (lib/shared/forms/phone.ts).
ALTER TABLE leads ADD COLUMN contact_email TEXT;
ALTER TABLE leads ADD COLUMN contact_phone TEXT;
UPDATE leads SET
  contact_email = NULLIF(LOWER(TRIM(COALESCE(json_extract(lead, '$.email'), ''))), ''),
  contact_phone = COALESCE(json_extract(lead, '$.phone'), json_extract(lead, '$.phoneNumber'));
CREATE INDEX leads_by_contact_email ON leads (contact_email);
CREATE INDEX leads_by_contact_phone ON leads (contact_phone);

-- A booking whose quote no longer matched today's prices, offer or bank holidays when it arrived
-- (a new release between the quote and the send): what was sent and what today gives (JSON).
ALTER TABLE leads ADD COLUMN quote_check TEXT;

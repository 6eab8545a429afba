-- What each lead asks for, in the business's words ("Survey booked"), fixed when it is stored
-- (worker/lead/contact.ts LEAD_WHAT): the email, the inbox and the export read it from here.
ALTER TABLE leads ADD COLUMN what TEXT NOT NULL DEFAULT '';
UPDATE leads SET what = CASE source
  WHEN 'callback' THEN 'Callback requested'
  WHEN 'exit-intent-modal' THEN 'Prize draw entry'
  WHEN 'quote-email' THEN 'Email this quote'
  WHEN 'book-free-survey' THEN 'Survey booked'
  WHEN 'book-video-survey' THEN 'Video survey booked'
  WHEN 'book-a-boiler-service' THEN 'Boiler service booked'
  WHEN 'book-a-repair' THEN 'Repair visit booked'
  WHEN 'report-issue' THEN 'Issue reported'
  ELSE 'New lead (' || source || ')'
END;

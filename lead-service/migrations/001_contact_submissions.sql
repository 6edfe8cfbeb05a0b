-- Analysis requests from /kostenlose-analyse (spec point 3) plus what the mail pipeline needs to send each
-- e-mail at most once: *_sent_at marks a sent mail, *_error a permanent failure, enqueued_at a queued job.
-- gen_random_uuid() is built in since PostgreSQL 13 and in PGlite, so no extension is needed.
CREATE TABLE contact_submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  website text,
  industry text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  consent_version text NOT NULL,
  consent_at timestamptz NOT NULL,
  confirmation_sent_at timestamptz,
  notification_sent_at timestamptz,
  confirmation_error text,
  notification_error text,
  enqueued_at timestamptz
);

-- The sweeper looks only at rows with work left; a partial index keeps that scan small as the table grows.
CREATE INDEX contact_submissions_pending_idx ON contact_submissions (submitted_at)
  WHERE enqueued_at IS NULL
     OR (confirmation_sent_at IS NULL AND confirmation_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL);

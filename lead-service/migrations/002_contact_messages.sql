-- Messages from the contact form on /kontakt (spec point 3: id, name, email, phone optional, message,
-- submitted_at) plus the mail pipeline's bookkeeping, as in 001: receipt_* for the sender's receipt,
-- notification_* for the team's notification (*_sent_at: sent, *_error: given up), enqueued_at: job queued.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  receipt_sent_at timestamptz,
  notification_sent_at timestamptz,
  receipt_error text,
  notification_error text,
  enqueued_at timestamptz
);

-- The sweeper looks only at rows with work left.
CREATE INDEX contact_messages_pending_idx ON contact_messages (submitted_at)
  WHERE enqueued_at IS NULL
     OR (receipt_sent_at IS NULL AND receipt_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL);

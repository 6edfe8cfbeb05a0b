-- The spam rules stated once for every lead table, instead of a CHECK list and an index predicate per table:
--   spam_reason         a domain: the values a row's flag may take (src/leads/spam.ts names the same ones;
--                       test/lead-forms.test.ts compares them).
--   spam_held(reason)   true for the reasons that hold a row back: never mailed, never pending.
-- A new lead table declares `spam_reason spam_reason` and writes its pending index with NOT spam_held(spam_reason)
-- (the predicate leads/pipeline-table.ts queries with; test/lead-forms.test.ts checks every table's index).
CREATE DOMAIN spam_reason AS text
  CONSTRAINT spam_reason_known CHECK (VALUE IN ('honeypot', 'too_fast', 'token_missing', 'token_invalid', 'token_expired'));

CREATE FUNCTION spam_held(reason text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(reason IN ('honeypot', 'too_fast'), false) $$;

DROP INDEX contact_submissions_pending_idx;
ALTER TABLE contact_submissions
  DROP CONSTRAINT contact_submissions_spam_reason_known,
  ALTER COLUMN spam_reason TYPE spam_reason;
CREATE INDEX contact_submissions_pending_idx ON contact_submissions (submitted_at)
  WHERE NOT spam_held(spam_reason)
    AND (enqueued_at IS NULL
     OR (confirmation_sent_at IS NULL AND confirmation_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL));

DROP INDEX contact_messages_pending_idx;
ALTER TABLE contact_messages
  DROP CONSTRAINT contact_messages_spam_reason_known,
  ALTER COLUMN spam_reason TYPE spam_reason;
CREATE INDEX contact_messages_pending_idx ON contact_messages (submitted_at)
  WHERE NOT spam_held(spam_reason)
    AND (enqueued_at IS NULL
     OR (receipt_sent_at IS NULL AND receipt_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL));

DROP INDEX referrals_pending_idx;
ALTER TABLE referrals
  DROP CONSTRAINT referrals_spam_reason_known,
  ALTER COLUMN spam_reason TYPE spam_reason;
CREATE INDEX referrals_pending_idx ON referrals (submitted_at)
  WHERE NOT spam_held(spam_reason)
    AND (enqueued_at IS NULL
     OR (acknowledgement_sent_at IS NULL AND acknowledgement_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL));

DROP INDEX cancellations_pending_idx;
ALTER TABLE cancellations
  DROP CONSTRAINT cancellations_spam_reason_known,
  DROP CONSTRAINT cancellations_retained_unless_held,
  ALTER COLUMN spam_reason TYPE spam_reason,
  ADD CONSTRAINT cancellations_retained_unless_held CHECK (retain_until IS NOT NULL OR spam_held(spam_reason));
CREATE INDEX cancellations_pending_idx ON cancellations (submitted_at)
  WHERE NOT spam_held(spam_reason)
    AND (enqueued_at IS NULL
     OR (confirmation_sent_at IS NULL AND confirmation_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL));

-- Spam protection of the four forms (src/leads/form-protection.ts, src/leads/spam.ts): every submission is
-- stored, and spam_reason says why the protection doubts it (NULL: no doubt).
--   honeypot, too_fast              held: positive evidence of a program; kept for review, never mailed.
--   token_missing, token_invalid,   unverified: the signed time token is missing, forged or expired; a real
--   token_expired                   visitor can cause this, so the row is mailed, with a note to sales.
-- Operators see the flag with `npm run leads -- list --spam` and `show <id>`. Clearing it
-- (UPDATE … SET spam_reason = NULL) releases a held row: the sweeper then sends its mails.
ALTER TABLE contact_submissions ADD COLUMN spam_reason text
  CONSTRAINT contact_submissions_spam_reason_known
  CHECK (spam_reason IN ('honeypot', 'too_fast', 'token_missing', 'token_invalid', 'token_expired'));
ALTER TABLE contact_messages ADD COLUMN spam_reason text
  CONSTRAINT contact_messages_spam_reason_known
  CHECK (spam_reason IN ('honeypot', 'too_fast', 'token_missing', 'token_invalid', 'token_expired'));
ALTER TABLE referrals ADD COLUMN spam_reason text
  CONSTRAINT referrals_spam_reason_known
  CHECK (spam_reason IN ('honeypot', 'too_fast', 'token_missing', 'token_invalid', 'token_expired'));
ALTER TABLE cancellations ADD COLUMN spam_reason text
  CONSTRAINT cancellations_spam_reason_known
  CHECK (spam_reason IN ('honeypot', 'too_fast', 'token_missing', 'token_invalid', 'token_expired'));

-- Held rows never become pending: without this, each would sit in the sweeper's partial index for good
-- (its mails are neither sent nor failed). The predicate repeats the sweeper's query (leads/pipeline-table.ts).
DROP INDEX contact_submissions_pending_idx;
CREATE INDEX contact_submissions_pending_idx ON contact_submissions (submitted_at)
  WHERE (spam_reason IS NULL OR spam_reason NOT IN ('honeypot', 'too_fast'))
    AND (enqueued_at IS NULL
     OR (confirmation_sent_at IS NULL AND confirmation_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL));

DROP INDEX contact_messages_pending_idx;
CREATE INDEX contact_messages_pending_idx ON contact_messages (submitted_at)
  WHERE (spam_reason IS NULL OR spam_reason NOT IN ('honeypot', 'too_fast'))
    AND (enqueued_at IS NULL
     OR (receipt_sent_at IS NULL AND receipt_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL));

DROP INDEX referrals_pending_idx;
CREATE INDEX referrals_pending_idx ON referrals (submitted_at)
  WHERE (spam_reason IS NULL OR spam_reason NOT IN ('honeypot', 'too_fast'))
    AND (enqueued_at IS NULL
     OR (acknowledgement_sent_at IS NULL AND acknowledgement_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL));

DROP INDEX cancellations_pending_idx;
CREATE INDEX cancellations_pending_idx ON cancellations (submitted_at)
  WHERE (spam_reason IS NULL OR spam_reason NOT IN ('honeypot', 'too_fast'))
    AND (enqueued_at IS NULL
     OR (confirmation_sent_at IS NULL AND confirmation_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL));

-- Rollback of 074_one_lead_table.sql: back to one table per kind with the lead's columns, as 001–073 made them,
-- keeping every row written since. Not a migration (the runner reads only migrations/NNN_name.sql): an operator
-- runs it by hand with the service stopped and the code of the release before 074 checked out, in one transaction:
--   psql "$DATABASE_URL" --single-transaction -v ON_ERROR_STOP=1 -f lead-service/migrations/rollback/074_one_lead_table.sql
-- lead-service/test/one-lead-table-migration.test.ts runs it after the migration and compares every field again.

LOCK TABLE leads, lead_mails, contact_submissions, contact_messages, referrals, cancellations, callback_requests IN ACCESS EXCLUSIVE MODE;

-- The lead's columns, back on each kind table (NOT NULL and the checks once they are filled).
ALTER TABLE contact_submissions
  ADD COLUMN submitted_at timestamptz, ADD COLUMN confirmation_sent_at timestamptz, ADD COLUMN notification_sent_at timestamptz,
  ADD COLUMN confirmation_error text, ADD COLUMN notification_error text, ADD COLUMN enqueued_at timestamptz, ADD COLUMN spam_reason spam_reason,
  ADD COLUMN status text, ADD COLUMN status_changed_at timestamptz, ADD COLUMN first_handled_at timestamptz, ADD COLUMN source jsonb,
  ADD COLUMN reference text, ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;
ALTER TABLE contact_messages
  ADD COLUMN submitted_at timestamptz, ADD COLUMN receipt_sent_at timestamptz, ADD COLUMN notification_sent_at timestamptz,
  ADD COLUMN receipt_error text, ADD COLUMN notification_error text, ADD COLUMN enqueued_at timestamptz, ADD COLUMN spam_reason spam_reason,
  ADD COLUMN status text, ADD COLUMN status_changed_at timestamptz, ADD COLUMN first_handled_at timestamptz, ADD COLUMN source jsonb,
  ADD COLUMN reference text, ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;
ALTER TABLE referrals
  ADD COLUMN submitted_at timestamptz, ADD COLUMN acknowledgement_sent_at timestamptz, ADD COLUMN notification_sent_at timestamptz,
  ADD COLUMN acknowledgement_error text, ADD COLUMN notification_error text, ADD COLUMN enqueued_at timestamptz, ADD COLUMN spam_reason spam_reason,
  ADD COLUMN status text, ADD COLUMN status_changed_at timestamptz, ADD COLUMN first_handled_at timestamptz, ADD COLUMN source jsonb,
  ADD COLUMN reference text, ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;
ALTER TABLE cancellations
  ADD COLUMN submitted_at timestamptz, ADD COLUMN retain_until timestamptz, ADD COLUMN confirmation_sent_at timestamptz,
  ADD COLUMN notification_sent_at timestamptz, ADD COLUMN confirmation_error text, ADD COLUMN notification_error text,
  ADD COLUMN enqueued_at timestamptz, ADD COLUMN spam_reason spam_reason,
  ADD COLUMN status text, ADD COLUMN status_changed_at timestamptz, ADD COLUMN first_handled_at timestamptz, ADD COLUMN source jsonb,
  ADD COLUMN reference text, ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;
ALTER TABLE callback_requests
  ADD COLUMN submitted_at timestamptz, ADD COLUMN notification_sent_at timestamptz, ADD COLUMN notification_error text,
  ADD COLUMN enqueued_at timestamptz, ADD COLUMN spam_reason spam_reason,
  ADD COLUMN status text, ADD COLUMN status_changed_at timestamptz, ADD COLUMN first_handled_at timestamptz, ADD COLUMN source jsonb,
  ADD COLUMN reference text, ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;

UPDATE contact_submissions k SET submitted_at = l.submitted_at, enqueued_at = l.enqueued_at, spam_reason = l.spam_reason, status = l.status,
    status_changed_at = l.status_changed_at, first_handled_at = l.first_handled_at, source = l.source, reference = l.reference,
    owner_id = l.owner_id, follow_up_at = l.follow_up_at,
    confirmation_sent_at = c.sent_at, confirmation_error = c.error, notification_sent_at = n.sent_at, notification_error = n.error
  FROM leads l
  LEFT JOIN lead_mails c ON c.lead_id = l.id AND c.mail = 'confirmation'
  LEFT JOIN lead_mails n ON n.lead_id = l.id AND n.mail = 'notification'
 WHERE l.id = k.id;
UPDATE contact_messages k SET submitted_at = l.submitted_at, enqueued_at = l.enqueued_at, spam_reason = l.spam_reason, status = l.status,
    status_changed_at = l.status_changed_at, first_handled_at = l.first_handled_at, source = l.source, reference = l.reference,
    owner_id = l.owner_id, follow_up_at = l.follow_up_at,
    receipt_sent_at = r.sent_at, receipt_error = r.error, notification_sent_at = n.sent_at, notification_error = n.error
  FROM leads l
  LEFT JOIN lead_mails r ON r.lead_id = l.id AND r.mail = 'receipt'
  LEFT JOIN lead_mails n ON n.lead_id = l.id AND n.mail = 'notification'
 WHERE l.id = k.id;
UPDATE referrals k SET submitted_at = l.submitted_at, enqueued_at = l.enqueued_at, spam_reason = l.spam_reason, status = l.status,
    status_changed_at = l.status_changed_at, first_handled_at = l.first_handled_at, source = l.source, reference = l.reference,
    owner_id = l.owner_id, follow_up_at = l.follow_up_at,
    acknowledgement_sent_at = a.sent_at, acknowledgement_error = a.error, notification_sent_at = n.sent_at, notification_error = n.error
  FROM leads l
  LEFT JOIN lead_mails a ON a.lead_id = l.id AND a.mail = 'acknowledgement'
  LEFT JOIN lead_mails n ON n.lead_id = l.id AND n.mail = 'notification'
 WHERE l.id = k.id;
UPDATE cancellations k SET submitted_at = l.submitted_at, retain_until = l.retain_until, enqueued_at = l.enqueued_at, spam_reason = l.spam_reason,
    status = l.status, status_changed_at = l.status_changed_at, first_handled_at = l.first_handled_at, source = l.source,
    reference = l.reference, owner_id = l.owner_id, follow_up_at = l.follow_up_at,
    confirmation_sent_at = c.sent_at, confirmation_error = c.error, notification_sent_at = n.sent_at, notification_error = n.error
  FROM leads l
  LEFT JOIN lead_mails c ON c.lead_id = l.id AND c.mail = 'confirmation'
  LEFT JOIN lead_mails n ON n.lead_id = l.id AND n.mail = 'notification'
 WHERE l.id = k.id;
UPDATE callback_requests k SET submitted_at = l.submitted_at, enqueued_at = l.enqueued_at, spam_reason = l.spam_reason, status = l.status,
    status_changed_at = l.status_changed_at, first_handled_at = l.first_handled_at, source = l.source, reference = l.reference,
    owner_id = l.owner_id, follow_up_at = l.follow_up_at, notification_sent_at = n.sent_at, notification_error = n.error
  FROM leads l
  LEFT JOIN lead_mails n ON n.lead_id = l.id AND n.mail = 'notification'
 WHERE l.id = k.id;

-- The foreign keys back to the kind tables, then leads and lead_mails go.
ALTER TABLE contact_submissions DROP CONSTRAINT contact_submissions_lead_fkey, ALTER COLUMN id SET DEFAULT gen_random_uuid(),
  ALTER COLUMN submitted_at SET NOT NULL, ALTER COLUMN submitted_at SET DEFAULT now(), ALTER COLUMN status SET NOT NULL,
  ALTER COLUMN status SET DEFAULT 'new', ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT contact_submissions_reference_key UNIQUE (reference);
ALTER TABLE contact_messages DROP CONSTRAINT contact_messages_lead_fkey, ALTER COLUMN id SET DEFAULT gen_random_uuid(),
  ALTER COLUMN submitted_at SET NOT NULL, ALTER COLUMN submitted_at SET DEFAULT now(), ALTER COLUMN status SET NOT NULL,
  ALTER COLUMN status SET DEFAULT 'new', ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT contact_messages_reference_key UNIQUE (reference);
ALTER TABLE referrals DROP CONSTRAINT referrals_lead_fkey, ALTER COLUMN id SET DEFAULT gen_random_uuid(),
  ALTER COLUMN submitted_at SET NOT NULL, ALTER COLUMN submitted_at SET DEFAULT now(), ALTER COLUMN status SET NOT NULL,
  ALTER COLUMN status SET DEFAULT 'new', ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT referrals_reference_key UNIQUE (reference);
ALTER TABLE cancellations DROP CONSTRAINT cancellations_lead_fkey, ALTER COLUMN id SET DEFAULT gen_random_uuid(),
  ALTER COLUMN submitted_at SET NOT NULL, ALTER COLUMN submitted_at SET DEFAULT now(), ALTER COLUMN status SET NOT NULL,
  ALTER COLUMN status SET DEFAULT 'received', ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT cancellations_reference_key UNIQUE (reference),
  ADD CONSTRAINT cancellations_retained_after_receipt CHECK (retain_until > submitted_at),
  ADD CONSTRAINT cancellations_retained_unless_held CHECK (retain_until IS NOT NULL OR spam_held(spam_reason));
ALTER TABLE callback_requests DROP CONSTRAINT callback_requests_lead_fkey, ALTER COLUMN id SET DEFAULT gen_random_uuid(),
  ALTER COLUMN submitted_at SET NOT NULL, ALTER COLUMN submitted_at SET DEFAULT now(), ALTER COLUMN status SET NOT NULL,
  ALTER COLUMN status SET DEFAULT 'new', ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT callback_requests_reference_key UNIQUE (reference);

ALTER TABLE lead_notes DROP CONSTRAINT lead_notes_lead_fkey;
ALTER TABLE lead_calls DROP CONSTRAINT lead_calls_lead_fkey;
ALTER TABLE lead_outcomes DROP CONSTRAINT lead_outcomes_lead_fkey, ADD COLUMN lead_kind text;
UPDATE lead_outcomes o SET lead_kind = l.kind FROM leads l WHERE l.id = o.lead_id;
ALTER TABLE lead_outcomes ALTER COLUMN lead_kind SET NOT NULL;
ALTER TABLE referral_rewards DROP CONSTRAINT referral_rewards_lead_fkey;
ALTER TABLE analyses DROP CONSTRAINT analyses_lead_id_fkey,
  ADD CONSTRAINT analyses_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES contact_submissions (id) ON DELETE CASCADE;
ALTER TABLE analysis_links DROP CONSTRAINT analysis_links_lead_id_fkey,
  ADD CONSTRAINT analysis_links_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES contact_submissions (id) ON DELETE CASCADE;
ALTER TABLE bookings DROP CONSTRAINT bookings_lead_id_fkey,
  ADD CONSTRAINT bookings_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES contact_submissions (id) ON DELETE CASCADE;
ALTER TABLE booking_attempts DROP CONSTRAINT booking_attempts_lead_id_fkey,
  ADD CONSTRAINT booking_attempts_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES contact_submissions (id) ON DELETE CASCADE;
ALTER TABLE website_checks DROP CONSTRAINT website_checks_lead_id_fkey,
  ADD CONSTRAINT website_checks_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES contact_submissions (id) ON DELETE CASCADE;

DROP TABLE lead_mails;
DROP TABLE leads;
DROP FUNCTION leads_assign_reference();
DROP FUNCTION leads_guard_retention();

-- The search text as 023 computes it (the same words and functions the repository used since 074).
ALTER TABLE contact_submissions ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || coalesce(website, '') || ' ' ||
    coalesce(industry, '') || ' ' || reference) || ' ' || lead_phone_digits(phone)) STORED;
ALTER TABLE contact_messages ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(message, '') || ' ' ||
    reference) || ' ' || lead_phone_digits(phone)) STORED;
ALTER TABLE referrals ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(company_name, '') || ' ' || coalesce(contact_person, '') || ' ' ||
    coalesce(company_email, '') || ' ' || coalesce(referrer_name, '') || ' ' || coalesce(referrer_email, '') || ' ' ||
    coalesce(reason, '') || ' ' || reference) || ' ' || lead_phone_digits(company_phone)) STORED;
ALTER TABLE cancellations ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || coalesce(customer_number, '') || ' ' ||
    coalesce(reason, '') || ' ' || reference)) STORED;
ALTER TABLE callback_requests ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(name, '') || ' ' || coalesce(message, '') || ' ' || reference) || ' ' ||
    lead_phone_digits(phone)) STORED;

-- Triggers and functions of 004, 015, 022, 025, 071 and 073.
CREATE OR REPLACE FUNCTION link_referral_on_referral() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO referral_rewards (referral_id, lead_id, linked_by)
  SELECT NEW.id, c.id, 'email' FROM contact_submissions c
   WHERE lower(btrim(c.email)) = lower(btrim(NEW.company_email))
   ORDER BY c.submitted_at DESC LIMIT 1
  ON CONFLICT (referral_id) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE FUNCTION forget_lead_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_notes WHERE lead_id = OLD.id;
  DELETE FROM lead_calls WHERE lead_id = OLD.id;
  DELETE FROM lead_outcomes WHERE lead_id = OLD.id;
  UPDATE referral_rewards SET lead_id = NULL WHERE lead_id = OLD.id;
  RETURN OLD;
END
$$;
CREATE FUNCTION cancellations_guard_retention() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.retain_until > now() AND NOT spam_held(OLD.spam_reason) THEN
    RAISE EXCEPTION 'cancellation % must be kept until % (§ 257 HGB, § 147 AO)', OLD.id, OLD.retain_until
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.retain_until < OLD.retain_until OR (NEW.retain_until IS NULL AND OLD.retain_until IS NOT NULL)) THEN
    RAISE EXCEPTION 'the retention period of cancellation % cannot be shortened', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER cancellations_retention_guard BEFORE DELETE OR UPDATE OF retain_until ON cancellations
  FOR EACH ROW EXECUTE FUNCTION cancellations_guard_retention();
CREATE TRIGGER contact_submissions_reference BEFORE INSERT ON contact_submissions FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('analysis-request');
CREATE TRIGGER contact_messages_reference BEFORE INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('contact-message');
CREATE TRIGGER referrals_reference BEFORE INSERT ON referrals FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('referral');
CREATE TRIGGER cancellations_reference BEFORE INSERT ON cancellations FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('cancellation');
CREATE TRIGGER callback_requests_reference BEFORE INSERT ON callback_requests FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('callback-request');
CREATE TRIGGER contact_submissions_forget_work AFTER DELETE ON contact_submissions FOR EACH ROW EXECUTE FUNCTION forget_lead_work();
CREATE TRIGGER contact_messages_forget_work AFTER DELETE ON contact_messages FOR EACH ROW EXECUTE FUNCTION forget_lead_work();
CREATE TRIGGER referrals_forget_work AFTER DELETE ON referrals FOR EACH ROW EXECUTE FUNCTION forget_lead_work();
CREATE TRIGGER cancellations_forget_work AFTER DELETE ON cancellations FOR EACH ROW EXECUTE FUNCTION forget_lead_work();
CREATE TRIGGER callback_requests_forget_work AFTER DELETE ON callback_requests FOR EACH ROW EXECUTE FUNCTION forget_lead_work();

-- The indexes of 009, 012, 013, 017, 023 and 065.
CREATE INDEX contact_submissions_pending_idx ON contact_submissions (submitted_at) WHERE NOT spam_held(spam_reason)
  AND (enqueued_at IS NULL OR (confirmation_sent_at IS NULL AND confirmation_error IS NULL) OR (notification_sent_at IS NULL AND notification_error IS NULL));
CREATE INDEX contact_messages_pending_idx ON contact_messages (submitted_at) WHERE NOT spam_held(spam_reason)
  AND (enqueued_at IS NULL OR (receipt_sent_at IS NULL AND receipt_error IS NULL) OR (notification_sent_at IS NULL AND notification_error IS NULL));
CREATE INDEX referrals_pending_idx ON referrals (submitted_at) WHERE NOT spam_held(spam_reason)
  AND (enqueued_at IS NULL OR (acknowledgement_sent_at IS NULL AND acknowledgement_error IS NULL) OR (notification_sent_at IS NULL AND notification_error IS NULL));
CREATE INDEX cancellations_pending_idx ON cancellations (submitted_at) WHERE NOT spam_held(spam_reason)
  AND (enqueued_at IS NULL OR (confirmation_sent_at IS NULL AND confirmation_error IS NULL) OR (notification_sent_at IS NULL AND notification_error IS NULL));
CREATE INDEX callback_requests_pending_idx ON callback_requests (submitted_at) WHERE NOT spam_held(spam_reason)
  AND (enqueued_at IS NULL OR (notification_sent_at IS NULL AND notification_error IS NULL));
CREATE INDEX cancellations_retain_until_idx ON cancellations (retain_until);
CREATE INDEX contact_submissions_promise_open_idx ON contact_submissions (submitted_at) WHERE status IN ('new', 'in_progress');
CREATE INDEX cancellations_unconfirmed_idx ON cancellations (submitted_at) WHERE status = 'received' AND confirmation_sent_at IS NULL;
CREATE INDEX contact_submissions_inbox_idx ON contact_submissions (submitted_at DESC, id DESC);
CREATE INDEX contact_messages_inbox_idx ON contact_messages (submitted_at DESC, id DESC);
CREATE INDEX referrals_inbox_idx ON referrals (submitted_at DESC, id DESC);
CREATE INDEX cancellations_inbox_idx ON cancellations (submitted_at DESC, id DESC);
CREATE INDEX callback_requests_inbox_idx ON callback_requests (submitted_at DESC, id DESC);
CREATE INDEX contact_submissions_status_idx ON contact_submissions (status, submitted_at DESC, id DESC);
CREATE INDEX contact_messages_status_idx ON contact_messages (status, submitted_at DESC, id DESC);
CREATE INDEX referrals_status_idx ON referrals (status, submitted_at DESC, id DESC);
CREATE INDEX cancellations_status_idx ON cancellations (status, submitted_at DESC, id DESC);
CREATE INDEX callback_requests_status_idx ON callback_requests (status, submitted_at DESC, id DESC);
CREATE INDEX contact_submissions_review_idx ON contact_submissions (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX contact_messages_review_idx ON contact_messages (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX referrals_review_idx ON referrals (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX cancellations_review_idx ON cancellations (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX callback_requests_review_idx ON callback_requests (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX contact_submissions_search_idx ON contact_submissions USING gin (search_text gin_trgm_ops);
CREATE INDEX contact_messages_search_idx ON contact_messages USING gin (search_text gin_trgm_ops);
CREATE INDEX referrals_search_idx ON referrals USING gin (search_text gin_trgm_ops);
CREATE INDEX cancellations_search_idx ON cancellations USING gin (search_text gin_trgm_ops);
CREATE INDEX callback_requests_search_idx ON callback_requests USING gin (search_text gin_trgm_ops);
CREATE INDEX contact_submissions_owner_idx ON contact_submissions (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX contact_messages_owner_idx ON contact_messages (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX referrals_owner_idx ON referrals (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX cancellations_owner_idx ON cancellations (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX callback_requests_owner_idx ON callback_requests (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX contact_submissions_follow_up_idx ON contact_submissions (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX contact_messages_follow_up_idx ON contact_messages (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX referrals_follow_up_idx ON referrals (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX cancellations_follow_up_idx ON cancellations (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX callback_requests_follow_up_idx ON callback_requests (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX contact_submissions_owner_status_idx ON contact_submissions (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;
CREATE INDEX contact_messages_owner_status_idx ON contact_messages (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;
CREATE INDEX referrals_owner_status_idx ON referrals (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;
CREATE INDEX cancellations_owner_status_idx ON cancellations (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;
CREATE INDEX callback_requests_owner_status_idx ON callback_requests (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;

DELETE FROM schema_migrations WHERE name = '074_one_lead_table.sql';

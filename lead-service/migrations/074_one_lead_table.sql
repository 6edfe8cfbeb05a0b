-- One table for what every lead has (docs/decisions.md "One leads table"): until now each kind's table repeated
-- the generic lead — status, owner, follow-up, spam flag, source, reference, search text, mail state, timestamps —
-- and every desk-wide feature altered all five (023, 025, 065). From here:
--   leads        one row per lead of any kind: its kind, reference, time of receipt, status, owner, follow-up,
--                spam flag, source, search text, the legal retention date and the pipeline's enqueued_at
--   lead_mails   one row per mail a lead's kind sends (sent_at: sent, error: given up), written with the lead
--   <kind table> only the kind's own fields, its id the lead's (ON DELETE CASCADE): a new kind's migration is
--                its fields and nothing else
-- Notes, calls, bookings, analyses, website checks and booking attempts point at leads; the history
-- (lead_events) and lead_references still outlive an erased lead, as before.
--
-- The data moves in this one transaction (the migration runner's): writes to the kind tables wait from its first
-- statement, reads until the copy and the new indexes are done, when dropping the old columns takes ACCESS
-- EXCLUSIVE to the commit. `npm run bench:migration` times it on a copy with 1,000,000 leads (lead-service/README.md
-- "Upgrading to one lead table"). Rollback: migrations/rollback/074_one_lead_table.sql.

-- Writes to the kind tables wait from the first statement on (reads go on until the ALTER TABLEs below), so no
-- lead arrives in a table whose rows were already copied.
LOCK TABLE contact_submissions, contact_messages, referrals, cancellations, callback_requests, lead_notes, lead_calls,
  lead_outcomes
  IN SHARE ROW EXCLUSIVE MODE;

CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  reference text NOT NULL CONSTRAINT leads_reference_key UNIQUE,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL,
  status_changed_at timestamptz,
  first_handled_at timestamptz,
  spam_reason spam_reason,
  enqueued_at timestamptz,
  source jsonb,
  owner_id uuid,
  follow_up_at timestamptz,
  -- The kind's searchable fields and reference in lead_search_normal form plus its phone number's digits
  -- (desk/desk-search.ts); the repository writes the fields' part, the insert trigger adds the reference.
  search_text text NOT NULL,
  -- Nothing may delete the lead before this moment (legal retention: a cancellation, § 257 HGB, § 147 AO).
  retain_until timestamptz,
  CONSTRAINT leads_retained_after_receipt CHECK (retain_until IS NULL OR retain_until > submitted_at),
  -- A cancellation someone made keeps its retention; one held as spam is no declaration (006, 009).
  CONSTRAINT leads_cancellation_retained_unless_held CHECK (kind <> 'cancellation' OR retain_until IS NOT NULL OR spam_held(spam_reason))
);

CREATE TABLE lead_mails (
  lead_id uuid NOT NULL,
  mail text NOT NULL CHECK (mail ~ '^[a-z][a-z0-9_]{0,40}$'),
  sent_at timestamptz,
  error text,
  PRIMARY KEY (lead_id, mail)
);

-- The data. Every kind table's generic columns, as they are; the mails from their <mail>_sent_at/_error pairs.
INSERT INTO leads (id, kind, reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, retain_until)
  SELECT id, 'analysis-request', reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, NULL FROM contact_submissions;
INSERT INTO leads (id, kind, reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, retain_until)
  SELECT id, 'contact-message', reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, NULL FROM contact_messages;
INSERT INTO leads (id, kind, reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, retain_until)
  SELECT id, 'referral', reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, NULL FROM referrals;
INSERT INTO leads (id, kind, reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, retain_until)
  SELECT id, 'cancellation', reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, retain_until FROM cancellations;
INSERT INTO leads (id, kind, reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, retain_until)
  SELECT id, 'callback-request', reference, submitted_at, status, status_changed_at, first_handled_at, spam_reason, enqueued_at,
    source, owner_id, follow_up_at, search_text, NULL FROM callback_requests;

INSERT INTO lead_mails (lead_id, mail, sent_at, error)
  SELECT id, mail.name, mail.sent_at, mail.error FROM contact_submissions,
    LATERAL (VALUES ('confirmation', confirmation_sent_at, confirmation_error), ('notification', notification_sent_at, notification_error))
      AS mail (name, sent_at, error);
INSERT INTO lead_mails (lead_id, mail, sent_at, error)
  SELECT id, mail.name, mail.sent_at, mail.error FROM contact_messages,
    LATERAL (VALUES ('receipt', receipt_sent_at, receipt_error), ('notification', notification_sent_at, notification_error))
      AS mail (name, sent_at, error);
INSERT INTO lead_mails (lead_id, mail, sent_at, error)
  SELECT id, mail.name, mail.sent_at, mail.error FROM referrals,
    LATERAL (VALUES ('acknowledgement', acknowledgement_sent_at, acknowledgement_error), ('notification', notification_sent_at, notification_error))
      AS mail (name, sent_at, error);
INSERT INTO lead_mails (lead_id, mail, sent_at, error)
  SELECT id, mail.name, mail.sent_at, mail.error FROM cancellations,
    LATERAL (VALUES ('confirmation', confirmation_sent_at, confirmation_error), ('notification', notification_sent_at, notification_error))
      AS mail (name, sent_at, error);
INSERT INTO lead_mails (lead_id, mail, sent_at, error)
  SELECT id, 'notification', notification_sent_at, notification_error FROM callback_requests;

SET LOCAL maintenance_work_mem = '256MB';
-- The desk's and the pipeline's indexes, once (were five of each, 012, 013, 017, 023, 065), built over the loaded
-- rows while the kind tables can still be read (the trigram index takes most of the migration's time). The inbox reads
-- newest first by keyset; a status filter, the review list, the owner's leads, their follow-ups and their
-- statuses each read one index range; the search reads the trigram index.
CREATE INDEX leads_inbox_idx ON leads (submitted_at DESC, id DESC);
CREATE INDEX leads_status_idx ON leads (status, submitted_at DESC, id DESC);
-- A kind filter, with or without a status: one kind's leads can lie far apart in time (the bench's seed has each
-- kind in one block of years), so reading the newest of all leads and skipping the other kinds is no plan.
CREATE INDEX leads_kind_idx ON leads (kind, submitted_at DESC, id DESC);
CREATE INDEX leads_kind_status_idx ON leads (kind, status, submitted_at DESC, id DESC);
CREATE INDEX leads_review_idx ON leads (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX leads_search_idx ON leads USING gin (search_text gin_trgm_ops);
CREATE INDEX leads_owner_idx ON leads (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX leads_follow_up_idx ON leads (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX leads_owner_status_idx ON leads (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;
CREATE INDEX leads_retain_until_idx ON leads (retain_until) WHERE retain_until IS NOT NULL;
-- The sweeper's two looks (pipeline/pipeline-table.ts): leads never queued, and mails neither sent nor given up.
CREATE INDEX leads_unqueued_idx ON leads (submitted_at) WHERE enqueued_at IS NULL AND NOT spam_held(spam_reason);
CREATE INDEX lead_mails_unsent_idx ON lead_mails (lead_id) WHERE sent_at IS NULL AND error IS NULL;

-- The foreign keys of the new tables, each checked in one pass over the loaded rows rather than row by row.
ALTER TABLE leads ADD CONSTRAINT leads_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES users (id);
ALTER TABLE lead_mails ADD CONSTRAINT lead_mails_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE CASCADE;

-- The generic columns leave the kind tables (with their indexes, triggers and constraints); each kind row
-- belongs to its lead.
DROP TRIGGER contact_submissions_reference ON contact_submissions;
DROP TRIGGER contact_messages_reference ON contact_messages;
DROP TRIGGER referrals_reference ON referrals;
DROP TRIGGER cancellations_reference ON cancellations;
DROP TRIGGER callback_requests_reference ON callback_requests;
DROP TRIGGER contact_submissions_forget_work ON contact_submissions;
DROP TRIGGER contact_messages_forget_work ON contact_messages;
DROP TRIGGER referrals_forget_work ON referrals;
DROP TRIGGER cancellations_forget_work ON cancellations;
DROP TRIGGER callback_requests_forget_work ON callback_requests;
DROP TRIGGER cancellations_retention_guard ON cancellations;
DROP FUNCTION cancellations_guard_retention();
DROP FUNCTION forget_lead_work();

ALTER TABLE contact_submissions
  DROP COLUMN submitted_at, DROP COLUMN status, DROP COLUMN status_changed_at, DROP COLUMN first_handled_at,
  DROP COLUMN spam_reason, DROP COLUMN enqueued_at, DROP COLUMN source, DROP COLUMN owner_id, DROP COLUMN follow_up_at,
  DROP COLUMN search_text, DROP COLUMN reference,
  DROP COLUMN confirmation_sent_at, DROP COLUMN confirmation_error, DROP COLUMN notification_sent_at, DROP COLUMN notification_error,
  ALTER COLUMN id DROP DEFAULT,
  ADD CONSTRAINT contact_submissions_lead_fkey FOREIGN KEY (id) REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE contact_messages
  DROP COLUMN submitted_at, DROP COLUMN status, DROP COLUMN status_changed_at, DROP COLUMN first_handled_at,
  DROP COLUMN spam_reason, DROP COLUMN enqueued_at, DROP COLUMN source, DROP COLUMN owner_id, DROP COLUMN follow_up_at,
  DROP COLUMN search_text, DROP COLUMN reference,
  DROP COLUMN receipt_sent_at, DROP COLUMN receipt_error, DROP COLUMN notification_sent_at, DROP COLUMN notification_error,
  ALTER COLUMN id DROP DEFAULT,
  ADD CONSTRAINT contact_messages_lead_fkey FOREIGN KEY (id) REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE referrals
  DROP COLUMN submitted_at, DROP COLUMN status, DROP COLUMN status_changed_at, DROP COLUMN first_handled_at,
  DROP COLUMN spam_reason, DROP COLUMN enqueued_at, DROP COLUMN source, DROP COLUMN owner_id, DROP COLUMN follow_up_at,
  DROP COLUMN search_text, DROP COLUMN reference,
  DROP COLUMN acknowledgement_sent_at, DROP COLUMN acknowledgement_error, DROP COLUMN notification_sent_at, DROP COLUMN notification_error,
  ALTER COLUMN id DROP DEFAULT,
  ADD CONSTRAINT referrals_lead_fkey FOREIGN KEY (id) REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE cancellations
  DROP CONSTRAINT cancellations_retained_unless_held, DROP CONSTRAINT cancellations_retained_after_receipt,
  DROP COLUMN submitted_at, DROP COLUMN status, DROP COLUMN status_changed_at, DROP COLUMN first_handled_at,
  DROP COLUMN spam_reason, DROP COLUMN enqueued_at, DROP COLUMN source, DROP COLUMN owner_id, DROP COLUMN follow_up_at,
  DROP COLUMN search_text, DROP COLUMN reference, DROP COLUMN retain_until,
  DROP COLUMN confirmation_sent_at, DROP COLUMN confirmation_error, DROP COLUMN notification_sent_at, DROP COLUMN notification_error,
  ALTER COLUMN id DROP DEFAULT,
  ADD CONSTRAINT cancellations_lead_fkey FOREIGN KEY (id) REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE callback_requests
  DROP COLUMN submitted_at, DROP COLUMN status, DROP COLUMN status_changed_at, DROP COLUMN first_handled_at,
  DROP COLUMN spam_reason, DROP COLUMN enqueued_at, DROP COLUMN source, DROP COLUMN owner_id, DROP COLUMN follow_up_at,
  DROP COLUMN search_text, DROP COLUMN reference,
  DROP COLUMN notification_sent_at, DROP COLUMN notification_error,
  ALTER COLUMN id DROP DEFAULT,
  ADD CONSTRAINT callback_requests_lead_fkey FOREIGN KEY (id) REFERENCES leads (id) ON DELETE CASCADE;

-- The work on a lead and the analysis request's own records follow the lead (was: triggers per table, and
-- foreign keys to contact_submissions).
ALTER TABLE lead_notes ADD CONSTRAINT lead_notes_lead_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE lead_calls ADD CONSTRAINT lead_calls_lead_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE CASCADE;
-- How a lead ended (071) follows it the same way; its kind is the lead's (leads.kind).
ALTER TABLE lead_outcomes DROP COLUMN lead_kind,
  ADD CONSTRAINT lead_outcomes_lead_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE CASCADE;
-- A referral reward (073) forgets the request it was linked to when that lead is erased (was: forget_lead_work),
-- and the request's arrival time is the lead's.
ALTER TABLE referral_rewards
  ADD CONSTRAINT referral_rewards_lead_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE SET NULL;
CREATE OR REPLACE FUNCTION link_referral_on_referral() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO referral_rewards (referral_id, lead_id, linked_by)
  SELECT NEW.id, c.id, 'email' FROM contact_submissions c JOIN leads l ON l.id = c.id
   WHERE lower(btrim(c.email)) = lower(btrim(NEW.company_email))
   ORDER BY l.submitted_at DESC LIMIT 1
  ON CONFLICT (referral_id) DO NOTHING;
  RETURN NULL;
END
$$;
ALTER TABLE analyses DROP CONSTRAINT analyses_lead_id_fkey,
  ADD CONSTRAINT analyses_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE analysis_links DROP CONSTRAINT analysis_links_lead_id_fkey,
  ADD CONSTRAINT analysis_links_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE bookings DROP CONSTRAINT bookings_lead_id_fkey,
  ADD CONSTRAINT bookings_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE booking_attempts DROP CONSTRAINT booking_attempts_lead_id_fkey,
  ADD CONSTRAINT booking_attempts_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE CASCADE;
ALTER TABLE website_checks DROP CONSTRAINT website_checks_lead_id_fkey,
  ADD CONSTRAINT website_checks_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES leads (id) ON DELETE CASCADE;

-- Every way a lead arrives (the forms, the CLI, a test, the bench's seed) gets its reference in the same
-- transaction (022), now from the lead's own kind; the reference joins the search text the repository wrote.
CREATE FUNCTION leads_assign_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reference IS NULL THEN
    NEW.reference := claim_lead_reference(NEW.id, NEW.kind);
    NEW.search_text := concat_ws(' ', nullif(NEW.search_text, ''), lead_search_normal(NEW.reference));
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER leads_reference BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION leads_assign_reference();

-- The statutory retention (004, 006, 015), for every lead that has a retain_until.
CREATE FUNCTION leads_guard_retention() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.retain_until > now() AND NOT spam_held(OLD.spam_reason) THEN
    RAISE EXCEPTION '% % must be kept until % (§ 257 HGB, § 147 AO)', OLD.kind, OLD.id, OLD.retain_until
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND (NEW.retain_until < OLD.retain_until OR (NEW.retain_until IS NULL AND OLD.retain_until IS NOT NULL)) THEN
    RAISE EXCEPTION 'the retention period of % % cannot be shortened', OLD.kind, OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER leads_retention_guard BEFORE DELETE OR UPDATE OF retain_until ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_guard_retention();

-- The referral reward (issue 44 item 3): which request of the recommended company a referral led to, and what
-- became of the reward once that request was won (desk/referral-rewards/referral-rewards.ts). One row per referral
-- that has a linked request; it goes with its referral (FK) and forgets a request that is erased.
--   lead_id          the recommended company's analysis request (contact_submissions.id); NULL once erased
--   linked_by        'email' (matched automatically when either arrived) or the staff username who chose it
--   contract_date    the won request's contract date (lead_outcomes), copied when the referral was decided
--   due_on           the day the reward falls due (reward-due-date.ts); NULL when declined
--   declined_reason  why the conditions are not met (German, from the service, never typed by a visitor)
--   paid_on          the Berlin day „Prämie ausgezahlt“ was set
--   due_mail_sent_at when the referrer's mail „Deine Prämie ist fällig“ was accepted by the mail server
CREATE TABLE referral_rewards (
  referral_id uuid PRIMARY KEY REFERENCES referrals (id) ON DELETE CASCADE,
  lead_id uuid,
  linked_by text NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  contract_date date,
  due_on date,
  declined_reason text,
  decided_at timestamptz,
  paid_on date,
  due_mail_sent_at timestamptz,
  CHECK (due_on IS NULL OR declined_reason IS NULL)
);
CREATE INDEX referral_rewards_lead_idx ON referral_rewards (lead_id);
CREATE INDEX referral_rewards_due_idx ON referral_rewards (due_on) WHERE due_on IS NOT NULL AND paid_on IS NULL;

-- Matching by e-mail in both directions reads these.
CREATE INDEX contact_submissions_email_idx ON contact_submissions (lower(btrim(email)));
CREATE INDEX referrals_company_email_idx ON referrals (lower(btrim(company_email)));

-- A referral that arrives links to the company's newest request with its address; a request that arrives links
-- every referral of its address that has none yet. In the inserting transaction, so no code path forgets it.
CREATE FUNCTION link_referral_on_referral() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO referral_rewards (referral_id, lead_id, linked_by)
  SELECT NEW.id, c.id, 'email' FROM contact_submissions c
   WHERE lower(btrim(c.email)) = lower(btrim(NEW.company_email))
   ORDER BY c.submitted_at DESC LIMIT 1
  ON CONFLICT (referral_id) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE FUNCTION link_referral_on_request() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO referral_rewards (referral_id, lead_id, linked_by)
  SELECT r.id, NEW.id, 'email' FROM referrals r
   WHERE lower(btrim(r.company_email)) = lower(btrim(NEW.email))
  ON CONFLICT (referral_id) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER referrals_link_reward AFTER INSERT ON referrals FOR EACH ROW EXECUTE FUNCTION link_referral_on_referral();
CREATE TRIGGER contact_submissions_link_reward AFTER INSERT ON contact_submissions FOR EACH ROW EXECUTE FUNCTION link_referral_on_request();

-- An erased request leaves the referral's decision but no pointer to a lead that is gone.
CREATE OR REPLACE FUNCTION forget_lead_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_notes WHERE lead_id = OLD.id;
  DELETE FROM lead_calls WHERE lead_id = OLD.id;
  DELETE FROM lead_outcomes WHERE lead_id = OLD.id;
  UPDATE referral_rewards SET lead_id = NULL WHERE lead_id = OLD.id;
  RETURN OLD;
END
$$;

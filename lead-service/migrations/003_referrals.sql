-- Referrals from /empfehlung (spec point 2): the referrer (name, e-mail) and the recommended company (name,
-- contact person, e-mail, phone, optional reason). Only the referrer and the sales team are mailed: the
-- recommended company never asked to be contacted, so it gets no automatic mail (see the privacy policy,
-- "Informationen für empfohlene Unternehmen"). acknowledgement_* is the referrer's mail, notification_* the
-- team's; *_sent_at, *_error and enqueued_at work as in 001.
CREATE TABLE referrals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  referrer_name text NOT NULL,
  referrer_email text NOT NULL,
  company_name text NOT NULL,
  contact_person text NOT NULL,
  company_email text NOT NULL,
  company_phone text NOT NULL,
  reason text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  acknowledgement_sent_at timestamptz,
  notification_sent_at timestamptz,
  acknowledgement_error text,
  notification_error text,
  enqueued_at timestamptz
);

CREATE INDEX referrals_pending_idx ON referrals (submitted_at)
  WHERE enqueued_at IS NULL
     OR (acknowledgement_sent_at IS NULL AND acknowledgement_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL);

-- Reference numbers people can read out on the phone ("SW-7K3M-9QXR"): two groups of four from an alphabet
-- without 0/O/1/I/L, so nobody confuses a digit with a letter; 31^8 ≈ 850 billion of them. The format is the
-- desk contract's (forms/src/desk/reference.ts); the UUID stays the internal key.
-- lead_references holds every reference ever given, across all lead tables, so one is unique across kinds and
-- never handed out twice (the row outlives an erased lead, like lead_events: it names nobody).
-- Every lead table's BEFORE INSERT trigger claims a fresh one: it draws a candidate and inserts it, and on the
-- unique constraint (another lead has it) draws again, so every way a row arrives (the forms, the CLI, a test,
-- the bench's seed) gets its reference in the same transaction as the lead.
CREATE TABLE lead_references (
  reference text PRIMARY KEY CHECK (reference ~ '^SW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$'),
  lead_id uuid NOT NULL UNIQUE,
  lead_kind text NOT NULL
);

CREATE FUNCTION new_lead_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  result text := 'SW-';
BEGIN
  FOR i IN 1..8 LOOP
    IF i = 5 THEN
      result := result || '-';
    END IF;
    result := result || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
  END LOOP;
  RETURN result;
END
$$;

CREATE FUNCTION claim_lead_reference(lead uuid, kind text) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  candidate text;
BEGIN
  FOR attempt IN 1..20 LOOP
    candidate := new_lead_reference();
    INSERT INTO lead_references (reference, lead_id, lead_kind) VALUES (candidate, lead, kind)
      ON CONFLICT (reference) DO NOTHING;
    IF FOUND THEN
      RETURN candidate;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free lead reference after 20 draws';
END
$$;

-- TG_ARGV[0]: the lead kind (the descriptors' `kind`).
CREATE FUNCTION assign_lead_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.reference := claim_lead_reference(NEW.id, TG_ARGV[0]);
  RETURN NEW;
END
$$;

ALTER TABLE contact_submissions ADD COLUMN reference text;
ALTER TABLE contact_messages ADD COLUMN reference text;
ALTER TABLE referrals ADD COLUMN reference text;
ALTER TABLE cancellations ADD COLUMN reference text;
ALTER TABLE callback_requests ADD COLUMN reference text;

UPDATE contact_submissions SET reference = claim_lead_reference(id, 'analysis-request');
UPDATE contact_messages SET reference = claim_lead_reference(id, 'contact-message');
UPDATE referrals SET reference = claim_lead_reference(id, 'referral');
UPDATE cancellations SET reference = claim_lead_reference(id, 'cancellation');
UPDATE callback_requests SET reference = claim_lead_reference(id, 'callback-request');

ALTER TABLE contact_submissions ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT contact_submissions_reference_key UNIQUE (reference);
ALTER TABLE contact_messages ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT contact_messages_reference_key UNIQUE (reference);
ALTER TABLE referrals ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT referrals_reference_key UNIQUE (reference);
ALTER TABLE cancellations ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT cancellations_reference_key UNIQUE (reference);
ALTER TABLE callback_requests ALTER COLUMN reference SET NOT NULL, ADD CONSTRAINT callback_requests_reference_key UNIQUE (reference);

CREATE TRIGGER contact_submissions_reference BEFORE INSERT ON contact_submissions
  FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('analysis-request');
CREATE TRIGGER contact_messages_reference BEFORE INSERT ON contact_messages
  FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('contact-message');
CREATE TRIGGER referrals_reference BEFORE INSERT ON referrals
  FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('referral');
CREATE TRIGGER cancellations_reference BEFORE INSERT ON cancellations
  FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('cancellation');
CREATE TRIGGER callback_requests_reference BEFORE INSERT ON callback_requests
  FOR EACH ROW EXECUTE FUNCTION assign_lead_reference('callback-request');

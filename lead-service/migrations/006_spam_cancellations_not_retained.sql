-- The statutory retention of cancellations (§ 257 HGB, § 147 AO) is for declarations someone made. A
-- cancellation held as spam (honeypot, too_fast) is evidence of a program, not a declaration: it gets no
-- retain_until, so the retention job and `leads erase` may delete it like any other lead. The guard trigger
-- of 004 already lets a row with a NULL retain_until go.
-- Releasing such a row (spam_reason set to NULL or a token_* value) needs a retain_until in the same
-- UPDATE; the constraint below says so instead of letting a real cancellation lose its protection.
ALTER TABLE cancellations ALTER COLUMN retain_until DROP NOT NULL;

UPDATE cancellations SET retain_until = NULL WHERE spam_reason IN ('honeypot', 'too_fast');

ALTER TABLE cancellations ADD CONSTRAINT cancellations_retained_unless_held
  CHECK (retain_until IS NOT NULL OR (spam_reason IS NOT NULL AND spam_reason IN ('honeypot', 'too_fast')));

-- A retention period once set cannot be removed either (NULL would otherwise slip past "shortened").
CREATE OR REPLACE FUNCTION cancellations_guard_retention() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.retain_until > now() THEN
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

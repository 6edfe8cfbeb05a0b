-- Two holes from the attack review of 2026-11-23:
--
-- 1. Used form tokens lived only in Redis, so a Redis restart forgot them and a replayed token counted as
--    fresh again. They are kept here instead, as a SHA-256 digest (never the token), until the token could no
--    longer be accepted anyway; the insert that records a use also clears a bounded batch of expired ones.
CREATE TABLE used_form_tokens (
  digest text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_form_tokens_expires_idx ON used_form_tokens (expires_at);

-- 2. The statutory retention protects declarations someone made. A row the spam protection held back
--    (spam_held: honeypot, too_fast) is evidence of a program, whatever its retain_until says, so
--    `leads erase` may delete it inside the period too.
CREATE OR REPLACE FUNCTION cancellations_guard_retention() RETURNS trigger
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

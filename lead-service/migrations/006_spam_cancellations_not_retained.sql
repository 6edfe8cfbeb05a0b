-- The statutory retention of cancellations (§ 257 HGB, § 147 AO) is for declarations someone made. A
-- cancellation held as spam (honeypot, too_fast) is evidence of a program, not a declaration: it gets no
-- retain_until, so the retention job and `leads erase` may delete it like any other lead. The guard trigger
-- of 004 already lets a row with a NULL retain_until go.
-- Releasing such a row (spam_reason set to NULL or a token_* value) needs a retain_until in the same
-- UPDATE; the constraint below says so instead of letting a real cancellation lose its protection.
ALTER TABLE cancellations ALTER COLUMN retain_until DROP NOT NULL;

UPDATE cancellations SET retain_until = NULL WHERE spam_reason IN ('honeypot', 'too_fast');

ALTER TABLE cancellations ADD CONSTRAINT cancellations_retained_unless_held
  CHECK (retain_until IS NOT NULL OR spam_reason IN ('honeypot', 'too_fast'));

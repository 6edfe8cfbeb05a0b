-- Cancellations from /kuendigung (spec points 2 and 5: company or name, e-mail, optional customer number and
-- reason). confirmation_* is the customer's confirmation of receipt (AGB § 4: "Der Anbieter bestätigt den
-- Eingang der Kündigung per E-Mail"), notification_* the back office's; *_sent_at, *_error and enqueued_at
-- work as in 001.
--
-- A cancellation is a legal declaration and a business letter: it must be kept for the statutory period
-- (§ 257 HGB, § 147 AO; up to 10 years, content/src/legal/datenschutz.ts dataRetention.statutoryMaxYears),
-- which begins at the end of the calendar year in which it arrived (§ 257 Abs. 5 HGB, § 147 Abs. 4 AO).
-- retain_until holds that moment for each row — the repository sets it on insert from statutoryMaxYears:
-- 1 January, 00:00 Berlin time, of (year of receipt + 1 + years). Nothing may delete the row earlier:
--   * a retention job must select only rows with retain_until < now();
--   * the trigger below refuses any earlier DELETE (and any UPDATE that shortens retain_until), so a job that
--     forgets the column fails loudly instead of destroying evidence. (TRUNCATE bypasses row triggers; it is
--     an operator's deliberate act.)
CREATE TABLE cancellations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company text NOT NULL,
  email text NOT NULL,
  customer_number text,
  reason text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  retain_until timestamptz NOT NULL,
  confirmation_sent_at timestamptz,
  notification_sent_at timestamptz,
  confirmation_error text,
  notification_error text,
  enqueued_at timestamptz,
  CONSTRAINT cancellations_retained_after_receipt CHECK (retain_until > submitted_at)
);

CREATE INDEX cancellations_pending_idx ON cancellations (submitted_at)
  WHERE enqueued_at IS NULL
     OR (confirmation_sent_at IS NULL AND confirmation_error IS NULL)
     OR (notification_sent_at IS NULL AND notification_error IS NULL);

-- For the retention job: rows whose period is over.
CREATE INDEX cancellations_retain_until_idx ON cancellations (retain_until);

CREATE FUNCTION cancellations_guard_retention() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.retain_until > now() THEN
    RAISE EXCEPTION 'cancellation % must be kept until % (§ 257 HGB, § 147 AO)', OLD.id, OLD.retain_until
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.retain_until < OLD.retain_until THEN
    RAISE EXCEPTION 'the retention period of cancellation % cannot be shortened', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER cancellations_retention_guard
  BEFORE DELETE OR UPDATE OF retain_until ON cancellations
  FOR EACH ROW EXECUTE FUNCTION cancellations_guard_retention();

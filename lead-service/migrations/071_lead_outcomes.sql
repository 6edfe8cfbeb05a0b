-- How a lead ended (issue 44): recorded with its final status in the desk (desk/lead-outcomes.ts). One row per
-- recording, never updated but for `current`: a correction or a status set back adds a row and retires the
-- one before, so the history of what was recorded stays. The report reads the current rows.
--   outcome            'won' | 'lost' | 'withdrawn' (the status was set back: nothing is recorded any more)
--   package, add_ons   the content's ids (content/src/plans.ts, addons.ts)
--   monthly_value      euros per month at the prices when it was recorded: the package plus monthly add-ons
--   lost_note          staff's free text: personal data possible, so it goes with its lead (trigger below)
CREATE TABLE lead_outcomes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL,
  lead_kind text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('won', 'lost', 'withdrawn')),
  package text,
  add_ons text[] NOT NULL DEFAULT '{}',
  monthly_value integer,
  contract_date date,
  lost_reason text,
  lost_note text,
  set_by text NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  current boolean NOT NULL DEFAULT true,
  CHECK (outcome <> 'won' OR (package IS NOT NULL AND monthly_value IS NOT NULL AND contract_date IS NOT NULL)),
  CHECK (outcome <> 'lost' OR lost_reason IS NOT NULL)
);
CREATE UNIQUE INDEX lead_outcomes_current_idx ON lead_outcomes (lead_id) WHERE current;
CREATE INDEX lead_outcomes_lead_idx ON lead_outcomes (lead_id, id);

-- The outcome goes with its lead, whichever way the lead is deleted, like its notes and calls (025).
CREATE OR REPLACE FUNCTION forget_lead_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_notes WHERE lead_id = OLD.id;
  DELETE FROM lead_calls WHERE lead_id = OLD.id;
  DELETE FROM lead_outcomes WHERE lead_id = OLD.id;
  RETURN OLD;
END
$$;

-- The report asks per lead of a period whether a strategy call was booked or held.
CREATE INDEX bookings_lead_idx ON bookings (lead_id) INCLUDE (status);

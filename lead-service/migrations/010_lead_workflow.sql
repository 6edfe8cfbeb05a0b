-- What happens to a lead after it arrived: its status in the sales desk and the audited history of every
-- action taken on it. The statuses of each kind are named once, in its descriptor (src/*/form.ts `statuses`);
-- the default here is each kind's first status (test/lead-forms.test.ts compares them).
--   status             the kind's current status key ('new', 'presented', …)
--   status_changed_at  the last change; NULL while the lead still has its first status
--   first_handled_at   the first change away from the first status: "time to first contact"
ALTER TABLE contact_submissions
  ADD COLUMN status text NOT NULL DEFAULT 'new',
  ADD COLUMN status_changed_at timestamptz,
  ADD COLUMN first_handled_at timestamptz;
ALTER TABLE contact_messages
  ADD COLUMN status text NOT NULL DEFAULT 'new',
  ADD COLUMN status_changed_at timestamptz,
  ADD COLUMN first_handled_at timestamptz;
ALTER TABLE referrals
  ADD COLUMN status text NOT NULL DEFAULT 'new',
  ADD COLUMN status_changed_at timestamptz,
  ADD COLUMN first_handled_at timestamptz;
ALTER TABLE cancellations
  ADD COLUMN status text NOT NULL DEFAULT 'received',
  ADD COLUMN status_changed_at timestamptz,
  ADD COLUMN first_handled_at timestamptz;

-- One row per action on a lead (src/leads/lead-events.ts): who (a staff username, NULL for the system), when,
-- what, and details that never repeat what the visitor typed. It outlives an erased lead: the audit trail of
-- an erasure names no person.
CREATE TABLE lead_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL,
  lead_kind text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  actor text,
  action text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX lead_events_lead_idx ON lead_events (lead_id, at);

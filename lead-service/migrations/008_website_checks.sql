-- The automatic website check of an analysis request (src/website-check/): one row per lead, written once by
-- the check worker. The foreign key deletes it with its lead, so retention and `leads erase` need no change.
CREATE TABLE website_checks (
  lead_id uuid PRIMARY KEY REFERENCES contact_submissions(id) ON DELETE CASCADE,
  url text NOT NULL,
  outcome text NOT NULL CONSTRAINT website_checks_outcome_known
    CHECK (outcome IN ('ok', 'refused', 'unreachable', 'http-error', 'not-html')),
  -- [{ "check": "...", "status": "problem" | "hinweis" | "ok", "text": "..." }], problems first.
  findings jsonb NOT NULL,
  duration_ms integer NOT NULL,
  checked_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the findings went out in their own mail because the notification had already been sent.
  follow_up_sent_at timestamptz
);

-- The weekly conversion mail to admins (src/desk/weekly-report/): off by default per account, switched in the desk
-- like the daily digest. One row per account and week (its Monday in Berlin) it was sent: the primary key keeps it
-- to one mail a week, whatever the scheduler, a retry or a second worker does (as desk_digests does per day).
ALTER TABLE users ADD COLUMN weekly_report boolean NOT NULL DEFAULT false;
CREATE TABLE desk_weekly_reports (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, week)
);

-- The reminders about promises made to visitors (src/reminders/): each is sent at most once per lead. The
-- lead_events row of a sent reminder ('reminder_sent', detail.mail = the reminder's name) is that mark; this
-- index makes a second one impossible even when two workers race.
CREATE UNIQUE INDEX lead_events_reminder_once_idx ON lead_events (lead_id, (detail ->> 'mail')) WHERE action = 'reminder_sent';
-- The sweeper looks for open promises among recent leads through contact_submissions_promise_open_idx (012).
CREATE INDEX cancellations_unconfirmed_idx ON cancellations (submitted_at) WHERE status = 'received' AND confirmation_sent_at IS NULL;

-- "Meine Leads" puts the owner's broken promises on top: the open statuses past the deadline, oldest first. With
-- only the owner index (newest first) or the promise index (all owners) PostgreSQL read every open lead of the
-- other owners to find none of this one's: 300 ms at a million leads. One index per table by owner, status and
-- time answers it, and the status filter on "Meine Leads", from the owner's own rows; leads nobody owns, every
-- new one among them, are not in it and cost the insert nothing.
CREATE INDEX contact_submissions_owner_status_idx ON contact_submissions (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;
CREATE INDEX contact_messages_owner_status_idx ON contact_messages (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;
CREATE INDEX referrals_owner_status_idx ON referrals (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;
CREATE INDEX cancellations_owner_status_idx ON cancellations (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;
CREATE INDEX callback_requests_owner_status_idx ON callback_requests (owner_id, status, submitted_at, id) WHERE owner_id IS NOT NULL;

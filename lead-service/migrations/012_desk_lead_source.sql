-- Where a lead came from, and the indexes the sales desk (src/desk/) reads the lead tables by.
--   source  the page the form was on, the page before it and the UTM parameters of the form page's URL, as the
--           form sent them (src/leads/lead-source.ts validates and bounds them); NULL for leads from before.
-- The inbox lists newest first, 50 at a time, continuing after the last (submitted_at, id) it showed
-- (keyset pagination): one index per table for all leads, one per status filter, one for the review list.
-- The search is a prefix search over the name and e-mail columns, lower-cased (text_pattern_ops serves LIKE
-- 'abc%' in any collation): an index range per keystroke, never a scan of years of leads.

ALTER TABLE contact_submissions ADD COLUMN source jsonb;
CREATE INDEX contact_submissions_inbox_idx ON contact_submissions (submitted_at DESC, id DESC);
CREATE INDEX contact_submissions_status_idx ON contact_submissions (status, submitted_at DESC, id DESC);
CREATE INDEX contact_submissions_review_idx ON contact_submissions (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX contact_submissions_company_search_idx ON contact_submissions (lower(company) text_pattern_ops);
CREATE INDEX contact_submissions_email_search_idx ON contact_submissions (lower(email) text_pattern_ops);

ALTER TABLE contact_messages ADD COLUMN source jsonb;
CREATE INDEX contact_messages_inbox_idx ON contact_messages (submitted_at DESC, id DESC);
CREATE INDEX contact_messages_status_idx ON contact_messages (status, submitted_at DESC, id DESC);
CREATE INDEX contact_messages_review_idx ON contact_messages (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX contact_messages_name_search_idx ON contact_messages (lower(name) text_pattern_ops);
CREATE INDEX contact_messages_email_search_idx ON contact_messages (lower(email) text_pattern_ops);

ALTER TABLE referrals ADD COLUMN source jsonb;
CREATE INDEX referrals_inbox_idx ON referrals (submitted_at DESC, id DESC);
CREATE INDEX referrals_status_idx ON referrals (status, submitted_at DESC, id DESC);
CREATE INDEX referrals_review_idx ON referrals (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX referrals_company_name_search_idx ON referrals (lower(company_name) text_pattern_ops);
CREATE INDEX referrals_referrer_email_search_idx ON referrals (lower(referrer_email) text_pattern_ops);
CREATE INDEX referrals_company_email_search_idx ON referrals (lower(company_email) text_pattern_ops);

ALTER TABLE cancellations ADD COLUMN source jsonb;
CREATE INDEX cancellations_inbox_idx ON cancellations (submitted_at DESC, id DESC);
CREATE INDEX cancellations_status_idx ON cancellations (status, submitted_at DESC, id DESC);
CREATE INDEX cancellations_review_idx ON cancellations (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
CREATE INDEX cancellations_company_search_idx ON cancellations (lower(company) text_pattern_ops);
CREATE INDEX cancellations_email_search_idx ON cancellations (lower(email) text_pattern_ops);

-- Analysis requests whose 48-hour promise is still open, for the inbox's "overdue first".
CREATE INDEX contact_submissions_promise_open_idx ON contact_submissions (submitted_at) WHERE status IN ('new', 'in_progress');

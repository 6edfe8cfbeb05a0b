-- The account settings of a daily digest of follow-ups (desk contract: account-contract.ts): each staff member may
-- opt in to one short mail per working day at 8:00 Berlin time. Off by default; the address is the account's (booking adds users.email too, hence
-- IF NOT EXISTS). digest_sent_on: the Berlin date of the last digest, so a restarted worker sends none twice.
ALTER TABLE users ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS display_name text;
ALTER TABLE users ADD COLUMN digest boolean NOT NULL DEFAULT false, ADD COLUMN digest_sent_on date;

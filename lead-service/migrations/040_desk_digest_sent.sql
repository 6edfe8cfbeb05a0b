-- The daily digest (src/desk/digest/): one row per account and Berlin day it was sent. The primary key is what
-- keeps it to one mail a day, whatever the scheduler does: a second run, a retried job or a second worker
-- waits for the first one's row and then finds it. It replaces users.digest_sent_on of 024, which nothing read.
CREATE TABLE desk_digests (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  follow_ups integer NOT NULL,
  deadlines integer NOT NULL,
  PRIMARY KEY (user_id, day)
);
ALTER TABLE users DROP COLUMN digest_sent_on;

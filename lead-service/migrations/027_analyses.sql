-- The free analysis written in the sales desk and delivered to the visitor (src/analysis-requests/analysis/).
--
-- A staff account gets the name visitors read as their adviser. Booking may add the same column; whoever
-- migrates first creates it.
ALTER TABLE users ADD COLUMN IF NOT EXISTS display_name text;

-- One analysis per analysis request, deleted with it (retention, erasure: ON DELETE CASCADE).
--   draft        what staff are writing: { sections: [{ key, rating, findings: [{ text, prefilled }] }], summary }
--                (src/analysis-requests/analysis/analysis-content.ts validates it before it is stored)
--   revision     +1 on every save; a save naming an older revision is refused (two tabs, two colleagues)
--   updated_by   the staff username of the last save, named in the conflict message
--   sent_at      "Analyse senden" was confirmed: version 1 exists and the visitor's mail is queued
--   mail_sent_at the visitor's mail was accepted by the mail server: the 48-hour promise counts this moment
--   mail_error   a permanent refusal of that mail (SMTP 5xx); the desk shows it
CREATE TABLE analyses (
  lead_id uuid PRIMARY KEY REFERENCES contact_submissions (id) ON DELETE CASCADE,
  draft jsonb NOT NULL,
  revision integer NOT NULL DEFAULT 1 CHECK (revision > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  sent_at timestamptz,
  sent_by text,
  mail_sent_at timestamptz,
  mail_error text,
  CHECK (mail_sent_at IS NULL OR sent_at IS NOT NULL)
);
-- The sweeper's look for analyses whose mail is still to go out.
CREATE INDEX analyses_mail_pending_idx ON analyses (sent_at) WHERE sent_at IS NOT NULL AND mail_sent_at IS NULL AND mail_error IS NULL;

-- What the visitor sees: version 1 is the one sent, each correction after sending adds the next. The result
-- page shows the newest with the date of its change. The adviser's name is copied in, so a renamed or
-- disabled account does not change a result already delivered.
CREATE TABLE analysis_versions (
  lead_id uuid NOT NULL REFERENCES analyses (lead_id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  content jsonb NOT NULL,
  adviser_name text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text NOT NULL,
  PRIMARY KEY (lead_id, version)
);

-- The visitor's link /analyse/<token>: only the SHA-256 of the 256-bit token is stored, so a copy of the
-- database opens no result. The mail worker makes the token when it composes the mail; a mail sent again
-- (at-least-once delivery) carries a new one, and every link that went out keeps working until the lead goes.
CREATE TABLE analysis_links (
  token_hash bytea PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analysis_links_lead_idx ON analysis_links (lead_id);

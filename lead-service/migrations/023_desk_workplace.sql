-- The desk as a workplace (src/desk/): one search over every part of a lead, owners, follow-ups, notes and
-- call attempts.
--
-- Search: each lead table gets search_text, the lead's searchable fields (name, company, e-mail, message, …
-- and the reference) in one normal form, plus the phone number as its national digits. A trigram index
-- (pg_trgm) finds any fragment of it without reading the table. The desk puts the typed text through the same
-- functions (src/desk/desk-search.ts), so both sides always agree:
--   lead_search_normal   lower case; ä/ae → a, ö/oe → o, ü/ue → u, ß → ss and accents dropped, so "baeck",
--                        "bäck" and "back" all find "Bäckerei", and "Mueller" finds "Müller"
--   lead_phone_digits    the digits of a German number without its prefix: "+49 (0) 711 / 98 76-54",
--                        "0049711987654" and "0711 987654" all become 711987654
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE FUNCTION lead_search_normal(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(
    replace(replace(replace(replace(replace(replace(replace(lower(coalesce(value, '')),
      'ä', 'a'), 'ae', 'a'), 'ö', 'o'), 'oe', 'o'), 'ü', 'u'), 'ue', 'u'), 'ß', 'ss'),
    'áàâãåéèêëíìîïóòôõøúùûçñ', 'aaaaaeeeeiiiiooooouuucn')
$$;

CREATE FUNCTION lead_phone_digits(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN compact LIKE '+49%' THEN regexp_replace(substr(compact, 4), '^0', '')
    WHEN compact LIKE '0049%' THEN regexp_replace(substr(compact, 5), '^0', '')
    WHEN compact LIKE '+%' THEN substr(compact, 2)
    WHEN compact LIKE '00%' THEN substr(compact, 3)
    ELSE regexp_replace(compact, '^0', '')
  END
  FROM (SELECT regexp_replace(replace(coalesce(value, ''), '(0)', ''), '[^0-9+]', '', 'g') AS compact) AS phone
$$;

ALTER TABLE contact_submissions ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || coalesce(website, '') || ' ' ||
    coalesce(industry, '') || ' ' || reference) || ' ' || lead_phone_digits(phone)) STORED;
ALTER TABLE contact_messages ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(message, '') || ' ' ||
    reference) || ' ' || lead_phone_digits(phone)) STORED;
ALTER TABLE referrals ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(company_name, '') || ' ' || coalesce(contact_person, '') || ' ' ||
    coalesce(company_email, '') || ' ' || coalesce(referrer_name, '') || ' ' || coalesce(referrer_email, '') || ' ' ||
    coalesce(reason, '') || ' ' || reference) || ' ' || lead_phone_digits(company_phone)) STORED;
ALTER TABLE cancellations ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(company, '') || ' ' || coalesce(email, '') || ' ' || coalesce(customer_number, '') || ' ' ||
    coalesce(reason, '') || ' ' || reference)) STORED;
ALTER TABLE callback_requests ADD COLUMN search_text text GENERATED ALWAYS AS (
  lead_search_normal(coalesce(name, '') || ' ' || coalesce(message, '') || ' ' || reference) || ' ' ||
    lead_phone_digits(phone)) STORED;

CREATE INDEX contact_submissions_search_idx ON contact_submissions USING gin (search_text gin_trgm_ops);
CREATE INDEX contact_messages_search_idx ON contact_messages USING gin (search_text gin_trgm_ops);
CREATE INDEX referrals_search_idx ON referrals USING gin (search_text gin_trgm_ops);
CREATE INDEX cancellations_search_idx ON cancellations USING gin (search_text gin_trgm_ops);
CREATE INDEX callback_requests_search_idx ON callback_requests USING gin (search_text gin_trgm_ops);

-- Owner (the colleague who works the lead) and follow-up ("Wiedervorlage": when to try again). "Meine Leads"
-- reads the owner's leads newest first, the inbox's top the owner's follow-ups due by today's end: each from
-- its own partial index, so neither reads the leads nobody owns.
ALTER TABLE contact_submissions ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;
ALTER TABLE referrals ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;
ALTER TABLE cancellations ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;
ALTER TABLE callback_requests ADD COLUMN owner_id uuid REFERENCES users (id), ADD COLUMN follow_up_at timestamptz;

CREATE INDEX contact_submissions_owner_idx ON contact_submissions (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX contact_messages_owner_idx ON contact_messages (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX referrals_owner_idx ON referrals (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX cancellations_owner_idx ON cancellations (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;
CREATE INDEX callback_requests_owner_idx ON callback_requests (owner_id, submitted_at DESC, id DESC) WHERE owner_id IS NOT NULL;

CREATE INDEX contact_submissions_follow_up_idx ON contact_submissions (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX contact_messages_follow_up_idx ON contact_messages (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX referrals_follow_up_idx ON referrals (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX cancellations_follow_up_idx ON cancellations (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;
CREATE INDEX callback_requests_follow_up_idx ON callback_requests (owner_id, follow_up_at, id) WHERE follow_up_at IS NOT NULL;

-- Notes and call attempts: written once, never changed (a correction is a new note). They name the staff
-- member by username, as lead_events does, and go with the lead when it is erased (src/lead-records/).
CREATE TABLE lead_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL,
  lead_kind text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  author text NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000)
);
CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, at);

CREATE TABLE lead_calls (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id uuid NOT NULL,
  lead_kind text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  caller text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('reached', 'not_reached', 'voicemail', 'wrong_number')),
  note text CHECK (length(note) BETWEEN 1 AND 2000)
);
CREATE INDEX lead_calls_lead_idx ON lead_calls (lead_id, at);

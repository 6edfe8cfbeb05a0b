-- The 30-minute strategy call, booked online (src/booking/).
--
-- Staff who hold calls: users.holds_calls ("führt Strategiegespräche"), their own weekly hours (none stored →
-- the team's hours from BOOKING_TEAM_HOURS) and single blocked days. users.email is where the adviser's
-- calendar invitation goes (SALES_EMAIL without one), display_name how mails name the adviser (else the
-- username); desk and analysis may add the same columns.
ALTER TABLE users ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS display_name text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS holds_calls boolean NOT NULL DEFAULT false;

-- Weekly hours in Europe/Berlin wall time: weekday 1 = Monday … 7 = Sunday (ISO), e.g. (1, 09:00, 17:00).
CREATE TABLE adviser_hours (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  starts time NOT NULL,
  ends time NOT NULL CHECK (ends > starts),
  PRIMARY KEY (user_id, weekday, starts)
);

CREATE TABLE adviser_blocked_days (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- The exclusion below compares the adviser's uuid with "=" inside a GiST index.
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- One booked call of an analysis request's lead. The row is the calendar event: uid stays the same for its
-- whole life, sequence counts its changes (a move +1, the cancellation +1) as RFC 5545 wants.
--   blocked_until   the end of the call plus the buffer that was configured when it was booked; the
--                   exclusion constraint keeps [starts_at, blocked_until) of one adviser's booked calls apart,
--                   so two visitors can never get the same adviser at the same time, whatever the
--                   application checked before its INSERT or UPDATE.
--   status          booked → held (Analyse vorgestellt) | no_show | cancelled
--   status_before   the lead's status before the booking set "call_booked", restored on cancellation
--   email, name,    copied from the lead when booked (the phone may be changed on the booking page);
--   phone           erased with the lead (ON DELETE CASCADE)
CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  lead_id uuid NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
  adviser_id uuid NOT NULL REFERENCES users (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  blocked_until timestamptz NOT NULL CHECK (blocked_until >= ends_at),
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'held', 'no_show', 'cancelled')),
  status_before text NOT NULL,
  uid text NOT NULL UNIQUE,
  sequence integer NOT NULL DEFAULT 0,
  email text NOT NULL,
  name text NOT NULL,
  phone text,
  booked_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  changed_at timestamptz NOT NULL DEFAULT now(),
  reminder_sent_at timestamptz,
  CONSTRAINT bookings_adviser_free EXCLUDE USING gist (adviser_id WITH =, tstzrange(starts_at, blocked_until) WITH &&)
    WHERE (status = 'booked')
);
-- One lead holds at most one upcoming call.
CREATE UNIQUE INDEX bookings_one_per_lead_idx ON bookings (lead_id) WHERE status = 'booked';
CREATE INDEX bookings_starts_idx ON bookings (starts_at) WHERE status = 'booked';

-- The links in the visitor's mails to the page that cancels or moves the call: a random token per mail,
-- stored only as its SHA-256, so a copy of the database opens no booking.
CREATE TABLE booking_tokens (
  token_hash text PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_tokens_booking_idx ON booking_tokens (booking_id);

-- Every booking attempt of the last day, for the limits per lead and per IP (src/booking/booking-limits.ts). The
-- client address is kept only for the privacy policy's rate-limit window (15 minutes), then set to NULL.
CREATE TABLE booking_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  lead_id uuid NOT NULL REFERENCES contact_submissions (id) ON DELETE CASCADE,
  client_address text
);
CREATE INDEX booking_attempts_lead_idx ON booking_attempts (lead_id, at);
CREATE INDEX booking_attempts_address_idx ON booking_attempts (client_address, at) WHERE client_address IS NOT NULL;

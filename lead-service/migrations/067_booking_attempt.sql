-- The booking limits (src/booking/booking-limits.ts) decided in one statement, as the login's lockout is
-- (018_desk_login_attempts.sql). Counting the attempts in one statement and recording one in the next let
-- concurrent requests all read the count before any was written: 50 bookings fired at once from one address
-- booked 23 calls where 10 may, and concurrent moves of one call passed the limit per lead.
--
-- booking_attempt() serialises the attempts on the same lead, the same client address and the same e-mail address
-- (advisory locks, always taken in the same order, released at the end of the statement's transaction), then
-- either refuses — it answers the limit hit: 'lead', 'ip' or 'address' — or records the attempt and answers NULL.
--
-- The limit per e-mail address counts the attempts to book a call for it (as the others count attempts), not the
-- bookings made: a booking is written later, in its own transaction, where no count could see its neighbours'.
-- The address is kept as its SHA-256 (email_key), for a day like every attempt, and goes with its lead.
ALTER TABLE booking_attempts ADD COLUMN email_key text;
CREATE INDEX booking_attempts_email_idx ON booking_attempts (email_key, at) WHERE email_key IS NOT NULL;

CREATE FUNCTION booking_attempt(
  p_lead_id uuid, p_client text, p_email text, per_lead integer, per_client integer, per_email integer, client_window interval
)
  RETURNS text
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  v_email_key text := CASE WHEN p_email IS NULL THEN NULL ELSE encode(sha256(convert_to(lower(btrim(p_email)), 'UTF8')), 'hex') END;
  lock_key integer;
BEGIN
  -- 67 (this migration) as the lock class keeps these locks apart from every other advisory lock.
  FOR lock_key IN
    SELECT DISTINCT hashtext(key) FROM unnest(ARRAY['lead:' || p_lead_id, 'client:' || p_client, 'email:' || v_email_key]) AS key
     WHERE key IS NOT NULL ORDER BY 1
  LOOP
    PERFORM pg_advisory_xact_lock(67, lock_key);
  END LOOP;
  -- Housekeeping skips rows another attempt is changing right now: it never waits, so it cannot deadlock.
  DELETE FROM booking_attempts WHERE id IN (
    SELECT id FROM booking_attempts WHERE at < now() - interval '1 day' FOR UPDATE SKIP LOCKED);
  UPDATE booking_attempts SET client_address = NULL WHERE id IN (
    SELECT id FROM booking_attempts WHERE client_address IS NOT NULL AND at < now() - client_window FOR UPDATE SKIP LOCKED);
  IF per_lead > 0 AND (SELECT count(*) FROM booking_attempts
                        WHERE lead_id = p_lead_id AND at >= now() - interval '1 day') >= per_lead THEN
    RETURN 'lead';
  END IF;
  IF per_client > 0 AND (SELECT count(*) FROM booking_attempts
                          WHERE client_address = p_client AND at >= now() - client_window) >= per_client THEN
    RETURN 'ip';
  END IF;
  IF v_email_key IS NOT NULL AND per_email > 0 AND (SELECT count(*) FROM booking_attempts
                                                     WHERE email_key = v_email_key AND at >= now() - interval '1 day') >= per_email THEN
    RETURN 'address';
  END IF;
  INSERT INTO booking_attempts (lead_id, client_address, email_key) VALUES (p_lead_id, p_client, v_email_key);
  RETURN NULL;
END
$$;

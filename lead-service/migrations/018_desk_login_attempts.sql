-- A desk login attempt is counted before its password is checked (src/desk/login-throttle.ts), so that
-- concurrent guesses cannot all pass a check that only sees finished failures. desk_login_failures now holds
-- attempts: one row per attempt being checked or failed; a successful login, or one whose check never ran,
-- takes its row back.
--
-- desk_login_attempt() is the whole decision in one statement: it serialises attempts for the same username
-- and for the same address (advisory locks, always taken in the same order, released at the end of the
-- statement's transaction), and either refuses (locked_until set, no row) or records the attempt (attempt set).
-- Locked: after `max_attempts` attempts within `window_span`, for `window_span` after the last of them.
CREATE FUNCTION desk_login_attempt(p_username_key text, p_address text, max_attempts integer, window_span interval)
  RETURNS TABLE (attempt bigint, locked_until timestamptz)
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  -- 18 (this migration) as the lock class keeps these locks apart from every other advisory lock.
  name_lock integer := hashtext('name:' || p_username_key);
  address_lock integer := hashtext('address:' || p_address);
BEGIN
  PERFORM pg_advisory_xact_lock(18, least(name_lock, address_lock));
  PERFORM pg_advisory_xact_lock(18, greatest(name_lock, address_lock));
  DELETE FROM desk_login_failures WHERE at < now() - 2 * window_span;
  SELECT max(recent.at) + window_span INTO locked_until
    FROM (
      SELECT keyed.at, count(*) OVER (PARTITION BY keyed.key ORDER BY keyed.at RANGE BETWEEN window_span PRECEDING AND CURRENT ROW) AS n
        FROM (
          SELECT 'name' AS key, f.at FROM desk_login_failures f WHERE f.username_key = p_username_key AND f.at > now() - 2 * window_span
          UNION ALL
          SELECT 'address', f.at FROM desk_login_failures f WHERE f.address = p_address AND f.at > now() - 2 * window_span
        ) keyed
    ) recent
   WHERE recent.n >= max_attempts;
  IF locked_until > now() THEN
    attempt := NULL;
    RETURN NEXT;
    RETURN;
  END IF;
  locked_until := NULL;
  INSERT INTO desk_login_failures (username_key, address) VALUES (p_username_key, p_address)
    RETURNING id INTO attempt;
  RETURN NEXT;
END
$$;

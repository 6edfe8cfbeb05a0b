-- What became of each lead, on the lead itself (issue 44: the conversion report at /vertrieb/kennzahlen). The report
-- asked for every lead of its period after its analysis, its bookings (a LATERAL) and its current outcome: 313 ms
-- p95 for the last 90 days at a million leads. Now it reads one range of leads_report_idx by submitted_at.
--   analysis_sent_at    „Analyse senden“ was confirmed (analyses.sent_at)
--   call_booked_at      the first strategy call that is not cancelled (booked, held or not held) was booked
--                       (bookings.created_at): a booking cancelled takes it back, a move keeps it
--   call_held_at        the first call held began (bookings.starts_at of status 'held')
--   won_contract_date   the contract date of the current „Kunde geworden“ (lead_outcomes: current, won), and
--   won_monthly_value   its monthly value in euros; both NULL again when the win is set back
-- The database keeps them, in the transaction that changes a fact: statement triggers on analyses, bookings and
-- lead_outcomes hand the leads they touched to lead_stages_refresh, so every way these tables are written (the
-- service's dozen paths, a story's INSERT, the bench's seed, an operator's psql) keeps the report right.
ALTER TABLE leads
  ADD COLUMN analysis_sent_at timestamptz,
  ADD COLUMN call_booked_at timestamptz,
  ADD COLUMN call_held_at timestamptz,
  ADD COLUMN won_contract_date date,
  ADD COLUMN won_monthly_value integer;

CREATE FUNCTION lead_stages_refresh(lead_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- The rows are locked before the facts are read (the next statement reads with a new snapshot): two transactions
  -- changing one lead's facts at once, a booking held while the win is recorded, each see the other's committed.
  PERFORM 1 FROM leads WHERE id = ANY (lead_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE leads l
     SET analysis_sent_at = f.analysis_sent_at, call_booked_at = f.call_booked_at, call_held_at = f.call_held_at,
         won_contract_date = f.won_contract_date, won_monthly_value = f.won_monthly_value
    FROM (
      SELECT ids.id,
             (SELECT a.sent_at FROM analyses a WHERE a.lead_id = ids.id) AS analysis_sent_at,
             (SELECT min(b.created_at) FROM bookings b WHERE b.lead_id = ids.id AND b.status <> 'cancelled') AS call_booked_at,
             (SELECT min(b.starts_at) FROM bookings b WHERE b.lead_id = ids.id AND b.status = 'held') AS call_held_at,
             o.contract_date AS won_contract_date, o.monthly_value AS won_monthly_value
        FROM unnest(lead_ids) AS ids (id)
        LEFT JOIN lead_outcomes o ON o.lead_id = ids.id AND o.current AND o.outcome = 'won'
    ) f
   WHERE l.id = f.id
     AND (l.analysis_sent_at, l.call_booked_at, l.call_held_at, l.won_contract_date, l.won_monthly_value)
         IS DISTINCT FROM (f.analysis_sent_at, f.call_booked_at, f.call_held_at, f.won_contract_date, f.won_monthly_value);
END
$$;

-- One function for the nine triggers: a transition table belongs to one event, so each table has three.
CREATE FUNCTION lead_stages_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM lead_stages_refresh(ARRAY(SELECT DISTINCT lead_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM lead_stages_refresh(ARRAY(SELECT DISTINCT lead_id FROM old_rows));
  ELSE
    PERFORM lead_stages_refresh(ARRAY(SELECT lead_id FROM new_rows UNION SELECT lead_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER analyses_stages_insert AFTER INSERT ON analyses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stages_follow();
CREATE TRIGGER analyses_stages_update AFTER UPDATE ON analyses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stages_follow();
CREATE TRIGGER analyses_stages_delete AFTER DELETE ON analyses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stages_follow();
CREATE TRIGGER bookings_stages_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stages_follow();
CREATE TRIGGER bookings_stages_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stages_follow();
CREATE TRIGGER bookings_stages_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stages_follow();
CREATE TRIGGER lead_outcomes_stages_insert AFTER INSERT ON lead_outcomes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stages_follow();
CREATE TRIGGER lead_outcomes_stages_update AFTER UPDATE ON lead_outcomes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stages_follow();
CREATE TRIGGER lead_outcomes_stages_delete AFTER DELETE ON lead_outcomes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_stages_follow();

-- The leads stored so far, through the same function.
SELECT lead_stages_refresh(ARRAY(
  SELECT lead_id FROM analyses
  UNION SELECT lead_id FROM bookings
  UNION SELECT lead_id FROM lead_outcomes WHERE current AND outcome = 'won'
));

-- The report's range: a period's leads that are no held spam, in order of receipt, with everything the report
-- groups by and counts, so the figures read the index alone and a drill-down stops at its page.
CREATE INDEX leads_report_idx ON leads (submitted_at, id)
  INCLUDE (kind, source, analysis_sent_at, call_booked_at, call_held_at, won_contract_date, won_monthly_value)
  WHERE NOT spam_held(spam_reason);

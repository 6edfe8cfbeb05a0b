-- Rollback of 076_lead_stages.sql, by hand with the service stopped and the release before 076 checked out
-- (the runner reads only migrations/NNN_name.sql); after 078's and 077's rollbacks, before 075's:
--   psql "$DATABASE_URL" --single-transaction -v ON_ERROR_STOP=1 -f lead-service/migrations/rollback/076_lead_stages.sql
-- The facts stay where they always were (analyses, bookings, lead_outcomes); only their copy on the lead goes.
DROP INDEX leads_report_idx;
DROP TRIGGER analyses_stages_insert ON analyses;
DROP TRIGGER analyses_stages_update ON analyses;
DROP TRIGGER analyses_stages_delete ON analyses;
DROP TRIGGER bookings_stages_insert ON bookings;
DROP TRIGGER bookings_stages_update ON bookings;
DROP TRIGGER bookings_stages_delete ON bookings;
DROP TRIGGER lead_outcomes_stages_insert ON lead_outcomes;
DROP TRIGGER lead_outcomes_stages_update ON lead_outcomes;
DROP TRIGGER lead_outcomes_stages_delete ON lead_outcomes;
DROP FUNCTION lead_stages_follow();
DROP FUNCTION lead_stages_refresh(uuid[]);
ALTER TABLE leads
  DROP COLUMN analysis_sent_at,
  DROP COLUMN call_booked_at,
  DROP COLUMN call_held_at,
  DROP COLUMN won_contract_date,
  DROP COLUMN won_monthly_value;

DELETE FROM schema_migrations WHERE name = '076_lead_stages.sql';

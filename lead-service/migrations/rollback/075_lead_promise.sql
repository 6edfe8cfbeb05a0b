-- Rollback of 075_lead_promise.sql, by hand with the service stopped and the release before 075 checked out
-- (the runner reads only migrations/NNN_name.sql); before rolling back 074, roll this one back first:
--   psql "$DATABASE_URL" --single-transaction -v ON_ERROR_STOP=1 -f lead-service/migrations/rollback/075_lead_promise.sql
DROP INDEX leads_owner_promise_open_idx;
DROP INDEX leads_promise_open_idx;
DROP INDEX leads_review_idx;
CREATE INDEX leads_review_idx ON leads (submitted_at DESC, id DESC) WHERE spam_reason IS NOT NULL;
ALTER TABLE leads DROP COLUMN promise_due_at, DROP COLUMN promise_kept_at;

DELETE FROM schema_migrations WHERE name = '075_lead_promise.sql';

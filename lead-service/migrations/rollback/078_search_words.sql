-- Rollback of 078_search_words.sql, by hand with the service stopped and the release before 078 checked out
-- (the runner reads only migrations/NNN_name.sql); the search falls back to the trigram index for addresses.
--   psql "$DATABASE_URL" --single-transaction -v ON_ERROR_STOP=1 -f lead-service/migrations/rollback/078_search_words.sql
DROP INDEX leads_search_words_idx;
DROP FUNCTION lead_search_words(text);

DELETE FROM schema_migrations WHERE name = '078_search_words.sql';

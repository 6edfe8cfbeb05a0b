-- Rollback of 077_referral_reward_grant.sql, by hand with the service stopped and the release before 077 checked out
-- (the runner reads only migrations/NNN_name.sql). Nothing is lost: the referral's history keeps every grant as a
-- 'reward_granted' row, which is where the release before 077 reads it.
--   psql "$DATABASE_URL" --single-transaction -v ON_ERROR_STOP=1 -f lead-service/migrations/rollback/077_referral_reward_grant.sql
ALTER TABLE referral_rewards
  DROP CONSTRAINT referral_rewards_grant_decided,
  DROP CONSTRAINT referral_rewards_grant_whole,
  DROP COLUMN granted_by,
  DROP COLUMN granted_at,
  DROP COLUMN grant_reason,
  DROP COLUMN waived_reason;

DELETE FROM schema_migrations WHERE name = '077_referral_reward_grant.sql';

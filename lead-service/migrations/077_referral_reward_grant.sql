-- An admin's grant of a declined referral reward (desk/referral-rewards/grant-referral-reward.ts) becomes part of the
-- reward's state: who granted it, when, why, and the declined reason it overrode. Until now the grant lived only as
-- a 'reward_granted' row of the referral's history and every read looked for one made since the current decision;
-- the history keeps those rows as the record, the decision reads these columns. A withdrawn win clears them with
-- the decision (withdrawReferralRewards).
ALTER TABLE referral_rewards
  ADD COLUMN granted_by text,
  ADD COLUMN granted_at timestamptz,
  ADD COLUMN grant_reason text,
  ADD COLUMN waived_reason text,
  ADD CONSTRAINT referral_rewards_grant_whole CHECK (
    (granted_at IS NULL) = (granted_by IS NULL) AND (granted_at IS NULL) = (grant_reason IS NULL)
    AND (granted_at IS NULL) = (waived_reason IS NULL)
  ),
  ADD CONSTRAINT referral_rewards_grant_decided CHECK (granted_at IS NULL OR decided_at IS NOT NULL);

-- The grant that stands today: the newest made since the current decision, exactly what the desk showed.
UPDATE referral_rewards rr
   SET granted_by = g.actor, granted_at = g.at, grant_reason = coalesce(g.detail ->> 'reason', ''),
       waived_reason = coalesce(g.detail ->> 'waived', '')
  FROM (
    SELECT DISTINCT ON (e.lead_id) e.lead_id, coalesce(e.actor, '') AS actor, e.at, e.detail
      FROM lead_events e
     WHERE e.action = 'reward_granted'
     ORDER BY e.lead_id, e.at DESC, e.id DESC
  ) g
 WHERE g.lead_id = rr.referral_id AND rr.decided_at IS NOT NULL AND g.at >= rr.decided_at;

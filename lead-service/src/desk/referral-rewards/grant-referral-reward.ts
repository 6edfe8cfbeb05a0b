/**
 * „Prämie trotzdem gewähren“: an admin overrides a reward the conditions declined (e.g. not a new customer, because
 * the company had asked before it was recommended), with a reason. The referral moves from „abgelehnt“ to „Vertrag
 * geschlossen“ with the due day computed from the contract date as for any reward, so the digest lists it and the
 * referrer's mail goes out on that day, not before (reward-due-mail-job.ts). The grant is part of the reward (who,
 * when, why, and the reason it overrode; migrations/077_referral_reward_grant.sql), and the referral's history
 * records it; docs/decisions.md „Empfehlungsprämie trotzdem gewähren“.
 */
import type pg from 'pg';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import type { CalendarDay } from '../../platform/shared/calendar-day.ts';
import { rewardDueDay } from './reward-due-date.ts';

type Db = Pick<pg.PoolClient, 'query'>;

/** Grants the declined reward of `referralId` in the caller's transaction; `undefined` when none is declined and unpaid. */
export async function grantReferralReward(
  db: Db,
  referralId: string,
  actor: string,
  reason: string,
): Promise<{ dueOn: CalendarDay } | undefined> {
  const row = (
    await db.query<{ contract_date: CalendarDay; declined_reason: string }>(
      `SELECT to_char(rr.contract_date, 'YYYY-MM-DD') AS contract_date, rr.declined_reason
         FROM referral_rewards rr JOIN leads r ON r.id = rr.referral_id
        WHERE rr.referral_id = $1 AND rr.decided_at IS NOT NULL AND rr.declined_reason IS NOT NULL
          AND rr.contract_date IS NOT NULL AND rr.paid_on IS NULL AND r.status = 'rejected'
        FOR UPDATE OF r, rr`,
      [referralId],
    )
  ).rows[0];
  if (!row) return undefined;
  const dueOn = rewardDueDay(row.contract_date);
  await db.query(
    `UPDATE referral_rewards SET due_on = $2, declined_reason = NULL,
            granted_by = $3, granted_at = now(), grant_reason = $4, waived_reason = $5
      WHERE referral_id = $1`,
    [referralId, dueOn, actor, reason, row.declined_reason],
  );
  await db.query(`UPDATE leads SET status = 'contracted', status_changed_at = now() WHERE id = $1`, [referralId]);
  await recordLeadEvent(db, {
    leadId: referralId,
    leadKind: 'referral',
    actor,
    action: 'reward_granted',
    detail: { from: 'rejected', to: 'contracted', contractDate: row.contract_date, dueOn, reason, waived: row.declined_reason },
  });
  return { dueOn };
}

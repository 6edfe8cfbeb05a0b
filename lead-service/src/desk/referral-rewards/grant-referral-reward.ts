/**
 * „Prämie trotzdem gewähren“: an admin overrides a reward the conditions declined (e.g. not a new customer, because
 * the company had asked before it was recommended), with a reason. The referral moves from „abgelehnt“ to „Vertrag
 * geschlossen“ with the due day computed from the contract date as for any reward, so the digest lists it and the
 * referrer's mail goes out on that day, not before (reward-due-mail-job.ts). The grant lives in the referral's
 * history (who, when, why, and the reason it overrode), docs/decisions.md „Empfehlungsprämie trotzdem gewähren“.
 */
import type pg from 'pg';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import type { CalendarDay } from '../../platform/shared/calendar-day.ts';
import { rewardDueDay } from './reward-due-date.ts';

type Db = Pick<pg.PoolClient, 'query'>;

/**
 * Whether the reward row `rr` carries a grant that still stands: one made since the current decision. A win set
 * back clears the decision (withdrawReferralRewards), so the next win is decided from the conditions again.
 */
export const grantStandsSql = (rr: string) =>
  `EXISTS (SELECT 1 FROM lead_events g WHERE g.lead_id = ${rr}.referral_id AND g.action = 'reward_granted' AND g.at >= ${rr}.decided_at)`;

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
  await db.query('UPDATE referral_rewards SET due_on = $2, declined_reason = NULL WHERE referral_id = $1', [referralId, dueOn]);
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

/**
 * A won request's contract date corrected (use-cases/correct-outcome.ts): the referrals decided from the old date
 * follow it while nothing has left the house — the reward neither paid nor announced to the referrer — and are
 * decided again from the conditions (a new due day, or declined or accepted anew; a grant by an admin stands, with
 * the due day moved). Once the referrer has the mail or the money, the decision stays and the referral's history
 * says the date changed afterwards; the desk card shows it to the admin. docs/decisions.md „Korrigiertes Vertragsdatum“.
 */
import type pg from 'pg';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import type { CalendarDay } from '../../platform/shared/calendar-day.ts';
import { declinedReason } from './referral-rewards.ts';
import { rewardDueDay } from './reward-due-date.ts';

type Db = Pick<pg.PoolClient, 'query'>;

interface DecidedReward {
  id: string;
  status: string;
  referred_at: Date;
  requested_at: Date;
  contract_date: CalendarDay;
  paid_on: CalendarDay | null;
  announced: boolean;
  granted: boolean;
}

/** In the caller's transaction: every decided referral of the request `leadId` whose contract date was another. */
export async function redecideReferralRewards(db: Db, leadId: string, contractDay: CalendarDay): Promise<void> {
  const { rows } = await db.query<DecidedReward>(
    `SELECT r.id, r.status, r.submitted_at AS referred_at, c.submitted_at AS requested_at,
            to_char(rr.contract_date, 'YYYY-MM-DD') AS contract_date, to_char(rr.paid_on, 'YYYY-MM-DD') AS paid_on,
            rr.due_mail_sent_at IS NOT NULL AS announced, rr.granted_at IS NOT NULL AS granted
       FROM referral_rewards rr JOIN leads r ON r.id = rr.referral_id JOIN leads c ON c.id = rr.lead_id
      WHERE rr.lead_id = $1 AND rr.decided_at IS NOT NULL AND rr.contract_date IS DISTINCT FROM $2::date
      FOR UPDATE OF r, rr`,
    [leadId, contractDay],
  );
  for (const row of rows) {
    const open = row.paid_on === null && !row.announced && (row.status === 'contracted' || row.status === 'rejected');
    if (!open) {
      await recordLeadEvent(db, {
        leadId: row.id,
        leadKind: 'referral',
        actor: null,
        action: 'reward_kept',
        detail: { previousContractDate: row.contract_date, contractDate: contractDay, paidOn: row.paid_on, announced: row.announced },
      });
      continue;
    }
    const reason = declinedReason(row.referred_at, row.requested_at, contractDay);
    const dueOn = reason && !row.granted ? null : rewardDueDay(contractDay);
    const to = dueOn ? 'contracted' : 'rejected';
    await db.query('UPDATE referral_rewards SET contract_date = $2, due_on = $3, declined_reason = $4 WHERE referral_id = $1', [
      row.id,
      contractDay,
      dueOn,
      dueOn ? null : reason,
    ]);
    if (to !== row.status) await db.query('UPDATE leads SET status = $2, status_changed_at = now() WHERE id = $1', [row.id, to]);
    await recordLeadEvent(db, {
      leadId: row.id,
      leadKind: 'referral',
      actor: null,
      action: 'reward_redecided',
      detail: {
        from: row.status,
        to,
        previousContractDate: row.contract_date,
        contractDate: contractDay,
        ...(dueOn ? { dueOn } : { reason: reason ?? '' }),
      },
    });
  }
}

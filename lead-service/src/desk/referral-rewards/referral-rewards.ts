/**
 * The referral reward on its way (table referral_rewards, migrations/073_referral_rewards.sql): a referral is linked
 * to the recommended company's analysis request — by e-mail when either arrives (the migration's triggers), or chosen
 * in the desk. When that request is won, in the same transaction, the referral is decided from the conditions the
 * terms state once (content claims.ts `referral`): „Vertrag geschlossen“ with the day the reward falls due
 * (reward-due-date.ts), or „abgelehnt“ with the reason the conditions are not met. A corrected contract date decides
 * again (redecide-referral-rewards.ts); an admin may grant a declined reward anyway (grant-referral-reward.ts).
 */
import { referral } from '@sichtwerk/content/claims';
import type { DeskReferralReward } from '@sichtwerk/forms/desk/referral-contract';
import type pg from 'pg';
import { recordLeadEvent } from '../../kind-kit/lead-events.ts';
import { berlinDayOf, formatCalendarDay, type CalendarDay } from '../../platform/shared/calendar-day.ts';
import { lastContractDay, rewardDueDay } from './reward-due-date.ts';

type Db = Pick<pg.PoolClient, 'query'>;

const referralKind = 'referral';
/** Referrals still waiting for the recommended company's decision. */
const undecided = ['new', 'contacted'];

/** Why the reward is not earned, or null when the contract meets the terms. */
export function declinedReason(referredAt: Date, requestedAt: Date, contractDay: CalendarDay): string | null {
  if (referral.newCustomerOnly && requestedAt < referredAt) {
    return `Kein Neukunde: Das Unternehmen hatte schon am ${formatCalendarDay(berlinDayOf(requestedAt))} angefragt, vor der Empfehlung.`;
  }
  const last = lastContractDay(referredAt);
  // ISO days compare as text.
  if (contractDay > last) {
    return (
      `Vertrag am ${formatCalendarDay(contractDay)} geschlossen, später als ${referral.contractWithinMonths} Monate nach der Empfehlung ` +
      `(spätestens ${formatCalendarDay(last)}).`
    );
  }
  return null;
}

/** Decides every undecided referral linked to the won request `leadId`, in the caller's transaction. */
export async function decideReferralRewards(db: Db, leadId: string, contractDay: CalendarDay): Promise<void> {
  const { rows } = await db.query<{ id: string; status: string; referred_at: Date; requested_at: Date }>(
    `SELECT r.id, r.status, r.submitted_at AS referred_at, c.submitted_at AS requested_at
       FROM referral_rewards rr JOIN leads r ON r.id = rr.referral_id JOIN leads c ON c.id = rr.lead_id
      WHERE rr.lead_id = $1 AND r.status = ANY($2) AND rr.decided_at IS NULL
      FOR UPDATE OF r, rr`,
    [leadId, undecided],
  );
  for (const row of rows) {
    const reason = declinedReason(row.referred_at, row.requested_at, contractDay);
    const dueOn = reason ? null : rewardDueDay(contractDay);
    const to = reason ? 'rejected' : 'contracted';
    await db.query(
      `UPDATE referral_rewards SET contract_date = $2, due_on = $3, declined_reason = $4, decided_at = now() WHERE referral_id = $1`,
      [row.id, contractDay, dueOn, reason],
    );
    await db.query(
      `UPDATE leads SET status = $2, status_changed_at = now(), first_handled_at = coalesce(first_handled_at, now()) WHERE id = $1`,
      [row.id, to],
    );
    await recordLeadEvent(db, {
      leadId: row.id,
      leadKind: referralKind,
      actor: null,
      action: 'status_changed',
      detail: { from: row.status, to, contractDate: contractDay, ...(dueOn ? { dueOn } : { reason: reason ?? '' }) },
    });
  }
}

/**
 * The won request was set back (the contract withdrawn, or clicked by mistake): a decision that has not been paid
 * or announced to the referrer is taken back, the referral returns to „kontaktiert“ and waits for the next win.
 * An admin's grant went with that contract and goes with the decision; the history keeps it.
 */
export async function withdrawReferralRewards(db: Db, leadId: string): Promise<void> {
  const { rows } = await db.query<{ id: string; status: string }>(
    `SELECT r.id, r.status FROM referral_rewards rr JOIN leads r ON r.id = rr.referral_id
      WHERE rr.lead_id = $1 AND rr.decided_at IS NOT NULL AND rr.paid_on IS NULL AND rr.due_mail_sent_at IS NULL
        AND r.status IN ('contracted', 'rejected')
      FOR UPDATE OF r, rr`,
    [leadId],
  );
  for (const row of rows) {
    await db.query(
      `UPDATE referral_rewards SET contract_date = NULL, due_on = NULL, declined_reason = NULL, decided_at = NULL,
              granted_by = NULL, granted_at = NULL, grant_reason = NULL, waived_reason = NULL
        WHERE referral_id = $1`,
      [row.id],
    );
    await db.query(`UPDATE leads SET status = 'contacted', status_changed_at = now() WHERE id = $1`, [row.id]);
    await recordLeadEvent(db, {
      leadId: row.id,
      leadKind: referralKind,
      actor: null,
      action: 'status_reverted',
      detail: { from: row.status, to: 'contacted', reason: 'Der Abschluss der empfohlenen Anfrage wurde zurückgenommen.' },
    });
  }
}

/** „Prämie ausgezahlt“: the Berlin day it was set, kept beside the decision. */
export async function recordRewardPaid(db: Db, referralId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO referral_rewards (referral_id, linked_by, paid_on) VALUES ($1, 'desk', $2)
     ON CONFLICT (referral_id) DO UPDATE SET paid_on = EXCLUDED.paid_on`,
    [referralId, berlinDayOf(now)],
  );
}

export type ReferralReward = DeskReferralReward;

/** What the desk shows on a referral about its reward. */
export async function readReferralReward(db: Db, referralId: string): Promise<ReferralReward> {
  const { rows } = await db.query<{
    lead_id: string | null;
    reference: string | null;
    company: string | null;
    status: string | null;
    linked_by: string;
    contract_date: string | null;
    due_on: string | null;
    declined_reason: string | null;
    paid_on: string | null;
    due_mail_sent_at: Date | null;
    decided: boolean;
    won_contract_date: string | null;
    granted_by: string | null;
    granted_at: Date | null;
    grant_reason: string | null;
    waived_reason: string | null;
  }>(
    `SELECT rr.lead_id, l.reference, c.company, l.status, rr.linked_by,
            to_char(rr.contract_date, 'YYYY-MM-DD') AS contract_date, to_char(rr.due_on, 'YYYY-MM-DD') AS due_on,
            rr.declined_reason, to_char(rr.paid_on, 'YYYY-MM-DD') AS paid_on, rr.due_mail_sent_at,
            rr.decided_at IS NOT NULL AS decided,
            (SELECT to_char(o.contract_date, 'YYYY-MM-DD') FROM lead_outcomes o
              WHERE o.lead_id = rr.lead_id AND o.current AND o.outcome = 'won') AS won_contract_date,
            rr.granted_by, rr.granted_at, rr.grant_reason, rr.waived_reason
       FROM referral_rewards rr LEFT JOIN leads l ON l.id = rr.lead_id LEFT JOIN contact_submissions c ON c.id = rr.lead_id
      WHERE rr.referral_id = $1`,
    [referralId],
  );
  const row = rows[0];
  if (!row) {
    return {
      lead: null,
      linkedBy: null,
      contractDate: null,
      dueOn: null,
      declinedReason: null,
      paidOn: null,
      dueMailSentAt: null,
      granted: null,
      correctedContractDate: null,
    };
  }
  return {
    lead:
      row.lead_id && row.reference
        ? { id: row.lead_id, reference: row.reference, company: row.company ?? '', status: row.status ?? '' }
        : null,
    linkedBy: row.linked_by,
    contractDate: row.contract_date,
    dueOn: row.due_on,
    declinedReason: row.declined_reason,
    paidOn: row.paid_on,
    dueMailSentAt: row.due_mail_sent_at?.toISOString() ?? null,
    granted:
      row.granted_by && row.granted_at
        ? { by: row.granted_by, at: row.granted_at.toISOString(), reason: row.grant_reason ?? '', waived: row.waived_reason ?? '' }
        : null,
    // An open decision follows a corrected date (redecide-referral-rewards.ts); a kept one differs from then on.
    correctedContractDate:
      row.decided && row.won_contract_date && row.won_contract_date !== row.contract_date ? row.won_contract_date : null,
  };
}

/**
 * Staff choose the request a referral led to, by its reference („SW-7K3M-9QXR“): `undefined` when no analysis
 * request has it, `decided` when the referral's reward was already decided. A won request decides it at once.
 */
export async function linkReferral(
  db: Db,
  referralId: string,
  reference: string,
  actor: string,
): Promise<'linked' | 'decided' | undefined> {
  const lead = (
    await db.query<{ id: string }>(
      'SELECT l.id FROM leads l JOIN contact_submissions c ON c.id = l.id WHERE upper(l.reference) = upper(btrim($1))',
      [reference],
    )
  ).rows[0];
  if (!lead) return undefined;
  const decided = (await db.query('SELECT 1 FROM referral_rewards WHERE referral_id = $1 AND decided_at IS NOT NULL', [referralId])).rows;
  if (decided.length > 0) return 'decided';
  await db.query(
    `INSERT INTO referral_rewards (referral_id, lead_id, linked_by) VALUES ($1, $2, $3)
     ON CONFLICT (referral_id) DO UPDATE SET lead_id = EXCLUDED.lead_id, linked_by = EXCLUDED.linked_by, linked_at = now()`,
    [referralId, lead.id, actor],
  );
  const won = (
    await db.query<{ contract_date: string }>(
      `SELECT to_char(contract_date, 'YYYY-MM-DD') AS contract_date FROM lead_outcomes WHERE lead_id = $1 AND current AND outcome = 'won'`,
      [lead.id],
    )
  ).rows[0];
  if (won) await decideReferralRewards(db, lead.id, won.contract_date);
  return 'linked';
}

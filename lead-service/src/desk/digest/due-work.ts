/**
 * What a staff member's digest lists for one Berlin day: their follow-ups due by the next working day (overdue
 * ones first, as the inbox's top shows them) and the promises running out until then (a Friday's digest covers
 * the weekend) — open leads whose deadline (the kind's
 * promise, or the time window a caller chose) falls within it, on their own leads and on those nobody owns yet;
 * and the referral rewards due by then or overdue and not yet paid.
 */
import type { InboxRow } from '@sichtwerk/forms/desk/inbox-contract';
import type pg from 'pg';
import type { LeadForm } from '../../kind-kit/define-lead-form.ts';
import { assertIdentifier, leadRowsOf } from '../../pipeline/pipeline-table.ts';
import { deadlineOf } from '../lead-deadline.ts';
import { readFollowUps } from '../read-inbox.ts';
import type { DigestDay } from './digest-day.ts';
import type { ClosedDays } from '../../platform/shared/closed-days.ts';
import { berlinDayOf } from '../../platform/shared/calendar-day.ts';

export interface RunningOut {
  id: string;
  reference: string;
  kindLabel: string;
  name: string;
  deadline: { at: Date; label: string };
  /** False: nobody owns the lead yet. */
  owned: boolean;
}

/** A referral whose reward is due by the digest's next working day and not yet paid (referral-rewards/). */
export interface RewardDue {
  id: string;
  reference: string;
  /** The recommended company. */
  name: string;
  /** Berlin day, YYYY-MM-DD. */
  dueOn: string;
  owned: boolean;
}

export interface DueWork {
  followUps: InboxRow[];
  runningOut: RunningOut[];
  rewardsDue: RewardDue[];
}

/** Rewards due before the next working day begins, or overdue, on the staff member's referrals and unowned ones. */
async function rewardsDueOf(pool: pg.Pool, userId: string, day: DigestDay): Promise<RewardDue[]> {
  const { rows } = await pool.query<{ id: string; reference: string; name: string; due_on: string; owned: boolean }>(
    `SELECT r.id::text AS id, r.reference, k.company_name AS name, to_char(rr.due_on, 'YYYY-MM-DD') AS due_on, r.owner_id IS NOT NULL AS owned
       FROM referral_rewards rr JOIN referrals k ON k.id = rr.referral_id JOIN leads r ON r.id = rr.referral_id
      WHERE rr.due_on < $1::date AND rr.paid_on IS NULL AND r.status = 'contracted' AND (r.owner_id = $2::uuid OR r.owner_id IS NULL)
      ORDER BY rr.due_on, r.id LIMIT ${perKindLimit}`,
    [berlinDayOf(day.until), userId],
  );
  return rows.map((row) => ({ id: row.id, reference: row.reference, name: row.name, dueOn: row.due_on, owned: row.owned }));
}

/** A chosen deadline lies at most a few days after receipt: the window's next working day, past a weekend. */
const chosenLookbackMs = 7 * 86_400_000;
/** A digest is short: beyond this many the desk shows the rest. */
const perKindLimit = 50;

async function runningOutOf(
  pool: pg.Pool,
  form: LeadForm,
  userId: string,
  day: DigestDay,
  now: Date,
  closedDays: ClosedDays,
): Promise<RunningOut[]> {
  const { promise, chosenDeadline } = form;
  if (!promise && !chosenDeadline) return [];
  const table = assertIdentifier(form.table.name);
  const columns = form.table.columns as Record<string, string>;
  const name = assertIdentifier(columns[form.table.nameField] ?? '');
  const chosen = chosenDeadline ? assertIdentifier(columns[chosenDeadline.field] ?? '') : 'NULL';
  const statuses = [...new Set([...(promise?.openStatuses ?? []), ...(chosenDeadline?.openStatuses ?? [])])];
  const lookback = Math.max(promise?.withinMs ?? 0, chosenDeadline ? chosenLookbackMs : 0);
  const { rows } = await pool.query<{
    id: string;
    reference: string;
    submitted_at: Date;
    name: string;
    chosen: string | null;
    status: string;
    owner_id: string | null;
    promise_kept: boolean;
  }>(
    `SELECT id::text AS id, reference, submitted_at, ${name} AS name, ${chosen} AS chosen, status, owner_id::text AS owner_id,
            promise_kept_at IS NOT NULL AS promise_kept
       FROM ${leadRowsOf(table, 's')}
      WHERE status = ANY($1) AND NOT spam_held(spam_reason)
        AND submitted_at >= $2 AND submitted_at < $3 AND (owner_id = $4::uuid OR owner_id IS NULL)
      ORDER BY submitted_at, id LIMIT ${perKindLimit * 4}`,
    [statuses, new Date(day.start.getTime() - lookback), day.until, userId],
  );
  return rows.flatMap((row) => {
    const deadline = deadlineOf(
      form,
      { status: row.status, submittedAt: row.submitted_at, chosen: row.chosen, promiseKept: row.promise_kept },
      now,
      closedDays,
    );
    if (!deadline) return [];
    const at = new Date(deadline.at);
    if (at < day.start || at >= day.until) return [];
    return [
      {
        id: row.id,
        reference: row.reference,
        kindLabel: form.label.one,
        name: row.name,
        deadline: { at, label: deadline.label },
        owned: row.owner_id !== null,
      },
    ];
  });
}

export async function readDueWork(
  forms: readonly LeadForm[],
  pool: pg.Pool,
  userId: string,
  day: DigestDay,
  now: Date,
  closedDays: ClosedDays,
): Promise<DueWork> {
  const [followUps, rewardsDue, ...runningOut] = await Promise.all([
    readFollowUps(forms, pool, userId, closedDays, {}, { now, until: day.until }),
    rewardsDueOf(pool, userId, day),
    ...forms.map((form) => runningOutOf(pool, form, userId, day, now, closedDays)),
  ]);
  return {
    followUps,
    rewardsDue,
    runningOut: runningOut
      .flat()
      .sort((a, b) => a.deadline.at.getTime() - b.deadline.at.getTime() || a.id.localeCompare(b.id))
      .slice(0, perKindLimit),
  };
}

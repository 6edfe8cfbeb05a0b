/**
 * How a lead ended (table lead_outcomes, migrations/071_lead_outcomes.sql): recorded with its final status in the
 * same transaction, corrected with a reason, withdrawn when the status is set back. Rows are only added; the
 * newest is `current`, the ones before stay as the history of what was recorded.
 */
import type { LeadOutcome, LostFacts } from '@sichtwerk/forms/desk/outcome-contract';
import { lostReasons } from '@sichtwerk/forms/desk/outcome-contract';
import type pg from 'pg';
import { addOnName, packageName, type PricedWin } from './outcome-catalogue.ts';

type Db = Pick<pg.PoolClient, 'query'>;

export type OutcomeRecord =
  | { outcome: 'won'; win: PricedWin; contractDate: string }
  | { outcome: 'lost'; lost: LostFacts }
  | { outcome: 'withdrawn' };

/** Retires the lead's current outcome and records the new one. */
export async function recordOutcome(db: Db, leadId: string, actor: string, record: OutcomeRecord): Promise<void> {
  await db.query('UPDATE lead_outcomes SET current = false WHERE lead_id = $1 AND current', [leadId]);
  if (record.outcome === 'withdrawn') {
    // Only a lead that had an outcome needs a row saying it has none any more.
    const { rows } = await db.query('SELECT 1 FROM lead_outcomes WHERE lead_id = $1 LIMIT 1', [leadId]);
    if (rows.length === 0) return;
  }
  await db.query(
    `INSERT INTO lead_outcomes (lead_id, outcome, package, add_ons, monthly_value, contract_date, lost_reason, lost_note, set_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      leadId,
      record.outcome,
      record.outcome === 'won' ? record.win.package.id : null,
      record.outcome === 'won' ? record.win.addOns.map((addOn) => addOn.id) : [],
      record.outcome === 'won' ? record.win.monthlyValue : null,
      record.outcome === 'won' ? record.contractDate : null,
      record.outcome === 'lost' ? record.lost.reason : null,
      record.outcome === 'lost' ? record.lost.note || null : null,
      actor,
    ],
  );
}

interface OutcomeRow {
  outcome: 'won' | 'lost' | 'withdrawn';
  package: string | null;
  add_ons: string[];
  monthly_value: number | null;
  contract_date: string | null;
  lost_reason: string | null;
  lost_note: string | null;
  set_by: string;
  set_at: Date;
}

/** The lead's current outcome; null while none is recorded or it was withdrawn. */
export async function readOutcome(db: Db, leadId: string): Promise<LeadOutcome | null> {
  const { rows } = await db.query<OutcomeRow>(
    `SELECT outcome, package, add_ons, monthly_value, to_char(contract_date, 'YYYY-MM-DD') AS contract_date,
            lost_reason, lost_note, set_by, set_at
       FROM lead_outcomes WHERE lead_id = $1 AND current`,
    [leadId],
  );
  const row = rows[0];
  if (!row || row.outcome === 'withdrawn') return null;
  const base = { setBy: row.set_by, setAt: row.set_at.toISOString() };
  if (row.outcome === 'won') {
    return {
      kind: 'won',
      package: { id: row.package ?? '', name: packageName(row.package ?? '') },
      addOns: row.add_ons.map((id) => ({ id, name: addOnName(id) })),
      monthlyValue: row.monthly_value ?? 0,
      contractDate: row.contract_date ?? '',
      ...base,
    };
  }
  const reason = (row.lost_reason ?? 'other') as keyof typeof lostReasons;
  return { kind: 'lost', reason, reasonLabel: lostReasons[reason] ?? reason, note: row.lost_note, ...base };
}

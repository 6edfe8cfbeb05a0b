/**
 * What the sales desk wrote about a person, in a DSGVO export (Art. 15): the owner's name, the notes, the call
 * attempts with their notes, the history (status changes, assignments, follow-ups, mails) and the recorded endings (package, contract date, reason), a referral's reward (linked request, due day, payout) — everything the
 * erasure deletes with the lead, added to the lead objects of `leads export` and of the desk's export.
 */
import type pg from 'pg';

const plainTime = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** Each exported lead object gets `owner`, `notes`, `call_attempts`, `history` and `outcomes`, a referral with a reward `referral_reward`; changed in place. */
export async function addDeskRecords(db: Pick<pg.Pool, 'query'>, objects: Array<Record<string, unknown>>): Promise<void> {
  const ids = objects.map((object) => object.id).filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return;
  const [owners, notes, calls, events, outcomes, rewards] = await Promise.all([
    db.query<{ id: string; name: string }>(
      'SELECT id::text, coalesce(display_name, username) AS name FROM users WHERE id::text = ANY($1::text[])',
      [objects.map((object) => object.owner_id).filter((id): id is string => typeof id === 'string')],
    ),
    db.query<{ lead_id: string; at: Date; author: string; text: string }>(
      'SELECT lead_id::text, at, author, text FROM lead_notes WHERE lead_id::text = ANY($1::text[]) ORDER BY at LIMIT 10000',
      [ids],
    ),
    db.query<{ lead_id: string; at: Date; caller: string; outcome: string; note: string | null }>(
      'SELECT lead_id::text, at, caller, outcome, note FROM lead_calls WHERE lead_id::text = ANY($1::text[]) ORDER BY at LIMIT 10000',
      [ids],
    ),
    db.query<{ lead_id: string; at: Date; actor: string | null; action: string; detail: unknown }>(
      'SELECT lead_id::text, at, actor, action, detail FROM lead_events WHERE lead_id::text = ANY($1::text[]) ORDER BY at, id LIMIT 10000',
      [ids],
    ),
    db.query<{ lead_id: string; at: Date }>(
      `SELECT lead_id::text, set_at AS at, set_by, outcome, package, add_ons, monthly_value, to_char(contract_date, 'YYYY-MM-DD') AS contract_date,
              lost_reason, lost_note, current
         FROM lead_outcomes WHERE lead_id::text = ANY($1::text[]) ORDER BY set_at, id LIMIT 10000`,
      [ids],
    ),
    db.query<{ referral_id: string }>(
      `SELECT referral_id::text, lead_id::text AS linked_request, linked_by, linked_at, to_char(contract_date, 'YYYY-MM-DD') AS contract_date,
              to_char(due_on, 'YYYY-MM-DD') AS due_on, declined_reason, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, due_mail_sent_at
         FROM referral_rewards WHERE referral_id::text = ANY($1::text[]) LIMIT 10000`,
      [ids],
    ),
  ]);
  const of = <Row extends { lead_id: string; at: Date }>(rows: Row[], id: unknown) =>
    rows.filter((row) => row.lead_id === id).map(({ lead_id: _lead, at, ...rest }) => ({ at: plainTime(at), ...rest }));
  for (const object of objects) {
    object.owner = owners.rows.find((owner) => owner.id === object.owner_id)?.name ?? null;
    object.notes = of(notes.rows, object.id);
    object.call_attempts = of(calls.rows, object.id);
    object.history = of(events.rows, object.id);
    object.outcomes = of(outcomes.rows, object.id);
    // Only a referral with a linked request has a reward record (migrations/073).
    const reward = rewards.rows.find((row) => row.referral_id === object.id);
    if (reward) {
      const { referral_id: _referral, ...rest } = reward;
      object.referral_reward = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, plainTime(value)]));
    }
  }
}

/**
 * The upgrade that puts what became of each lead on the lead (migrations/076_lead_stages.sql), on a database in use:
 * leads at every stage the conversion report counts — an analysis only drafted and one sent, a call cancelled, one
 * cancelled and booked again, one booked, one held, one not attended, a win, a corrected win, a win set back, a
 * loss — get the columns the report's joins over analyses, bookings and lead_outcomes computed before; from then on
 * the database keeps them when those tables change; the rollback beside the migration takes them away again.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMigrationsDir, migrate } from '../src/platform/db/migrate.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { insertLead } from './support/lead-rows.ts';
import { type MigrationFolders, migrationsAround } from './support/migrations-around.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const migration = '076_lead_stages.sql';
let db: TestDatabase;
let folders: MigrationFolders;

beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
  // This upgrade alone: the later migrations have stories of their own.
  folders = await migrationsAround(migration);
  await migrate(db.pool, { dir: folders.before });
});

afterAll(async () => {
  await db?.drop();
  await folders?.remove();
});

/** The analysis requests, one per stage; a callback request beside them has none. */
const requestStages = [
  'waiting',
  'drafted',
  'sent',
  'cancelled',
  'rebooked',
  'booked',
  'held',
  'noShow',
  'won',
  'corrected',
  'undone',
  'lost',
] as const;
type Stage = (typeof requestStages)[number] | 'callback';

interface Facts {
  analysis_sent_at: Date | null;
  call_booked_at: Date | null;
  call_held_at: Date | null;
  won_contract_date: string | null;
  won_monthly_value: number | null;
}

/** What the report's joins computed per lead before 076 (desk/conversion-report.ts up to then). */
const oldJoins = `
  SELECT l.id::text AS id, a.sent_at IS NOT NULL AS analysis_sent, coalesce(b.booked, false) AS call_booked,
         coalesce(b.held, false) AS call_held, o.monthly_value, to_char(o.contract_date, 'YYYY-MM-DD') AS contract_date
    FROM leads l
    LEFT JOIN analyses a ON a.lead_id = l.id
    LEFT JOIN LATERAL (SELECT bool_or(status <> 'cancelled') AS booked, bool_or(status = 'held') AS held FROM bookings WHERE lead_id = l.id) b ON true
    LEFT JOIN lead_outcomes o ON o.lead_id = l.id AND o.current AND o.outcome = 'won'`;

describe('when a database in use gets the stage columns on its leads', () => {
  const ids = {} as Record<Stage, string>;
  const arrived = new Date('2026-10-05T08:00:00Z');
  const sentAt = new Date('2026-10-06T09:30:00Z');
  const callAt = (day: number) => new Date(Date.UTC(2026, 9, day, 9, 0));
  const bookedAt = (day: number) => new Date(Date.UTC(2026, 9, day, 7, 15));
  let adviser = '';
  let calls = 0;

  async function analysisRequest(stage: Stage): Promise<string> {
    return insertLead(db.pool, 'contact_submissions', {
      submitted_at: arrived,
      enqueued_at: arrived,
      company: `Firma ${stage}`,
      email: `${stage.toLowerCase()}@example.de`,
      phone: '030 123456',
      consent_version: 'v1',
      consent_at: arrived,
    });
  }

  async function analysis(leadId: string, sent: Date | null): Promise<void> {
    await db.pool.query(
      `INSERT INTO analyses (lead_id, draft, created_by, updated_by, sent_at, sent_by, mail_sent_at) VALUES ($1, '{}', 'anna', 'anna', $2, $3, $2)`,
      [leadId, sent, sent ? 'anna' : null],
    );
  }

  async function booking(leadId: string, status: string, day: number): Promise<void> {
    calls += 1;
    await db.pool.query(
      `INSERT INTO bookings (lead_id, adviser_id, starts_at, ends_at, blocked_until, status, status_before, uid, email, name, created_at)
       VALUES ($1, $2, $3::timestamptz, $3::timestamptz + interval '30 minutes', $3::timestamptz + interval '45 minutes', $4, 'new', $5, 'x@example.de', 'X', $6)`,
      [leadId, adviser, callAt(day), status, `call-${calls}`, bookedAt(day)],
    );
  }

  async function outcome(leadId: string, row: { outcome: string; value?: number; date?: string; current: boolean }): Promise<void> {
    await db.pool.query(
      `INSERT INTO lead_outcomes (lead_id, outcome, package, monthly_value, contract_date, lost_reason, set_by, current)
       VALUES ($1, $2, $3, $4, $5, $6, 'anna', $7)`,
      [
        leadId,
        row.outcome,
        row.outcome === 'won' ? 'business' : null,
        row.value ?? null,
        row.date ?? null,
        row.outcome === 'lost' ? 'price' : null,
        row.current,
      ],
    );
  }

  const factsOf = async (id: string): Promise<Facts | undefined> =>
    (
      await db.pool.query<Facts>(
        `SELECT analysis_sent_at, call_booked_at, call_held_at, to_char(won_contract_date, 'YYYY-MM-DD') AS won_contract_date,
                won_monthly_value FROM leads WHERE id = $1`,
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    adviser = (await createUser(db.pool, { username: 'anna', password: 'ein-langes-passwort', role: 'vertrieb', holdsCalls: true })).id;
    for (const stage of requestStages) ids[stage] = await analysisRequest(stage);
    ids.callback = await insertLead(db.pool, 'callback_requests', {
      submitted_at: arrived,
      name: 'Rückruf',
      phone: '030 1234567',
      time_window: 'vormittags',
    });
    await analysis(ids.drafted, null);
    for (const stage of ['sent', 'held', 'won', 'corrected', 'undone'] as const) await analysis(ids[stage], sentAt);
    await booking(ids.cancelled, 'cancelled', 8);
    await booking(ids.rebooked, 'cancelled', 9);
    await booking(ids.rebooked, 'booked', 12);
    await booking(ids.booked, 'booked', 10);
    await booking(ids.held, 'held', 11);
    await booking(ids.noShow, 'no_show', 13);
    await booking(ids.won, 'held', 14);
    await outcome(ids.won, { outcome: 'won', value: 899, date: '2026-10-20', current: true });
    await outcome(ids.corrected, { outcome: 'won', value: 499, date: '2026-10-21', current: false });
    await outcome(ids.corrected, { outcome: 'won', value: 1299, date: '2026-11-02', current: true });
    await outcome(ids.undone, { outcome: 'won', value: 899, date: '2026-10-22', current: false });
    await outcome(ids.undone, { outcome: 'withdrawn', current: true });
    await outcome(ids.lost, { outcome: 'lost', current: true });
    expect(await migrate(db.pool, { dir: folders.through })).toEqual([migration]);
  });

  it('then every lead says exactly what the joins over analyses, bookings and outcomes said', async () => {
    const { rows } = await db.pool.query<{
      id: string;
      analysis_sent: boolean;
      call_booked: boolean;
      call_held: boolean;
      monthly_value: number | null;
      contract_date: string | null;
    }>(oldJoins);
    expect(rows).toHaveLength(Object.keys(ids).length);
    for (const old of rows) {
      const facts = await factsOf(old.id);
      expect(
        {
          analysisSent: facts?.analysis_sent_at !== null,
          callBooked: facts?.call_booked_at !== null,
          callHeld: facts?.call_held_at !== null,
          monthlyValue: facts?.won_monthly_value,
          contractDate: facts?.won_contract_date,
        },
        Object.entries(ids).find(([, id]) => id === old.id)?.[0],
      ).toEqual({
        analysisSent: old.analysis_sent,
        callBooked: old.call_booked,
        callHeld: old.call_held,
        monthlyValue: old.monthly_value,
        contractDate: old.contract_date,
      });
    }
  });

  it('then the moments are the facts’: the analysis sent, the first call not cancelled booked, the call held begun, the current contract', async () => {
    expect(await factsOf(ids.sent)).toEqual({
      analysis_sent_at: sentAt,
      call_booked_at: null,
      call_held_at: null,
      won_contract_date: null,
      won_monthly_value: null,
    });
    expect((await factsOf(ids.drafted))?.analysis_sent_at).toBeNull();
    expect(await factsOf(ids.cancelled)).toMatchObject({ call_booked_at: null, call_held_at: null });
    expect(await factsOf(ids.rebooked)).toMatchObject({ call_booked_at: bookedAt(12), call_held_at: null });
    expect(await factsOf(ids.held)).toMatchObject({ call_booked_at: bookedAt(11), call_held_at: callAt(11) });
    expect(await factsOf(ids.noShow)).toMatchObject({ call_booked_at: bookedAt(13), call_held_at: null });
    expect(await factsOf(ids.won)).toMatchObject({ call_held_at: callAt(14), won_contract_date: '2026-10-20', won_monthly_value: 899 });
    expect(await factsOf(ids.corrected)).toMatchObject({ won_contract_date: '2026-11-02', won_monthly_value: 1299 });
    expect(await factsOf(ids.undone)).toMatchObject({ analysis_sent_at: sentAt, won_contract_date: null, won_monthly_value: null });
    expect(await factsOf(ids.lost)).toMatchObject({ won_contract_date: null, won_monthly_value: null });
    expect(await factsOf(ids.callback)).toEqual({
      analysis_sent_at: null,
      call_booked_at: null,
      call_held_at: null,
      won_contract_date: null,
      won_monthly_value: null,
    });
  });

  it('then the database keeps them from now on: a booked call cancelled, a win set back, an analysis deleted with its lead’s work', async () => {
    await db.pool.query(`UPDATE bookings SET status = 'cancelled' WHERE lead_id = $1`, [ids.booked]);
    expect((await factsOf(ids.booked))?.call_booked_at).toBeNull();
    await db.pool.query('UPDATE lead_outcomes SET current = false WHERE lead_id = $1 AND current', [ids.won]);
    expect(await factsOf(ids.won)).toMatchObject({ won_contract_date: null, won_monthly_value: null });
    await db.pool.query('DELETE FROM analyses WHERE lead_id = $1', [ids.sent]);
    expect((await factsOf(ids.sent))?.analysis_sent_at).toBeNull();
    await db.pool.query('DELETE FROM leads WHERE id = $1', [ids.held]);
    expect((await db.pool.query('SELECT 1 FROM bookings WHERE lead_id = $1', [ids.held])).rowCount).toBe(0);
  });

  it('then the rollback beside the migration takes the columns, the triggers and the index away, and 076 applies again', async () => {
    const rollback = await readFile(path.join(defaultMigrationsDir, 'rollback', migration), 'utf8');
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(rollback);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const left = await db.pool.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'leads' AND column_name IN
         ('analysis_sent_at', 'call_booked_at', 'call_held_at', 'won_contract_date', 'won_monthly_value')
       UNION ALL SELECT tgname FROM pg_trigger WHERE tgname LIKE '%_stages_%'
       UNION ALL SELECT indexname FROM pg_indexes WHERE indexname = 'leads_report_idx'`,
    );
    expect(left.rows).toEqual([]);
    expect(await migrate(db.pool, { dir: folders.before })).toEqual([]);
    expect(await migrate(db.pool, { dir: folders.through })).toEqual([migration]);
    expect(await factsOf(ids.corrected)).toMatchObject({ won_contract_date: '2026-11-02', won_monthly_value: 1299 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readReferralReward } from '../src/desk/referral-rewards/referral-rewards.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { type MigrationFolders, migrationsAround } from './support/migrations-around.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const migration = '077_referral_reward_grant.sql';
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

describe('when a database in use moves its referral grants onto the rewards', () => {
  const decidedAt = new Date('2026-09-10T09:00:00Z');
  const waived = 'Kein Neukunde: Das Unternehmen hatte schon am 01.07.2026 angefragt, vor der Empfehlung.';
  const ids = { granted: '', earlierGrant: '', declined: '' };

  async function referral(referrer: string): Promise<string> {
    const { rows } = await db.pool.query<{ id: string }>(
      `WITH lead AS (
         INSERT INTO leads (kind, status, submitted_at, search_text) VALUES ('referral', 'rejected', '2026-07-15T10:00:00Z', lead_search_normal($1))
         RETURNING id
       ) INSERT INTO referrals (id, referrer_name, referrer_email, company_name, contact_person, company_email, company_phone)
         SELECT id, $1, 'empfehler@example.de', 'Bäckerei Korn', 'Jana Korn', $2, '030 123456' FROM lead RETURNING id::text AS id`,
      [referrer, `korn-${referrer.toLowerCase().replace(/\W/g, '')}@example.de`],
    );
    const id = rows[0]?.id ?? '';
    await db.pool.query(
      `INSERT INTO referral_rewards (referral_id, linked_by, contract_date, declined_reason, decided_at) VALUES ($1, 'anna', '2026-09-01', $2, $3)
       ON CONFLICT (referral_id) DO UPDATE SET contract_date = EXCLUDED.contract_date, declined_reason = EXCLUDED.declined_reason,
         decided_at = EXCLUDED.decided_at`,
      [id, waived, decidedAt],
    );
    return id;
  }

  async function grant(referralId: string, at: Date, reason: string): Promise<void> {
    await db.pool.query(
      `UPDATE referral_rewards SET declined_reason = NULL, due_on = '2026-09-16' WHERE referral_id = $1 AND decided_at <= $2`,
      [referralId, at],
    );
    await db.pool.query(
      `INSERT INTO lead_events (lead_id, lead_kind, at, actor, action, detail) VALUES ($1, 'referral', $2, 'chefin', 'reward_granted', $3)`,
      [referralId, at, JSON.stringify({ from: 'rejected', to: 'contracted', reason, waived })],
    );
  }

  beforeAll(async () => {
    ids.granted = await referral('Paul Gewährt');
    await grant(ids.granted, new Date('2026-09-11T08:00:00Z'), 'Langjähriger Partner, Ausnahme abgestimmt');
    ids.earlierGrant = await referral('Maria Früher');
    // Granted for a decision that was undone; the reward was decided again afterwards and stands declined.
    await grant(ids.earlierGrant, new Date('2026-09-05T08:00:00Z'), 'Ausnahme für den ersten Vertrag');
    ids.declined = await referral('Tom Abgelehnt');
    expect(await migrate(db.pool, { dir: folders.through })).toEqual([migration]);
  });

  it('then the grant that stands is on the reward with who, when, why and what it overrode', async () => {
    expect((await readReferralReward(db.pool, ids.granted)).granted).toEqual({
      by: 'chefin',
      at: new Date('2026-09-11T08:00:00Z').toISOString(),
      reason: 'Langjähriger Partner, Ausnahme abgestimmt',
      waived,
    });
  });

  it('then a grant for an earlier decision, and a reward never granted, carry none', async () => {
    expect((await readReferralReward(db.pool, ids.earlierGrant)).granted).toBeNull();
    expect((await readReferralReward(db.pool, ids.declined)).granted).toBeNull();
    expect((await readReferralReward(db.pool, ids.declined)).declinedReason).toBe(waived);
  });

  it('then the history still records every grant', async () => {
    const { rows } = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lead_events WHERE action = 'reward_granted' AND lead_id = ANY($1::uuid[])`,
      [[ids.granted, ids.earlierGrant]],
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('then a grant cannot stand without its decision', async () => {
    await expect(db.pool.query('UPDATE referral_rewards SET decided_at = NULL WHERE referral_id = $1', [ids.granted])).rejects.toThrow(
      /referral_rewards_grant_decided/,
    );
  });
});

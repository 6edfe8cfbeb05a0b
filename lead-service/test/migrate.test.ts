import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { createPool, type Pool } from '../src/db/pool.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let db: TestDatabase;
const pools: Pool[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
});

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await db?.drop();
});

describe('when several instances start at the same time on a fresh database', () => {
  it('then each migration is applied exactly once and all of them succeed', async () => {
    for (let i = 0; i < 4; i += 1) pools.push(createPool({ connectionString: db.url, max: 1 }));
    const results = await Promise.all(pools.map((pool) => migrate(pool)));

    const all = ['001_contact_submissions.sql', '002_contact_messages.sql', '003_referrals.sql', '004_cancellations.sql', '005_spam_reason.sql', '006_spam_cancellations_not_retained.sql'];
    expect(results.flat().sort()).toEqual(all);
    const recorded = await db.pool.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.rows).toEqual(all.map((name) => ({ name })));
    const columns = await db.pool.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'contact_submissions' ORDER BY ordinal_position",
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      'id', 'company', 'email', 'phone', 'website', 'industry', 'submitted_at', 'consent_version', 'consent_at',
      'confirmation_sent_at', 'notification_sent_at', 'confirmation_error', 'notification_error', 'enqueued_at', 'spam_reason',
    ]);
    for (const table of ['contact_submissions', 'contact_messages', 'referrals', 'cancellations']) {
      const spam = await db.pool.query(`SELECT 1 FROM information_schema.columns WHERE table_name = $1 AND column_name = 'spam_reason'`, [table]);
      expect(spam.rowCount, table).toBe(1);
    }
  });
});

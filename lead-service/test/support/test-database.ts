/**
 * A throwaway database per test file on the real PostgreSQL, migrated with the real runner.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../src/platform/db/migrate.ts';
import { adminDatabaseUrl, adminQuery } from '../../scripts/support/admin-query.ts';

export { adminDatabaseUrl };

export interface TestDatabase {
  url: string;
  name: string;
  /** A small pool for the test's own assertions. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `lead_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  if (options.migrate ?? true) await migrate(pool);
  return {
    url: url.toString(),
    name,
    pool,
    async drop() {
      await pool.end();
      // Ended pools close their connections asynchronously. FORCE while a backend is still saying goodbye
      // sends that client a FATAL after it stopped listening, which surfaces as an unhandled error.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const rows = await adminQuery<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

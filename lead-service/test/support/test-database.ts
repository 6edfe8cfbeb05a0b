/**
 * A throwaway database per test file on the real PostgreSQL: a copy of the migrated template (migrated-template.ts),
 * the same schema the real runner leaves, or an empty one for stories about migrating.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminDatabaseUrl, adminQuery } from '../../scripts/support/admin-query.ts';
import { ensureMigratedTemplate, waitUntilUnused } from './migrated-template.ts';

export { adminDatabaseUrl };

export interface TestDatabase {
  url: string;
  name: string;
  /** A small pool for the test's own assertions. */
  pool: pg.Pool;
  drop(): Promise<void>;
}

/** Built or found once per test process. */
let template: Promise<string> | undefined;

const migratedTemplate = () => {
  template ??= ensureMigratedTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
};

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `lead_test_${randomBytes(6).toString('hex')}`;
  if (options.migrate ?? true) await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate()}`);
  else await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 3 });
  return {
    url: url.toString(),
    name,
    pool,
    async drop() {
      await pool.end();
      await waitUntilUnused(name);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

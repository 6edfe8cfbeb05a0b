/**
 * One migrated database per set of migration files, which test databases are copied from (CREATE DATABASE …
 * TEMPLATE) instead of each test file running every migration again: a copy takes about 0.2 s, migrating about
 * 1.7 s on a loaded machine. The name carries a hash of the migration files, so a worktree with another migration
 * gets its own template and an edited file never meets a stale one. vitest's globalSetup (template-setup.ts) builds
 * it once before the files start; a test run without it builds it on first use.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { defaultMigrationsDir, migrate, readMigrations } from '../../src/platform/db/migrate.ts';
import { adminDatabaseUrl, adminQuery } from '../../scripts/support/admin-query.ts';

/** Arbitrary but fixed; serialises template builds of concurrent test runs on the shared server. */
const templateLockKey = 734_906_212;

export async function migratedTemplateName(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await readMigrations(defaultMigrationsDir)) hash.update(`${file.name}\n${file.checksum}\n`);
  return `lead_template_${hash.digest('hex').slice(0, 16)}`;
}

const templateExists = async (name: string) =>
  (await adminQuery<{ n: number }>('SELECT count(*)::int AS n FROM pg_database WHERE datname = $1', [name]))[0]?.n === 1;

/**
 * An ended pool closes its connections asynchronously; renaming, copying or dropping a database fails (or, with
 * FORCE, sends a FATAL to a client that stopped listening) while a backend is still saying goodbye. Bounded: 5 s.
 */
export async function waitUntilUnused(database: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const rows = await adminQuery<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [database]);
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Returns the template's name, building it when missing: migrated under a scratch name, then renamed, so a build
 * that dies halfway never leaves a template behind; closed to connections, since a copy fails while anyone is
 * connected to its source.
 */
export async function ensureMigratedTemplate(): Promise<string> {
  const name = await migratedTemplateName();
  if (await templateExists(name)) return name;
  const lock = new pg.Client({ connectionString: adminDatabaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
    if (await templateExists(name)) return name;
    const scratch = `lead_template_build_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${scratch}`);
    const url = new URL(adminDatabaseUrl);
    url.pathname = `/${scratch}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      await migrate(pool);
    } catch (error) {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
      throw error;
    }
    await pool.end();
    await waitUntilUnused(scratch);
    await adminQuery(`ALTER DATABASE ${scratch} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    await adminQuery(`ALTER DATABASE ${scratch} RENAME TO ${name}`);
    return name;
  } finally {
    await lock.end();
  }
}

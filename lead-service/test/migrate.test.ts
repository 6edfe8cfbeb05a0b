import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMigrationsDir, migrate, readMigrations } from '../src/platform/db/migrate.ts';
import { createPool, type Pool } from '../src/platform/db/pool.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { leadRegistry } from './support/lead-registry.ts';

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
    // The waiting instances wait for the whole schema (074 copies every lead), longer than a request's 5 s on a busy machine.
    for (let i = 0; i < 4; i += 1) pools.push(createPool({ connectionString: db.url, max: 1, statementTimeoutMs: 60_000 }));
    const results = await Promise.all(pools.map((pool) => migrate(pool)));

    const all = (await readMigrations(defaultMigrationsDir)).map((file) => file.name);
    expect(all.length).toBeGreaterThan(0);
    expect(results.flat().sort()).toEqual(all);
    const recorded = await db.pool.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.rows).toEqual(all.map((name) => ({ name })));
    const columnsOf = async (table: string) =>
      (
        await db.pool.query<{ column_name: string }>(
          'SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position',
          [table],
        )
      ).rows.map((row) => row.column_name);
    // What every lead has is in leads (migrations/074); the analysis request's table keeps its own fields.
    expect(await columnsOf('leads')).toEqual(
      expect.arrayContaining([
        'id',
        'kind',
        'reference',
        'submitted_at',
        'status',
        'spam_reason',
        'enqueued_at',
        'owner_id',
        'search_text',
      ]),
    );
    expect(await columnsOf('lead_mails')).toEqual(['lead_id', 'mail', 'sent_at', 'error']);
    expect(await columnsOf('contact_submissions')).toEqual([
      'id',
      'company',
      'email',
      'phone',
      'website',
      'industry',
      'consent_version',
      'consent_at',
    ]);
    for (const table of leadRegistry.tableNames) {
      const references = await db.pool.query(
        `SELECT 1 FROM information_schema.referential_constraints r
           JOIN information_schema.key_column_usage k ON k.constraint_name = r.constraint_name
          WHERE k.table_name = $1 AND k.column_name = 'id'`,
        [table],
      );
      expect(references.rowCount, `${table}.id references leads`).toBe(1);
    }
  });
});

describe('when a migration file is edited after it was applied', () => {
  let scratch: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    scratch = await createTestDatabase({ migrate: false });
    dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    await cp(defaultMigrationsDir, dir, { recursive: true });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await scratch?.drop();
  });

  it('then the next start refuses, naming the file, and applies nothing after it', async () => {
    const pool = createPool({ connectionString: scratch.url, max: 1 });
    pools.push(pool);
    await migrate(pool, { dir });
    const [first] = await readMigrations(dir);
    const edited = path.join(dir, first!.name);
    await writeFile(edited, `${await readFile(edited, 'utf8')}\nALTER TABLE contact_submissions ADD COLUMN sneaky text;\n`);
    await writeFile(path.join(dir, '999_later.sql'), 'CREATE TABLE later_table (id int);');

    await expect(migrate(pool, { dir })).rejects.toThrow(new RegExp(`Migration ${first!.name} was changed after it was applied`));
    const later = await scratch.pool.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'later_table'");
    expect(later.rowCount).toBe(0);
  });

  it('then a database migrated before checksums existed records them instead of refusing', async () => {
    await scratch.pool.query('UPDATE schema_migrations SET checksum = NULL');
    const pool = createPool({ connectionString: scratch.url, max: 1 });
    pools.push(pool);
    await rm(path.join(dir, '999_later.sql'));
    await expect(migrate(pool, { dir })).resolves.toEqual([]);
    const { rows } = await scratch.pool.query<{ missing: number }>(
      'SELECT count(*)::int AS missing FROM schema_migrations WHERE checksum IS NULL',
    );
    expect(rows[0]?.missing).toBe(0);
  });
});

/**
 * `npm run bench:migration`: how long migrations/074_one_lead_table.sql takes on a live database with
 * 1,000,000 leads, and what it locks for how long. It copies the bench's seeded desk (scripts/bench-desk.ts
 * --seed-only, made before 074 was applied: the copy must not have it yet) into a database of its own, runs the
 * migration there statement by statement in one transaction, as the migration runner does, and reports each
 * statement's time and the strongest lock it holds on the tables a visitor's post or the desk touches:
 * SHARE ROW EXCLUSIVE lets the desk read and makes writes wait, ACCESS EXCLUSIVE makes everything wait.
 *
 * Environment: BENCH_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_SOURCE_DATABASE
 * (bench_desk_1000000), BENCH_COPY_DATABASE (bench_migration_copy; dropped and made again, kept afterwards).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPool } from '../src/platform/db/pool.ts';
import { adminQuery } from './support/admin-query.ts';

const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const source = process.env.BENCH_SOURCE_DATABASE ?? 'bench_desk_1000000';
const copy = process.env.BENCH_COPY_DATABASE ?? 'bench_migration_copy';
const migration = '074_one_lead_table.sql';
const write = (line: string) => process.stdout.write(`${line}\n`);
const watched = ['contact_submissions', 'contact_messages', 'referrals', 'cancellations', 'callback_requests', 'lead_calls', 'lead_notes'];

/** The file's statements: split at semicolons that end a line, outside a $$ … $$ function body. */
function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (line.trimStart().startsWith('--') && current.trim() === '') continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inBody = !inBody;
    if (!inBody && line.trimEnd().endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

if (!/^[a-z0-9_]+$/.test(source) || !/^[a-z0-9_]+$/.test(copy)) throw new Error('database names: lower-case letters, digits, _');
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations', migration);
const statements = statementsOf(await readFile(file, 'utf8'));
const copyStarted = Date.now();
await adminQuery(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`, [], adminUrl);
await adminQuery(`CREATE DATABASE ${copy} TEMPLATE ${source}`, [], adminUrl);
write(`copied ${source} to ${copy} in ${((Date.now() - copyStarted) / 1000).toFixed(1)} s`);
const pool = createPool({ connectionString: adminUrl.replace(/\/[^/]*$/, `/${copy}`), max: 1, statementTimeoutMs: 0 });
const client = await pool.connect();
try {
  const applied = await client.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration]);
  if (applied.rowCount) throw new Error(`${source} already has ${migration}: seed it again with the code before it`);
  const { rows: counts } = await client.query<{ leads: number }>(
    `SELECT (SELECT count(*) FROM contact_submissions) + (SELECT count(*) FROM contact_messages) + (SELECT count(*) FROM referrals)
          + (SELECT count(*) FROM cancellations) + (SELECT count(*) FROM callback_requests) AS leads`,
  );
  write(`${counts[0]?.leads} leads; running ${migration} (${statements.length} statements) in one transaction\n`);
  write(`${'statement'.padEnd(72)} ${'s'.padStart(7)}  strongest lock held on the service's tables so far`);
  await client.query("SET maintenance_work_mem = '256MB'");
  await client.query('BEGIN');
  const started = Date.now();
  let exclusiveSince: number | undefined;
  for (const statement of statements) {
    const at = Date.now();
    await client.query(statement);
    const { rows: locks } = await client.query<{ mode: string }>(
      `SELECT DISTINCT l.mode FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
        WHERE l.pid = pg_backend_pid() AND c.relname = ANY($1)`,
      [watched],
    );
    const modes = locks.map((lock) => lock.mode);
    const strongest = modes.includes('AccessExclusiveLock')
      ? 'ACCESS EXCLUSIVE'
      : modes.includes('ShareRowExclusiveLock')
        ? 'SHARE ROW EXCLUSIVE'
        : modes.join(', ');
    if (strongest === 'ACCESS EXCLUSIVE' && exclusiveSince === undefined) exclusiveSince = at;
    const label = statement.replace(/\s+/g, ' ').slice(0, 72);
    write(`${label.padEnd(72)} ${((Date.now() - at) / 1000).toFixed(2).padStart(7)}  ${strongest}`);
  }
  await client.query("INSERT INTO schema_migrations (name, checksum) VALUES ($1, 'bench')", [migration]);
  await client.query('COMMIT');
  const ended = Date.now();
  write(`\nwall time ${((ended - started) / 1000).toFixed(1)} s in one transaction`);
  write(
    `writes to the kind tables wait for all of it; reads too for the last ${((ended - (exclusiveSince ?? ended)) / 1000).toFixed(1)} s (ACCESS EXCLUSIVE)`,
  );
  const { rows: after } = await client.query<{ leads: number; mails: number }>(
    'SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(*) FROM lead_mails)::int AS mails',
  );
  write(`afterwards: ${after[0]?.leads} leads, ${after[0]?.mails} mail rows`);
} catch (error) {
  await client.query('ROLLBACK').catch(() => undefined);
  throw error;
} finally {
  client.release();
  await pool.end();
}

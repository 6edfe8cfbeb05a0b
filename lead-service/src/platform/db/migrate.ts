/**
 * Applies lead-service/migrations/NNN_name.sql in order, each in its own transaction, and records them in
 * schema_migrations with a checksum of the file. An advisory lock serialises concurrent starters (two
 * containers booting at once) so each migration runs exactly once. A migration file edited after it was
 * applied stops the start: the database would silently differ from what the file says.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { MigrationChangedError } from '../errors/migration-changed-error.ts';
import type { Logger } from '../logger.ts';

export const defaultMigrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'migrations');

/** Arbitrary but fixed key for pg_advisory_lock; only this runner uses it. */
const migrationLockKey = 734_906_211;
const migrationFilePattern = /^(\d{3})_[a-z0-9_-]+\.sql$/;

export interface MigrationFile {
  name: string;
  sql: string;
  /** sha256 of the file with line endings normalised, so a checkout with CRLF counts as unchanged. */
  checksum: string;
}

export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n'), 'utf8').digest('hex');
}

export async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const seen = new Set<string>();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const number = migrationFilePattern.exec(name)?.[1];
    if (!number) throw new Error(`Migration file name must look like 001_name.sql: ${name}`);
    if (seen.has(number)) throw new Error(`Two migrations share the number ${number}`);
    seen.add(number);
    const sql = await readFile(path.join(dir, name), 'utf8');
    files.push({ name, sql, checksum: migrationChecksum(sql) });
  }
  return files;
}

export interface MigrateOptions {
  dir?: string;
  logger?: Logger;
}

/** Returns the names of the migrations applied by this call (empty when the schema was up to date). */
export async function migrate(pool: pg.Pool, { dir = defaultMigrationsDir, logger }: MigrateOptions = {}): Promise<string[]> {
  const files = await readMigrations(dir);
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    // The pool's statement timeout bounds a request; a migration at a million leads runs for minutes (README,
    // "Upgrading to one lead table"), and a second starter waits that long for the lock. The lock timeout stays:
    // a table still held by the old release fails the migration quickly instead of queueing every request behind it.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await client.query(`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          name text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
      // Databases migrated before checksums were recorded get theirs from the files on their next start.
      await client.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
      const done = new Map(
        (await client.query<{ name: string; checksum: string | null }>('SELECT name, checksum FROM schema_migrations')).rows.map((row) => [
          row.name,
          row.checksum,
        ]),
      );
      for (const file of files) {
        if (!done.has(file.name)) continue;
        const recorded = done.get(file.name);
        if (recorded === null || recorded === undefined) {
          await client.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [file.name, file.checksum]);
        } else if (recorded !== file.checksum) {
          throw new MigrationChangedError(file.name);
        }
      }
      // Not withTransaction: each migration's transaction must run on the client that holds the advisory lock.
      for (const file of files) {
        if (done.has(file.name)) continue;
        await client.query('BEGIN');
        try {
          await client.query(file.sql);
          await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file.name, file.checksum]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`Migration ${file.name} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file.name);
        logger?.debug({ migration: file.name }, 'migration applied');
      }
      // One line, not one per file: on a fresh database those were dozens of lines above the addresses that
      // `npm start` prints once it listens.
      if (applied.length > 0) {
        const names = applied.length === 1 ? applied[0] : `${applied[0]} … ${applied.at(-1)}`;
        logger?.info(
          { migrations: applied.length },
          `${applied.length === 1 ? 'migration' : `${applied.length} migrations`} applied (${names})`,
        );
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    // Back to the pool's timeout; a client that cannot be reset is closed rather than handed on without one.
    const reset = await client.query('RESET statement_timeout').then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    client.release(reset);
  }
  return applied;
}

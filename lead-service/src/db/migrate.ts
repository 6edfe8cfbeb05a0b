/**
 * Applies lead-service/migrations/NNN_name.sql in order, each in its own transaction, and records them in
 * schema_migrations. An advisory lock serialises concurrent starters (two containers booting at once) so
 * each migration runs exactly once.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Logger } from '../logger.ts';

export const defaultMigrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Arbitrary but fixed key for pg_advisory_lock; only this runner uses it. */
const migrationLockKey = 734_906_211;
const migrationFilePattern = /^(\d{3})_[a-z0-9_-]+\.sql$/;

export interface MigrationFile {
  name: string;
  sql: string;
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
    files.push({ name, sql: await readFile(path.join(dir, name), 'utf8') });
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
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await client.query(`
        CREATE TABLE IF NOT EXISTS schema_migrations (
          name text PRIMARY KEY,
          applied_at timestamptz NOT NULL DEFAULT now()
        )`);
      const done = new Set(
        (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
      );
      for (const file of files) {
        if (done.has(file.name)) continue;
        await client.query('BEGIN');
        try {
          await client.query(file.sql);
          await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file.name]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`Migration ${file.name} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file.name);
        logger?.info({ migration: file.name }, 'migration applied');
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
  return applied;
}

import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultMigrationsDir } from '../../src/platform/db/migrate.ts';

/**
 * Two copies of the migrations folder for the story of one upgrade (`migration`, e.g. '076_lead_stages.sql'):
 * `before` ends just before it, `through` with it. Migrating `through` applies this upgrade alone; the later
 * ones have stories of their own.
 */
export interface MigrationFolders {
  before: string;
  through: string;
  remove(): Promise<void>;
}

export async function migrationsAround(migration: string): Promise<MigrationFolders> {
  const number = migration.slice(0, 3);
  const before = await mkdtemp(path.join(tmpdir(), `migrations-before-${number}-`));
  const through = await mkdtemp(path.join(tmpdir(), `migrations-through-${number}-`));
  for (const name of await readdir(defaultMigrationsDir)) {
    if (!name.endsWith('.sql') || name > migration) continue;
    if (name < migration) await copyFile(path.join(defaultMigrationsDir, name), path.join(before, name));
    await copyFile(path.join(defaultMigrationsDir, name), path.join(through, name));
  }
  return {
    before,
    through,
    async remove() {
      await Promise.all([before, through].map((dir) => rm(dir, { recursive: true, force: true })));
    },
  };
}

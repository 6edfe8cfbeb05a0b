import { StartupError } from './startup-error.ts';

/**
 * A migration file differs from the one applied to the database. Editing an applied migration never reaches
 * an existing database, so the schema would quietly differ between machines; the fix is a new migration.
 */
export class MigrationChangedError extends StartupError {
  override readonly name = 'MigrationChangedError';
  readonly migration: string;

  constructor(migration: string) {
    super(
      `Migration ${migration} was changed after it was applied to this database. Restore the applied version and put the change into a new migration file.`,
    );
    this.migration = migration;
  }
}

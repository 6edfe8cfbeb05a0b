/**
 * `npm run migrate`: applies pending migrations to DATABASE_URL, or without it to the embedded PGlite
 * under DATA_DIR (the same database `npm start` uses; stop the service first, PGlite allows one process).
 * A database that is still starting is waited for (at most a minute), so a container that starts migrate
 * together with PostgreSQL does not fail on the first refused connection.
 */
import { loadConfig } from '../config/load-config.ts';
import { exitOnStartupError } from '../errors/exit-on-startup-error.ts';
import { startEmbeddedPostgres } from '../embedded/embedded-postgres.ts';
import { createLogger } from '../logger.ts';
import { migrate } from './migrate.ts';
import { createPool } from './pool.ts';
import { waitForDatabase } from './wait-for-database.ts';

const connectTimeoutMs = 60_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger({ level: config.logLevel });
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const connectionString = config.databaseUrl ?? embedded?.url ?? '';
  const pool = createPool({ connectionString, max: 1, statementTimeoutMs: 0, logger });
  try {
    await waitForDatabase(pool, { timeoutMs: connectTimeoutMs, logger });
    const applied = await migrate(pool, { logger });
    logger.info({ applied }, applied.length ? 'migrations applied' : 'schema is up to date');
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().catch(exitOnStartupError);

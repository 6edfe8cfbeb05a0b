/**
 * `npm start`: the service with everything it needs, on a fresh machine too (embedded PGlite, a local or
 * spawned Redis, an .eml outbox). SIGTERM/SIGINT stop it gracefully and exit 0.
 */
import { loadConfig } from './config.ts';
import { exitOnStartupError } from './errors/exit-on-startup-error.ts';
import { createPool } from './db/pool.ts';
import { migrate } from './db/migrate.ts';
import { resolveEmbedded } from './embedded/resolve-embedded.ts';
import { createLogger } from './logger.ts';
import { start } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger({ level: config.logLevel });
  const embedded = await resolveEmbedded(config, logger);
  const resolved = embedded.config;

  const migrationPool = createPool({ connectionString: resolved.databaseUrl, max: 1, statementTimeoutMs: 0, logger });
  try {
    await migrate(migrationPool, { logger });
  } finally {
    await migrationPool.end();
  }

  const service = await start(resolved, { logger });
  logger.info(`Sichtwerk läuft auf ${service.url}`);

  let signalled = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, 'shutting down');
    service
      .stop()
      .then(() => embedded.stop())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch(exitOnStartupError);

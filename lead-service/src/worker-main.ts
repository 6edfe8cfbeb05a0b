/**
 * `npm run worker`: the service's jobs alone (the one job list, app/service-jobs.ts, as the web process runs it),
 * for a separate worker container. It needs DATABASE_URL and REDIS_URL (embedded defaults belong to the
 * single-process `npm start`) and does not migrate: the web process owns the schema. SIGTERM/SIGINT stop it
 * in the one shutdown order (app/service-shutdown.ts) and exit 0.
 */
import { loadConfig, requireResolved } from './platform/config/load-config.ts';
import { exitOnStartupError } from './platform/errors/exit-on-startup-error.ts';
import { createServicePool } from './platform/db/pool.ts';
import { kindVariablesOf } from './platform/config/kind-settings.ts';
import { leadForms } from './lead-forms.ts';
import { mailSettingsFrom } from './app/mail-settings.ts';
import { createLeadRepositories } from './pipeline/lead-wiring.ts';
import { createLeadRegistry } from './kind-kit/registry.ts';
import { createLogger } from './platform/logger.ts';
import { startWorkerOps } from './app/worker-ops.ts';
import { createMailer } from './platform/mail/transport.ts';
import { warnOnEvictionPolicy } from './platform/redis/eviction-policy.ts';
import { createProducerConnection, createWorkerConnection } from './platform/redis/redis-connection.ts';
import { shutDown } from './app/service-shutdown.ts';
import { stopOnSignal } from './app/stop-on-signal.ts';
import { createServiceJobs } from './app/service-jobs.ts';

async function main(): Promise<void> {
  const config = requireResolved(loadConfig(process.env, kindVariablesOf(leadForms)));
  const registry = createLeadRegistry(leadForms);
  const logger = createLogger({ level: config.logLevel });
  const pool = createServicePool(config, logger);
  const connection = createWorkerConnection(config, logger);
  const producer = createProducerConnection(config, logger);
  warnOnEvictionPolicy(producer, logger);
  const ops = await startWorkerOps({ config, pool, logger });
  const mailer = ops.instrumentMailer(createMailer(config));
  const jobs = createServiceJobs({
    registry,
    config,
    pool,
    producer,
    repositories: createLeadRepositories(registry, pool),
    mailer,
    settings: mailSettingsFrom(config),
    metrics: ops.metrics,
    logger,
  });
  jobs.startWorkers(connection);
  logger.info({ mail: mailer.description }, 'lead worker started');

  stopOnSignal(logger, 'worker shutting down', () =>
    shutDown({ jobs, others: [() => ops.close()], connections: [producer, connection], mailer, pool }),
  );
}

main().catch(exitOnStartupError);

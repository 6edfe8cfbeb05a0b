/**
 * `npm run worker`: the pipeline's workers alone (app/start-workers.ts, as the web process wires them), for
 * a separate worker container. It needs DATABASE_URL and REDIS_URL (embedded defaults belong to the
 * single-process `npm start`) and does not migrate: the web process owns the schema. SIGTERM/SIGINT stop it
 * in the one shutdown order (app/service-shutdown.ts) and exit 0.
 */
import { loadConfig, requireResolved } from './platform/config/load-config.ts';
import { exitOnStartupError } from './platform/errors/exit-on-startup-error.ts';
import { createServicePool } from './platform/db/pool.ts';
import { kindVariablesOf } from './platform/config/kind-settings.ts';
import { leadForms } from './lead-forms.ts';
import { mailSettingsFrom } from './app/mail-settings.ts';
import { createLeadKindHandlers, createLeadRepositories } from './pipeline/lead-wiring.ts';
import { createLeadRegistry } from './kind-kit/registry.ts';
import { createLogger } from './platform/logger.ts';
import { startWorkerOps } from './app/worker-ops.ts';
import { createLeadQueue, leadQueueName } from './pipeline/lead-queue.ts';
import { createMailer } from './platform/mail/transport.ts';
import { warnOnEvictionPolicy } from './platform/redis/eviction-policy.ts';
import { createProducerConnection, createWorkerConnection } from './platform/redis/redis-connection.ts';
import { shutDown } from './app/service-shutdown.ts';
import { stopOnSignal } from './app/stop-on-signal.ts';
import { closeStepQueues, startLeadSteps } from './pipeline/lead-steps.ts';
import { startWorkers } from './app/start-workers.ts';

async function main(): Promise<void> {
  const config = requireResolved(loadConfig(process.env, kindVariablesOf(leadForms)));
  const registry = createLeadRegistry(leadForms);
  const logger = createLogger({ level: config.logLevel });
  const pool = createServicePool(config, logger);
  const connection = createWorkerConnection(config, logger);
  const producer = createProducerConnection(config, logger);
  warnOnEvictionPolicy(producer, logger);
  const ops = await startWorkerOps({ registry, config, pool, workerConnection: connection, leadQueueName, logger });
  const mailer = ops.instrumentMailer(createMailer(config));
  const settings = mailSettingsFrom(config);
  const repositories = createLeadRepositories(registry, pool);
  const leadQueue = createLeadQueue({ registry, connection: producer, prefix: config.queuePrefix, backoffMs: config.jobBackoffMs, logger });
  const steps = startLeadSteps({ registry, config, pool, producer, repositories, settings, logger });
  const workers = startWorkers({
    registry,
    config,
    pool,
    producer,
    connection,
    leadQueue,
    handlers: createLeadKindHandlers(registry, repositories, settings),
    steps,
    mailer,
    settings,
    metrics: ops.metrics,
    logger,
  });
  logger.info({ mail: mailer.description }, 'lead worker started');

  stopOnSignal(logger, 'worker shutting down', () =>
    shutDown({
      workers,
      producers: [() => closeStepQueues(steps), () => leadQueue.close(), () => ops.close()],
      connections: [producer, connection],
      mailer,
      pool,
    }),
  );
}

main().catch(exitOnStartupError);

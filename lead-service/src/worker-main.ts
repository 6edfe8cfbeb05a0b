/**
 * `npm run worker`: the mail worker alone, for a separate worker container. It needs DATABASE_URL and
 * REDIS_URL (embedded defaults belong to the single-process `npm start`) and does not migrate: the web
 * process owns the schema.
 */
import { loadConfig, requireResolved } from './config/load-config.ts';
import { exitOnStartupError } from './errors/exit-on-startup-error.ts';
import { createServicePool } from './db/pool.ts';
import { createLeadKindHandlers, createLeadRepositories, mailSettingsFrom } from './leads/registry.ts';
import { createLogger } from './logger.ts';
import { startWorkerOps } from './worker-ops.ts';
import { leadQueueName } from './queue/lead-queue.ts';
import { createMailer } from './mail/transport.ts';
import { createProducerConnection, createWorkerConnection } from './queue/redis-connection.ts';
import { startWebsiteChecks } from './website-check/website-checks.ts';
import { createLeadWorker } from './worker/lead-worker.ts';
import { createVisitorMailLimit, visitorMailLimitSecret } from './leads/visitor-mail-limit.ts';
import { createReminderWorker } from './reminders/reminder-worker.ts';

async function main(): Promise<void> {
  const config = requireResolved(loadConfig(process.env));
  const logger = createLogger({ level: config.logLevel });
  const pool = createServicePool(config, logger);
  const connection = createWorkerConnection(config.redisUrl, logger);
  const ops = await startWorkerOps({ config, pool, workerConnection: connection, leadQueueName, logger });
  const mailer = ops.instrumentMailer(createMailer(config));
  const websiteCheckProducer = createProducerConnection(config.redisUrl, logger);
  const websiteChecks = startWebsiteChecks({ config, pool, producer: websiteCheckProducer, logger });
  websiteChecks.startWorker(connection, mailer, ops.metrics);
  const worker = createLeadWorker({
    connection,
    prefix: config.queuePrefix,
    lockDurationMs: config.workerLockMs,
    handlers: createLeadKindHandlers(createLeadRepositories(pool), mailSettingsFrom(config)),
    mailer,
    logger,
    enqueueWebsiteCheck: websiteChecks.enqueue,
    visitorMailLimit: createVisitorMailLimit({
      redis: connection,
      prefix: config.queuePrefix,
      secret: visitorMailLimitSecret(config),
      perDay: config.visitorMailsPerAddress,
    }),
  });
  const reminderWorker = createReminderWorker({
    connection,
    prefix: config.queuePrefix,
    pool,
    mailer,
    settings: mailSettingsFrom(config),
    timings: config,
    logger,
  });
  logger.info({ mail: mailer.description }, 'lead worker started');

  let signalled = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (signalled) return;
    signalled = true;
    logger.info({ signal }, 'worker shutting down');
    worker
      .close()
      .then(async () => {
        await reminderWorker.close();
        await websiteChecks.stop();
        websiteCheckProducer.disconnect();
        await ops.close();
        connection.disconnect();
        mailer.close();
        await pool.end();
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'worker shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch(exitOnStartupError);

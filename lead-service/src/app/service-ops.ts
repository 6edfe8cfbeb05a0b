/**
 * Everything operational the HTTP process (app/server.ts) adds around the lead pipeline, built in one place so
 * app/server.ts needs only a few lines: metrics, /healthz, /readyz, /metrics, the queue dashboard, the
 * 'maintenance' queue and — when this process also runs the workers — the daily retention job.
 */
import type { Queue } from 'bullmq';
import { Router, type Request, type RequestHandler } from 'express';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import type { Config } from '../platform/config/load-config.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import { basicAuth, type Credentials } from '../platform/http-security/basic-auth.ts';
import type { Drain } from '../ops/health/drain.ts';
import { healthRoutes } from '../ops/health/health-routes.ts';
import { httpMetrics } from '../ops/metrics/http-metrics.ts';
import { instrumentMailer } from '../ops/metrics/instrumented-mailer.ts';
import { recordTablesOf } from '../lead-records/record-tables.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import { startMaintenance, type Maintenance } from '../ops/retention/maintenance.ts';
import { createMaintenanceQueue } from '../ops/retention/maintenance-queue.ts';
import { createMetrics, type Metrics } from '../platform/metrics.ts';
import { metricsRoute } from '../ops/metrics/metrics-route.ts';
import { queueDashboard } from '../ops/queue-dashboard.ts';
import { registerQueueMetrics } from '../ops/metrics/queue-metrics.ts';
import { registerPromiseMetrics } from '../ops/metrics/promise-metrics.ts';
import { postgresCheck, redisCheck } from '../ops/health/readiness.ts';

/** What createApp() mounts: `measure` first of all, `routes` before the API and the static site. */
export interface OpsHttp {
  measure: RequestHandler;
  routes: Router;
}

export interface ServiceOpsOptions {
  /** The kinds the process runs: promise figures, the retention job's tables. */
  registry: LeadRegistry;
  config: Pick<Config, 'adminUser' | 'adminPassword' | 'metricsAuth' | 'queuePrefix' | 'retentionDays'>;
  pool: pg.Pool;
  /** The producer connection: readiness, queue counts and the maintenance queue use it. */
  redis: RedisClient;
  leadQueue: Queue;
  /** The form kinds' step queues (pipeline/lead-steps.ts), shown in the dashboard and the queue metrics next to the lead queue. */
  stepQueues?: readonly Queue[];
  /** Whether a request carries an admin's desk session, which opens /admin/queues too. */
  deskAdmin?: (req: Request) => Promise<boolean>;
  /** The instance's drain before it stops: /readyz answers 503 while it runs. */
  drain?: Pick<Drain, 'active'>;
  logger: Logger;
}

export interface ServiceOps {
  readonly metrics: Metrics;
  readonly http: OpsHttp;
  instrumentMailer(mailer: Mailer): Mailer;
  /** Runs the retention worker (and keeps its schedule) in this process; call only where the mail worker runs. */
  startMaintenanceWorker(workerConnection: RedisClient, pool?: pg.Pool): void;
  close(): Promise<void>;
}

export function adminCredentials(config: Pick<Config, 'adminUser' | 'adminPassword'>): Credentials | undefined {
  return config.adminUser && config.adminPassword ? { user: config.adminUser, password: config.adminPassword } : undefined;
}

export function createServiceOps({
  registry,
  config,
  pool,
  redis,
  leadQueue,
  stepQueues = [],
  deskAdmin,
  drain,
  logger,
}: ServiceOpsOptions): ServiceOps {
  const metrics = createMetrics();
  const maintenanceQueue = createMaintenanceQueue(redis, config.queuePrefix);
  maintenanceQueue.on('error', (error) => logger.debug({ err: error }, 'maintenance queue error'));
  const queues = [leadQueue, ...stepQueues, maintenanceQueue];
  registerQueueMetrics(metrics, queues, redis, logger);
  registerPromiseMetrics(registry.forms, metrics, pool, logger);

  const credentials = adminCredentials(config);
  const routes = Router();
  routes.use(healthRoutes([postgresCheck(pool), redisCheck(redis)], undefined, drain));
  routes.use(metricsRoute(metrics, config.metricsAuth && credentials ? basicAuth(credentials) : undefined));
  routes.use(queueDashboard({ queues, credentials, ...(deskAdmin ? { deskAdmin } : {}), logger }));

  let maintenance: Maintenance | undefined;
  return {
    metrics,
    http: { measure: httpMetrics(metrics), routes },
    instrumentMailer: (mailer) => instrumentMailer(mailer, metrics),
    startMaintenanceWorker(workerConnection, workerPool = pool) {
      maintenance ??= startMaintenance({
        tables: recordTablesOf(registry.forms),
        queue: maintenanceQueue,
        queueConnection: redis,
        workerConnection,
        prefix: config.queuePrefix,
        pool: workerPool,
        retentionDays: config.retentionDays,
        leadQueueName: leadQueue.name,
        metrics,
        logger,
      });
    },
    async close() {
      await maintenance?.close();
      await maintenanceQueue.close();
    },
  };
}

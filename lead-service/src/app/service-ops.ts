/**
 * Everything operational the HTTP process (app/server.ts) adds around the lead pipeline, built in one place so
 * app/server.ts needs only a few lines: /healthz, /readyz, /metrics and the queue dashboard, the last two over
 * every queue of the one job list (app/service-jobs.ts).
 */
import type { Queue } from 'bullmq';
import { Router, type Request, type RequestHandler } from 'express';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import type { Config } from '../platform/config/load-config.ts';
import type { Logger } from '../platform/logger.ts';
import { basicAuth, type Credentials } from '../platform/http-security/basic-auth.ts';
import type { Drain } from '../ops/health/drain.ts';
import { healthRoutes } from '../ops/health/health-routes.ts';
import { httpMetrics } from '../ops/metrics/http-metrics.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import type { Metrics } from '../platform/metrics.ts';
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
  /** The kinds the process runs: promise figures. */
  registry: LeadRegistry;
  config: Pick<Config, 'adminUser' | 'adminPassword' | 'metricsAuth'>;
  pool: pg.Pool;
  /** The producer connection: readiness and queue counts use it. */
  redis: RedisClient;
  /** The process's metrics (mails, HTTP, queues, promises). */
  metrics: Metrics;
  /** Every queue of the one job list (platform/jobs/job-host.ts queues.all): the dashboard and the queue metrics show each. */
  queues: readonly Queue[];
  /** Whether a request carries an admin's desk session, which opens /admin/queues too. */
  deskAdmin?: (req: Request) => Promise<boolean>;
  /** The instance's drain before it stops: /readyz answers 503 while it runs. */
  drain?: Pick<Drain, 'active'>;
  logger: Logger;
}

export interface ServiceOps {
  readonly http: OpsHttp;
}

export function adminCredentials(config: Pick<Config, 'adminUser' | 'adminPassword'>): Credentials | undefined {
  return config.adminUser && config.adminPassword ? { user: config.adminUser, password: config.adminPassword } : undefined;
}

export function createServiceOps({
  registry,
  config,
  pool,
  redis,
  metrics,
  queues,
  deskAdmin,
  drain,
  logger,
}: ServiceOpsOptions): ServiceOps {
  registerQueueMetrics(metrics, queues, redis, logger);
  registerPromiseMetrics(registry.forms, metrics, pool, logger);

  const credentials = adminCredentials(config);
  const routes = Router();
  routes.use(healthRoutes([postgresCheck(pool), redisCheck(redis)], undefined, drain));
  routes.use(metricsRoute(metrics, config.metricsAuth && credentials ? basicAuth(credentials) : undefined));
  routes.use(queueDashboard({ queues, credentials, ...(deskAdmin ? { deskAdmin } : {}), logger }));

  return { http: { measure: httpMetrics(metrics), routes } };
}

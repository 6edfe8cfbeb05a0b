/**
 * The operational side of worker-main.ts: a small HTTP listener on WORKER_HTTP_PORT with /healthz, /readyz
 * (so the container has a real health check) and /metrics (mails sent/failed and website checks are counted in
 * the worker, not in the api). The listener is for the internal network only; compose publishes no port for it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type pg from 'pg';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import { createProducerConnection } from '../platform/redis/redis-connection.ts';
import { basicAuth } from '../platform/http-security/basic-auth.ts';
import { healthRoutes } from '../ops/health/health-routes.ts';
import { instrumentMailer } from '../ops/metrics/instrumented-mailer.ts';
import { createMetrics, type Metrics } from '../platform/metrics.ts';
import { metricsRoute } from '../ops/metrics/metrics-route.ts';
import { postgresCheck, redisCheck } from '../ops/health/readiness.ts';
import { adminCredentials } from './service-ops.ts';

export interface WorkerOpsOptions {
  config: ResolvedConfig;
  pool: pg.Pool;
  logger: Logger;
}

export interface WorkerOps {
  readonly metrics: Metrics;
  /** http://host:port of the listener (port 0 → the one the OS picked). */
  readonly url: string;
  instrumentMailer(mailer: Mailer): Mailer;
  close(): Promise<void>;
}

export async function startWorkerOps({ config, pool, logger }: WorkerOpsOptions): Promise<WorkerOps> {
  const metrics = createMetrics();
  // Its own short-timeout connection: PING over the worker's blocking-friendly connection could wait forever.
  const redis = createProducerConnection(config, logger);

  const app = express();
  app.disable('x-powered-by');
  app.use(healthRoutes([postgresCheck(pool), redisCheck(redis)]));
  const credentials = adminCredentials(config);
  app.use(metricsRoute(metrics, config.metricsAuth && credentials ? basicAuth(credentials) : undefined));
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.workerHttpPort, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${port}`;
  logger.info({ url }, 'worker health and metrics listening');

  return {
    metrics,
    url,
    instrumentMailer: (mailer) => instrumentMailer(mailer, metrics),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      redis.disconnect();
    },
  };
}

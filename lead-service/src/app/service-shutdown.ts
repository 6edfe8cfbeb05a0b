/**
 * The one shutdown order for the web process (app/server.ts) and a worker container (worker-main.ts): HTTP stops
 * taking requests and finishes those in flight, the sweeps stop adding jobs, the workers finish their active jobs
 * (in the job list's order, app/service-jobs.ts), then the queues, the Redis connections, the mail transport and
 * the database pool close. Every step is bounded (platform/shared/bounded-close.ts), so nothing stuck can hold a
 * SIGTERM past the container's grace.
 */
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import type { JobHost } from '../platform/jobs/job-host.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import { closeWithin } from '../platform/shared/bounded-close.ts';

/** Each shutdown step gets this long before it is forced. */
export const closeStepMs = 5_000;

export interface ServiceParts {
  /** The web process's listener: close() waits for requests in flight, force() drops what is left. */
  http?: { close(): Promise<void>; force(): void };
  /** The host of the one job list: its sweeps, workers and queues. */
  jobs: JobHost;
  /** What else closes once no worker adds jobs any more (the worker's health listener), in this order. */
  others?: readonly (() => Promise<unknown>)[];
  connections: readonly RedisClient[];
  mailer: Mailer;
  pool: pg.Pool;
}

export async function shutDown(parts: ServiceParts): Promise<void> {
  const nothing = () => undefined;
  if (parts.http) await closeWithin(closeStepMs, parts.http.close, parts.http.force);
  await closeWithin(closeStepMs, parts.jobs.stopSweeps, nothing);
  await parts.jobs.closeWorkers(closeStepMs);
  await parts.jobs.closeQueues(closeStepMs);
  for (const close of parts.others ?? []) await closeWithin(closeStepMs, close, nothing);
  for (const connection of parts.connections) connection.disconnect();
  parts.mailer.close();
  await closeWithin(closeStepMs, () => parts.pool.end(), nothing);
}

/**
 * The one shutdown order for the web process (app/server.ts) and a worker container (worker-main.ts): HTTP stops
 * taking requests and finishes those in flight, the sweeper stops adding jobs, the workers finish their
 * active jobs, then the queues, the Redis connections, the mail transport and the database pool close. Every
 * step is bounded (platform/shared/bounded-close.ts), so nothing stuck can hold a SIGTERM past the container's grace.
 */
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import type { Mailer } from '../platform/mail/transport.ts';
import { closeWithin } from '../platform/shared/bounded-close.ts';
import type { Workers } from './start-workers.ts';

/** Each shutdown step gets this long before it is forced. */
export const closeStepMs = 5_000;

export interface ServiceParts {
  /** The web process's listener: close() waits for requests in flight, force() drops what is left. */
  http?: { close(): Promise<void>; force(): void };
  sweeper?: { stop(): Promise<void> };
  workers?: Workers;
  /** Queues and other producers, closed in this order once no worker adds jobs any more. */
  producers: readonly (() => Promise<unknown>)[];
  connections: readonly RedisClient[];
  mailer: Mailer;
  pool: pg.Pool;
}

export async function shutDown(parts: ServiceParts): Promise<void> {
  const nothing = () => undefined;
  if (parts.http) await closeWithin(closeStepMs, parts.http.close, parts.http.force);
  if (parts.sweeper) await closeWithin(closeStepMs, parts.sweeper.stop, nothing);
  await parts.workers?.close(closeStepMs);
  for (const close of parts.producers) await closeWithin(closeStepMs, close, nothing);
  for (const connection of parts.connections) connection.disconnect();
  parts.mailer.close();
  await closeWithin(closeStepMs, () => parts.pool.end(), nothing);
}

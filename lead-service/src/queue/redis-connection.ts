/**
 * The two kinds of Redis connection BullMQ needs. We build the ioredis clients ourselves: BullMQ 6 loads
 * ioredis through `require` only, which native ESM lacks, and owning them lets us tune each role.
 */
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

/** Logs a lost connection once, not on every reconnect attempt. */
function watch(client: Redis, logger: Logger, role: string): Redis {
  let reported = false;
  client.on('error', (error) => {
    if (reported) return;
    reported = true;
    logger.warn({ err: error, role }, 'redis connection lost; reconnecting in the background');
  });
  client.on('ready', () => {
    if (reported) logger.info({ role }, 'redis connection back');
    reported = false;
  });
  return client;
}

/**
 * For producers (the HTTP request path, the sweeper): with no offline queue and a command timeout a dead
 * Redis fails a request within ~2 s instead of holding the visitor's request open.
 */
export function createProducerConnection(redisUrl: string, logger: Logger): Redis {
  return watch(
    new Redis(redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 2_000,
      connectTimeout: 2_000,
    }),
    logger,
    'producer',
  );
}

/**
 * For the worker: BullMQ blocks on this connection and requires maxRetriesPerRequest: null
 * (https://docs.bullmq.io/guide/going-to-production#maxretriesperrequest).
 */
export function createWorkerConnection(redisUrl: string, logger: Logger): Redis {
  return watch(new Redis(redisUrl, { maxRetriesPerRequest: null }), logger, 'worker');
}

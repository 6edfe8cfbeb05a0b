/**
 * The digest's side of a worker process: the 8:00 schedule and the worker that sends. The schedule is written
 * once Redis is reachable and again after every reconnect (idempotent; it repairs a schedule lost with a wiped
 * Redis), so a worker starting during an outage neither hangs nor forgets it.
 */
import type { Worker } from 'bullmq';
import type { Logger } from '../../platform/logger.ts';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import { createDigestQueue, scheduleDigest } from './digest-queue.ts';
import { createDigestWorker, type DigestWorkerOptions } from './digest-worker.ts';

export interface Digest {
  readonly worker: Worker;
  /** Stops rescheduling and closes the producer's queue; the worker is closed by the caller's bounded order. */
  close(): Promise<void>;
}

export function startDigest(options: DigestWorkerOptions & { producer: RedisClient; logger: Logger }): Digest {
  const { producer, logger } = options;
  const queue = createDigestQueue(producer, options.prefix);
  queue.on('error', (error) => logger.debug({ err: error }, 'digest queue error'));
  const schedule = () => {
    scheduleDigest(queue).then(
      () => logger.debug('digest schedule in place'),
      (error: unknown) => logger.warn({ err: error }, 'digest schedule not written; trying again when Redis is back'),
    );
  };
  if (producer.status === 'ready') schedule();
  producer.on('ready', schedule);
  const worker = createDigestWorker(options);
  return {
    worker,
    async close() {
      producer.off('ready', schedule);
      await queue.close();
    },
  };
}

/**
 * Job counts per queue and state, read from Redis at scrape time with Queue.getJobCounts(). BullMQ offers no
 * Prometheus collector of its own that fits a shared registry, so this is it. A scrape must never hang on a
 * lost Redis: when the connection is not ready the queue reports up=0 and no counts, which an alert can
 * tell apart from "zero jobs".
 */
import type { Queue } from 'bullmq';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';
import type { Logger } from '../../platform/logger.ts';
import { registerCollectedGauge, type Metrics } from '../../platform/metrics.ts';

export const queueJobStates = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'completed', 'failed'] as const;

/** Upper bound for one scrape's Redis round trips. */
const collectTimeoutMs = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface QueueSnapshot {
  queue: string;
  /** undefined when Redis could not be read for this scrape. */
  counts: Record<string, number> | undefined;
}

export function registerQueueMetrics(metrics: Metrics, queues: readonly Queue[], connection: RedisClient, logger: Logger): void {
  async function readQueue(queue: Queue): Promise<QueueSnapshot> {
    if (connection.status !== 'ready') return { queue: queue.name, counts: undefined };
    try {
      return { queue: queue.name, counts: await withTimeout(queue.getJobCounts(...queueJobStates), collectTimeoutMs) };
    } catch (error) {
      logger.debug({ err: error, queue: queue.name }, 'queue counts not available for this scrape');
      return { queue: queue.name, counts: undefined };
    }
  }

  // prom-client collects all metrics of a scrape concurrently; both gauges share one read per scrape.
  let reading: Promise<QueueSnapshot[]> | undefined;
  function snapshot(): Promise<QueueSnapshot[]> {
    reading ??= Promise.all(queues.map(readQueue)).finally(() => {
      setImmediate(() => {
        reading = undefined;
      });
    });
    return reading;
  }

  registerCollectedGauge(metrics, {
    name: 'sichtwerk_queue_up',
    help: '1 when the queue counts could be read from Redis at this scrape, else 0.',
    labelNames: ['queue'],
    async collect(gauge) {
      for (const { queue, counts } of await snapshot()) gauge.set({ queue }, counts ? 1 : 0);
    },
  });
  registerCollectedGauge(metrics, {
    name: 'sichtwerk_queue_jobs',
    help: 'BullMQ jobs per queue and state at scrape time (no series for a queue whose counts could not be read).',
    labelNames: ['queue', 'state'],
    async collect(gauge) {
      gauge.reset();
      for (const { queue, counts } of await snapshot()) {
        if (!counts) continue;
        for (const state of queueJobStates) gauge.set({ queue, state }, counts[state] ?? 0);
      }
    },
  });
}

/**
 * Runs a list of declared jobs (define-job.ts) in one process: a queue per job on the producer connection in every
 * process (the request paths add to them, the dashboard and the metrics read them); where workers run, a worker per
 * job and its schedule; where the sweeper runs, every job's sweep each interval. It closes them in one order: the
 * sweeps stop adding, each worker finishes its active jobs within its bound (in the list's order: a job that adds
 * other jobs comes first), then the queues close.
 */
import { Queue, Worker } from 'bullmq';
import type { Logger } from '../logger.ts';
import type { RedisClient } from '../redis/redis-connection.ts';
import { closeWithin } from '../shared/bounded-close.ts';
import { hasNetworkCode } from '../shared/network-errors.ts';
import type { DeclaredJob, JobHelpers, JobQueues } from './define-job.ts';

export interface JobHostOptions<Context> {
  /** The one job list, in the order workers start and stop. */
  jobs: readonly DeclaredJob<unknown, Context>[];
  context: Context;
  /** Producer connection (offline queue off): adding a job fails at once while Redis is away. */
  producer: RedisClient;
  prefix: string;
  logger: Logger;
}

export interface JobHost {
  readonly queues: JobQueues;
  /** A worker per job whose concurrency here is above 0, and the schedules; only where workers run. */
  startWorkers(connection: RedisClient): void;
  /** Every job's sweep now and every `intervalMs`, one pass at a time; where the sweeper runs. */
  startSweeps(intervalMs: number): void;
  /** One pass of every sweep now (a running pass is joined); the jobs added over all queues. */
  sweep(): Promise<number>;
  stopSweeps(): Promise<void>;
  /** Lets each worker finish its active jobs within `stepMs`, then forces it (the job's lock expires and another worker retries it). */
  closeWorkers(stepMs: number): Promise<void>;
  closeQueues(stepMs: number): Promise<void>;
}

export function createJobHost<Context>({ jobs, context, producer, prefix, logger }: JobHostOptions<Context>): JobHost {
  const byName = new Map<string, Queue>();
  for (const job of jobs) {
    if (byName.has(job.queue)) throw new Error(`two jobs declare the queue '${job.queue}'`);
    const queue = new Queue(job.queue, { connection: producer, prefix, defaultJobOptions: job.options(context) });
    // Without a listener an 'error' event reaches console.error; a lost connection is logged once by redis-connection.ts.
    queue.on('error', (error) => logger.debug({ err: error, queue: job.queue }, 'queue error'));
    byName.set(job.queue, queue);
  }
  const queues: JobQueues = {
    of: <Data>(job: Pick<DeclaredJob<Data, never>, 'queue' | 'dataType'>) => {
      const queue = byName.get(job.queue);
      if (!queue) throw new Error(`no job declares the queue '${job.queue}'`);
      return queue as Queue<Data>;
    },
    all: Object.freeze([...byName.values()]),
  };
  const runContext = (token: string | undefined): Context & JobHelpers => ({ ...context, token, queues });

  const workers: Worker[] = [];
  const schedules: (() => void)[] = [];

  function startWorker(job: DeclaredJob<unknown, Context>, connection: RedisClient): void {
    const { concurrency, lockDurationMs } = job.worker(context);
    if (concurrency <= 0) return;
    const worker = new Worker(job.queue, (bullJob, token) => job.run(bullJob, runContext(token)), {
      connection,
      prefix,
      concurrency,
      // Look for stalled jobs (a dead worker's) as often as a lock can expire.
      ...(lockDurationMs ? { lockDuration: lockDurationMs, stalledInterval: lockDurationMs } : {}),
    });
    // Without a listener an 'error' event would crash the process. While the connection is not ready every command
    // fails (ioredis' "Connection is closed" has no code), so its state tells an outage's echo from a real problem.
    worker.on('error', (error) => {
      if (connection.status !== 'ready' || hasNetworkCode(error)) logger.debug({ err: error, queue: job.queue }, 'worker connection error');
      else logger.warn({ err: error, queue: job.queue }, 'worker error');
    });
    worker.on('failed', (failed, error) => {
      if (failed) {
        logger.warn(
          { err: error, queue: job.queue, job: failed.id, attemptsMade: failed.attemptsMade, ...job.describe(failed.data) },
          'job attempt failed',
        );
      }
    });
    workers.push(worker);
  }

  function keepSchedules(job: DeclaredJob<unknown, Context>): void {
    if (job.schedules.length === 0) return;
    const queue = queues.of(job);
    const write = () => {
      Promise.all(
        job.schedules.map(({ id, name, opts, ...repeat }) =>
          queue.upsertJobScheduler(id, repeat, { name, data: {}, opts: { ...job.options(context), ...opts } }),
        ),
      ).then(
        () => logger.debug({ queue: job.queue }, 'schedules in place'),
        (error: unknown) => logger.warn({ err: error, queue: job.queue }, 'schedule not written; trying again when Redis is back'),
      );
    };
    // A worker starting during an outage must neither hang on it nor forget the schedule; after every reconnect
    // too, which repairs a schedule lost with a wiped Redis.
    if (producer.status === 'ready') write();
    producer.on('ready', write);
    schedules.push(() => producer.off('ready', write));
  }

  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function sweepOnce(): Promise<number> {
    let added = 0;
    // In the list's order, each on its own: one sweep's failure must not keep the others from their pass.
    for (const job of jobs) {
      if (!job.sweep) continue;
      try {
        added += await job.sweep(runContext(undefined));
      } catch (error) {
        logger.warn({ err: error, queue: job.queue }, 'sweep failed; trying again next interval');
      }
    }
    return added;
  }

  function sweep(): Promise<number> {
    // One pass at a time: a slow pass must not overlap with the next tick.
    running ??= sweepOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    queues,
    startWorkers(connection) {
      for (const job of jobs) startWorker(job, connection);
      for (const job of jobs) keepSchedules(job);
    },
    startSweeps(intervalMs) {
      timer ??= setInterval(() => void sweep(), intervalMs);
      timer.unref();
      void sweep();
    },
    sweep,
    async stopSweeps() {
      clearInterval(timer);
      await running;
    },
    async closeWorkers(stepMs) {
      for (const stop of schedules.splice(0)) stop();
      for (const worker of workers)
        await closeWithin(
          stepMs,
          () => worker.close(),
          () => worker.close(true),
        );
    },
    async closeQueues(stepMs) {
      for (const queue of queues.all)
        await closeWithin(
          stepMs,
          () => queue.close(),
          () => undefined,
        );
    },
  };
}

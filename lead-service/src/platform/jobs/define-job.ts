/**
 * A background job declared once (after Graphile Worker's one task list and BullMQ's own error classes): its queue,
 * the zod schema of its data, the options every job of it is added with, an optional schedule and sweep, and what
 * a worker does with one job. The host (job-host.ts) makes the queue, the worker, the schedule and the sweep pass
 * from the declaration; a feature's file holds only what the job does. Data that does not match its schema (a
 * foreign producer, a job from an older release) fails with BullMQ's UnrecoverableError: retrying cannot fix it.
 */
import { type Job, type JobsOptions, type Queue, UnrecoverableError } from 'bullmq';
import type * as z from 'zod/mini';

/** What the host hands every run besides the job's own context. */
export interface JobHelpers {
  /** The lock token of the run (job.moveToDelayed, job.moveToWaitingChildren); absent in a sandboxed run. */
  readonly token: string | undefined;
  /** The process's queues on the producer connection, one per declared job. */
  readonly queues: JobQueues;
}

export interface JobQueues {
  /** The queue of a declared job, typed by its data. */
  of<Data>(job: Pick<DeclaredJob<Data, never>, 'queue'>): Queue<Data>;
  /** Every queue, in the order of the job list (the dashboard, the metrics). */
  readonly all: readonly Queue[];
}

/** A BullMQ job scheduler the host keeps in place (written at start and after every reconnect; idempotent). */
export type JobSchedule = {
  readonly id: string;
  /** The name of the job it adds. */
  readonly name: string;
  /** Options of the jobs it adds beyond the job's own (how many finished ones to keep). */
  readonly opts?: JobsOptions;
} & ({ readonly pattern: string; readonly tz: string } | { readonly every: number });

export interface WorkerSettings {
  /** Jobs one process runs at once; 0: this process runs none (the job is switched off). */
  readonly concurrency: number;
  /** Lock lifetime: a job of a worker that died is taken over after about this long (BullMQ's default 30 s). */
  readonly lockDurationMs?: number;
}

export interface JobSpec<Data, Context, Result> {
  /** The queue's name in Redis; no ':' (BullMQ). */
  readonly queue: string;
  readonly data: z.ZodMiniType<Data>;
  /** Default options of every job added to the queue (attempts, backoff, how long finished jobs are kept). */
  readonly options: JobsOptions | ((context: Context) => JobsOptions);
  readonly worker: WorkerSettings | ((context: Context) => WorkerSettings);
  readonly schedules?: readonly JobSchedule[];
  /** One pass of the job's safety net (jobs Redis lost, mails a crash left unsent); the count of jobs it added. */
  readonly sweep?: (context: Context & JobHelpers) => Promise<number>;
  /** What the worker does with one job. Throw UnrecoverableError for a job no retry can fix. */
  readonly process: (job: Job<Data>, data: Data, context: Context & JobHelpers) => Promise<Result>;
  /** The log fields of a failed attempt: ids, never personal data. */
  readonly describe?: (data: Data) => Record<string, unknown>;
}

/** A declared job as the host sees it: the data's type only as a tag, the context it needs as its parameter. */
export interface DeclaredJob<Data, Context> {
  readonly queue: string;
  readonly options: (context: Context) => JobsOptions;
  readonly worker: (context: Context) => WorkerSettings;
  readonly schedules: readonly JobSchedule[];
  readonly sweep: ((context: Context & JobHelpers) => Promise<number>) | undefined;
  /** Checks the job's data against the schema, then processes it. */
  readonly run: (job: Job, context: Context & JobHelpers) => Promise<unknown>;
  readonly describe: (data: unknown) => Record<string, unknown>;
  /** Never set: carries the data's type for JobQueues.of. */
  readonly dataType?: Data;
}

export function defineJob<Data, Context, Result = unknown>(spec: JobSpec<Data, Context, Result>): DeclaredJob<Data, Context> {
  const { options, worker, describe } = spec;
  return Object.freeze({
    queue: spec.queue,
    options: typeof options === 'function' ? options : () => options,
    worker: typeof worker === 'function' ? worker : () => worker,
    schedules: spec.schedules ?? [],
    sweep: spec.sweep,
    run: async (job: Job, context: Context & JobHelpers) => {
      const parsed = spec.data.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`job ${job.name} of '${spec.queue}' has data this release does not read`);
      return spec.process(job as Job<Data>, parsed.data, context);
    },
    describe: (data: unknown) => {
      const parsed = describe ? spec.data.safeParse(data) : undefined;
      return parsed?.success && describe ? describe(parsed.data) : {};
    },
  });
}

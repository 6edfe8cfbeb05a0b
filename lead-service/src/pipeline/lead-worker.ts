/**
 * The BullMQ worker for the 'leads' queue. It runs in the web process by default (app/server.ts) and can run
 * alone in its own container (worker-main.ts); several workers may share one queue. Each job names a form
 * kind and a row; the worker hands it to that kind's handler and the one generic send routine.
 *
 * A kind with a step (kind-kit/lead-step.ts) gets it here rather than from the request, so that a lead the
 * sweeper re-queues gets it too: the step's job is added first (so it runs while the visitor's mail goes out),
 * as a child of this job while its mail may still wait. After the other mails this job parks in
 * 'waiting-children'; BullMQ wakes it when the step completes or fails, or the wait-end job does at the bound.
 */
import { Job, UnrecoverableError, WaitingChildrenError, Worker, type Queue } from 'bullmq';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type { LeadKindHandler, PendingMails } from './lead-kind.ts';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { LeadStepService } from '../kind-kit/lead-step.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import { sendUnsentMails, type SendDependencies } from './send-unsent-mails.ts';
import { leadJobId, leadQueueName, waitEndJobId, waitEndJobName, type LeadJobData } from './lead-queue.ts';
import { hasNetworkCode } from '../platform/shared/network-errors.ts';

export interface LeadWorkerOptions extends SendDependencies {
  /** The kinds whose jobs it runs. */
  registry: LeadRegistry;
  connection: RedisClient;
  prefix: string;
  /** The 'leads' queue on a producer connection: where the wait-end jobs go. */
  queue: Queue<LeadJobData>;
  /** One handler per form kind (pipeline/lead-wiring.ts). */
  handlers: Readonly<Record<FormKind, LeadKindHandler>>;
  /** The running steps of the kinds that have one (pipeline/lead-steps.ts); a kind without → no step. */
  steps: Readonly<Partial<Record<FormKind, LeadStepService>>>;
  /** Lock lifetime; a job of a worker that died is taken over by another worker after about this long. */
  lockDurationMs: number;
  concurrency?: number;
}

export function createLeadWorker(options: LeadWorkerOptions): Worker<LeadJobData> {
  const { registry, connection, prefix, lockDurationMs, concurrency = 4, logger, handlers, steps } = options;

  /**
   * Adds the step's job when the lead needs it, as a child of this job while the mail may still wait (within
   * the bound, not yet waited); returns the mails to leave out this time. Adding is idempotent by the step's
   * job id; a job that exists already (a retry, a re-queue) gains this job as its parent again.
   */
  async function startStep(job: Job<LeadJobData>, step: LeadStepService | undefined, pending: PendingMails): Promise<string[]> {
    if (!step || !pending.step || step.waitMs === 0) return [];
    const deadline = pending.submittedAt.getTime() + step.waitMs;
    const unsent = pending.mails.some((mail) => mail.kind === pending.step?.mail);
    const wait = unsent && !job.data.waited && Date.now() < deadline;
    const child = step.job(job.data.id);
    try {
      await step.queue.add(child.name, child.data, {
        ...child.opts,
        ...(wait && job.id ? { parent: { id: job.id, queue: job.queueQualifiedName }, ignoreDependencyOnFailure: true } : {}),
      });
      if (!wait) return [];
      // Durable in Redis, so the bound holds even if the step's job waits behind others or its worker dies.
      await options.queue.add(
        waitEndJobName,
        { kind: job.data.kind, id: job.data.id },
        {
          jobId: waitEndJobId(registry, job.data),
          delay: Math.max(0, deadline - Date.now()),
          attempts: 3,
          backoff: { type: 'fixed', delay: 1_000 },
          removeOnComplete: true,
          removeOnFail: { age: 24 * 3600 },
        },
      );
    } catch (error) {
      // The step is a courtesy: without it the mails go out as they are.
      logger.warn({ leadId: job.data.id, err: error }, 'lead step not queued');
      return [];
    }
    return wait ? [pending.step.mail] : [];
  }

  /** At the bound: the step's job stops being a dependency, and BullMQ moves the waiting lead job back to the queue. */
  async function endWait(data: LeadJobData): Promise<void> {
    const step = steps[data.kind];
    if (!step) return;
    const child = await Job.fromId(step.queue, step.job(data.id).opts.jobId);
    if (!child?.parentKey?.endsWith(`:${leadJobId(registry, data)}`)) return;
    // False (or a missing parent) when the wait ended already: the step finished, or the lead job is gone.
    await child.removeChildDependency().catch((error: unknown) => logger.debug({ leadId: data.id, err: error }, 'wait already over'));
  }

  const worker = new Worker<LeadJobData>(
    leadQueueName,
    async (job, token) => {
      const { id } = job.data;
      // A job queued before a kind was renamed carries its former name (define-lead-form.ts formerKinds).
      const kind = registry.resolveKind(job.data.kind);
      // A job from a foreign producer will not become valid by retrying.
      if (!kind) throw new UnrecoverableError(`unknown lead kind ${String(job.data.kind)}`);
      if (job.name === waitEndJobName) return endWait({ kind, id });
      const maxAttempts = job.opts.attempts ?? 1;
      const attempt = { lastAttempt: job.attemptsMade + 1 >= maxAttempts };
      const { held } = await sendUnsentMails(handlers[kind], id, attempt, options, (pending) => startStep(job, steps[kind], pending));
      if (held.length === 0 || !token) return;
      // Marked before parking: a run after the wake-up sends the held mail, with the step's result or without.
      await job.updateData({ ...job.data, waited: true });
      if (await job.moveToWaitingChildren(token)) throw new WaitingChildrenError();
      // The step finished while the other mails went out: nothing to wait for.
      await sendUnsentMails(handlers[kind], id, attempt, options);
    },
    {
      connection,
      prefix,
      concurrency,
      lockDuration: lockDurationMs,
      // Look for stalled jobs (a dead worker's) as often as a lock can expire.
      stalledInterval: lockDurationMs,
    },
  );
  // Without a listener an 'error' event would crash the process. Connection loss is logged once in
  // platform/redis/redis-connection.ts; repeating it here on every reconnect attempt would only add noise. While the
  // connection is not ready every command fails (ioredis' "Connection is closed" has no code), so the state
  // tells a consequence of the outage from a real problem.
  worker.on('error', (error) => {
    const connectionProblem = connection.status !== 'ready' || hasNetworkCode(error);
    if (connectionProblem) logger.debug({ err: error }, 'worker connection error');
    else logger.warn({ err: error }, 'worker error');
  });
  worker.on('failed', (job, error) => {
    if (job) {
      logger.warn({ leadId: job.data.id, leadKind: job.data.kind, attemptsMade: job.attemptsMade, err: error }, 'lead job attempt failed');
    }
  });
  return worker;
}

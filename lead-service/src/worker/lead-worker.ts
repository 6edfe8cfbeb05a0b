/**
 * The BullMQ worker for the 'leads' queue. It runs in the web process by default (server.ts) and can run
 * alone in its own container (worker-main.ts); several workers may share one queue. Each job names a form
 * kind and a row; the worker hands it to that kind's handler and the one generic send routine.
 */
import { DelayedError, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { analysisRequestForm } from '../analysis-requests/form.ts';
import type { LeadKindHandler } from '../leads/lead-kind.ts';
import { resolveLeadKind, type LeadKind } from '../leads/lead-forms.ts';
import { sendUnsentMails, type SendDependencies } from '../leads/send-unsent-mails.ts';
import { leadQueueName, type LeadJobData } from '../queue/lead-queue.ts';
import { hasNetworkCode } from '../shared/network-errors.ts';

export interface LeadWorkerOptions extends SendDependencies {
  connection: Redis;
  prefix: string;
  /** One handler per form kind (leads/registry.ts). */
  handlers: Readonly<Record<LeadKind, LeadKindHandler>>;
  /** Lock lifetime; a job of a worker that died is taken over by another worker after about this long. */
  lockDurationMs: number;
  concurrency?: number;
  /** Queues the website check of an analysis request (idempotent); absent → no checks. */
  enqueueWebsiteCheck?(leadId: string): Promise<void>;
}

export function createLeadWorker(options: LeadWorkerOptions): Worker<LeadJobData> {
  const { connection, prefix, lockDurationMs, concurrency = 4, logger, handlers } = options;
  const worker = new Worker<LeadJobData>(
    leadQueueName,
    async (job, token) => {
      const { id } = job.data;
      // A job queued before a kind was renamed carries its former name (define-lead-form.ts formerKinds).
      const kind = resolveLeadKind(job.data.kind);
      // A job from a foreign producer will not become valid by retrying.
      if (!kind) throw new UnrecoverableError(`unknown lead kind ${String(job.data.kind)}`);
      // Queued from here rather than from the request so that a lead the sweeper re-queues gets its check too.
      if (kind === analysisRequestForm.kind && options.enqueueWebsiteCheck) {
        await options
          .enqueueWebsiteCheck(id)
          .catch((error: unknown) => logger.warn({ leadId: id, err: error }, 'website check not queued'));
      }
      const maxAttempts = job.opts.attempts ?? 1;
      const { heldUntil } = await sendUnsentMails(handlers[kind], id, { lastAttempt: job.attemptsMade + 1 >= maxAttempts }, options);
      // A held mail (the notification waiting for the website check) must not occupy a worker slot: the job
      // goes back to the delayed set and the check worker promotes it as soon as the check is stored.
      if (heldUntil && token) {
        await job.moveToDelayed(heldUntil.getTime(), token);
        throw new DelayedError();
      }
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
  // queue/redis-connection.ts; repeating it here on every reconnect attempt would only add noise. While the
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

/**
 * The 'leads' job: one per form row (any kind), sending the row's e-mails. The web process runs it by default
 * (app/server.ts) and a worker container can run it alone (worker-main.ts); several workers may share the queue.
 * Each job names a form kind and a row; the worker hands it to that kind's handler and the one generic send
 * routine. Its sweep is the safety net between the database and the queue: a row is committed before its job is
 * added, so a Redis outage (or a crash in between) can leave a row without a job, and a job can end without its
 * mails (a worker killed past the stall limit); every pass re-adds a job for such rows, idempotent by the job id.
 *
 * A kind with a step (kind-kit/lead-step.ts) gets it here rather than from the request, so that a lead the
 * sweep re-queues gets it too: the step's job is added first (so it runs while the visitor's mail goes out),
 * as a child of this job while its mail may still wait. After the other mails this job parks in
 * 'waiting-children'; BullMQ wakes it when the step completes or fails, or the wait-end job does at the bound.
 */
import { Job, UnrecoverableError, WaitingChildrenError } from 'bullmq';
import * as z from 'zod/mini';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import { defineJob, type JobQueues } from '../platform/jobs/define-job.ts';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type { LeadStep } from '../kind-kit/lead-step.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import { leadJobAttempts } from '../kind-kit/mail-job-attempts.ts';
import type { LeadKindHandler, PendingMails } from './lead-kind.ts';
import { sendUnsentMails, type SendDependencies } from './send-unsent-mails.ts';
import { createLeadQueue, leadJobId, leadQueueName, waitEndJobId, waitEndJobName, type LeadJobData } from './lead-queue.ts';
import { requeueLead } from './requeue-lead.ts';

export interface LeadJobContext extends SendDependencies {
  /** The kinds whose jobs it runs. */
  registry: LeadRegistry;
  /** One handler per form kind (pipeline/lead-wiring.ts). */
  handlers: Readonly<Record<FormKind, LeadKindHandler>>;
  /** WORKER_LOCK_MS, JOB_BACKOFF_MS, SWEEP_MIN_AGE_MS; the steps' own settings. */
  config: ResolvedConfig;
  /** The producer connection: the sweep's adds fail at once while Redis is away. */
  producer: RedisClient;
}

/** Rows per kind and sweep pass. */
const sweepBatch = 100;

const leadJobData = z.object({ kind: z.string(), id: z.string(), waited: z.optional(z.boolean()) });

type Step = LeadStep<never, string>;

/**
 * Adds the step's job when the lead needs it, as a child of this job while the mail may still wait (within the
 * bound, not yet waited); returns the mails to leave out this time. Adding is idempotent by the step's job id; a
 * job that exists already (a retry, a re-queue) gains this job as its parent again.
 */
async function startStep(
  job: Job<LeadJobData>,
  step: Step,
  pending: PendingMails,
  context: LeadJobContext,
  queues: JobQueues,
): Promise<string[]> {
  const waitMs = step.waitMs(context.config);
  if (!pending.step || waitMs === 0) return [];
  const deadline = pending.submittedAt.getTime() + waitMs;
  const unsent = pending.mails.some((mail) => mail.kind === pending.step?.mail);
  const wait = unsent && !job.data.waited && Date.now() < deadline;
  const child = step.jobFor(job.data.id);
  try {
    await queues.of({ queue: step.queue }).add(child.name, child.data, {
      ...child.opts,
      ...(wait && job.id ? { parent: { id: job.id, queue: job.queueQualifiedName }, ignoreDependencyOnFailure: true } : {}),
    });
    if (!wait) return [];
    // Durable in Redis, so the bound holds even if the step's job waits behind others or its worker dies.
    await queues.of(leadJob).add(
      waitEndJobName,
      { kind: job.data.kind, id: job.data.id },
      {
        jobId: waitEndJobId(context.registry, job.data),
        delay: Math.max(0, deadline - Date.now()),
        attempts: 3,
        backoff: { type: 'fixed', delay: 1_000 },
        removeOnComplete: true,
        removeOnFail: { age: 24 * 3600 },
      },
    );
  } catch (error) {
    // The step is a courtesy: without it the mails go out as they are.
    context.logger.warn({ leadId: job.data.id, err: error }, 'lead step not queued');
    return [];
  }
  return wait ? [pending.step.mail] : [];
}

/** At the bound: the step's job stops being a dependency, and BullMQ moves the waiting lead job back to the queue. */
async function endWait(data: LeadJobData, context: LeadJobContext, queues: JobQueues): Promise<void> {
  const step = context.registry.formOf(data.kind).step;
  if (!step) return;
  const child = await Job.fromId(queues.of({ queue: step.queue }), step.jobFor(data.id).opts.jobId);
  if (!child?.parentKey?.endsWith(`:${leadJobId(context.registry, data)}`)) return;
  // False (or a missing parent) when the wait ended already: the step finished, or the lead job is gone.
  await child.removeChildDependency().catch((error: unknown) => context.logger.debug({ leadId: data.id, err: error }, 'wait already over'));
}

export const leadJob = defineJob<z.infer<typeof leadJobData>, LeadJobContext>({
  queue: leadQueueName,
  data: leadJobData,
  options: ({ config }) => ({
    attempts: leadJobAttempts,
    backoff: { type: 'exponential', delay: config.jobBackoffMs },
    // Keep finished jobs long enough to look into, but bounded so Redis does not grow with every lead.
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  }),
  worker: ({ config }) => ({ concurrency: 4, lockDurationMs: config.workerLockMs }),
  async process(job, data, context) {
    const { id } = data;
    // A job queued before a kind was renamed carries its former name (define-lead-form.ts formerKinds).
    const kind = context.registry.resolveKind(data.kind);
    // A job from a foreign producer will not become valid by retrying.
    if (!kind) throw new UnrecoverableError(`unknown lead kind ${data.kind}`);
    if (job.name === waitEndJobName) return endWait({ kind, id }, context, context.queues);
    const leadJobOfKind = job as Job<LeadJobData>;
    const step = context.registry.formOf(kind).step;
    const attempt = { lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1) };
    const handler = context.handlers[kind];
    const { held } = await sendUnsentMails(handler, id, attempt, context, (pending) =>
      step ? startStep(leadJobOfKind, step, pending, context, context.queues) : Promise.resolve([]),
    );
    if (held.length === 0 || !context.token) return;
    // Marked before parking: a run after the wake-up sends the held mail, with the step's result or without.
    await job.updateData({ ...data, waited: true });
    if (await job.moveToWaitingChildren(context.token)) throw new WaitingChildrenError();
    // The step finished while the other mails went out: nothing to wait for.
    await sendUnsentMails(handler, id, attempt, context);
  },
  async sweep(context) {
    const { registry, handlers, producer, config, logger, queues } = context;
    const leadQueue = createLeadQueue({ registry, queue: queues.of(leadJob), connection: producer });
    let enqueued = 0;
    // One kind after another, each with its own batch: a backlog in one table cannot starve the others.
    for (const { kind, pipeline } of Object.values(handlers)) {
      for (const row of await pipeline.findPending(config.sweepMinAgeMs, sweepBatch)) {
        const { added, previousState } = await requeueLead(leadQueue, { kind, id: row.id });
        // Either way the row only needs the bookkeeping the request path may have missed.
        if (added || !row.enqueuedAt) await pipeline.markEnqueued(row.id);
        if (!added) continue;
        enqueued += 1;
        logger.info({ leadId: row.id, leadKind: kind, previousJobState: previousState ?? 'none' }, 'sweeper enqueued lead');
      }
    }
    return enqueued;
  },
  describe: ({ kind, id }) => ({ leadId: id, leadKind: kind }),
});

/**
 * Adding to the 'leads' queue (its job: lead-job.ts): one job per form row (any kind) that sends the row's
 * e-mails. The job id is derived from kind and row id, so enqueueing the same row twice (request path and
 * sweeper) adds one job: BullMQ ignores an add whose id already exists.
 */
import type { Queue } from 'bullmq';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { LeadRegistry } from '../kind-kit/registry.ts';

export const leadQueueName = 'leads';

export interface LeadJobData {
  kind: FormKind;
  id: string;
  /** Set once the job has waited for its kind's step (kind-kit/lead-step.ts): it does not wait a second time. */
  waited?: boolean;
}

/** The delayed job that ends a lead job's wait for its step at the bound (lead-job.ts). */
export const waitEndJobName = 'wait-end';

export const waitEndJobId = (registry: Pick<LeadRegistry, 'reference'>, lead: LeadJobData): string =>
  `${leadJobId(registry, lead)}-wait-end`;

/** `<kind-prefix>-<uuid>` (kind-kit/define-lead-form.ts leadReferenceOf): unique across tables, no ':' and never all digits, as BullMQ requires. */
export function leadJobId(registry: Pick<LeadRegistry, 'reference'>, { kind, id }: LeadJobData): string {
  return registry.reference(kind, id);
}

export interface LeadQueueOptions {
  /** The kinds whose leads it queues: a job's id is its lead's reference. */
  registry: LeadRegistry;
  /** The 'leads' queue of the job host (platform/jobs/job-host.ts), with the job's options as its defaults. */
  queue: Queue<{ kind: string; id: string; waited?: boolean | undefined }>;
  /** The producer connection the queue uses. */
  connection: RedisClient;
}

export type JobState = 'waiting' | 'active' | 'delayed' | 'prioritized' | 'waiting-children' | 'completed' | 'failed' | 'unknown';

export interface LeadQueue {
  /** The queue itself (erasure removes a person's jobs from it). */
  readonly queue: Queue;
  /** Adds the row's job; rejects at once when Redis is not connected. */
  enqueue(lead: LeadJobData): Promise<void>;
  /** The job's state, or undefined when there is no job for this row. */
  jobState(lead: LeadJobData): Promise<JobState | undefined>;
  /** Removes a finished job so the row can be enqueued again (the job's sweep, lead-job.ts). */
  removeFinishedJob(lead: LeadJobData): Promise<void>;
}

const connectingStates = new Set(['wait', 'connecting', 'connect']);
/** Longest a request waits for a connection attempt in progress; a refused connection settles much sooner. */
const connectGraceMs = 1_000;

/** Resolves when the connection becomes ready or the attempt fails, at the latest after `timeoutMs`. */
function settled(connection: RedisClient, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const event of ['ready', 'close', 'end'] as const) connection.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    for (const event of ['ready', 'close', 'end'] as const) connection.once(event, done);
  });
}

export function createLeadQueue({ registry, queue, connection }: LeadQueueOptions): LeadQueue {
  async function assertConnected(): Promise<void> {
    // BullMQ waits for "ready" before its first command, however long that takes; a visitor's request must
    // not wait with it, so a connection that is not ready fails here. Only a connection attempt already under
    // way (right after start, or a reconnect in progress) gets a short grace period: without it the first
    // requests after a start would all be left to the sweeper.
    if (connection.status !== 'ready' && connectingStates.has(connection.status)) await settled(connection, connectGraceMs);
    if (connection.status !== 'ready') throw new Error(`Redis not connected (status ${connection.status})`);
  }

  return {
    queue,
    async enqueue(lead) {
      await assertConnected();
      await queue.add(lead.kind, { kind: lead.kind, id: lead.id }, { jobId: leadJobId(registry, lead) });
    },
    async jobState(lead) {
      await assertConnected();
      const job = await queue.getJob(leadJobId(registry, lead));
      if (!job) return undefined;
      return (await job.getState()) as JobState;
    },
    async removeFinishedJob(lead) {
      await assertConnected();
      // A step job the lead job waited for stays: it may still be running, and the next lead job finds its result.
      await queue.remove(leadJobId(registry, lead), { removeChildren: false });
    },
  };
}

/**
 * A kind's own job beside its mails that one of its mails waits for, for a bounded time (the analysis
 * notification waits for the website check, kinds/analysis-requests/website-check/). The lead's job adds the step's
 * job as its BullMQ child and parks in 'waiting-children' (pipeline/lead-worker.ts): BullMQ moves it back to the
 * queue the moment the child completes or fails, atomically, however the two jobs interleave. A delayed
 * wait-end job releases it at the bound if the child has not finished by then.
 */
import type { JobsOptions, Queue } from 'bullmq';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import type { Metrics } from '../platform/metrics.ts';
import type { MailSettings } from './lead-mail.ts';

export interface LeadStep<Lead, Mail extends string> {
  /** The mail that waits for the step. */
  readonly mail: Mail;
  /** Whether the lead still needs the step: false once it is done or when there is nothing to do. */
  needed(lead: Lead): boolean;
  /** The step's queue in this process (for the lead job to add children to, and for the dashboard). */
  start(context: LeadStepContext<Lead>): LeadStepService;
}

export interface LeadStepContext<Lead> {
  /** The kind's leads, as the mails see them. */
  leads: { findById(id: string): Promise<Lead | undefined> };
  /** The lead's reference (define-lead-form.ts leadReferenceOf): its mails' Message-IDs derive from it. */
  reference(leadId: string): string;
  config: ResolvedConfig;
  pool: pg.Pool;
  /** A producer connection (offline queue off): adding a job fails at once while Redis is away. */
  producer: RedisClient;
  settings: MailSettings;
  logger: Logger;
}

export interface LeadStepWorkerContext {
  /** A worker connection (maxRetriesPerRequest: null). */
  connection: RedisClient;
  mailer: Mailer;
  metrics?: Metrics;
}

/** The step's job for one lead; its id must not be all digits nor contain ':' (BullMQ). */
export interface LeadStepJob {
  name: string;
  data: Record<string, unknown>;
  opts: JobsOptions & { jobId: string };
}

export interface LeadStepService {
  readonly queue: Queue;
  /** Longest the mail waits after the lead's submission; 0 switches the step off. */
  readonly waitMs: number;
  job(leadId: string): LeadStepJob;
  /** Starts the step's worker in this process (call only where the lead worker runs). */
  startWorker(context: LeadStepWorkerContext): void;
  /** Lets the running checks finish; the caller bounds it and forces past the bound. */
  closeWorker(): Promise<void>;
  forceCloseWorker(): Promise<void>;
  closeQueue(): Promise<void>;
}

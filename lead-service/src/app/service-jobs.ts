/**
 * The service's background jobs, listed once (each declared with platform/jobs/define-job.ts in its feature's
 * folder), and the context they are handed. Both places they run take them from here: the web process
 * (app/server.ts: the queues always, the workers with RUN_WORKER, the sweeps) and a worker container
 * (worker-main.ts: the queues and the workers). The order is the workers' start and stop order: the lead job
 * first, since its last jobs may still add its kind's step jobs; a kind's own jobs come from its descriptor.
 */
import type pg from 'pg';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import type { DeclaredJob } from '../platform/jobs/define-job.ts';
import { createJobHost, type JobHost } from '../platform/jobs/job-host.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import type { Metrics } from '../platform/metrics.ts';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import { leadReferenceOf } from '../kind-kit/define-lead-form.ts';
import type { MailSettings } from '../kind-kit/lead-mail.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import { createVisitorMailLimit, visitorMailLimitSecret, type VisitorMailLimit } from '../kind-kit/visitor-mail-limit.ts';
import type { LeadKindHandler } from '../pipeline/lead-kind.ts';
import { leadJob } from '../pipeline/lead-job.ts';
import { createLeadKindHandlers, type LeadRepositories } from '../pipeline/lead-wiring.ts';
import { reminderJob } from '../pipeline/reminders/reminder-job.ts';
import { bookingMailJob } from '../booking/booking-mail-job.ts';
import { digestJob } from '../desk/digest/digest-job.ts';
import { weeklyReportJob } from '../desk/weekly-report/weekly-report-job.ts';
import { rewardMailJob } from '../desk/referral-rewards/reward-due-mail-job.ts';
import { retentionJob } from '../ops/retention/retention-job.ts';

/** Everything any job of the list needs; each job names the part it uses, and the compiler holds this to all of them. */
export interface ServiceJobContext {
  registry: LeadRegistry;
  config: ResolvedConfig;
  pool: pg.Pool;
  /** The producer connection: adds fail at once while Redis is away. */
  producer: RedisClient;
  /** One handler per form kind (pipeline/lead-wiring.ts). */
  handlers: Readonly<Record<FormKind, LeadKindHandler>>;
  mailer: Mailer;
  settings: MailSettings;
  visitorMailLimit: VisitorMailLimit;
  metrics?: Metrics;
  logger: Logger;
}

/** The one job list: the service's own jobs, then each kind's (its services' and its step's). */
export function serviceJobs(registry: LeadRegistry, repositories: LeadRepositories): readonly DeclaredJob<unknown, ServiceJobContext>[] {
  return [
    leadJob,
    reminderJob,
    bookingMailJob,
    digestJob,
    weeklyReportJob,
    rewardMailJob,
    retentionJob,
    ...registry.forms.flatMap((form) => [
      ...(form.services?.jobs ?? []),
      ...(form.step
        ? [form.step.job({ findById: (id) => repositories[form.kind].findById(id), reference: (id) => leadReferenceOf(form, id) })]
        : []),
    ]),
  ];
}

export interface ServiceJobsOptions {
  registry: LeadRegistry;
  config: ResolvedConfig;
  pool: pg.Pool;
  producer: RedisClient;
  repositories: LeadRepositories;
  mailer: Mailer;
  settings: MailSettings;
  metrics?: Metrics;
  logger: Logger;
}

/** The host of the one list for this process: its queues at once; workers and sweeps where the caller starts them. */
export function createServiceJobs(options: ServiceJobsOptions): JobHost {
  const { registry, config, producer, repositories, settings, logger } = options;
  const context: ServiceJobContext = {
    registry,
    config,
    pool: options.pool,
    producer,
    handlers: createLeadKindHandlers(registry, repositories, settings),
    mailer: options.mailer,
    settings,
    visitorMailLimit: createVisitorMailLimit({
      redis: producer,
      prefix: config.queuePrefix,
      secret: visitorMailLimitSecret(config),
      perDay: config.visitorMailsPerAddress,
    }),
    ...(options.metrics ? { metrics: options.metrics } : {}),
    logger,
  };
  return createJobHost({ jobs: serviceJobs(registry, repositories), context, producer, prefix: config.queuePrefix, logger });
}

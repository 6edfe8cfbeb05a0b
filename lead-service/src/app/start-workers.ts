/**
 * The workers of the lead pipeline, wired once for both places they run: the web process (app/server.ts, with
 * RUN_WORKER) and a worker container (worker-main.ts). The lead worker sends every kind's mails; each kind's
 * step (kind-kit/lead-step.ts) brings its own worker; the reminder worker keeps the promises, the digest worker
 * (desk/digest/) sends staff their morning overview; a kind's own
 * services (kind-kit/kind-services.ts) bring their worker, e.g. the one delivering the free analysis.
 */
import type { Worker } from 'bullmq';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import type { LeadKindHandler } from '../pipeline/lead-kind.ts';
import type { MailSettings } from '../kind-kit/lead-mail.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import { createVisitorMailLimit, visitorMailLimitSecret } from '../kind-kit/visitor-mail-limit.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import type { Metrics } from '../platform/metrics.ts';
import type { LeadQueue } from '../pipeline/lead-queue.ts';
import { promiseRemindersOf } from '../pipeline/reminders/promise-reminders.ts';
import { createReminderWorker } from '../pipeline/reminders/reminder-worker.ts';
import { createBookingMailWorker } from '../booking/booking-mail-worker.ts';
import { callKindOf } from '../booking/call-kind.ts';
import { bookingSettingsFrom } from '../booking/booking-settings.ts';
import { closeWithin } from '../platform/shared/bounded-close.ts';
import { startDigest } from '../desk/digest/start-digest.ts';
import { createLeadWorker } from '../pipeline/lead-worker.ts';
import type { LeadSteps } from '../pipeline/lead-steps.ts';

export interface WorkersOptions {
  /** The kinds the process runs (kind-kit/registry.ts). */
  registry: LeadRegistry;
  config: ResolvedConfig;
  pool: pg.Pool;
  /** Producer connection: wait-end jobs, the visitor mail allowance. */
  producer: RedisClient;
  /** Worker connection (maxRetriesPerRequest: null), shared by every worker here. */
  connection: RedisClient;
  leadQueue: LeadQueue;
  handlers: Readonly<Record<FormKind, LeadKindHandler>>;
  steps: LeadSteps;
  mailer: Mailer;
  settings: MailSettings;
  metrics?: Metrics;
  logger: Logger;
}

export interface Workers {
  /** Lets active jobs finish, each worker within `stepMs`; past that it is forced (its job's lock expires and another worker retries it). */
  close(stepMs: number): Promise<void>;
}

export function startWorkers(options: WorkersOptions): Workers {
  const { registry, config, pool, producer, connection, mailer, settings, metrics, logger, steps } = options;
  const visitorMailLimit = createVisitorMailLimit({
    redis: producer,
    prefix: config.queuePrefix,
    secret: visitorMailLimitSecret(config),
    perDay: config.visitorMailsPerAddress,
  });
  const leadWorker = createLeadWorker({
    registry,
    connection,
    prefix: config.queuePrefix,
    queue: options.leadQueue.queue,
    lockDurationMs: config.workerLockMs,
    handlers: options.handlers,
    steps,
    mailer,
    logger,
    visitorMailLimit,
  });
  const reminderWorker = createReminderWorker({
    reminders: promiseRemindersOf(registry.forms),
    connection,
    prefix: config.queuePrefix,
    pool,
    mailer,
    settings,
    timings: config,
    logger,
  });
  const bookingMailWorker = createBookingMailWorker({
    connection,
    prefix: config.queuePrefix,
    pool,
    mailer,
    settings,
    booking: bookingSettingsFrom(config),
    callKind: callKindOf(registry.forms),
    logger,
  });
  const digest = startDigest({
    forms: registry.forms,
    producer,
    connection,
    prefix: config.queuePrefix,
    pool,
    mailer,
    settings,
    closedDays: new Set(config.bookingClosedDays),
    logger,
  });
  const kindWorkers = registry.forms.flatMap((form) =>
    form.services ? [form.services.startWorker({ config, pool, connection, mailer, settings, visitorMailLimit, logger })] : [],
  );
  for (const step of Object.values(steps)) step.startWorker({ connection, mailer, ...(metrics ? { metrics } : {}) });

  const closeWorker = (stepMs: number, worker: Worker) =>
    closeWithin(
      stepMs,
      () => worker.close(),
      () => worker.close(true),
    );
  return {
    async close(stepMs) {
      // The lead worker first: its last jobs may still add step jobs.
      await closeWorker(stepMs, leadWorker);
      await closeWorker(stepMs, reminderWorker);
      await closeWorker(stepMs, bookingMailWorker);
      await closeWorker(stepMs, digest.worker);
      await digest.close();
      for (const kindWorker of kindWorkers)
        await closeWithin(
          stepMs,
          () => kindWorker.close(),
          () => kindWorker.forceClose(),
        );
      for (const step of Object.values(steps))
        await closeWithin(
          stepMs,
          () => step.closeWorker(),
          () => step.forceCloseWorker(),
        );
    },
  };
}

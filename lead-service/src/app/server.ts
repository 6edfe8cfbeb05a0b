/**
 * Starts the whole service around a resolved config: HTTP and the one job list (app/service-jobs.ts: its queues,
 * its workers with RUN_WORKER, its sweeps). stop() shuts down in dependency order so nothing in flight is lost: no
 * new requests, in-flight requests finish, active jobs finish, then the connections they used close.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { createApp } from './app.ts';
import { createDrain } from '../ops/health/drain.ts';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import { createServicePool } from '../platform/db/pool.ts';
import { createFormProtection } from '../pipeline/form-protection.ts';
import { formPostAddresses } from '../pipeline/form-post-addresses.ts';
import { createLeadRoutes } from '../pipeline/lead-routes.ts';
import { mailSettingsFrom } from './mail-settings.ts';
import { createLeadRepositories } from '../pipeline/lead-wiring.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import { createLogger, type Logger } from '../platform/logger.ts';
import { deskRoutes } from '../desk/desk-routes.ts';
import { deskAdminCheck } from '../platform/staff/desk-session.ts';
import { createServiceOps } from './service-ops.ts';
import { createMailer } from '../platform/mail/transport.ts';
import { createMetrics } from '../platform/metrics.ts';
import { instrumentMailer } from '../ops/metrics/instrumented-mailer.ts';
import { createLeadQueue } from '../pipeline/lead-queue.ts';
import { leadJob } from '../pipeline/lead-job.ts';
import { warnOnEvictionPolicy } from '../platform/redis/eviction-policy.ts';
import { createProducerConnection, createWorkerConnection } from '../platform/redis/redis-connection.ts';
import { shutDown, type ServiceParts } from './service-shutdown.ts';
import { createServiceJobs } from './service-jobs.ts';
import { promiseRemindersOf } from '../pipeline/reminders/promise-reminders.ts';
import { reminderJob } from '../pipeline/reminders/reminder-job.ts';
import { createReminderQueue } from '../pipeline/reminders/reminder-queue.ts';
import { createScheduleReminders } from '../pipeline/reminders/schedule-reminders.ts';
import { createBookingLinks } from '../booking/booking-links.ts';
import { bookingMailJob } from '../booking/booking-mail-job.ts';
import { createBookingMailQueue } from '../booking/booking-mail-queue.ts';
import { bookingRoutes } from '../booking/booking-routes.ts';
import { bookingSettingsFrom } from '../booking/booking-settings.ts';
import { callKindOf } from '../booking/call-kind.ts';
import { closedDaysOf } from '../platform/shared/closed-days.ts';
import { bookingDeskApi } from '../booking/booking-desk-api.ts';
import { addressOf } from '../platform/mail/mail-formatting.ts';
import { publicPatternsOf, servicePathsOf } from './service-paths.ts';

export interface StartOptions {
  logger?: Logger;
  /** Run the job list's workers in this process (default: RUN_WORKER); false when worker-main.ts runs them elsewhere. */
  worker?: boolean;
  /** Run the job list's sweeps in this process (default true). */
  sweeper?: boolean;
}

export interface RunningService {
  url: string;
  port: number;
  /** The Express app, for listings of its routes (test/service-paths.test.ts). */
  app: Express;
  logger: Logger;
  /** Runs one pass of every job's sweep now (tests use it instead of waiting for the interval); the jobs added. */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/** `registry`: the kinds this process runs, assembled by its entry (main.ts, or a test). */
export async function start(config: ResolvedConfig, registry: LeadRegistry, options: StartOptions = {}): Promise<RunningService> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const pool = createServicePool(config, logger);
  const repositories = createLeadRepositories(registry, pool);
  const reminders = promiseRemindersOf(registry.forms);
  const deskSessionTimes = { idleMs: config.deskSessionIdleMs, maxAgeMs: config.deskSessionMaxAgeMs };
  const mailSettings = mailSettingsFrom(config);
  const producerConnection = createProducerConnection(config, logger);
  warnOnEvictionPolicy(producerConnection, logger);
  const metrics = createMetrics();
  const mailer = instrumentMailer(createMailer(config), metrics);
  const jobs = createServiceJobs({
    registry,
    config,
    pool,
    producer: producerConnection,
    repositories,
    mailer,
    settings: mailSettings,
    metrics,
    logger,
  });
  const leadQueue = createLeadQueue({ registry, queue: jobs.queues.of(leadJob), connection: producerConnection });
  const reminderQueue = createReminderQueue(jobs.queues.of(reminderJob), producerConnection);
  const bookingSettings = bookingSettingsFrom(config);
  const callKind = callKindOf(registry.forms);
  const uidDomain = addressOf(config.mailFrom).split('@')[1] ?? 'sichtwerk.de';
  const bookingMails = createBookingMailQueue({
    queue: jobs.queues.of(bookingMailJob),
    pool,
    reminderBeforeHours: bookingSettings.reminderBeforeHours,
    escalateBeforeHours: bookingSettings.escalateBeforeHours,
    logger,
  });
  const kindServices = registry.forms.flatMap((form) =>
    form.services
      ? [
          form.services.start({
            config,
            pool,
            producer: producerConnection,
            queues: jobs.queues,
            sessionTimes: deskSessionTimes,
            settings: mailSettings,
            logger,
          }),
        ]
      : [],
  );
  const drain = createDrain(config.shutdownDrainMs);
  const ops = createServiceOps({
    registry,
    config,
    pool,
    redis: producerConnection,
    metrics,
    queues: jobs.queues.all,
    deskAdmin: deskAdminCheck(pool, deskSessionTimes),
    drain,
    logger,
  });

  let workerConnection: ReturnType<typeof createWorkerConnection> | undefined;
  if (options.worker ?? config.runWorker) {
    workerConnection = createWorkerConnection(config, logger);
    jobs.startWorkers(workerConnection);
  }
  if (options.sweeper ?? true) jobs.startSweeps(config.sweepIntervalMs);

  const app = createApp({
    logger,
    leadRoutes: createLeadRoutes({
      registry,
      repositories,
      leadQueue,
      logger,
      protection: createFormProtection({ config, redis: producerConnection, pool, logger, forms: registry.formNames }),
      scheduleReminders: createScheduleReminders(reminders, reminderQueue, config),
      pool,
      mailSettings,
    }),
    siteDir: config.siteDir,
    // The site on another origin than the service's pages (a CDN in front of the site): their links lead back to it.
    ...(new URL(config.serviceUrl).origin !== new URL(config.siteUrl).origin
      ? { siteLinks: { origin: new URL(config.siteUrl).origin, servicePatterns: publicPatternsOf(servicePathsOf(registry.forms)) } }
      : {}),
    trustProxy: config.trustProxy,
    drain: drain.closeConnections,
    formPosts: formPostAddresses(registry.forms),
    ops: ops.http,
    ...(callKind
      ? {
          booking: bookingRoutes({
            pool,
            kind: callKind,
            settings: bookingSettings,
            uidDomain,
            links: createBookingLinks(config),
            mails: bookingMails,
            logger,
          }),
        }
      : {}),
    desk: deskRoutes({
      registry,
      pool,
      leadQueue,
      redis: producerConnection,
      dataDir: config.dataDir,
      sessionTimes: deskSessionTimes,
      closedDays: closedDaysOf(config.publicHolidayState, config.bookingClosedDays),
      logger,
      kindApis: [
        ...kindServices.flatMap((services) => (services.deskApi ? [services.deskApi] : [])),
        ...(callKind
          ? [
              bookingDeskApi({
                pool,
                kind: callKind,
                settings: bookingSettings,
                uidDomain,
                mails: bookingMails,
                sessionTimes: deskSessionTimes,
                logger,
              }),
            ]
          : []),
      ],
    }),
    visitorPages: kindServices.flatMap((services) => (services.visitorPages ? [services.visitorPages] : [])),
  });
  /** Everything but HTTP, in the one shutdown order (app/service-shutdown.ts). */
  const background = (): ServiceParts => ({
    jobs,
    connections: [producerConnection, ...(workerConnection ? [workerConnection] : [])],
    mailer,
    pool,
  });

  const server = http.createServer(app);
  // Deliberate bounds instead of Node's defaults: a client gets 10 s for its headers and 30 s for the
  // whole request (bodies are at most 16 kB), so slow senders cannot hold sockets open.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    // A taken port must not leave a worker and connections running behind the error.
    await shutDown(background());
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const displayHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${displayHost}:${port}`;
  logger.info({ url, mail: mailer.description }, 'lead service listening');
  if (config.serviceUrl === config.siteUrl && config.allowedOrigins.includes(new URL(config.siteUrl).origin)) {
    // The site's origin calls this service across origins (a CDN in front of the site), yet the mails would link the
    // service's pages (result, booking, desk) on the site's origin, which does not serve them.
    logger.warn(
      { siteUrl: config.siteUrl },
      'ALLOWED_ORIGINS names the origin of SITE_URL, but SERVICE_URL is unset: set it to this service’s public origin (infra/README.md "The static site on a CDN")',
    );
  }
  if (!existsSync(path.join(config.siteDir, 'index.html'))) {
    logger.warn({ siteDir: config.siteDir }, 'no built site in SITE_DIR (run `npm run build`); only the API answers');
  }

  let stopping: Promise<void> | undefined;
  async function stop(): Promise<void> {
    if (config.shutdownDrainMs > 0) logger.info({ drainMs: config.shutdownDrainMs }, 'draining: /readyz answers 503 before the close');
    await drain.run();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // close() waits for keep-alive sockets too. Idle ones are closed now; one with a request in flight
    // becomes idle once its answer is sent and is closed on the next tick, instead of after its timeout.
    server.closeIdleConnections();
    const idleCloser = setInterval(() => server.closeIdleConnections(), 50);
    try {
      await shutDown({ http: { close: () => closed, force: () => server.closeAllConnections() }, ...background() });
    } finally {
      clearInterval(idleCloser);
    }
    logger.info('lead service stopped');
  }

  return {
    url,
    port,
    app,
    logger,
    sweep: () => jobs.sweep(),
    stop: () => (stopping ??= stop()),
  };
}

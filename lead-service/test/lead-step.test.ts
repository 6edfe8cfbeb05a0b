/**
 * A kind's step and the mail that waits for it (kind-kit/lead-step.ts), through the real lead job (run by the
 * host of the one job list, app/service-jobs.ts), BullMQ and Redis: the visitor's receipt never waits, the team's notification waits for the step as the lead job's
 * child, and the step's failure or slowness never holds it past the bound. The step here is a stand-in with
 * its own queue, put in the analysis request's place, so a story can make it fail or hang at will; the
 * website check itself runs through the same hook in website-check-pipeline.test.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadForm } from '../src/kind-kit/define-lead-form.ts';
import type { LeadStep } from '../src/kind-kit/lead-step.ts';
import { mailSettingsFrom } from '../src/app/mail-settings.ts';
import { createServiceJobs } from '../src/app/service-jobs.ts';
import { createLeadRepositories, type LeadRepositories } from '../src/pipeline/lead-wiring.ts';
import { anyLeadForms } from '../src/lead-forms.ts';
import { createLeadRegistry } from '../src/kind-kit/registry.ts';
import { defineJob } from '../src/platform/jobs/define-job.ts';
import type { JobHost } from '../src/platform/jobs/job-host.ts';
import { createLogger } from '../src/platform/logger.ts';
import { createSmtpMailer } from '../src/platform/mail/transport.ts';
import { createLeadQueue, type LeadQueue } from '../src/pipeline/lead-queue.ts';
import { leadJob } from '../src/pipeline/lead-job.ts';
import { closeWithin } from '../src/platform/shared/bounded-close.ts';
import { deleteQueueKeys, sharedRedisUrl, uniqueQueuePrefix } from './support/redis-helpers.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { salesEmail, testConfig, validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

type Behaviour = 'fail' | 'hang' | 'finish';

const prefix = uniqueQueuePrefix();
/** The bound of the stories that must not reach it: far beyond any waitFor below. */
const longWaitMs = 120_000;
let waitMs = longWaitMs;
const behaviours = new Map<string, Behaviour>();
const events: string[] = [];
let releaseHanging: () => void = () => undefined;
const hanging = new Promise<void>((resolve) => (releaseHanging = resolve));

let db: TestDatabase;
let smtp: SmtpSink;
let dataDir: string;
let producer: Redis;
let connection: Redis;
let repositories: LeadRepositories;
let leadQueue: LeadQueue;
let jobs: JobHost;
let mailer: ReturnType<typeof createSmtpMailer>;
const logger = createLogger({ level: 'silent' });

const mailsFor = (id: string) => smtp.received.filter((mail) => mail.parsed.messageId?.includes(id));
const notificationOf = (id: string) => mailsFor(id).find((mail) => mail.to.includes(salesEmail));
const receiptOf = (id: string) => mailsFor(id).find((mail) => !mail.to.includes(salesEmail));

/** The stand-in step: its own job, declared as every job is (platform/jobs/define-job.ts). */
const testStep: LeadStep<unknown, string> = {
  mail: 'notification',
  needed: () => true,
  queue: 'test-steps',
  job: () =>
    defineJob<{ leadId: string }, unknown>({
      queue: 'test-steps',
      data: z.object({ leadId: z.string() }),
      options: { attempts: 1 },
      worker: { concurrency: 1 },
      async process(_job, { leadId }) {
        // The receipt is not held up by the step: it is out before the step ends, whatever the step does.
        await waitFor('the receipt before the step ends', () => receiptOf(leadId));
        const behaviour = behaviours.get(leadId);
        if (behaviour === 'hang') await hanging;
        events.push(`${leadId}: step ends${notificationOf(leadId) ? ' after the notification' : ''}`);
        if (behaviour === 'fail') throw new Error('the step broke');
      },
    }),
  jobFor: (leadId) => ({ name: 'step', data: { leadId }, opts: { jobId: `step-${leadId}` } }),
  waitMs: () => waitMs,
};

/** The service's kinds with the stand-in in the analysis request's step. */
const leadRegistry = createLeadRegistry(
  anyLeadForms.map((form): LeadForm => (form.kind === 'analysis-request' ? { ...form, step: testStep } : form)),
);

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), 'lead-step-'));
  const config = testConfig({ databaseUrl: db.url, smtpUrl: smtp.url, dataDir, queuePrefix: prefix });
  producer = new Redis(sharedRedisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  connection = new Redis(sharedRedisUrl, { maxRetriesPerRequest: null });
  repositories = createLeadRepositories(leadRegistry, db.pool);
  mailer = createSmtpMailer(smtp.url);
  jobs = createServiceJobs({
    registry: leadRegistry,
    config,
    pool: db.pool,
    producer,
    repositories,
    mailer,
    settings: mailSettingsFrom(config),
    logger,
  });
  leadQueue = createLeadQueue({ registry: leadRegistry, queue: jobs.queues.of(leadJob), connection: producer });
  jobs.startWorkers(connection);
});

afterAll(async () => {
  releaseHanging();
  await closeWithin(
    15_000,
    () => jobs.closeWorkers(3_000),
    () => undefined,
  );
  await jobs?.closeQueues(3_000);
  producer?.disconnect();
  connection?.disconnect();
  mailer?.close();
  await deleteQueueKeys(sharedRedisUrl, prefix).catch(() => undefined);
  await smtp?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Stores an analysis request with a website and queues its job, as the request path does. */
async function submit(company: string, behaviour: Behaviour): Promise<string> {
  const { id } = await repositories['analysis-request'].insert({ ...validRequest, company });
  behaviours.set(id, behaviour);
  await leadQueue.enqueue({ kind: 'analysis-request', id });
  return id;
}

describe('when a kind has a step its notification waits for', () => {
  it('then the receipt goes out at once, and the notification only once the step has finished', async () => {
    waitMs = longWaitMs;
    const id = await submit('Schritt Fertig GmbH', 'finish');
    await waitFor('the notification', () => notificationOf(id));
    expect(events).toContain(`${id}: step ends`);
  });

  it('then a step that fails lets the notification go right away, without waiting for the bound', async () => {
    waitMs = longWaitMs;
    const id = await submit('Schritt Kaputt GmbH', 'fail');
    const notification = await waitFor('the notification', () => notificationOf(id));
    expect(events).toContain(`${id}: step ends`);
    expect(notification.parsed.subject).toContain('Schritt Kaputt GmbH');
  });

  it('then a step that outlasts the bound does not hold the notification: it goes out at the bound while the step still runs', async () => {
    waitMs = 1_500;
    const id = await submit('Schritt Hängt GmbH', 'hang');
    await waitFor('the notification', () => notificationOf(id));
    expect(events.some((event) => event.startsWith(id))).toBe(false);
    releaseHanging();
    await waitFor('the step ends', () => events.includes(`${id}: step ends after the notification`));
  });
});

describe('when Redis missed a lead and the sweeper queues it later', () => {
  it('then its step still runs, and a lead past the bound gets its notification without waiting', async () => {
    waitMs = 1_500;
    const { id } = await repositories['analysis-request'].insert({ ...validRequest, company: 'Schritt Verpasst GmbH' });
    behaviours.set(id, 'finish');
    await db.pool.query("UPDATE leads SET submitted_at = now() - interval '1 hour' WHERE id = $1", [id]);
    await jobs.sweep();
    await waitFor('the notification', () => notificationOf(id));
    await waitFor('the step ends', () => events.find((event) => event.startsWith(`${id}: step ends`)));
  });
});

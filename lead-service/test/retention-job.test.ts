import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRetention } from '@sichtwerk/content/legal/datenschutz';
import {
  bookingSweepEveryMs,
  bookingSweepJobName,
  bookingSweepSchedulerId,
  maintenanceQueueName,
  retentionJobName,
  retentionSchedule,
  retentionSchedulerId,
} from '../src/ops/retention/retention-job.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { startTestService, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { insertRows } from './support/lead-rows.ts';

let db: TestDatabase;
let service: TestService;
let redis: Redis;
let maintenance: Queue;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startTestService({ databaseUrl: db.url, smtpUrl: 'smtp://127.0.0.1:9', env: { RETENTION_DAYS: '90' }, sweeper: false });
  redis = new Redis(service.config.redisUrl, { maxRetriesPerRequest: null });
  maintenance = new Queue(maintenanceQueueName, { connection: redis, prefix: service.config.queuePrefix });
});

afterAll(async () => {
  await maintenance?.close();
  redis?.disconnect();
  await service?.close();
  await db?.drop();
});

describe('when the worker process starts', () => {
  it('then the maintenance queue has one daily retention schedule, at 03:30 Berlin time, and the booking sweep every minute', async () => {
    const all = await waitFor('schedulers written', async () => {
      const list = await maintenance.getJobSchedulers();
      return list.length > 1 ? list : undefined;
    });
    expect(all).toHaveLength(2);
    expect(all.find((scheduler) => scheduler.key === bookingSweepSchedulerId)).toMatchObject({
      name: bookingSweepJobName,
      every: bookingSweepEveryMs,
    });
    const schedulers = all.filter((scheduler) => scheduler.key === retentionSchedulerId);
    expect(schedulers[0]).toMatchObject({
      key: retentionSchedulerId,
      name: retentionJobName,
      pattern: retentionSchedule.pattern,
      tz: 'Europe/Berlin',
    });
    // Its next run is already waiting as a delayed job, less than a day ahead.
    const next = schedulers[0]?.next ?? 0;
    expect(next - Date.now()).toBeGreaterThan(0);
    expect(next - Date.now()).toBeLessThanOrEqual(25 * 3600_000);
  });
});

describe('when the retention job runs', () => {
  it('then it deletes leads older than RETENTION_DAYS and spares younger rows and running retention periods', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await insertRows(
      db.pool,
      `INSERT INTO contact_messages (name, email, message, submitted_at) VALUES
         ('Alt', 'alt@example.de', 'alt', $1), ('Jung', 'jung@example.de', 'jung', $2)`,
      [daysAgo(91), daysAgo(89)],
    );
    await insertRows(
      db.pool,
      `INSERT INTO cancellations (company, email, submitted_at, retain_until) VALUES ('Aufbewahrt', 'a@example.de', $1, $2)`,
      [daysAgo(400), new Date(Date.now() + 86_400_000)],
    );

    const events = new QueueEvents(maintenanceQueueName, {
      connection: new Redis(service.config.redisUrl, { maxRetriesPerRequest: null }),
      prefix: service.config.queuePrefix,
    });
    await events.waitUntilReady();
    try {
      // The same job the scheduler creates each night, started now.
      const job = await maintenance.add(retentionJobName, {});
      const result = (await job.waitUntilFinished(events, 15_000)) as {
        olderThanDays: number;
        deleted: Record<string, number>;
        spared: Record<string, number>;
      };
      expect(result.olderThanDays).toBe(90);
      expect(result.deleted['contact-messages']).toBe(1);
      expect(result.spared.cancellations).toBe(1);
    } finally {
      await events.close();
    }
    const names = (
      await db.pool.query('SELECT name FROM (leads JOIN contact_messages USING (id)) AS contact_messages ORDER BY name')
    ).rows.map((row) => row.name);
    expect(names).toEqual(['Jung']);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM (leads JOIN cancellations USING (id)) AS cancellations')).rows[0].n).toBe(
      1,
    );
  });
});

describe('when a visitor tried to book and nobody tries again afterwards', () => {
  it("then the sweep forgets their IP address within the privacy policy's window and deletes the attempt after a day", async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const [leadId] = await insertRows(
      db.pool,
      `INSERT INTO contact_submissions (company, email, phone, consent_version, consent_at)
       VALUES ('Buchung', 'buchung@example.de', '+49 30 1234567', '2025-10-01', now())`,
    );
    // The last attempt just before the window ends, a fresh one, and one of yesterday.
    await db.pool.query(
      `INSERT INTO booking_attempts (lead_id, client_address, at) VALUES ($1, '203.0.113.7', $2), ($1, '203.0.113.8', $3), ($1, NULL, $4)`,
      [leadId, minutesAgo(dataRetention.rateLimitMinutes - 0.5), minutesAgo(2), minutesAgo(25 * 60)],
    );
    const events = new QueueEvents(maintenanceQueueName, {
      connection: new Redis(service.config.redisUrl, { maxRetriesPerRequest: null }),
      prefix: service.config.queuePrefix,
    });
    await events.waitUntilReady();
    try {
      // The job the scheduler adds every minute, started now.
      const job = await maintenance.add(bookingSweepJobName, {});
      expect(await job.waitUntilFinished(events, 15_000)).toEqual({ forgotten: 1, deleted: 1 });
    } finally {
      await events.close();
    }
    const left = await db.pool.query('SELECT client_address FROM booking_attempts WHERE lead_id = $1 ORDER BY at', [leadId]);
    expect(left.rows.map((row) => row.client_address)).toEqual([null, '203.0.113.8']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis, type PrivateRedis } from './support/redis-helpers.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { validCancellation, validReferral } from './support/form-bodies.ts';
import { backofficeEmail, salesEmail, startTestService, validRequest, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

let db: TestDatabase;
let smtp: SmtpSink;
let redis: PrivateRedis;
let service: TestService;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  // A Redis of our own, so killing it disturbs no other test or user of the machine's Redis.
  redis = await startPrivateRedis();
  service = await startTestService({
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    redisUrl: redis.url,
    env: { SWEEP_INTERVAL_MS: '300', SWEEP_MIN_AGE_MS: '200' },
  });
});

afterAll(async () => {
  await service?.close();
  await redis?.stop();
  await smtp?.close();
  await db?.drop();
});

describe('when Redis is down while a visitor submits', () => {
  it('then the visitor still gets 201 at once, and both e-mails arrive after Redis is back', async () => {
    await redis.kill();

    const started = Date.now();
    const response = await service.post({ ...validRequest, email: 'during-outage@example.de' });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3_000);
    const { id } = (await response.json()) as { id: string };

    const stored = (await db.pool.query('SELECT enqueued_at FROM contact_submissions WHERE id = $1', [id])).rows[0];
    expect(stored).toEqual({ enqueued_at: null });

    await redis.restart();

    await waitFor('confirmation after Redis is back', () => smtp.to('during-outage@example.de').length === 1, 20_000);
    await waitFor('notification after Redis is back', () => smtp.to(salesEmail).some((mail) => mail.parsed.messageId?.includes(id)), 20_000);
    const row = await waitFor('row fully processed', async () => {
      const current = (await db.pool.query('SELECT * FROM contact_submissions WHERE id = $1', [id])).rows[0];
      return current.enqueued_at && current.confirmation_sent_at && current.notification_sent_at ? current : undefined;
    });
    expect(row.confirmation_error).toBeNull();
    expect(smtp.to('during-outage@example.de')).toHaveLength(1);
  });

  it('then a cancellation and a referral sent during the outage are stored, and the sweeper gets their mails out once', async () => {
    await redis.kill();

    const started = Date.now();
    const cancellation = await service.postTo('/api/cancellations', { ...validCancellation, email: 'outage-cancel@example.de' });
    const referral = await service.postTo('/api/referrals', { ...validReferral, referrerEmail: 'outage-referrer@example.de' });
    expect([cancellation.status, referral.status]).toEqual([201, 201]);
    expect(Date.now() - started).toBeLessThan(5_000);
    const cancellationId = ((await cancellation.json()) as { id: string }).id;
    const referralId = ((await referral.json()) as { id: string }).id;
    for (const [table, id] of [['cancellations', cancellationId], ['referrals', referralId]] as const) {
      expect((await db.pool.query(`SELECT enqueued_at FROM ${table} WHERE id = $1`, [id])).rows).toEqual([{ enqueued_at: null }]);
    }

    await redis.restart();

    await waitFor('cancellation confirmation', () => smtp.to('outage-cancel@example.de').length === 1, 20_000);
    await waitFor('referral acknowledgement', () => smtp.to('outage-referrer@example.de').length === 1, 20_000);
    await waitFor('back-office notification', () => smtp.to(backofficeEmail).some((mail) => mail.parsed.messageId?.includes(cancellationId)), 20_000);
    await waitFor('sales notification', () => smtp.to(salesEmail).some((mail) => mail.parsed.messageId?.includes(referralId)), 20_000);
    const cancellationRow = await waitFor('cancellation processed', async () => {
      const current = (await db.pool.query('SELECT * FROM cancellations WHERE id = $1', [cancellationId])).rows[0];
      return current.enqueued_at && current.confirmation_sent_at && current.notification_sent_at ? current : undefined;
    });
    expect(cancellationRow.confirmation_error).toBeNull();
    await waitFor('referral processed', async () => {
      const current = (await db.pool.query('SELECT * FROM referrals WHERE id = $1', [referralId])).rows[0];
      return current.enqueued_at && current.acknowledgement_sent_at && current.notification_sent_at;
    });
    // A later sweep finds nothing left to do and sends nothing twice.
    await service.sweep();
    expect(smtp.to('outage-cancel@example.de')).toHaveLength(1);
    expect(smtp.to('outage-referrer@example.de')).toHaveLength(1);
  });
});

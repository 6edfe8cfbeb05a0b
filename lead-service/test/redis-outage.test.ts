import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivateRedis, type PrivateRedis } from './support/redis-helpers.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { validCancellation, validContactMessage, validReferral } from './support/form-bodies.ts';
import { backofficeEmail, salesEmail, startTestService, validRequest, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { leadRow, rowsOf } from './support/lead-rows.ts';

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
    // The rate limit is on here: it counts in this Redis, so while Redis is down it must let every post through.
    env: { SWEEP_INTERVAL_MS: '300', SWEEP_MIN_AGE_MS: '200', RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_WINDOW: '20' },
  });
});

// Each step is bounded on its own (the service's close at 23 s at most); the hook's bound is their sum, so a stop
// that needs its whole bound after the Redis restart still ends in a clean teardown.
afterAll(async () => {
  await service?.close();
  await redis?.stop();
  await smtp?.close();
  await db?.drop();
}, 60_000);

describe('when Redis is down while a visitor submits', () => {
  it('then the visitor still gets 201 at once, and both e-mails arrive after Redis is back', async () => {
    await redis.kill();

    const started = Date.now();
    const response = await service.post({ ...validRequest, email: 'during-outage@example.de' });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(3_000);
    const { id } = (await response.json()) as { id: string };

    const stored = (
      await db.pool.query('SELECT enqueued_at FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1', [id])
    ).rows[0];
    expect(stored).toEqual({ enqueued_at: null });

    await redis.restart();

    await waitFor('confirmation after Redis is back', () => smtp.to('during-outage@example.de').length === 1, 20_000);
    await waitFor(
      'notification after Redis is back',
      () => smtp.to(salesEmail).some((mail) => mail.parsed.messageId?.includes(id)),
      20_000,
    );
    const row = await waitFor('row fully processed', async () => {
      const current = await leadRow(db.pool, 'contact_submissions', id);
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
    for (const [table, id] of [
      ['cancellations', cancellationId],
      ['referrals', referralId],
    ] as const) {
      expect((await db.pool.query(`SELECT enqueued_at FROM ${rowsOf(table)} WHERE id = $1`, [id])).rows).toEqual([{ enqueued_at: null }]);
    }

    await redis.restart();

    await waitFor('cancellation confirmation', () => smtp.to('outage-cancel@example.de').length === 1, 20_000);
    await waitFor('referral acknowledgement', () => smtp.to('outage-referrer@example.de').length === 1, 20_000);
    await waitFor(
      'back-office notification',
      () => smtp.to(backofficeEmail).some((mail) => mail.parsed.messageId?.includes(cancellationId)),
      20_000,
    );
    await waitFor('sales notification', () => smtp.to(salesEmail).some((mail) => mail.parsed.messageId?.includes(referralId)), 20_000);
    const cancellationRow = await waitFor('cancellation processed', async () => {
      const current = await leadRow(db.pool, 'cancellations', cancellationId);
      return current.enqueued_at && current.confirmation_sent_at && current.notification_sent_at ? current : undefined;
    });
    expect(cancellationRow.confirmation_error).toBeNull();
    await waitFor('referral processed', async () => {
      const current = await leadRow(db.pool, 'referrals', referralId);
      return current.enqueued_at && current.acknowledgement_sent_at && current.notification_sent_at;
    });
    // A later sweep finds nothing left to do and sends nothing twice.
    await service.sweep();
    expect(smtp.to('outage-cancel@example.de')).toHaveLength(1);
    expect(smtp.to('outage-referrer@example.de')).toHaveLength(1);
  });

  it('then a burst of every form from one address is let through by the rate limiter, all stored, all mailed once after Redis is back, and the limit applies again', async () => {
    await redis.kill();
    const forms = [
      {
        path: '/api/contact-submissions',
        table: 'contact_submissions',
        body: (n: number) => ({ ...validRequest, email: `burst-a${n}@example.de` }),
        visitor: (n: number) => `burst-a${n}@example.de`,
      },
      {
        path: '/api/contact-messages',
        table: 'contact_messages',
        body: (n: number) => ({ ...validContactMessage, email: `burst-m${n}@example.de` }),
        visitor: (n: number) => `burst-m${n}@example.de`,
      },
      {
        path: '/api/referrals',
        table: 'referrals',
        body: (n: number) => ({ ...validReferral, referrerEmail: `burst-r${n}@example.de` }),
        visitor: (n: number) => `burst-r${n}@example.de`,
      },
      {
        path: '/api/cancellations',
        table: 'cancellations',
        body: (n: number) => ({ ...validCancellation, email: `burst-c${n}@example.de` }),
        visitor: (n: number) => `burst-c${n}@example.de`,
      },
    ];
    const perForm = 8;
    const sent = forms.flatMap((form) => Array.from({ length: perForm }, (_, n) => ({ form, n })));
    const started = Date.now();
    // Four times the per-minute limit, ten at a time, all from 127.0.0.1.
    const answers: Array<{ form: (typeof forms)[number]; n: number; status: number; id?: string }> = [];
    for (let i = 0; i < sent.length; i += 10) {
      answers.push(
        ...(await Promise.all(
          sent.slice(i, i + 10).map(async ({ form, n }) => {
            const response = await service.postTo(form.path, form.body(n));
            const body = (await response.json()) as { id?: string };
            return { form, n, status: response.status, ...(body.id ? { id: body.id } : {}) };
          }),
        )),
      );
    }
    expect(answers.map((answer) => answer.status)).toEqual(sent.map(() => 201));
    expect(Date.now() - started).toBeLessThan(15_000);
    for (const { form, id } of answers) {
      expect((await db.pool.query(`SELECT enqueued_at FROM ${rowsOf(form.table)} WHERE id = $1`, [id])).rows, form.table).toEqual([
        { enqueued_at: null },
      ]);
    }

    await redis.restart();

    for (const { form, n, id } of answers) {
      await waitFor(
        `mails of ${form.table} ${n}`,
        () => smtp.received.filter((mail) => mail.parsed.messageId?.includes(id!)).length === 2,
        30_000,
      );
    }
    await service.sweep();
    for (const { form, n, id } of answers) {
      expect(smtp.to(form.visitor(n)), form.visitor(n)).toHaveLength(1);
      expect(smtp.received.filter((mail) => mail.parsed.messageId?.includes(id!))).toHaveLength(2);
    }

    // The limiter loaded its script into the new, empty Redis and counts again.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await service.postTo('/api/contact-messages', { ...validContactMessage, email: `after-${i}@example.de` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('then a service started while Redis is down lets posts through at first and limits them once Redis is there', async () => {
    await redis.kill();
    const late = await startTestService({
      databaseUrl: db.url,
      smtpUrl: smtp.url,
      redisUrl: redis.url,
      worker: false,
      sweeper: false,
      env: { RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_WINDOW: '20' },
    });
    try {
      const during = [];
      for (let i = 0; i < 3; i += 1)
        during.push((await late.postTo('/api/contact-messages', { ...validContactMessage, email: `late-${i}@example.de` })).status);
      expect(during).toEqual([201, 201, 201]);
      await redis.restart();
      await waitFor('the service sees Redis again', async () => (await fetch(`${late.url}/readyz`)).status === 200, 20_000, 200);
      const after = [];
      for (let i = 0; i < 4; i += 1)
        after.push((await late.postTo('/api/contact-messages', { ...validContactMessage, email: `late-after-${i}@example.de` })).status);
      // The first post after the outage may still find the script load of the start failed; then it passes
      // and the script is loaded again. From then on the limit holds.
      expect(after.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
      expect(after.at(-1)).toBe(429);
    } finally {
      await late.close();
    }
  });
});

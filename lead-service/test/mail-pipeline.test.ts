import { analysisRequestSchema } from '@sichtwerk/forms/analysis-request-schema';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analysisRequestForm } from '../src/kinds/analysis-requests/form.ts';
import { createLeadRepository } from '../src/pipeline/lead-repository.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { salesEmail, startTestService, validRequest, type TestService } from './support/test-service.ts';
import { sleep, waitFor } from './support/wait-for.ts';
import { mailItemsOf, rowsOf } from './support/lead-rows.ts';

let db: TestDatabase;
let smtp: SmtpSink;
let service: TestService;
const dashboardPassword = 'ein-langes-test-passwort';

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  // With an operator login, so the test can read the failed job as the queue dashboard shows it.
  service = await startTestService({
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    env: { ADMIN_USER: 'betrieb', ADMIN_PASSWORD: dashboardPassword },
  });
});

afterEach(() => {
  smtp.behaviour = {};
});

afterAll(async () => {
  await service?.close();
  await smtp?.close();
  await db?.drop();
});

/** Mail text with non-breaking spaces as plain spaces, for readable expectations. */
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

async function submit(body: Record<string, unknown>): Promise<string> {
  const response = await service.post(body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function lead(id: string) {
  return (
    await db.pool.query(
      `SELECT contact_submissions.*, ${mailItemsOf('contact_submissions')} FROM ${rowsOf('contact_submissions')} WHERE id = $1`,
      [id],
    )
  ).rows[0];
}

function mailsFor(id: string) {
  return smtp.received.filter((mail) => mail.parsed.messageId?.includes(id));
}

describe('when a visitor submits a valid request', () => {
  it('then the visitor gets a German confirmation and sales a notification with every field, each once', async () => {
    const email = 'anna.pipeline@example.de';
    const id = await submit({ ...validRequest, email });
    await waitFor('both mails', () => mailsFor(id).length === 2);

    const confirmation = smtp.to(email).find((mail) => mail.parsed.messageId?.includes(id));
    expect(confirmation).toBeDefined();
    const c = confirmation!.parsed;
    expect(c.to?.map((to) => to.address)).toEqual([email]);
    expect(c.subject).not.toContain(email);
    expect(plain(c.subject)).toMatch(/kostenlosen Sichtbarkeitsanalyse/);
    expect(plain(c.text)).toMatch(/24[–-]48 Stunden/);
    expect(plain(c.text)).toMatch(/30-minütige[ns]? Strategiegespräch/);
    expect(plain(c.text)).toMatch(/1\. .*\n2\. .*\n3\. /);
    expect(plain(c.text)).toContain('Sichtwerk GmbH');
    expect(plain(c.text)).toContain('HRB 000000');
    expect(plain(c.html)).toContain('24–48 Stunden');
    expect(c.messageId).toBe(`<lead-${id}.confirmation@sichtwerk.de>`);

    const notification = smtp.to(salesEmail).find((mail) => mail.parsed.messageId?.includes(id));
    expect(notification).toBeDefined();
    const n = notification!.parsed;
    expect(n.replyTo?.map((to) => to.address)).toEqual([email]);
    expect(n.subject).toBe('Neue Analyse-Anfrage: Bäckerei Müller');
    expect(n.subject).not.toContain(email);
    for (const value of ['Bäckerei Müller', email, '+49 30 1234567', 'https://baeckerei-mueller.de', 'Handwerk', id]) {
      expect(plain(n.text)).toContain(value);
    }
    expect(plain(n.text)).toMatch(/Eingegangen am: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);

    const row = await waitFor('sent_at columns', async () => {
      const current = await lead(id);
      return current.confirmation_sent_at && current.notification_sent_at ? current : undefined;
    });
    expect(row.enqueued_at).toBeInstanceOf(Date);
    expect(row.confirmation_error).toBeNull();
    expect(row.notification_error).toBeNull();
  });

  it('then user values are HTML-escaped in the sales mail, and the visitor mail does not repeat them', async () => {
    const id = await submit({ ...validRequest, email: 'html@example.de', company: '<script>alert(1)</script> & Co' });
    await waitFor('both mails', () => mailsFor(id).length === 2);
    for (const mail of mailsFor(id)) {
      expect(mail.parsed.html).not.toContain('<script>');
      if (mail.to.includes(salesEmail)) expect(mail.parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      else expect(mail.parsed.html).not.toContain('alert(1)');
    }
  });

  it('then a CR/LF in the company name is refused, so it cannot add a mail header', async () => {
    const response = await service.post({
      ...validRequest,
      email: 'crlf@example.de',
      company: 'ACME\r\nBcc: victim@evil.example\r\nX-Injected: yes',
    });
    expect(response.status).toBe(400);
    expect(
      (
        await db.pool.query(
          "SELECT 1 FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE email = 'crlf@example.de'",
        )
      ).rowCount,
    ).toBe(0);
    await sleep(200);
    expect(smtp.rcptAttempts.has('victim@evil.example')).toBe(false);
  });
});

describe('when the mail server rejects an e-mail permanently (550)', () => {
  it('then the error is recorded, the other mail still goes out, and nothing is retried', async () => {
    const email = 'unknown-user@example.de';
    smtp.behaviour = { rejectRecipient: (address) => (address === email ? 550 : undefined) };
    const id = await submit({ ...validRequest, email });

    const row = await waitFor('recorded 550', async () => {
      const current = await lead(id);
      return current.confirmation_error && current.notification_sent_at ? current : undefined;
    });
    expect(row.confirmation_error).toMatch(/550/);
    expect(row.confirmation_sent_at).toBeNull();
    expect(smtp.to(salesEmail).filter((mail) => mail.parsed.messageId?.includes(id))).toHaveLength(1);

    // Backoff in tests is 100 ms: well past several retries, there must still be a single attempt.
    await sleep(1_500);
    expect(smtp.rcptAttempts.get(email)).toBe(1);
    await service.sweep();
    await sleep(300);
    expect(smtp.rcptAttempts.get(email)).toBe(1);

    // The operator sees it as a failed job in the queue dashboard, with the reason and a single attempt.
    const auth = `Basic ${Buffer.from(`betrieb:${dashboardPassword}`).toString('base64')}`;
    const failed = await waitFor('failed job on the dashboard', async () => {
      const response = await fetch(`${service.url}/admin/queues/api/queues?activeQueue=leads&status=failed&page=1&jobsPerPage=50`, {
        headers: { authorization: auth },
      });
      expect(response.status).toBe(200);
      const board = (await response.json()) as {
        queues: Array<{ name: string; jobs: Array<{ id: string; failedReason?: string; attempts?: number; isFailed?: boolean }> }>;
      };
      return board.queues.find((queue) => queue.name === 'leads')?.jobs.find((job) => job.id === `lead-${id}`);
    });
    expect(failed.failedReason).toMatch(/permanently rejected: confirmation/);
    expect(failed.attempts).toBe(1);
    expect(failed.isFailed).toBe(true);
  });
});

describe('when the mail server is temporarily unavailable (421)', () => {
  it('then the job is retried with backoff and the e-mail arrives later, once', async () => {
    const email = 'busy-server@example.de';
    smtp.behaviour = { rejectRecipient: (address, attempt) => (address === email && attempt <= 2 ? 421 : undefined) };
    const id = await submit({ ...validRequest, email });

    await waitFor('confirmation after retries', () => smtp.to(email).length === 1);
    expect(smtp.rcptAttempts.get(email)).toBe(3);
    const row = await waitFor('confirmation_sent_at', async () => {
      const current = await lead(id);
      return current.confirmation_sent_at ? current : undefined;
    });
    expect(row.confirmation_error).toBeNull();
    // A 421 can also cost the mails after it in the same attempt their connection, so the notification may be
    // sent in the same retry as the confirmation, just after it: wait for it, then make sure it came exactly once.
    const notifications = () => smtp.to(salesEmail).filter((mail) => mail.parsed.messageId?.includes(id));
    await waitFor('notification', () => notifications().length >= 1);
    await sleep(300);
    expect(notifications()).toHaveLength(1);
  });
});

describe('when a job was queued before the analysis request got its new kind name', () => {
  it('then the worker still sends both mails for it, under the Message-IDs the lead had before', async () => {
    const email = 'vor-dem-update@example.de';
    const { id } = await createLeadRepository(db.pool, analysisRequestForm).insert(analysisRequestSchema.parse({ ...validRequest, email }));
    const redis = new Redis(service.config.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue('leads', { connection: redis, prefix: service.config.queuePrefix });
    try {
      // Exactly what the previous release added: its kind was called 'contact-submission'.
      await queue.add('contact-submission', { kind: 'contact-submission', id }, { jobId: `lead-${id}`, attempts: 3 });
      await waitFor('both mails', () => mailsFor(id).length === 2);
      expect((await queue.getJob(`lead-${id}`))?.data.kind).toBe('contact-submission');
    } finally {
      await queue.close();
      redis.disconnect();
    }
    expect(
      mailsFor(id)
        .map((mail) => mail.parsed.messageId)
        .sort(),
    ).toEqual([`<lead-${id}.confirmation@sichtwerk.de>`, `<lead-${id}.notification@sichtwerk.de>`]);
    expect(smtp.to(email)).toHaveLength(1);
    // The worker records the send after the SMTP server took the mail: on a loaded machine that comes a moment later.
    const row = await waitFor('notification_sent_at', async () => {
      const current = await lead(id);
      return current.notification_sent_at ? current : undefined;
    });
    expect(row.notification_sent_at).toBeInstanceOf(Date);
  });
});

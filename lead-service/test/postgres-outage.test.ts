/**
 * PostgreSQL goes away while the service runs (a private cluster the test stops like a crash; see
 * support/private-postgres.ts). Visitors must hear a German 503 instead of a false success, nothing may be
 * half-stored, a lead accepted before the outage must still be mailed once, and everything must recover
 * by itself when PostgreSQL is back — no restart.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCancellation, validContactMessage, validReferral } from './support/form-bodies.ts';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { salesEmail, startTestService, validRequest, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { leadRow, rowsOf } from './support/lead-rows.ts';

let postgres: PrivatePostgres;
let smtp: SmtpSink;
let api: TestService;
let worker: TestService | undefined;

beforeAll(async () => {
  [postgres, smtp] = await Promise.all([startPrivatePostgres(), startSmtpSink()]);
  // The api accepts forms; the mail worker is started separately below, so a job can meet the outage.
  api = await startTestService({ databaseUrl: postgres.url, smtpUrl: smtp.url, worker: false, sweeper: false });
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await api?.close();
  await smtp?.close();
  await postgres?.close();
});

const forms = [
  { path: '/api/contact-submissions', table: 'contact_submissions', body: { ...validRequest, email: 'ausfall-a@example.de' } },
  { path: '/api/contact-messages', table: 'contact_messages', body: { ...validContactMessage, email: 'ausfall-m@example.de' } },
  { path: '/api/referrals', table: 'referrals', body: { ...validReferral, referrerEmail: 'ausfall-r@example.de' } },
  { path: '/api/cancellations', table: 'cancellations', body: { ...validCancellation, email: 'ausfall-c@example.de' } },
];

async function count(table: string): Promise<number> {
  return Number((await postgres.pool.query<{ count: string }>(`SELECT count(*) FROM ${rowsOf(table)}`)).rows[0]?.count);
}

describe('when PostgreSQL goes down and comes back', () => {
  it('then visitors get a German 503, nothing is half-stored, the service recovers without a restart, and every accepted lead is mailed once', async () => {
    // Accepted before the outage; its job waits in the queue for a worker.
    const before = await api.post({ ...validRequest, email: 'vor-dem-ausfall@example.de' });
    expect(before.status).toBe(201);
    const { id: acceptedId } = (await before.json()) as { id: string };
    const counts = Object.fromEntries(await Promise.all(forms.map(async (form) => [form.table, await count(form.table)] as const)));

    await postgres.stop();

    // A worker comes up during the outage and takes the job: it cannot read the row, so the job is retried.
    worker = await startTestService({
      databaseUrl: postgres.url,
      smtpUrl: smtp.url,
      env: { QUEUE_PREFIX: api.config.queuePrefix, SWEEP_INTERVAL_MS: '500', SWEEP_MIN_AGE_MS: '0', JOB_BACKOFF_MS: '200' },
    });

    for (const form of forms) {
      const started = Date.now();
      const response = await api.postTo(form.path, form.body);
      expect(response.status, form.path).toBe(503);
      expect(Date.now() - started, form.path).toBeLessThan(6_000);
      expect(response.headers.get('retry-after')).toBe('30');
      const { error } = (await response.json()) as { error: { code: string; message: string } };
      expect(error.code).toBe('SPEICHERN_VORUEBERGEHEND_NICHT_MOEGLICH');
      expect(error.message).toMatch(
        /^Wir sind gerade kurz nicht erreichbar – deine Anfrage ist noch nicht bei uns angekommen\. Deine Eingaben bleiben erhalten/,
      );
    }
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${api.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { error: { message: string } }).error.message).toMatch(/PostgreSQL/);
    // The balancer's check stays green, so the visitor gets this German 503 and not a bare one from the balancer.
    expect((await fetch(`${api.url}/readyz/instance`)).status).toBe(200);
    expect(smtp.to('vor-dem-ausfall@example.de')).toEqual([]);
    // The worker has tried the job and failed on the database, without giving up on it.
    const redis = new Redis(api.config.redisUrl, { maxRetriesPerRequest: null });
    const queue = new Queue('leads', { connection: redis, prefix: api.config.queuePrefix });
    try {
      await waitFor(
        'a failed attempt during the outage',
        async () => ((await queue.getJob(`lead-${acceptedId}`))?.attemptsMade ?? 0) >= 1,
        10_000,
      );
    } finally {
      await queue.close();
      redis.disconnect();
    }

    await postgres.start();

    // Nothing of the refused posts reached a table.
    for (const form of forms) expect(await count(form.table), form.table).toBe(counts[form.table]);
    for (const form of forms)
      expect(
        smtp.received.some((mail) => mail.to.includes(Object.values(form.body).find((value) => value.startsWith('ausfall-')) ?? '')),
      ).toBe(false);

    // The same processes serve again: their pools open new connections by themselves.
    await waitFor('api ready again', async () => (await fetch(`${api.url}/readyz`)).status === 200, 20_000, 200);
    const after = await Promise.all(forms.map((form) => api.postTo(form.path, form.body)));
    expect(after.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const ids = await Promise.all(after.map(async (response) => ((await response.json()) as { id: string }).id));

    // The job that met the outage is retried (or swept) and sends each mail once, as do the new ones.
    for (const id of [acceptedId, ...ids]) {
      await waitFor(`both mails of ${id}`, () => smtp.received.filter((mail) => mail.parsed.messageId?.includes(id)).length === 2, 30_000);
    }
    await worker.sweep();
    expect(smtp.to('vor-dem-ausfall@example.de')).toHaveLength(1);
    expect(smtp.to(salesEmail).filter((mail) => mail.parsed.messageId?.includes(acceptedId))).toHaveLength(1);
    for (const form of forms) {
      const visitor = Object.values(form.body).find((value) => value.startsWith('ausfall-'))!;
      expect(smtp.to(visitor), visitor).toHaveLength(1);
    }
    const row = await leadRow(postgres.pool, 'contact_submissions', acceptedId);
    expect(row.confirmation_sent_at).toBeInstanceOf(Date);
    expect(row.notification_sent_at).toBeInstanceOf(Date);
    expect(row.confirmation_error).toBeNull();
  });
});

/** The hidden fields and the one button of the resend page, read from its HTML as a browser would. */
function resendForm(html: string): { action: string; fields: Record<string, string>; buttons: string[] } {
  const form = /<form[^>]*method="post" action="([^"]*)">([\s\S]*?)<\/form>/.exec(html);
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const fields = Object.fromEntries(
    [...(form?.[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((match) => [
      decode(match[1]!),
      decode(match[2]!),
    ]),
  );
  const buttons = [...(form?.[2] ?? '').matchAll(/<button[^>]*type="submit"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]!);
  return { action: decode(form?.[1] ?? ''), fields, buttons };
}

describe('when a visitor without JavaScript sends a form while PostgreSQL is down', () => {
  it('then an HTML page says so and re-posts exactly the same data with one button, which stores the lead once PostgreSQL is back', async () => {
    const typed = {
      ...validContactMessage,
      email: 'ohne-skript@example.de',
      // Hostile text survives the round trip as text: quotes, markup and an ampersand.
      message: 'Grüße aus "Köln" & <b>Bonn</b>\nZweite Zeile',
    };
    const formPost = (body: Record<string, string>) =>
      fetch(`${api.url}/api/contact-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
        redirect: 'manual',
      });
    const before = await count('contact_messages');
    await postgres.stop();
    const refused = await formPost(typed);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const html = await refused.text();
    expect(html).toContain('kurz nicht erreichbar');
    expect(html).not.toContain('<b>Bonn</b>');
    const page = resendForm(html);
    expect(page.action).toBe('/api/contact-messages');
    expect(page.fields).toEqual(typed);
    expect(page.buttons).toEqual(['Noch einmal senden']);

    await postgres.start();
    expect(await count('contact_messages')).toBe(before);
    await waitFor('api ready again', async () => (await fetch(`${api.url}/readyz`)).status === 200, 20_000, 200);

    // The button: the page's form, posted as it stands.
    const resent = await formPost(page.fields);
    expect(resent.status).toBe(303);
    const stored = await postgres.pool.query<{ message: string }>(
      'SELECT message FROM (leads JOIN contact_messages USING (id)) AS contact_messages WHERE email = $1',
      [typed.email],
    );
    expect(stored.rows).toEqual([{ message: typed.message }]);
  });
});

/**
 * The website check end to end through the real HTTP API: an analysis request naming a fixture site on
 * 127.0.0.1 (allowed via WEBSITE_CHECK_ALLOW_HOSTS) → stored lead → check worker → sales notification with
 * the "Website-Schnellcheck", or a threaded follow-up when the check outlasts the wait. The visitor's mail
 * never shows anything fetched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRegistry } from './support/lead-registry.ts';
import { runCli } from '../src/cli/run-cli.ts';
import { defectiveHome, startFixtureSite, type FixtureSite } from './support/fixture-site.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { salesEmail, startTestService, validRequest, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { insertLead } from './support/lead-rows.ts';

const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

let site: FixtureSite;
let slowSite: FixtureSite;
let slowRelease: () => void = () => undefined;
let db: TestDatabase;
let smtp: SmtpSink;
let service: TestService;
/**
 * How long the notification may wait for the check. The stories tell "sent when the check ended" from "sent when
 * the wait ran out" by the gap between the two, so a loaded machine's slower check does not change the verdict.
 */
const checkWaitMs = 8_000;

beforeAll(async () => {
  site = await startFixtureSite({ '/': { body: defectiveHome }, '/robots.txt': { type: 'text/plain', body: 'User-agent: *' } });
  // A site whose home page answers only when the test says so: the check then outlasts the notification's wait.
  const http = await import('node:http');
  const gate = new Promise<void>((resolve) => (slowRelease = resolve));
  const server = http.createServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    void gate.then(() =>
      response
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end('<html lang="de"><head><title>Langsam</title></head><body><h1>Langsam</h1></body></html>'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  slowSite = {
    hostPort: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/`,
    async close() {
      server.closeAllConnections();
      await Promise.race([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    },
  };
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  service = await startTestService({
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    env: {
      WEBSITE_CHECK_CONCURRENCY: '2',
      WEBSITE_CHECK_WAIT_MS: String(checkWaitMs),
      WEBSITE_CHECK_ALLOW_HOSTS: `${site.hostPort},${slowSite.hostPort}`,
    },
  });
});

afterAll(async () => {
  slowRelease();
  await service?.close();
  await smtp?.close();
  await db?.drop();
  await site?.close();
  await slowSite?.close();
});

async function submit(website: string, company: string): Promise<string> {
  const response = await service.post({ ...validRequest, company, website, phone: '030 9876543' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const mailsFor = (id: string) => smtp.received.filter((mail) => mail.parsed.messageId?.includes(id));

function waitForStoredCheck(id: string) {
  return waitFor('check stored', async () => (await db.pool.query('SELECT 1 FROM website_checks WHERE lead_id = $1', [id])).rowCount === 1);
}

/** The operator CLI's environment for this file's service. */
function cliEnv() {
  return {
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: service.config.redisUrl,
    QUEUE_PREFIX: service.config.queuePrefix,
    LOG_LEVEL: 'silent',
  };
}

describe('when a visitor requests an analysis for a website with known defects', () => {
  it('then the sales notification carries the Website-Schnellcheck naming them, problems first, and the visitor mail nothing fetched', async () => {
    const id = await submit(site.url, 'Sanitär Beispiel');
    const [checkStoredAt, mailsAt] = await Promise.all([
      waitForStoredCheck(id).then(() => Date.now()),
      waitFor('both mails', () => mailsFor(id).length === 2, 20_000).then(() => Date.now()),
    ]);
    const notification = mailsFor(id).find((mail) => mail.to.includes(salesEmail));
    const confirmation = mailsFor(id).find((mail) => !mail.to.includes(salesEmail));
    const text = plain(notification?.parsed.text);
    // The check (its HTML analysis in a fresh worker thread) woke the waiting notification when it ended: the mail
    // followed the stored check at once instead of sitting out the rest of the wait.
    expect(mailsAt - checkStoredAt).toBeLessThan(checkWaitMs / 2);
    expect(text).toContain('Website-Schnellcheck');
    for (const defect of [
      'Es fehlt eine Meta-Beschreibung',
      'keine Viewport-Angabe',
      'noindex',
      '2 von 3 Bildern',
      'ohne HTTPS',
      'keine sitemap.xml',
    ]) {
      expect(text).toContain(defect);
    }
    const section = text.slice(text.indexOf('Website-Schnellcheck'));
    expect(section.indexOf('Problem –')).toBeLessThan(section.indexOf('Hinweis –'));
    expect(section.lastIndexOf('Problem –')).toBeLessThan(section.indexOf('OK –'));
    const visitorText = plain(confirmation?.parsed.text);
    expect(visitorText).not.toContain('Schnellcheck');
    expect(visitorText).not.toContain('Viewport');
    if (process.env.PRINT_SECTION) console.log(section);

    const stored = (await db.pool.query('SELECT outcome, findings FROM website_checks WHERE lead_id = $1', [id])).rows[0] as {
      outcome: string;
      findings: unknown[];
    };
    expect(stored.outcome).toBe('ok');
    expect(stored.findings.length).toBeGreaterThan(10);
  });

  it('then `leads show` lists the findings, and `leads erase` removes them with the lead', async () => {
    const id = await submit(site.url, 'Sanitär Löschbar');
    await waitForStoredCheck(id);
    const env = cliEnv();
    let out = '';
    const io = { out: (text: string) => (out += text), err: (text: string) => (out += text) };
    expect(await runCli(leadRegistry, ['show', id], env, io)).toBe(0);
    expect(out).toContain('Website-Schnellcheck');
    expect(out).toContain('Es fehlt eine Meta-Beschreibung');
    await waitFor('both mails', () => mailsFor(id).length === 2, 15_000);
    expect(await runCli(leadRegistry, ['erase', '--email', validRequest.email], env, io)).toBe(0);
    expect((await db.pool.query('SELECT 1 FROM website_checks WHERE lead_id = $1', [id])).rowCount).toBe(0);
  });
});

describe('when a checked lead reaches the end of its retention period', () => {
  it('then `leads purge` (the retention rule) deletes its website check with it', async () => {
    const id = await submit(site.url, 'Sanitär Verjährt');
    await waitForStoredCheck(id);
    await waitFor('both mails', () => mailsFor(id).length === 2, 15_000);
    await db.pool.query("UPDATE leads SET submitted_at = now() - interval '400 days' WHERE id = $1", [id]);
    const env = cliEnv();
    const io = { out: () => undefined, err: () => undefined };
    expect(await runCli(leadRegistry, ['purge', '--older-than', '180'], env, io)).toBe(0);
    expect(
      (await db.pool.query('SELECT 1 FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1', [id]))
        .rowCount,
    ).toBe(0);
    expect((await db.pool.query('SELECT 1 FROM website_checks WHERE lead_id = $1', [id])).rowCount).toBe(0);
  });
});

describe('when the website check takes longer than the notification may wait', () => {
  it('then the notification goes out unchanged on time, and the findings follow in the same thread', async () => {
    const started = Date.now();
    const id = await submit(slowSite.url, 'Langsam GmbH');
    const notification = await waitFor(
      'notification',
      () => mailsFor(id).find((mail) => mail.to.includes(salesEmail) && mail.parsed.subject?.startsWith('Neue Analyse')),
      checkWaitMs + 15_000,
    );
    // On time: when the wait ran out, not when the check might end (the slow site answers only when released).
    expect(Date.now() - started).toBeLessThan(checkWaitMs + 10_000);
    expect(plain(notification.parsed.text)).not.toContain('Website-Schnellcheck');
    slowRelease();
    const followUp = await waitFor(
      'follow-up',
      () => mailsFor(id).find((mail) => mail.parsed.subject === 'Website-Schnellcheck: Langsam GmbH'),
      15_000,
    );
    expect(followUp.to).toContain(salesEmail);
    expect(followUp.parsed.inReplyTo).toBe(notification.parsed.messageId);
    expect(followUp.parsed.references).toContain(notification.parsed.messageId);
    expect(followUp.parsed.replyTo?.[0]?.address).toBe(validRequest.email);
    expect(plain(followUp.parsed.text)).toContain('Die Seite läuft ohne HTTPS');
  });
});

describe('when Redis missed an analysis request and the sweeper queues it later', () => {
  it('then its website check still runs, and within the wait the notification carries it', async () => {
    // Stored but never queued: what the request path leaves behind while Redis is away.
    const id = await insertLead(db.pool, 'contact_submissions', {
      company: 'Sanitär Nachzügler',
      email: validRequest.email,
      phone: '030 9876543',
      website: site.url,
      consent_version: 'v1',
      consent_at: new Date(),
    });
    await service.sweep();
    await waitFor('both mails', () => mailsFor(id).length === 2, 15_000);
    const notification = mailsFor(id).find((mail) => mail.to.includes(salesEmail));
    expect(plain(notification?.parsed.text)).toContain('Website-Schnellcheck');
    expect(plain(notification?.parsed.text)).toContain('Es fehlt eine Meta-Beschreibung');
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/platform/logger.ts';
import { queueDashboard } from '../src/ops/queue-dashboard.ts';
import { serviceJobs } from '../src/app/service-jobs.ts';
import { createLeadRepositories } from '../src/pipeline/lead-wiring.ts';
import { leadRegistry } from './support/lead-registry.ts';
import { validCancellation, validReferral } from './support/form-bodies.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { salesEmail, startTestService, validRequest, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

const admin = { user: 'betrieb', password: 'ein-langes-passwort' };
const authorization = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

let db: TestDatabase;
let smtp: SmtpSink;
let service: TestService;
let withoutLogin: TestService;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  [service, withoutLogin] = await Promise.all([
    startTestService({ databaseUrl: db.url, smtpUrl: smtp.url, env: { ADMIN_USER: admin.user, ADMIN_PASSWORD: admin.password } }),
    startTestService({ databaseUrl: db.url, smtpUrl: smtp.url, worker: false, sweeper: false }),
  ]);
});

afterAll(async () => {
  await service?.close();
  await withoutLogin?.close();
  await smtp?.close();
  await db?.drop();
});

async function metricsText(target: TestService = service): Promise<string> {
  const response = await fetch(`${target.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series, e.g. sample(text, 'sichtwerk_leads_received_total', { kind: 'referrals' }). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const labelText = line.slice(name.length + 1, line.lastIndexOf('}'));
    const found = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1], match[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('when an orchestrator probes the service', () => {
  it('then /healthz answers 200 JSON while the process lives', async () => {
    const response = await fetch(`${service.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it('then /readyz answers 200 with PostgreSQL and Redis both ok', async () => {
    const response = await fetch(`${service.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'bereit', checks: { postgres: 'ok', redis: 'ok' } });
  });
});

describe('when Prometheus scrapes /metrics after visitors used the forms', () => {
  it('then requests are counted and timed by route pattern and status, and leads by form kind', async () => {
    expect((await service.post(validRequest)).status).toBe(201);
    expect((await service.postTo('/api/referrals', validReferral)).status).toBe(201);
    expect((await service.postTo('/api/cancellations', validCancellation)).status).toBe(201);
    expect((await service.post({ ...validRequest, email: 'kaputt' })).status).toBe(400);
    // The same form without JavaScript: a plain post, stored and answered with 303 to the next page.
    const plain = await fetch(`${service.url}/api/contact-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...validRequest, email: 'ohne-js@example.de' }).toString(),
      redirect: 'manual',
    });
    expect(plain.status).toBe(303);
    await fetch(`${service.url}/api/gibt-es-nicht/123`);

    const text = await metricsText();
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/contact-submissions', status_code: '201' })).toBe(1);
    expect(sample(text, 'http_requests_total', { method: 'POST', route: '/api/contact-submissions', status_code: '400' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/referrals', status_code: '201' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/referrals', le: '+Inf' })).toBe(1);
    // An unknown URL must not become a label of its own.
    expect(text).not.toContain('gibt-es-nicht');
    expect(sample(text, 'http_requests_total', { method: 'GET', route: 'not_found', status_code: '404' })).toBe(1);

    // Both analysis requests are stored leads, the plain post's too.
    expect(sample(text, 'sichtwerk_leads_received_total', { kind: 'contact-submissions' })).toBe(2);
    expect(sample(text, 'sichtwerk_leads_received_total', { kind: 'referrals' })).toBe(1);
    expect(sample(text, 'sichtwerk_leads_received_total', { kind: 'cancellations' })).toBe(1);
    // Default process metrics come along.
    expect(text).toMatch(/^process_cpu_user_seconds_total\{service="lead-service"\} /m);
  });

  it('then a scanner spelling a route in many cases does not open a series per spelling', async () => {
    const spellings = ['/ADMIN/QUEUES', '/Admin/Queues', '/admin/QUEUES', '/aDmIn/qUeUeS'];
    for (const spelling of spellings) {
      const response = await fetch(`${service.url}${spelling}/api/queues`);
      expect(response.status).toBe(401);
    }
    const text = await metricsText();
    const routes = [...text.matchAll(/^http_requests_total\{[^}]*route="([^"]*)"/gm)].map((match) => match[1]!);
    for (const spelling of spellings) expect(routes.some((route) => route.startsWith(spelling))).toBe(false);
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/admin/queues/*', status_code: '401' })).toBeGreaterThanOrEqual(
      spellings.length,
    );
  });

  it('then the e-mails the worker sent and the ones that failed are counted by mail kind', async () => {
    const email = 'gibt-es-nicht@example.de';
    smtp.behaviour = { rejectRecipient: (address) => (address === email ? 550 : undefined) };
    try {
      const response = await service.post({ ...validRequest, email });
      const { id } = (await response.json()) as { id: string };
      await waitFor('notification sent', () => smtp.to(salesEmail).some((mail) => mail.parsed.messageId?.includes(id)));
      const text = await waitFor('failure counted', async () => {
        const current = await metricsText();
        return sample(current, 'sichtwerk_mails_failed_total', { kind: 'confirmation', reason: 'permanent' }) ? current : undefined;
      });
      expect(sample(text, 'sichtwerk_mails_failed_total', { kind: 'confirmation', reason: 'permanent' })).toBe(1);
      expect(sample(text, 'sichtwerk_mails_sent_total', { kind: 'notification' })).toBeGreaterThanOrEqual(1);
    } finally {
      smtp.behaviour = {};
    }
  });

  it('then the queues report their job counts by state, read from Redis at scrape time', async () => {
    // The job of the rejected confirmation above ends as failed once the worker has finished it, which on a
    // busy machine can be just after the notification arrived.
    const text = await waitFor('the failed job counted', async () => {
      const current = await metricsText();
      return (sample(current, 'sichtwerk_queue_jobs', { queue: 'leads', state: 'failed' }) ?? 0) >= 1 ? current : undefined;
    });
    for (const state of ['waiting', 'active', 'delayed', 'completed', 'failed']) {
      expect(sample(text, 'sichtwerk_queue_jobs', { queue: 'leads', state })).toBeTypeOf('number');
    }
    expect(sample(text, 'sichtwerk_queue_jobs', { queue: 'leads', state: 'failed' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'sichtwerk_queue_jobs', { queue: 'maintenance', state: 'delayed' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'sichtwerk_queue_up', { queue: 'leads' })).toBe(1);
  });
});

describe('when an operator opens the queue dashboard', () => {
  it('then without credentials the answer is 401 with a login prompt', async () => {
    const response = await fetch(`${service.url}/admin/queues`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('ANMELDUNG_ERFORDERLICH');
  });

  it('then a wrong password is refused as well', async () => {
    const response = await fetch(`${service.url}/admin/queues`, {
      headers: { authorization: authorization(admin.user, 'falsch-falsch-falsch') },
    });
    expect(response.status).toBe(401);
  });

  it('then with the credentials bull-board shows every queue of the one job list, failed jobs included', async () => {
    const headers = { authorization: authorization(admin.user, admin.password) };
    const page = await fetch(`${service.url}/admin/queues`, { headers });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // The dashboard's inline styles are allowed there, and only there.
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");

    const api = await fetch(`${service.url}/admin/queues/api/queues?activeQueue=leads&status=failed&page=1&jobsPerPage=10`, { headers });
    expect(api.status).toBe(200);
    const body = (await api.json()) as {
      queues: Array<{ name: string; counts: Record<string, number>; jobs: Array<{ failedReason?: string }> }>;
    };
    const declared = serviceJobs(leadRegistry, createLeadRepositories(leadRegistry, db.pool)).map((job) => job.queue);
    expect(body.queues.map((queue) => queue.name).sort()).toEqual([...declared].sort());
    const leads = body.queues.find((queue) => queue.name === 'leads');
    expect(leads?.counts.failed).toBeGreaterThanOrEqual(1);
    expect(leads?.jobs.some((job) => /permanently rejected/.test(job.failedReason ?? ''))).toBe(true);
  });

  it('then the dashboard speaks German with the right plural ("4 Jobs", not "4 Job")', async () => {
    const headers = { authorization: authorization(admin.user, admin.password) };
    const page = await fetch(`${service.url}/admin/queues`, { headers });
    expect(await page.text()).toContain('"lng":"de-DE"');
    const messages = await fetch(`${service.url}/admin/queues/static/locales/de-DE/messages.json?v=1`, { headers });
    const texts = ((await messages.json()) as { DASHBOARD: Record<string, string> }).DASHBOARD;
    expect(texts.JOBS_COUNT_other?.replace('{{count}}', '4')).toBe('4 Jobs');
    expect(texts.JOBS_COUNT_one?.replace('{{count}}', '1')).toBe('1 Job');
  });

  it('then a page on another site cannot use the browser’s cached login to change the queues (403, no job added)', async () => {
    const headers = { authorization: authorization(admin.user, admin.password) };
    const jobCount = async () => {
      const api = await fetch(`${service.url}/admin/queues/api/queues?activeQueue=leads&page=1&jobsPerPage=1`, { headers });
      const body = (await api.json()) as { queues: Array<{ name: string; counts: Record<string, number> }> };
      const counts = body.queues.find((queue) => queue.name === 'leads')!.counts;
      return Object.values(counts).reduce((sum, count) => sum + count, 0);
    };
    const before = await jobCount();
    const addJob = `${service.url}/admin/queues/api/queues/leads/add`;
    const body = JSON.stringify({ name: 'fremd', data: { kind: 'referral', id: '00000000-0000-4000-8000-000000000000' } });
    const attempts: Array<Record<string, string>> = [
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      { origin: 'null', 'content-type': 'text/plain' },
    ];
    for (const attempt of attempts) {
      const response = await fetch(addJob, { method: 'POST', headers: { ...headers, ...attempt }, body });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/nur von seiner eigenen Seite/);
    }
    expect(await jobCount()).toBe(before);
    // The dashboard's own page, and reading from anywhere, still work.
    const own = await fetch(`${service.url}/admin/queues/api/queues/leads/pause`, {
      method: 'PUT',
      headers: { ...headers, origin: service.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).not.toBe(403);
    await fetch(`${service.url}/admin/queues/api/queues/leads/resume`, { method: 'PUT', headers: { ...headers, origin: service.url } });
  });

  it('then a write that names no origin at all (neither Origin nor Sec-Fetch-Site) is refused like the desk refuses it', async () => {
    const headers = { authorization: authorization(admin.user, admin.password) };
    const pause = await fetch(`${service.url}/admin/queues/api/queues/leads/pause`, { method: 'PUT', headers });
    expect(pause.status).toBe(403);
    expect(((await pause.json()) as { error: { code: string } }).error.code).toBe('FREMDE_HERKUNFT');
    const sameSiteOnly = await fetch(`${service.url}/admin/queues/api/queues/leads/pause`, {
      method: 'PUT',
      headers: { ...headers, 'sec-fetch-site': 'same-site', origin: service.url },
    });
    expect(sameSiteOnly.status).toBe(403);
    const state = await fetch(`${service.url}/admin/queues/api/queues?activeQueue=leads&page=1&jobsPerPage=1`, { headers });
    const leads = ((await state.json()) as { queues: Array<{ name: string; isPaused?: boolean }> }).queues.find(
      (queue) => queue.name === 'leads',
    );
    expect(leads?.isPaused).toBe(false);
  });

  it('then without ADMIN_USER/ADMIN_PASSWORD no basic-auth login opens it; only an admin of the sales desk can', async () => {
    const response = await fetch(`${withoutLogin.url}/admin/queues`, {
      headers: { authorization: authorization(admin.user, admin.password) },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/Vertriebs-Desk/);
  });

  it('then the switched-off dashboard says so in exactly one log line', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    queueDashboard({ queues: [], credentials: undefined, logger: createLogger({ level: 'info', destination }) });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 30, msg: expect.stringMatching(/dashboard disabled.*ADMIN_USER/) });
  });
});

describe('when a browser loads a page or calls the API', () => {
  it('then the strict CSP, HSTS and the other security headers are sent, without unsafe-inline', async () => {
    const response = await fetch(`${service.url}/healthz`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

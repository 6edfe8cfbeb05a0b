import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRegistry } from './support/lead-registry.ts';
import { start, type RunningService } from '../src/app/server.ts';
import { deleteQueueKeys, uniqueQueuePrefix } from './support/redis-helpers.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { salesEmail, testConfig, validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { withFormToken } from './support/form-token.ts';

const leadServiceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let db: TestDatabase;
let smtp: SmtpSink;
let dataDir: string;
let api: RunningService;
let apiConfig: ReturnType<typeof testConfig>;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), 'lead-worker-'));
  // The compose `api`: RUN_WORKER=false and no worker option, so the config alone decides.
  apiConfig = testConfig({
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    dataDir,
    queuePrefix: uniqueQueuePrefix(),
    env: { RUN_WORKER: 'false' },
  });
  api = await start(apiConfig, leadRegistry, { sweeper: false });
});

afterAll(async () => {
  if (worker && worker.exitCode === null) worker.kill('SIGKILL');
  await api?.stop();
  await deleteQueueKeys(apiConfig.redisUrl, apiConfig.queuePrefix);
  await smtp?.close();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('when the api runs without a worker and worker-main.ts runs as its own container', () => {
  it('then the worker sends the mails, reports health and mail metrics on its own port, and stops cleanly', async () => {
    worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker-main.ts'], {
      cwd: leadServiceDir,
      env: {
        ...process.env,
        DATABASE_URL: apiConfig.databaseUrl,
        REDIS_URL: apiConfig.redisUrl,
        SMTP_URL: smtp.url,
        SALES_EMAIL: salesEmail,
        QUEUE_PREFIX: apiConfig.queuePrefix,
        HOST: '127.0.0.1',
        WORKER_HTTP_PORT: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exit = new Promise<number | null>((resolve) => worker!.once('exit', (code) => resolve(code)));
    const workerUrl = await new Promise<string>((resolve) => {
      createInterface({ input: worker!.stdout! }).on('line', (line) => {
        const record = JSON.parse(line) as { msg?: string; url?: string };
        if (record.msg === 'worker health and metrics listening' && record.url) resolve(record.url);
      });
    });

    const email = 'worker-container@example.de';
    const response = await fetch(`${api.url}/api/contact-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(api.url, '/api/contact-submissions', { ...validRequest, email })),
    });
    expect(response.status).toBe(201);
    await waitFor('both mails', () => smtp.to(email).length === 1 && smtp.to(salesEmail).length === 1, 20_000);

    expect((await fetch(`${workerUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${workerUrl}/readyz`)).status).toBe(200);
    const workerMetrics = await (await fetch(`${workerUrl}/metrics`)).text();
    expect(workerMetrics).toMatch(/^sichtwerk_mails_sent_total\{kind="confirmation",service="lead-service"\} 1$/m);
    expect(workerMetrics).toMatch(/^sichtwerk_mails_sent_total\{kind="notification",service="lead-service"\} 1$/m);
    // The api sent nothing itself; it counted the lead.
    const apiMetrics = await (await fetch(`${api.url}/metrics`)).text();
    expect(apiMetrics).not.toMatch(/^sichtwerk_mails_sent_total\{/m);
    expect(apiMetrics).toMatch(/^sichtwerk_leads_received_total\{kind="contact-submissions",service="lead-service"\} 1$/m);

    worker.kill('SIGTERM');
    expect(await exit).toBe(0);
  });
});

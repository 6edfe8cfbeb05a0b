/**
 * The pre-check says what it knows. A name that does not exist is a finding for the prospect ("existiert
 * nicht"); a resolver that fails for now (our DNS, a timeout) says nothing about their site: the check is
 * tried once more later and, failing again, tells sales to look themselves. Counts read in correct German,
 * and the team mail links the visitor's address, phone and website.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisRequestForm } from '../src/kinds/analysis-requests/form.ts';
import { analysisRequestNotification } from '../src/kinds/analysis-requests/mails.ts';
import type { AnalysisRequestLead } from '../src/kinds/analysis-requests/table.ts';
import { createLeadRepository } from '../src/pipeline/lead-repository.ts';
import { mailSettingsFrom } from '../src/app/mail-settings.ts';
import { createLogger } from '../src/platform/logger.ts';
import { renderMail } from '../src/platform/mail/mail-layout.ts';
import { createSmtpMailer } from '../src/platform/mail/transport.ts';
import { leadReferenceOf } from '../src/kind-kit/define-lead-form.ts';
import { websiteCheckJob, websiteCheckJobId } from '../src/kinds/analysis-requests/website-check/check-job.ts';
import { createJobHost, type JobHost } from '../src/platform/jobs/job-host.ts';
import { createVisitorMailLimit } from '../src/kind-kit/visitor-mail-limit.ts';
import { websiteCheckBlocks } from '../src/kinds/analysis-requests/website-check/mail-section.ts';
import { runWebsiteCheck } from '../src/kinds/analysis-requests/website-check/run-check.ts';
import type { Resolve } from '../src/kinds/analysis-requests/website-check/safe-fetch.ts';
import { healthyHome, startFixtureSite, type FixtureSite } from './support/fixture-site.ts';
import { deleteQueueKeys, sharedRedisUrl, uniqueQueuePrefix } from './support/redis-helpers.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { testConfig } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { insertLead } from './support/lead-rows.ts';

const failing =
  (code: string): Resolve =>
  async () => {
    throw Object.assign(new Error(`getaddrinfo ${code} beispiel.example`), { code });
  };

describe('when the website check cannot resolve the name', () => {
  it('then NXDOMAIN reads as "existiert nicht", for good', async () => {
    const result = await runWebsiteCheck('https://gibt-es-nicht.example/', '030 123456', { allowHosts: [], resolve: failing('ENOTFOUND') });
    expect(result.findings[0]?.text).toMatch(/existiert nicht/);
    expect(result.temporary).toBeUndefined();
  });

  it.each(['EAI_AGAIN', 'ETIMEOUT', 'ESERVFAIL', 'ECONNREFUSED'])(
    'then a temporary resolver failure (%s) reads "konnte gerade nicht geprüft werden – bitte selbst ansehen", never "existiert nicht"',
    async (code) => {
      const result = await runWebsiteCheck('https://beispiel.example/', '030 123456', { allowHosts: [], resolve: failing(code) });
      expect(result.findings[0]?.text).toMatch(/konnte gerade nicht geprüft werden.*bitte selbst ansehen/);
      expect(result.findings.map((finding) => finding.text).join(' ')).not.toMatch(/existiert nicht/);
      expect(result.temporary).toBe(true);
    },
  );
});

describe('when the resolver fails once and then answers', () => {
  let site: FixtureSite;
  let db: TestDatabase;
  let smtp: SmtpSink;
  let producer: Redis;
  let workerConnection: Redis;
  let checkQueue: Queue;
  let jobs: JobHost | undefined;
  let dataDir: string;
  const prefix = uniqueQueuePrefix();
  const calls = new Map<string, number>();
  /** By host: `wackel` fails once, `immer-gestoert` always, everything else resolves to the fixture. */
  const resolve: Resolve = async (hostname) => {
    const call = (calls.get(hostname) ?? 0) + 1;
    calls.set(hostname, call);
    if (hostname.startsWith('immer-gestoert') || (hostname.startsWith('wackel') && call === 1)) return failing('EAI_AGAIN')(hostname);
    return [{ address: '127.0.0.1', family: 4 }];
  };
  const port = () => site.hostPort.split(':')[1];

  beforeAll(async () => {
    site = await startFixtureSite({ '/': { body: healthyHome('030 9876543') } });
    db = await createTestDatabase();
    smtp = await startSmtpSink();
    dataDir = await mkdtemp(path.join(tmpdir(), 'precheck-'));
    const config = testConfig({
      databaseUrl: db.url,
      smtpUrl: smtp.url,
      dataDir,
      queuePrefix: prefix,
      env: {
        WEBSITE_CHECK_CONCURRENCY: '2',
        WEBSITE_CHECK_ALLOW_HOSTS: ['wackel.example', 'immer-gestoert.example'].map((host) => `${host}:${port()}`).join(','),
      },
    });
    producer = new Redis(sharedRedisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    workerConnection = new Redis(sharedRedisUrl, { maxRetriesPerRequest: null });
    const leads = createLeadRepository(db.pool, analysisRequestForm);
    const check = websiteCheckJob(
      { findById: (id) => leads.findById(id), reference: (id) => leadReferenceOf(analysisRequestForm, id) },
      resolve,
    );
    const logger = createLogger({ level: 'silent' });
    jobs = createJobHost({
      jobs: [check],
      context: {
        config,
        pool: db.pool,
        producer,
        mailer: createSmtpMailer(smtp.url),
        settings: mailSettingsFrom(config),
        visitorMailLimit: createVisitorMailLimit({ redis: producer, prefix, secret: 'test', perDay: 0 }),
        logger,
      },
      producer,
      prefix,
      logger,
    });
    checkQueue = jobs.queues.of(check);
    jobs.startWorkers(workerConnection);
  });

  afterAll(async () => {
    await jobs?.closeWorkers(5_000);
    await jobs?.closeQueues(5_000);
    producer?.disconnect();
    workerConnection?.disconnect();
    await deleteQueueKeys(sharedRedisUrl, prefix).catch(() => undefined);
    await smtp?.close();
    await db?.drop();
    await site?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function checkLead(host: string): Promise<{ outcome: string; findings: Array<{ text: string }> }> {
    const id = await insertLead(db.pool, 'contact_submissions', {
      company: 'Bäckerei Test',
      email: 'test@example.de',
      phone: '030 9876543',
      website: `http://${host}:${port()}/`,
      consent_version: 'v1',
      consent_at: new Date(),
    });
    await checkQueue.add('check', { leadId: id }, { jobId: websiteCheckJobId(id), attempts: 2, backoff: { type: 'fixed', delay: 300 } });
    return waitFor(
      'stored check',
      async () => (await db.pool.query('SELECT outcome, findings FROM website_checks WHERE lead_id = $1', [id])).rows[0],
      20_000,
    );
  }

  it('then the second try, a little later, checks the site as usual', async () => {
    const stored = await checkLead('wackel.example');
    expect(calls.get('wackel.example')).toBeGreaterThanOrEqual(2);
    expect(stored.outcome).toBe('ok');
    expect(stored.findings.map((finding) => finding.text).join(' ')).toContain('Die Startseite ist erreichbar');
  });

  it('then a resolver that stays down leaves sales the advice to look themselves, after exactly two tries', async () => {
    const stored = await checkLead('immer-gestoert.example');
    expect(calls.get('immer-gestoert.example')).toBe(2);
    expect(stored.findings[0]?.text).toMatch(/konnte gerade nicht geprüft werden.*bitte selbst ansehen/);
  });
});

describe('when sales read the team mail of an analysis request', () => {
  const lead = {
    id: '00000000-0000-4000-8000-000000000001',
    reference: 'SW-7K3M-9QXR',
    company: 'Bäckerei "Test" & Co',
    email: 'anna.mueller@example.de',
    phone: '+49 30 1234567',
    website: 'baeckerei-mueller.de/?a=1&b="x"',
    industry: null,
    consentVersion: 'v1',
    consentAt: new Date(),
    submittedAt: new Date(),
    websiteCheck: null,
  } as unknown as AnalysisRequestLead;

  it('then address, phone and website are links that do only that, escaped', () => {
    const { html } = renderMail(analysisRequestNotification(lead));
    expect(html).toContain('<a href="mailto:anna.mueller@example.de">anna.mueller@example.de</a>');
    expect(html).toContain('<a href="tel:+49301234567">+49 30 1234567</a>');
    expect(html).toContain('<a href="https://baeckerei-mueller.de/?a=1&amp;b=%22x%22">');
  });

  it('then a website that is not http(s) is shown but never linked', () => {
    const { html } = renderMail(analysisRequestNotification({ ...lead, website: 'javascript:alert(1)' } as AnalysisRequestLead));
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('javascript:alert(1)');
  });

  it('then the check counts read "1 Problem, 1 Hinweis" and "2 Probleme, 0 Hinweise"', () => {
    const check = (statuses: Array<'problem' | 'hinweis' | 'ok'>) => ({
      url: 'https://beispiel.example/',
      outcome: 'ok' as const,
      durationMs: 10,
      checkedAt: new Date(),
      followUpSentAt: null,
      findings: statuses.map((status) => ({ check: 'X', status, text: 'Text.' })),
    });
    const heading = (statuses: Array<'problem' | 'hinweis' | 'ok'>) =>
      renderMail({ subject: 's', blocks: websiteCheckBlocks(check(statuses) as never) }).text.split('\n')[0];
    expect(heading(['problem', 'hinweis', 'ok'])).toMatch(/: 1 Problem, 1 Hinweis$/);
    expect(heading(['problem', 'problem'])).toMatch(/: 2 Probleme, 0 Hinweise$/);
  });
});

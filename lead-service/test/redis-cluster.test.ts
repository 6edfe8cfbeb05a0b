/**
 * The service on a real Redis Cluster (three masters on loopback ports): a lead of every kind goes end to end
 * — HTTP → PostgreSQL → queue → worker → SMTP — the analysis request through its website-check flow (a
 * parent job waiting for a child in another queue), with the rate limits and the visitor-mail counter on.
 * Every key the service writes carries the QUEUE_PREFIX hash tag, so all of them share one slot and BullMQ's
 * scripts never fail with CROSSSLOT.
 */
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config/load-config.ts';
import { createLogger } from '../src/platform/logger.ts';
import { defectiveHome, startFixtureSite, type FixtureSite } from './support/fixture-site.ts';
import { formCases } from './support/forms.ts';
import { startPrivateRedis, type PrivateRedis } from './support/redis-helpers.ts';
import { startPrivateRedisCluster, type PrivateRedisCluster } from './support/private-redis-cluster.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { salesEmail, startTestService, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { rowsOf } from './support/lead-rows.ts';

const hashTag = `{cluster-test-${process.pid}}`;
let cluster: PrivateRedisCluster;
let site: FixtureSite;
let db: TestDatabase;
let smtp: SmtpSink;
let service: TestService;
const logLines: string[] = [];

beforeAll(async () => {
  cluster = await startPrivateRedisCluster();
  site = await startFixtureSite({ '/': { body: defectiveHome }, '/robots.txt': { type: 'text/plain', body: 'User-agent: *' } });
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  service = await startTestService({
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    redisUrl: cluster.url,
    logger: createLogger({
      level: 'info',
      destination: new Writable({ write: (chunk, _encoding, done) => done(void logLines.push(String(chunk))) }),
    }),
    env: {
      REDIS_CLUSTER: 'true',
      QUEUE_PREFIX: hashTag,
      RATE_LIMIT_PER_MINUTE: '100',
      RATE_LIMIT_PER_WINDOW: '100',
      VISITOR_MAILS_PER_ADDRESS: '3',
      WEBSITE_CHECK_CONCURRENCY: '2',
      WEBSITE_CHECK_WAIT_MS: '20000',
      WEBSITE_CHECK_ALLOW_HOSTS: site.hostPort,
    },
  });
}, 90_000);

afterAll(async () => {
  await service?.close();
  await smtp?.close();
  await db?.drop();
  await site?.close();
  await cluster?.stop();
});

const mailsFor = (id: string) => smtp.received.filter((mail) => mail.parsed.messageId?.includes(id));

describe('when the service runs on a three-master Redis Cluster with QUEUE_PREFIX as a hash tag', () => {
  const sent = new Map<string, { id: string; mailCount: number }>();

  it.each(formCases)('then a $name is accepted, stored and mailed once per mail', async (form) => {
    const body = {
      ...form.valid,
      [form.markerField]: form.marker('cluster'),
      ...(form.kind === 'analysis-request' ? { website: site.url } : {}),
    };
    const response = await service.postTo(form.path, body);
    expect(response.status).toBe(201);
    // Both limiters counted the post in the cluster (a limiter whose store fails lets posts through unannounced).
    expect(response.headers.get('ratelimit')).toMatch(/^"100-in-1min"; r=\d+; t=\d+, "100-in-15min"; r=\d+; t=\d+$/);
    const { id } = (await response.json()) as { id: string };
    sent.set(form.kind, { id, mailCount: form.mailCount });
    expect((await db.pool.query(`SELECT 1 FROM ${rowsOf(form.table)} WHERE id = $1`, [id])).rowCount).toBe(1);
    await waitFor(`${form.name}: ${form.mailCount} mails`, () => mailsFor(id).length >= form.mailCount, 30_000);
    expect(mailsFor(id)).toHaveLength(form.mailCount);
  });

  it('then the analysis request went through the website check in the cluster: the sales notification carries its findings', async () => {
    const analysis = sent.get('analysis-request');
    expect(analysis).toBeDefined();
    const notification = mailsFor(analysis!.id).find((mail) => mail.to.includes(salesEmail));
    expect((notification?.parsed.text ?? '').replace(/\u00a0/g, ' ')).toContain('Website-Schnellcheck');
    expect((await db.pool.query('SELECT outcome FROM website_checks WHERE lead_id = $1', [analysis!.id])).rows).toEqual([
      { outcome: 'ok' },
    ]);
  });

  it('then every key the service wrote, on whichever node, carries the hash tag and lies in its one slot', async () => {
    const keys = await cluster.keys();
    const ours = keys.filter((key) => key.startsWith(hashTag));
    expect(keys.filter((key) => !key.startsWith(hashTag))).toEqual([]);
    // The queues of both steps of the flow, the rate limits and the visitor-mail counter are all there.
    for (const part of [':leads:', ':website-checks:', ':rl:minute:', ':rl:window:', ':mail-limit:']) {
      expect(
        ours.some((key) => key.includes(part)),
        part,
      ).toBe(true);
    }
    const node = new Redis(cluster.url);
    try {
      const slots = new Set(await Promise.all(ours.map((key) => node.cluster('KEYSLOT', key))));
      expect(slots.size).toBe(1);
    } finally {
      node.disconnect();
    }
  });

  it('then no mail went out twice and nothing warned about the eviction policy', async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [kind, { id, mailCount }] of sent) expect(mailsFor(id), kind).toHaveLength(mailCount);
    expect(logLines.join('')).not.toContain('maxmemory-policy');
  });
});

describe('when an operator turns on REDIS_CLUSTER with a prefix that is no hash tag', () => {
  it('then the configuration is refused with a message naming the hash tag', () => {
    const attempt = () => loadConfig({ REDIS_URL: 'redis://127.0.0.1:7000', REDIS_CLUSTER: 'true', QUEUE_PREFIX: 'sichtwerk' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/QUEUE_PREFIX.*\{sichtwerk\}/);
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:7000', REDIS_CLUSTER: 'true', QUEUE_PREFIX: '{sichtwerk}' })).not.toThrow();
    expect(() => loadConfig({ QUEUE_PREFIX: '{sicht:werk}' })).toThrow(ConfigError);
  });
});

describe('when the Redis the service writes to may evict keys under memory pressure', () => {
  let evicting: PrivateRedis;
  let evictingService: TestService;
  const lines: string[] = [];

  beforeAll(async () => {
    evicting = await startPrivateRedis(['--maxmemory-policy', 'allkeys-lru']);
    evictingService = await startTestService({
      databaseUrl: db.url,
      smtpUrl: smtp.url,
      redisUrl: evicting.url,
      worker: false,
      sweeper: false,
      logger: createLogger({
        level: 'info',
        destination: new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }),
      }),
    });
  });

  afterAll(async () => {
    await evictingService?.close();
    await evicting?.stop();
  });

  it('then the service warns once at start, naming the policy and the one it needs', async () => {
    await waitFor('eviction warning', () => lines.some((line) => line.includes('maxmemory-policy')));
    const warnings = lines.filter((line) => line.includes('maxmemory-policy')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, policy: 'allkeys-lru' });
    expect(String(warnings[0]?.msg)).toContain('noeviction');
  });
});

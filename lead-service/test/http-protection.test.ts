/**
 * CORS and the per-IP rate limit of the form endpoints, through the real service with Redis behind it.
 * (That the limiter lets posts through while Redis is down is shown in redis-outage.test.ts.)
 */
import { dataRetention } from '@sichtwerk/content/legal/datenschutz';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validCancellation, validContactMessage } from './support/form-bodies.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { startTestService, validRequest, type TestService } from './support/test-service.ts';

const site = 'https://www.sichtwerk.de';
const cdn = 'https://cdn.sichtwerk.de';

let db: TestDatabase;
let smtp: SmtpSink;
let limited: TestService;
let sameOriginOnly: TestService;
/** Deployed behind a proxy at 10.0.0.0/8, but reached directly from 127.0.0.1 (the attacker's way round). */
let behindOtherProxy: TestService;

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  [limited, sameOriginOnly, behindOtherProxy] = await Promise.all([
    startTestService({
      databaseUrl: db.url,
      smtpUrl: smtp.url,
      worker: false,
      sweeper: false,
      env: { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_WINDOW: '5', TRUST_PROXY: 'loopback', ALLOWED_ORIGINS: `${site}, ${cdn}/` },
    }),
    startTestService({ databaseUrl: db.url, smtpUrl: smtp.url, worker: false, sweeper: false }),
    startTestService({
      databaseUrl: db.url,
      smtpUrl: smtp.url,
      worker: false,
      sweeper: false,
      env: { RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_WINDOW: '5', TRUST_PROXY: '10.0.0.0/8' },
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([limited?.close(), sameOriginOnly?.close(), behindOtherProxy?.close()]);
  await smtp?.close();
  await db?.drop();
});

function postAs(service: TestService, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

function preflight(service: TestService, path: string, origin: string) {
  return fetch(`${service.url}${path}`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
}

describe('when a browser on another origin calls the API', () => {
  it('then a listed origin gets its preflight answered with credentials allowed, and the answer to its post', async () => {
    for (const origin of [site, cdn]) {
      const answer = await preflight(limited, '/api/contact-messages', origin);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
      expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
      expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
      expect(answer.headers.get('vary')).toMatch(/Origin/i);
    }
    const post = await postAs(
      limited,
      '/api/contact-messages',
      { ...validContactMessage, email: 'cors@example.de' },
      { origin: site, 'x-forwarded-for': '198.51.100.1' },
    );
    expect(post.status).toBe(201);
    expect(post.headers.get('access-control-allow-origin')).toBe(site);
    expect(post.headers.get('access-control-allow-credentials')).toBe('true');
    const token = await fetch(`${limited.url}/api/form-token?form=contact-messages`, { headers: { origin: cdn } });
    expect(token.headers.get('access-control-allow-origin')).toBe(cdn);
  });

  it('then an unlisted origin, a look-alike or "null" gets no CORS headers, so the browser withholds the answer', async () => {
    for (const origin of ['https://evil.example', 'https://www.sichtwerk.de.evil.example', 'http://www.sichtwerk.de', 'null']) {
      const answer = await preflight(limited, '/api/contact-messages', origin);
      expect(answer.status, origin).toBeLessThan(300);
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-methods'), origin).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
    const post = await postAs(limited, '/api/cancellations', validCancellation, {
      origin: 'https://evil.example',
      'x-forwarded-for': '198.51.100.2',
    });
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('then without ALLOWED_ORIGINS no origin is allowed: same origin only', async () => {
    const answer = await preflight(sameOriginOnly, '/api/contact-submissions', site);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    // SITE_URL's own origin: a post from there is ours, it just gets no CORS headers.
    const post = await postAs(sameOriginOnly, '/api/contact-submissions', validRequest, { origin: site });
    expect(post.status).toBe(201);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('when one address sends more forms than a person would', () => {
  it('then the fourth post within a minute is a German 429 with Retry-After, across all four forms, and others are not affected', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    statuses.push((await postAs(limited, '/api/contact-submissions', validRequest, ip)).status);
    statuses.push((await postAs(limited, '/api/contact-messages', validContactMessage, ip)).status);
    statuses.push((await postAs(limited, '/api/cancellations', validCancellation, ip)).status);
    expect(statuses).toEqual([201, 201, 201]);

    const refused = await postAs(limited, '/api/referrals', {}, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: { code: 'ZU_VIELE_ANFRAGEN', message: expect.stringMatching(/^Zu viele Anfragen/) as unknown as string },
    });

    // Another visitor behind the same proxy is counted on its own; the token endpoint is not limited.
    expect((await postAs(limited, '/api/contact-messages', validContactMessage, { 'x-forwarded-for': '203.0.113.8' })).status).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${limited.url}/api/form-token?form=referrals`, { headers: ip })).status).toBe(200);
  });

  it('then Redis holds only hashed keys under the queue prefix, each expiring within the 15 minutes the privacy policy names', async () => {
    await postAs(limited, '/api/contact-messages', validContactMessage, { 'x-forwarded-for': '192.0.2.55' });
    const redis = new Redis(limited.config.redisUrl);
    try {
      const keys = await redis.keys(`${limited.config.queuePrefix}:rl:*`);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      for (const key of keys) {
        expect(key).not.toMatch(/\d+\.\d+\.\d+\.\d+|::/);
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(dataRetention.rateLimitMinutes * 60_000);
      }
    } finally {
      redis.disconnect();
    }
  });

  it('then a client cannot dodge the limit by inventing X-Forwarded-For hops beyond TRUST_PROXY', async () => {
    // TRUST_PROXY=1: only the address the one trusted proxy appended (the last one) counts.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await postAs(limited, '/api/contact-messages', validContactMessage, {
        'x-forwarded-for': `10.0.0.${i}, 203.0.113.99`,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });
});

describe('when a client that is not one of the trusted proxies makes up X-Forwarded-For', () => {
  it('then a fresh invented address on every post does not help: it is limited by its real address', async () => {
    const limit = behindOtherProxy.config.rateLimitPerMinute;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i += 1) {
      const response = await postAs(
        behindOtherProxy,
        '/api/contact-messages',
        { ...validContactMessage, email: `erfunden-${i}@example.de` },
        {
          'x-forwarded-for': `198.51.100.${i + 1}`,
        },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(limit).every((status) => status === 429)).toBe(true);
  });
});

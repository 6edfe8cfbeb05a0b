import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../src/platform/db/pool.ts';
import { healthRoutes } from '../src/ops/health/health-routes.ts';
import { postgresCheck, redisCheck } from '../src/ops/health/readiness.ts';
import { startPrivateRedis, type PrivateRedis } from './support/redis-helpers.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { startTestService, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

let db: TestDatabase;
let redis: PrivateRedis;
let service: TestService;

beforeAll(async () => {
  db = await createTestDatabase();
  // A Redis of our own, so stopping it disturbs nobody else.
  redis = await startPrivateRedis();
  service = await startTestService({
    databaseUrl: db.url,
    smtpUrl: 'smtp://127.0.0.1:9',
    redisUrl: redis.url,
    worker: false,
    sweeper: false,
  });
});

afterAll(async () => {
  await service?.close();
  await redis?.stop();
  await db?.drop();
});

async function readiness(): Promise<{
  status: number;
  body: { status: string; checks: Record<string, string>; error?: { code: string; message: string } };
}> {
  const response = await fetch(`${service.url}/readyz`);
  return { status: response.status, body: (await response.json()) as never };
}

describe('when Redis goes away while the service runs', () => {
  it('then /readyz turns 503 naming Redis in German, quickly, and returns to 200 once Redis is back', async () => {
    expect(await waitFor('ready at start', async () => ((await readiness()).status === 200 ? true : undefined))).toBe(true);

    await redis.kill();
    const down = await waitFor('503 after Redis stopped', async () => {
      const started = Date.now();
      const answer = await readiness();
      return answer.status === 503 ? { ...answer, ms: Date.now() - started } : undefined;
    });
    expect(down.ms).toBeLessThan(1_500);
    expect(down.body.status).toBe('nicht bereit');
    expect(down.body.checks.postgres).toBe('ok');
    expect(down.body.checks.redis).toMatch(/^fehler: /);
    expect(down.body.error).toEqual({ code: 'NICHT_BEREIT', message: 'Der Dienst ist nicht bereit: Redis antwortet nicht.' });

    // The process itself is fine: liveness stays green, so nothing restarts it for a dependency's outage.
    expect((await fetch(`${service.url}/healthz`)).status).toBe(200);
    // And the balancer keeps sending posts here: without Redis they are stored and answered 201 (redis-outage.test.ts).
    expect((await fetch(`${service.url}/readyz/instance`)).status).toBe(200);

    await redis.restart();
    const up = await waitFor(
      '200 after Redis is back',
      async () => {
        const answer = await readiness();
        return answer.status === 200 ? answer : undefined;
      },
      20_000,
    );
    expect(up.body).toEqual({ status: 'bereit', checks: { postgres: 'ok', redis: 'ok' } });
  });
});

describe('when PostgreSQL accepts connections but never answers', () => {
  it('then /readyz gives up after the short timeout and answers 503 naming PostgreSQL', async () => {
    // A socket that swallows the Postgres handshake: the worst case, a hang rather than a refusal.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const pool = createPool({ connectionString: `postgres://x@127.0.0.1:${(silent.address() as AddressInfo).port}/x`, max: 1 });
    const healthyRedis = new Redis(redis.url);
    const app = express().use(healthRoutes([postgresCheck(pool), redisCheck(healthyRedis)], 300));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const started = Date.now();
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { checks: Record<string, string>; error: { message: string } };
      expect(body.checks).toMatchObject({ postgres: expect.stringMatching(/^fehler: keine Antwort nach 300 ms/), redis: 'ok' });
      expect(body.error.message).toBe('Der Dienst ist nicht bereit: PostgreSQL antwortet nicht.');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      healthyRedis.disconnect();
      for (const socket of sockets) socket.destroy();
      silent.close();
      await pool.end().catch(() => undefined);
    }
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedRedis, redisAnswers, type EmbeddedRedis } from '../src/platform/embedded/embedded-redis.ts';
import { findFreePort } from '../src/platform/embedded/free-port.ts';
import { createLogger } from '../src/platform/logger.ts';

const logger = createLogger({ level: 'silent' });
let dataDir: string;
let started: EmbeddedRedis | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lead-redis-'));
});

afterAll(async () => {
  await started?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('when the service starts without REDIS_URL', () => {
  it('then it uses a Redis that answers on the local port', async () => {
    const shared = await startEmbeddedRedis(dataDir, logger);
    expect(shared.url).toBe('redis://127.0.0.1:6379');
    await shared.stop();
    expect(await redisAnswers(shared.url)).toBe(true);
  });

  it('then, with nothing answering, it starts redis-server with its data under DATA_DIR/redis and stops it again', async () => {
    const silentPort = await findFreePort();
    started = await startEmbeddedRedis(dataDir, logger, { probeUrl: `redis://127.0.0.1:${silentPort}` });
    expect(started.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(await redisAnswers(started.url)).toBe(true);
    // Its append-only file lives there, so queued jobs survive a restart of `npm start`.
    expect(await readdir(path.join(dataDir, 'redis'))).toContain('appendonlydir');
    await started.stop();
    expect(await redisAnswers(started.url, 300)).toBe(false);
    started = undefined;
  });

  it('then, without a redis-server binary, it stops with instructions', async () => {
    const silentPort = await findFreePort();
    await expect(
      startEmbeddedRedis(dataDir, logger, { probeUrl: `redis://127.0.0.1:${silentPort}`, command: 'redis-server-not-installed' }),
    ).rejects.toThrow(/apt-get install redis-server.*REDIS_URL/);
  });
});

/**
 * Without REDIS_URL, `npm start` uses a Redis on 127.0.0.1:6379 if one answers, else starts `redis-server`
 * from PATH on a free port with its data under DATA_DIR/redis, else stops with instructions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import { RedisUnavailableError } from '../errors/redis-unavailable-error.ts';
import { findFreePort } from './free-port.ts';

export interface EmbeddedRedis {
  url: string;
  stop(): Promise<void>;
}

/** True when a Redis at `url` answers PING within the timeout; never retries. */
export async function redisAnswers(url: string, timeoutMs = 1_000): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function waitForRedis(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new RedisUnavailableError(`redis-server exited with code ${child.exitCode}`);
    if (await redisAnswers(url, 300)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new RedisUnavailableError(`redis-server did not answer within ${timeoutMs} ms`);
}

export interface EmbeddedRedisOptions {
  /** The Redis to use when it answers (default: the standard local port). */
  probeUrl?: string;
  /** The server binary (default: `redis-server` from PATH). */
  command?: string;
}

export async function startEmbeddedRedis(
  dataDir: string,
  logger: Logger,
  { probeUrl = 'redis://127.0.0.1:6379', command = 'redis-server' }: EmbeddedRedisOptions = {},
): Promise<EmbeddedRedis> {
  if (await redisAnswers(probeUrl)) {
    logger.info({ url: probeUrl }, 'using the local Redis');
    return { url: probeUrl, stop: async () => undefined };
  }

  const dir = path.join(dataDir, 'redis');
  await mkdir(dir, { recursive: true });
  const port = await findFreePort();
  const child = spawn(
    command,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--appendonly',
      'yes',
      // BullMQ needs keys never to be evicted (https://docs.bullmq.io/guide/going-to-production#max-memory-policy).
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const spawnFailure = new Promise<never>((_, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new RedisUnavailableError(
          error.code === 'ENOENT'
            ? 'Redis wird benötigt / Redis is required: install redis-server (e.g. `apt-get install redis-server`) or set REDIS_URL.'
            : `redis-server could not be started: ${error.message}`,
        ),
      );
    });
  });
  const url = `redis://127.0.0.1:${port}`;
  await Promise.race([waitForRedis(url, child, 10_000), spawnFailure]);
  logger.info({ port, dir }, 'started an embedded redis-server');
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

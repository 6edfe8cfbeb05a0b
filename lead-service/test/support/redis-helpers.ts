/**
 * Redis for tests: the machine's shared Redis (each test file under its own key prefix, deleted afterwards)
 * or a private redis-server the test may kill and restart without disturbing anyone else.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { findFreePort } from '../../src/platform/embedded/free-port.ts';
import { redisAnswers } from '../../src/platform/embedded/embedded-redis.ts';
import { killChild } from '../../scripts/support/kill-child.ts';

export const sharedRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function uniqueQueuePrefix(): string {
  return `lead-test-${randomBytes(5).toString('hex')}`;
}

/** Deletes every key under the prefix, so the shared Redis ends as it began. */
export async function deleteQueueKeys(redisUrl: string, prefix: string): Promise<void> {
  const client = new Redis(redisUrl, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times) => (times > 2 ? null : 100),
  });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

export interface PrivateRedis {
  url: string;
  port: number;
  /** Kills the server (SIGKILL, like a crash). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** `extraArgs` go to redis-server as they are, e.g. `['--maxmemory-policy', 'allkeys-lru']`. */
export async function startPrivateRedis(extraArgs: readonly string[] = []): Promise<PrivateRedis> {
  const port = await findFreePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function launch(): Promise<void> {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extraArgs], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(url, 300))) {
      if (Date.now() > deadline) throw new Error(`private redis-server on ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const kill = () => killChild(child);

  await launch();
  return { url, port, kill, restart: launch, stop: kill };
}

/**
 * The real lead service as `npm start` runs it (minus the build), on a free port with its own outbox, serving
 * the freshly built site: global-setup.ts starts the run's one, a story that breaks its database its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const e2eRedisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A port free right now on loopback, for a server that cannot bind port 0 itself and report it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits until `url` answers `status` (any 2xx when omitted). */
export async function waitForStatus(url: string, timeoutMs: number, status?: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (status === undefined ? response.ok : response.status === status) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Lead-Service unter ${url} nicht erreichbar`);
}

export interface E2eLeadService {
  url: string;
  dataDir: string;
  /** SIGTERM, at most `stopWithinMs` (then SIGKILL); the data folder and the run's Redis keys go with it. */
  stop(): Promise<void>;
}

export async function startLeadService(options: {
  databaseUrl: string;
  /** QUEUE_PREFIX: the service's Redis keys, deleted by stop(). */
  queuePrefix: string;
  env: Record<string, string>;
  /** Waited for after the start: a page that answers 2xx, or `readyPath` answering 200. */
  readyPath?: string;
  /** A port chosen beforehand (freePort), when the service's own URL must go into its environment. */
  port?: number;
  startWithinMs: number;
  stopWithinMs?: number;
}): Promise<E2eLeadService> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sichtwerk-e2e-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'lead-service/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: e2eRedisUrl,
      QUEUE_PREFIX: options.queuePrefix,
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A service that did not answer in time is stopped, not left behind holding its port and database.
  await waitForStatus(`${url}${options.readyPath ?? '/'}`, options.startWithinMs, options.readyPath ? 200 : undefined).catch(
    (error: unknown) => {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    },
  );
  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, options.stopWithinMs ?? 20_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      const redis = new Redis(e2eRedisUrl, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${options.queuePrefix}:*`, 'COUNT', 500);
          if (keys.length > 0) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}

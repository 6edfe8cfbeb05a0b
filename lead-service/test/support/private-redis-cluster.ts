/**
 * A real Redis Cluster of three masters on loopback ports, for a test alone: each node a redis-server with
 * cluster mode on and its files in a temporary folder, joined by `redis-cli --cluster create` (16384 slots
 * split three ways). stop() kills the nodes and removes the folder, bounded.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { findFreePort } from '../../src/platform/embedded/free-port.ts';
import { redisAnswers } from '../../src/platform/embedded/embedded-redis.ts';

const run = promisify(execFile);

export interface PrivateRedisCluster {
  /** One node's URL: what REDIS_URL names with REDIS_CLUSTER=true. */
  url: string;
  /** Every node's URL. */
  nodeUrls: readonly string[];
  /** Every key on every node. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Redis Cluster: ${what} not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function clusterStateOk(url: string): Promise<boolean> {
  const client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 1_000, retryStrategy: () => null, lazyConnect: true });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return /cluster_state:ok/.test(await client.cluster('INFO'));
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export async function startPrivateRedisCluster(extraArgs: readonly string[] = []): Promise<PrivateRedisCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'redis-cluster-'));
  const children: ChildProcess[] = [];
  const ports: number[] = [];

  async function stop(): Promise<void> {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      }),
    );
    await rm(dir, { recursive: true, force: true });
  }

  try {
    for (let node = 0; node < 3; node += 1) {
      // findFreePort closes its probe before returning: take each port before asking for the next.
      const port = await findFreePort();
      const nodeDir = path.join(dir, String(port));
      await run('mkdir', ['-p', nodeDir]);
      const child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          nodeDir,
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          'nodes.conf',
          '--cluster-node-timeout',
          '5000',
          '--save',
          '',
          '--appendonly',
          'no',
          '--maxmemory-policy',
          'noeviction',
          ...extraArgs,
        ],
        { stdio: 'ignore' },
      );
      children.push(child);
      ports.push(port);
      const url = `redis://127.0.0.1:${port}`;
      await waitUntil(`node ${port} answering`, () => redisAnswers(url, 300), 10_000);
    }
    const nodes = ports.map((port) => `127.0.0.1:${port}`);
    await run('redis-cli', ['--cluster', 'create', ...nodes, '--cluster-replicas', '0', '--cluster-yes'], { timeout: 30_000 });
    const nodeUrls = nodes.map((node) => `redis://${node}`);
    for (const url of nodeUrls) await waitUntil(`cluster_state:ok on ${url}`, () => clusterStateOk(url), 30_000);

    return {
      url: nodeUrls[0]!,
      nodeUrls,
      async keys() {
        const found: string[] = [];
        for (const url of nodeUrls) {
          const client = new Redis(url, { maxRetriesPerRequest: 1 });
          try {
            let cursor = '0';
            do {
              const [next, keys] = await client.scan(cursor, 'COUNT', 500);
              found.push(...keys);
              cursor = next;
            } while (cursor !== '0');
          } finally {
            client.disconnect();
          }
        }
        return found;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

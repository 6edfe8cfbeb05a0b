/**
 * The two kinds of Redis connection BullMQ needs, to a single Redis or to a Redis Cluster (REDIS_CLUSTER). We
 * build the ioredis clients ourselves: BullMQ 6 loads ioredis through `require` only, which native ESM lacks,
 * and owning them lets us tune each role.
 */
import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger.ts';

/** A single Redis or a cluster: BullMQ, the rate limits and the visitor-mail counter take either. */
export type RedisClient = Redis | Cluster;

export interface RedisTarget {
  readonly redisUrl: string;
  /** REDIS_URL names one node of a Redis Cluster; the client learns the others from it. */
  readonly redisCluster: boolean;
}

/** Logs a lost connection once, not on every reconnect attempt. */
function watch<Client extends RedisClient>(client: Client, logger: Logger, role: string): Client {
  let reported = false;
  client.on('error', (error) => {
    if (reported) return;
    reported = true;
    logger.warn({ err: error, role }, 'redis connection lost; reconnecting in the background');
  });
  client.on('ready', () => {
    if (reported) logger.info({ role }, 'redis connection back');
    reported = false;
  });
  return client;
}

/** The seed node and the credentials every node shares, from a redis:// or rediss:// URL. */
function clusterSeed(redisUrl: string): { host: string; port: number; redisOptions: RedisOptions } {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    redisOptions: {
      ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    },
  };
}

/** One client per target: per-node options go to every node of a cluster, the offline queue to the client. */
export function createRedisClient(target: RedisTarget, options: RedisOptions & Pick<ClusterOptions, 'enableOfflineQueue'>): RedisClient {
  if (!target.redisCluster) return new Redis(target.redisUrl, options);
  const { host, port, redisOptions } = clusterSeed(target.redisUrl);
  const { enableOfflineQueue, lazyConnect, ...nodeOptions } = options;
  return new Cluster([{ host, port }], {
    redisOptions: { ...redisOptions, ...nodeOptions },
    ...(enableOfflineQueue === undefined ? {} : { enableOfflineQueue }),
    ...(lazyConnect ? { lazyConnect } : {}),
  });
}

/**
 * For producers (the HTTP request path, the sweeper): with no offline queue and a command timeout a dead
 * Redis fails a request within ~2 s instead of holding the visitor's request open. Auto-pipelining sends the
 * commands issued in one tick in one write (a post's mail job and reminders, and under load the jobs of every
 * post whose batched INSERT came back together); it stays off for the worker, whose blocking commands would
 * hold the others back.
 */
export function createProducerConnection(target: RedisTarget, logger: Logger): RedisClient {
  return watch(
    createRedisClient(target, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 2_000,
      connectTimeout: 2_000,
      enableAutoPipelining: true,
    }),
    logger,
    'producer',
  );
}

/**
 * For the worker: BullMQ blocks on this connection and requires maxRetriesPerRequest: null
 * (https://docs.bullmq.io/guide/going-to-production#maxretriesperrequest).
 */
export function createWorkerConnection(target: RedisTarget, logger: Logger): RedisClient {
  return watch(createRedisClient(target, { maxRetriesPerRequest: null }), logger, 'worker');
}

/** The servers behind a client: the one Redis, or every master of a cluster. */
export function masterNodes(client: RedisClient): Redis[] {
  return client instanceof Cluster ? client.nodes('master') : [client];
}

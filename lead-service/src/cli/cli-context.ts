/**
 * What every command gets: the config (DATABASE_URL, REDIS_URL, QUEUE_PREFIX via config.ts), a small pool,
 * the lead tables found in the database, and — only for the commands that touch jobs — the 'leads' queue.
 * Redis is connected lazily: `list` and `export` work while Redis is down.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { createPool } from '../db/pool.ts';
import { findLeadTables, type LeadTable } from '../ops/lead-tables.ts';
import { leadQueueName } from '../queue/lead-queue.ts';

export interface CliIo {
  /** Writes to standard output exactly as given (no newline added). */
  out(text: string): void;
  err(text: string): void;
}

export interface CliContext {
  config: Config;
  pool: pg.Pool;
  tables: LeadTable[];
  io: CliIo;
  now: Date;
  /** The 'leads' queue; throws a readable error without REDIS_URL or when Redis does not answer. */
  leadQueue(): Promise<Queue>;
  /** The connection the queue uses, for what BullMQ does not offer (its events stream). */
  queueRedis(): Promise<Redis>;
  close(): Promise<void>;
}

export async function openContext(env: Record<string, string | undefined>, io: CliIo): Promise<CliContext> {
  const config = loadConfig(env);
  if (!config.databaseUrl) {
    throw new ConfigError('DATABASE_URL fehlt: die Leads-CLI arbeitet mit der Datenbank des Dienstes (postgres://…).');
  }
  const pool = createPool({ connectionString: config.databaseUrl, max: 2 });
  let redis: Redis | undefined;
  let queue: Queue | undefined;
  try {
    const tables = await findLeadTables(pool);
    const context: CliContext = {
      config,
      pool,
      tables,
      io,
      now: new Date(),
      async leadQueue() {
        if (queue) return queue;
        if (!config.redisUrl) throw new ConfigError('REDIS_URL fehlt: ohne Redis können die Queue-Jobs nicht geprüft werden.');
        redis = new Redis(config.redisUrl, {
          lazyConnect: true,
          connectTimeout: 3_000,
          maxRetriesPerRequest: 1,
          retryStrategy: (times) => (times > 3 ? null : 200),
        });
        redis.on('error', () => undefined);
        try {
          await redis.connect();
        } catch (error) {
          throw new ConfigError(`Redis antwortet nicht (${config.redisUrl}): ${error instanceof Error ? error.message : String(error)}`);
        }
        queue = new Queue(leadQueueName, { connection: redis, prefix: config.queuePrefix });
        return queue;
      },
      async queueRedis() {
        await context.leadQueue();
        if (!redis) throw new ConfigError('REDIS_URL fehlt: ohne Redis können die Queue-Jobs nicht geprüft werden.');
        return redis;
      },
      async close() {
        await queue?.close();
        redis?.disconnect();
        await pool.end();
      },
    };
    return context;
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * What every command gets: the config (DATABASE_URL, REDIS_URL, QUEUE_PREFIX via load-config.ts), a small pool,
 * the lead tables the descriptors declare (lead-records/record-tables.ts), and — only for the commands that touch jobs — the 'leads' queue.
 * Redis is connected lazily: `list` and `export` work while Redis is down.
 * Without DATABASE_URL the CLI uses what `npm start` uses: the running service's embedded PGlite and Redis
 * (DATA_DIR/embedded.json), or, while no service runs, the PGlite files under DATA_DIR directly, migrated
 * first as `npm start` would.
 */
import { kindVariablesOf } from '../platform/config/kind-settings.ts';
import { Queue } from 'bullmq';
import type pg from 'pg';
import { ConfigError, loadConfig, type Config } from '../platform/config/load-config.ts';
import { migrate } from '../platform/db/migrate.ts';
import { createPool } from '../platform/db/pool.ts';
import { readEmbeddedEndpoints } from '../platform/embedded/embedded-endpoints.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../platform/embedded/embedded-postgres.ts';
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { recordTablesOf, type RecordTable } from '../lead-records/record-tables.ts';
import { leadQueueName } from '../pipeline/lead-queue.ts';
import { createRedisClient, type RedisClient } from '../platform/redis/redis-connection.ts';

export interface CliIo {
  /** Writes to standard output exactly as given (no newline added). */
  out(text: string): void;
  err(text: string): void;
}

export interface CliContext {
  config: Config;
  pool: pg.Pool;
  /** The kinds the CLI was handed (cli/main.ts) and their tables. */
  forms: readonly LeadForm[];
  tables: readonly RecordTable[];
  io: CliIo;
  now: Date;
  /** The 'leads' queue; throws a readable error without REDIS_URL or when Redis does not answer. */
  leadQueue(): Promise<Queue>;
  /** Another job's queue on the same connection (the digest's, for `npm run digest -- --send-now`). */
  queueOf(name: string): Promise<Queue>;
  /** The connection the queue uses, for what BullMQ does not offer (its events stream). */
  queueRedis(): Promise<RedisClient>;
  close(): Promise<void>;
}

/** The service's database and Redis: configured, the running `npm start`'s, or its PGlite files opened here. */
async function resolveEndpoints(config: Config): Promise<{ config: Config; embedded?: EmbeddedPostgres }> {
  if (config.databaseUrl) return { config };
  const running = readEmbeddedEndpoints(config.dataDir);
  if (running?.databaseUrl) {
    return { config: { ...config, databaseUrl: running.databaseUrl, redisUrl: config.redisUrl ?? running.redisUrl } };
  }
  try {
    const embedded = await startEmbeddedPostgres(config.dataDir);
    return { config: { ...config, databaseUrl: embedded.url }, embedded };
  } catch (error) {
    throw new ConfigError(
      `DATABASE_URL fehlt, und die eingebettete Datenbank unter ${config.dataDir}/pglite ist nicht erreichbar (${error instanceof Error ? error.message : String(error)}). ` +
        'Setze DATABASE_URL (postgres://…) oder starte den Dienst mit `npm start`.',
    );
  }
}

export async function openContext(forms: readonly LeadForm[], env: Record<string, string | undefined>, io: CliIo): Promise<CliContext> {
  const resolved = await resolveEndpoints(loadConfig(env, kindVariablesOf(forms)));
  const { config, embedded } = resolved;
  const pool = createPool({ connectionString: config.databaseUrl ?? '', max: embedded ? 1 : 2 });
  let redis: RedisClient | undefined;
  const queues = new Map<string, Queue>();
  try {
    // Files opened here may never have seen `npm start` (a newcomer's first desk account): the schema is what
    // npm start would make of them, not „relation "users" does not exist“.
    if (embedded) await migrate(pool);
    const context: CliContext = {
      config,
      pool,
      forms,
      tables: recordTablesOf(forms),
      io,
      now: new Date(),
      leadQueue: () => context.queueOf(leadQueueName),
      async queueOf(name) {
        const known = queues.get(name);
        if (known) return known;
        if (!config.redisUrl) throw new ConfigError('REDIS_URL fehlt: ohne Redis können die Queue-Jobs nicht geprüft werden.');
        if (!redis) {
          redis = createRedisClient(
            { redisUrl: config.redisUrl, redisCluster: config.redisCluster },
            {
              lazyConnect: true,
              connectTimeout: 3_000,
              maxRetriesPerRequest: 1,
              retryStrategy: (times) => (times > 3 ? null : 200),
            },
          );
          redis.on('error', () => undefined);
          try {
            await redis.connect();
          } catch (error) {
            redis = undefined;
            throw new ConfigError(`Redis antwortet nicht (${config.redisUrl}): ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        const queue = new Queue(name, { connection: redis, prefix: config.queuePrefix });
        queues.set(name, queue);
        return queue;
      },
      async queueRedis() {
        await context.leadQueue();
        if (!redis) throw new ConfigError('REDIS_URL fehlt: ohne Redis können die Queue-Jobs nicht geprüft werden.');
        return redis;
      },
      async close() {
        await Promise.all([...queues.values()].map((queue) => queue.close()));
        redis?.disconnect();
        await pool.end();
        await embedded?.stop();
      },
    };
    return context;
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
}

/**
 * The PostgreSQL connection pool. Errors on idle clients (a restarted database) are logged instead of
 * crashing the process; pg emits them on the pool (https://node-postgres.com/apis/pool#error).
 */
import pg from 'pg';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Logger } from '../logger.ts';

export type Pool = pg.Pool;

export interface PoolOptions {
  connectionString: string;
  max: number;
  /** statement_timeout and lock_timeout: a locked table costs its own requests a quick 503, not the whole pool. */
  statementTimeoutMs?: number;
  /** How long a request waits for a free connection. */
  connectTimeoutMs?: number;
  logger?: Logger;
}

export function createPool({ connectionString, max, statementTimeoutMs = 5_000, connectTimeoutMs = 5_000, logger }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    lock_timeout: statementTimeoutMs,
    // The service asks short questions: compiling one with LLVM costs 50–60 ms and was a third of the conversion
    // report's time at a million leads, whose plan crosses jit_above_cost; nothing it runs is long enough to win it back.
    options: '-c jit=off',
    idleTimeoutMillis: 30_000,
    application_name: 'sichtwerk-lead-service',
  });
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database client failed'));
  return pool;
}

/** The pool of a service process (api or worker), sized and bounded by the config. */
export function createServicePool(config: ResolvedConfig, logger: Logger): pg.Pool {
  return createPool({
    connectionString: config.databaseUrl,
    max: config.databasePoolMax,
    statementTimeoutMs: config.databaseStatementTimeoutMs,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    logger,
  });
}

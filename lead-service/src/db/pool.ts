/**
 * The PostgreSQL connection pool. Errors on idle clients (a restarted database) are logged instead of
 * crashing the process; pg emits them on the pool (https://node-postgres.com/apis/pool#error).
 */
import pg from 'pg';
import type { Logger } from '../logger.ts';

export type Pool = pg.Pool;

export interface PoolOptions {
  connectionString: string;
  max: number;
  logger?: Logger;
}

export function createPool({ connectionString, max, logger }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    application_name: 'sichtwerk-lead-service',
  });
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database client failed'));
  return pool;
}

/**
 * Waits until PostgreSQL accepts a connection, for a bounded time. A one-shot `migrate` container can start
 * while the database is still initialising (the official image runs a temporary socket-only server first), and
 * a refused connection then is a matter of seconds, not a failed deployment. Any other error (wrong password,
 * unknown database) is thrown at once: waiting would not fix it.
 */
import type pg from 'pg';
import type { Logger } from '../logger.ts';
import { isDatabaseUnavailable } from './database-errors.ts';

export interface WaitOptions {
  /** Give up after this long and throw the last connection error. */
  timeoutMs: number;
  /** Pause between attempts; doubled per attempt up to 5 s. */
  initialDelayMs?: number;
  logger?: Logger;
}

export async function waitForDatabase(pool: pg.Pool, { timeoutMs, initialDelayMs = 250, logger }: WaitOptions): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delay = initialDelayMs;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await pool.query('SELECT 1');
      if (attempt > 1) logger?.info({ attempt }, 'database reachable');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error;
      logger?.warn({ err: error, attempt, retryInMs: delay }, 'database not reachable yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 5_000);
    }
  }
}

/**
 * Can this process do its work right now? PostgreSQL answers `select 1` and Redis answers PING, each within
 * a short timeout: an orchestrator asks every few seconds, and a check that hangs as long as the dependency
 * would tell it nothing in time.
 */
import type pg from 'pg';
import type { Redis } from 'ioredis';

export type DependencyName = 'postgres' | 'redis';

export interface DependencyCheck {
  name: DependencyName;
  run(): Promise<void>;
}

export interface ReadinessReport {
  ready: boolean;
  checks: Record<string, { ok: boolean; error?: string }>;
}

export const readinessTimeoutMs = 1_000;

function withTimeout(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`keine Antwort nach ${ms} ms`)), ms);
  });
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

export function postgresCheck(pool: pg.Pool): DependencyCheck {
  return { name: 'postgres', run: () => pool.query('select 1').then(() => undefined) };
}

export function redisCheck(redis: Redis): DependencyCheck {
  return {
    name: 'redis',
    async run() {
      // A connection that is reconnecting would queue the PING (or, without an offline queue, reject it);
      // either way the answer is "not ready", said at once.
      if (redis.status !== 'ready') throw new Error(`Verbindung ${redis.status}`);
      const answer = await redis.ping();
      if (answer !== 'PONG') throw new Error(`unerwartete Antwort ${answer}`);
    },
  };
}

export async function checkReadiness(checks: readonly DependencyCheck[], timeoutMs = readinessTimeoutMs): Promise<ReadinessReport> {
  const results = await Promise.all(
    checks.map(async (check) => {
      try {
        await withTimeout(check.run(), timeoutMs);
        return [check.name, { ok: true }] as const;
      } catch (error) {
        return [check.name, { ok: false, error: error instanceof Error ? error.message : String(error) }] as const;
      }
    }),
  );
  return { ready: results.every(([, result]) => result.ok), checks: Object.fromEntries(results) };
}

/**
 * Can this process do its work right now? PostgreSQL answers `select 1` and Redis answers PING, each within
 * a short timeout: an orchestrator asks every few seconds, and a check that hangs as long as the dependency
 * would tell it nothing in time.
 */
import type pg from 'pg';
import type { RedisClient } from '../../platform/redis/redis-connection.ts';

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

export function redisCheck(redis: RedisClient): DependencyCheck {
  return {
    name: 'redis',
    async run() {
      // Right after start the first connect is still under way: wait for it (the caller's timeout bounds
      // this). A connection that was lost and is reconnecting means "not ready", said at once.
      if (redis.status === 'wait' || redis.status === 'connecting' || redis.status === 'connect') {
        await new Promise<void>((resolve, reject) => {
          const onReady = () => {
            redis.off('end', onEnd);
            resolve();
          };
          const onEnd = () => {
            redis.off('ready', onReady);
            reject(new Error('Verbindung beendet'));
          };
          redis.once('ready', onReady);
          redis.once('end', onEnd);
          setTimeout(() => {
            redis.off('ready', onReady);
            redis.off('end', onEnd);
            reject(new Error(`Verbindung ${redis.status}`));
          }, readinessTimeoutMs).unref();
        });
      }
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

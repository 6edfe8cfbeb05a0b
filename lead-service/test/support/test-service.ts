/**
 * Starts the real service (server.ts) for a test: its own database, queue prefix, SMTP sink and port 0.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, requireResolved, type ResolvedConfig } from '../../src/config.ts';
import { start, type RunningService } from '../../src/server.ts';
import { deleteQueueKeys, sharedRedisUrl, uniqueQueuePrefix } from './redis-helpers.ts';

export const salesEmail = 'vertrieb@sichtwerk.test';

export interface TestServiceOptions {
  databaseUrl: string;
  smtpUrl: string;
  redisUrl?: string;
  /** Extra environment variables (as strings, parsed by the real loadConfig). */
  env?: Record<string, string>;
  worker?: boolean;
  sweeper?: boolean;
}

export interface TestService extends RunningService {
  config: ResolvedConfig;
  post(body: unknown, init?: { contentType?: string; raw?: string }): Promise<Response>;
  close(): Promise<void>;
}

export function testConfig(options: TestServiceOptions & { dataDir: string; queuePrefix: string }): ResolvedConfig {
  return requireResolved(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_MAX: '4',
      REDIS_URL: options.redisUrl ?? sharedRedisUrl,
      SMTP_URL: options.smtpUrl,
      SALES_EMAIL: salesEmail,
      DATA_DIR: options.dataDir,
      SITE_DIR: path.join(options.dataDir, 'site'),
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      QUEUE_PREFIX: options.queuePrefix,
      SWEEP_INTERVAL_MS: '60000',
      SWEEP_MIN_AGE_MS: '0',
      JOB_BACKOFF_MS: '100',
      WORKER_LOCK_MS: '30000',
      ...options.env,
    }),
  );
}

export async function startTestService(options: TestServiceOptions): Promise<TestService> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lead-test-'));
  const config = testConfig({ ...options, dataDir, queuePrefix: uniqueQueuePrefix() });
  const service = await start(config, { worker: options.worker ?? true, sweeper: options.sweeper ?? true });
  const endpoint = `${service.url}/api/contact-submissions`;
  return {
    ...service,
    config,
    post(body, init = {}) {
      return fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': init.contentType ?? 'application/json' },
        body: init.raw ?? JSON.stringify(body),
      });
    },
    async close() {
      await service.stop();
      await deleteQueueKeys(config.redisUrl, config.queuePrefix);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const validRequest = Object.freeze({
  company: 'Bäckerei Müller',
  email: 'anna.mueller@example.de',
  phone: '+49 30 1234567',
  website: 'baeckerei-mueller.de',
  industry: 'Handwerk',
});

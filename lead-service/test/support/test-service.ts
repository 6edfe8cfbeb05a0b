/**
 * Starts the real service (app/server.ts) for a test: its own database, queue prefix, SMTP sink and port 0.
 */
import { analysisRequestFields } from '@sichtwerk/forms/analysis-request-schema';
import { exampleOf } from '@sichtwerk/forms/form-fields';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kindVariablesOf } from '../../src/platform/config/kind-settings.ts';
import { loadConfig, requireResolved, type ResolvedConfig } from '../../src/platform/config/load-config.ts';
import type { Logger } from '../../src/platform/logger.ts';
import type { LeadRegistry } from '../../src/kind-kit/registry.ts';
import { start, type RunningService } from '../../src/app/server.ts';
import { leadRegistry } from './lead-registry.ts';
import { closeWithin } from '../../src/platform/shared/bounded-close.ts';
import { deleteQueueKeys, sharedRedisUrl, uniqueQueuePrefix } from './redis-helpers.ts';

export const salesEmail = 'vertrieb@sichtwerk.test';
export const backofficeEmail = 'backoffice@sichtwerk.test';
/** Signs the services' form tokens in tests, so a test can forge expired or foreign ones. */
export const testFormTokenSecret = 'test-secret-for-form-tokens-0123456789abcdef';

export interface TestServiceOptions {
  databaseUrl: string;
  smtpUrl: string;
  redisUrl?: string;
  /** Extra environment variables (as strings, parsed by the real loadConfig). */
  env?: Record<string, string>;
  worker?: boolean;
  sweeper?: boolean;
  /** The kinds the service runs; default: the service's own (lead-registry.ts). */
  registry?: LeadRegistry;
  /** Instead of the config's LOG_LEVEL (silent in tests), e.g. to read what the service logs. */
  logger?: Logger;
  /** A DATA_DIR the story owns and keeps across services (a restart); default: a fresh one, removed on close. */
  dataDir?: string;
}

export interface PostInit {
  contentType?: string;
  raw?: string;
}

export interface TestService extends RunningService {
  config: ResolvedConfig;
  /** POST to /api/contact-submissions. */
  post(body: unknown, init?: PostInit): Promise<Response>;
  /** POST to another API path, e.g. '/api/referrals'. */
  postTo(path: string, body: unknown, init?: PostInit): Promise<Response>;
  /** A form token as the browser gets it (GET /api/form-token?form=…), e.g. formToken('referrals'). */
  formToken(form: string): Promise<string>;
  close(): Promise<void>;
}

export function testConfig(options: TestServiceOptions & { dataDir: string; queuePrefix: string }): ResolvedConfig {
  return requireResolved(
    loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        DATABASE_POOL_MAX: '4',
        REDIS_URL: options.redisUrl ?? sharedRedisUrl,
        SMTP_URL: options.smtpUrl,
        SALES_EMAIL: salesEmail,
        BACKOFFICE_EMAIL: backofficeEmail,
        DATA_DIR: options.dataDir,
        SITE_DIR: path.join(options.dataDir, 'site'),
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        QUEUE_PREFIX: options.queuePrefix,
        SWEEP_INTERVAL_MS: '60000',
        SWEEP_MIN_AGE_MS: '0',
        JOB_BACKOFF_MS: '100',
        WORKER_LOCK_MS: '30000',
        // Tests post many forms from 127.0.0.1 within seconds; the rate-limit tests switch the limits on.
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_PER_WINDOW: '0',
        FORM_TOKEN_SECRET: testFormTokenSecret,
        // The website check would look up the test leads' made-up domains; its own stories switch it on.
        WEBSITE_CHECK_CONCURRENCY: '0',
        // Posts carry a fresh token like the browser's (postTo); the form-protection tests set a real minimum.
        FORM_MIN_FILL_MS: '0',
        // Tests mail one address many times; visitor-mail-abuse.test.ts switches the limit on.
        VISITOR_MAILS_PER_ADDRESS: '0',
        ...options.env,
      },
      kindVariablesOf((options.registry ?? leadRegistry).forms),
    ),
  );
}

export async function startTestService(options: TestServiceOptions): Promise<TestService> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'lead-test-')));
  const config = testConfig({ ...options, dataDir, queuePrefix: uniqueQueuePrefix() });
  const service = await start(config, options.registry ?? leadRegistry, {
    worker: options.worker ?? true,
    sweeper: options.sweeper ?? true,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const tokenResponse = (form: string) => fetch(`${service.url}/api/form-token?form=${encodeURIComponent(form)}`);
  const formToken = async (form: string) => {
    const response = await tokenResponse(form);
    if (response.status !== 200) throw new Error(`form token for ${form}: ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  };
  /** Like the browser, a JSON object without a `_token` key gets a fresh one; `_token: undefined` sends none. */
  const withToken = async (apiPath: string, body: unknown) => {
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    if (!isObject || '_token' in body || !apiPath.startsWith('/api/')) return body;
    const response = await tokenResponse(apiPath.slice('/api/'.length));
    if (response.status !== 200) return body;
    return { ...body, _token: ((await response.json()) as { token: string }).token };
  };
  const postTo = async (apiPath: string, body: unknown, init: PostInit = {}) =>
    fetch(`${service.url}${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': init.contentType ?? 'application/json' },
      body: init.raw ?? JSON.stringify(await withToken(apiPath, body)),
    });
  return {
    ...service,
    config,
    post: (body, init) => postTo('/api/contact-submissions', body, init),
    postTo,
    formToken,
    async close() {
      // Bounded: stop() forces each of its steps after a few seconds, and a Redis that is gone (a fault test
      // killed it) must not hold the clean-up of keys that then no longer matter.
      await closeWithin(
        20_000,
        () => service.stop(),
        () => undefined,
      );
      await closeWithin(
        3_000,
        () => deleteQueueKeys(config.redisUrl, config.queuePrefix),
        () => undefined,
      );
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const validRequest = exampleOf(analysisRequestFields);

/**
 * The shipped infra/Caddyfile in front of the started lead service, as the compose stack's `site` container runs
 * it (only its listen address differs, support/shipped-caddy.ts): every visitor journey walked through it.
 * SITE_URL is Caddy's origin, so every link in every mail goes through Caddy too.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import type { Deployment } from '../support/deployment-journeys.ts';
import { dashboardLogin, deploymentStories } from '../support/deployment-stories.ts';
import { createE2eDatabase, type E2eDatabase } from '../support/e2e-database.ts';
import { startShippedCaddy, type ShippedCaddy } from '../support/shipped-caddy.ts';
import { type E2eLeadService, freePort, startLeadService } from '../support/start-lead-service.ts';

const siteRoot = fileURLToPath(new URL('../../dist/client', import.meta.url));
const queuePrefix = `e2e-caddy-${randomBytes(4).toString('hex')}`;

let database: E2eDatabase | undefined;
let service: E2eLeadService | undefined;
let caddy: ShippedCaddy | undefined;
let deployment: Deployment | undefined;

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = await createE2eDatabase('caddy');
  const caddyPort = await freePort();
  service = await startLeadService({
    databaseUrl: database.url,
    queuePrefix,
    readyPath: '/readyz',
    startWithinMs: 60_000,
    env: {
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${caddyPort}`,
      // Caddy on loopback is the proxy whose X-Forwarded-For the service believes, as compose's uniquelocal.
      TRUST_PROXY: 'loopback',
      FORM_TOKEN_SECRET: 'e2e-caddy-form-token-secret-0123456789abcdef',
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_WINDOW: '10000',
      ADMIN_USER: dashboardLogin.user,
      ADMIN_PASSWORD: dashboardLogin.password,
    },
  });
  caddy = await startShippedCaddy({ port: caddyPort, upstream: new URL(service.url).host, siteRoot });
  deployment = {
    label: 'Caddy',
    site: caddy.origin,
    service: caddy.origin,
    outboxDir: `${service.dataDir}/outbox`,
    databaseUrl: database.url,
    queuePrefix,
  };
});

test.afterAll(async () => {
  await caddy?.stop();
  await service?.stop();
  await database?.drop();
});

test.describe('through the shipped Caddyfile', () => {
  deploymentStories('through the shipped Caddyfile', () => {
    if (!deployment) throw new Error('the deployment did not start');
    return deployment;
  });
});

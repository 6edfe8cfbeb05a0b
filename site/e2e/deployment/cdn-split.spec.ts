/**
 * The site on a CDN, the lead service on the API's origin (infra/README.md "The static site on a CDN"): the site
 * is built for that split (SITE_URL the CDN, VITE_API_ORIGIN the API) and served from one loopback origin by a
 * static server with infra/cdn-headers' headers; the service runs on another with SITE_URL, SERVICE_URL and
 * ALLOWED_ORIGINS as documented. Every visitor journey walked across both: the forms post to the API, the
 * service's pages and the mails' links to them stay on the API's origin, their links to the site lead back.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import type { Deployment } from '../support/deployment-journeys.ts';
import { dashboardLogin, deploymentStories } from '../support/deployment-stories.ts';
import { createE2eDatabase, type E2eDatabase } from '../support/e2e-database.ts';
import { cdnHeadersForAll, startStaticOrigin, type StaticOrigin } from '../support/static-origin.ts';
import { type E2eLeadService, freePort, startLeadService } from '../support/start-lead-service.ts';

const siteDir = fileURLToPath(new URL('../../', import.meta.url));
/** Inside dist/, which every tool leaves alone; beside the run's own build in dist/client. */
const splitOutDir = 'dist/cdn-split';
const splitClient = `${siteDir}${splitOutDir}/client`;
const queuePrefix = `e2e-cdn-${randomBytes(4).toString('hex')}`;

let database: E2eDatabase | undefined;
let service: E2eLeadService | undefined;
let cdn: StaticOrigin | undefined;
let deployment: Deployment | undefined;

/** The site's build for the split, as the README's step 1 runs it (Vike's build only: the pictures are drawn already). */
function buildForSplit(siteUrl: string, apiOrigin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(fileURLToPath(new URL('../../../node_modules/.bin/vike', import.meta.url)), ['build'], {
      cwd: siteDir,
      env: { ...process.env, SITE_URL: siteUrl, VITE_API_ORIGIN: apiOrigin, SITE_OUT_DIR: splitOutDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = `${errors}${chunk.toString()}`.slice(-4_000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`the site's build for the CDN split failed (${code}):\n${errors}`));
    });
  });
}

test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const apiOrigin = `http://127.0.0.1:${await freePort()}`;
  cdn = await startStaticOrigin(splitClient, () => cdnHeadersForAll(apiOrigin));
  database = await createE2eDatabase('cdn');
  await buildForSplit(cdn.origin, apiOrigin);
  service = await startLeadService({
    databaseUrl: database.url,
    queuePrefix,
    port: Number(new URL(apiOrigin).port),
    readyPath: '/readyz',
    startWithinMs: 60_000,
    env: {
      LOG_LEVEL: 'warn',
      SITE_URL: cdn.origin,
      SERVICE_URL: apiOrigin,
      ALLOWED_ORIGINS: cdn.origin,
      // The API image carries the same build as the CDN (infra/README.md): the frame of the service's pages.
      SITE_DIR: splitClient,
      FORM_TOKEN_SECRET: 'e2e-cdn-form-token-secret-0123456789abcdefgh',
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_WINDOW: '10000',
      ADMIN_USER: dashboardLogin.user,
      ADMIN_PASSWORD: dashboardLogin.password,
    },
  });
  deployment = {
    label: 'CDN split',
    site: cdn.origin,
    service: apiOrigin,
    outboxDir: `${service.dataDir}/outbox`,
    databaseUrl: database.url,
    queuePrefix,
  };
});

test.afterAll(async () => {
  await service?.stop();
  await cdn?.stop();
  await database?.drop();
});

test.describe('with the site on a CDN and the service on the API origin', () => {
  deploymentStories('with the site on a CDN and the service on the API origin', () => {
    if (!deployment) throw new Error('the deployment did not start');
    return deployment;
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { startLeadService } from './start-lead-service.ts';

const adminUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A visitor's website with known defects for the website-check story: no meta description, no viewport,
 * noindex, two H1, images without alt, no robots.txt or sitemap.xml.
 */
async function startFixtureWebsite(): Promise<{ hostPort: string; close(): Promise<void> }> {
  const home = `<!doctype html><html><head><title>Malerbetrieb</title><meta name="robots" content="noindex"></head>
<body><h1>Malerbetrieb Beispiel</h1><h1>Angebote</h1><img src="a.jpg"><img src="b.jpg"><p>Telefon 030 1234567</p></body></html>`;
  const server = http.createServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(home);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hostPort: `127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await Promise.race([new Promise((resolve) => server.close(resolve)), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    },
  };
}

/**
 * Starts the real lead service (as `npm start` does, minus the build) on a free port with its own
 * database and outbox, serving the freshly built site. Tests read BASE_URL, OUTBOX_DIR and E2E_DATABASE_URL.
 */
export default async function globalSetup() {
  const fixtureWebsite = await startFixtureWebsite();
  const database = `e2e_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();

  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${database}`;
  const service = await startLeadService({
    databaseUrl: databaseUrl.toString(),
    queuePrefix: database,
    // As the deployment stories': at load 20 the service took over 30 s to answer its first request.
    startWithinMs: 60_000,
    env: {
      LOG_LEVEL: 'warn',
      // FORM_MIN_FILL_MS stays at its default: the stories fill a form within a second of opening it, faster
      // than that, and the browser waits the rest out, so a quick real visitor is mailed, not held as spam; the
      // confirmation step's one click is accepted 2 s after the page loaded (the honeypot story proves the spam path).
      FORM_TOKEN_SECRET: 'e2e-form-token-secret-0123456789abcdefghij',
      // Both browser workers post from 127.0.0.1; the limiter stays on, with room for the whole run.
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_WINDOW: '10000',
      // The website check may reach only the fixture website on 127.0.0.1; every other address stays refused.
      WEBSITE_CHECK_ALLOW_HOSTS: fixtureWebsite.hostPort,
    },
  });
  const baseUrl = service.url;
  const dataDir = service.dataDir;
  process.env.BASE_URL = baseUrl;
  process.env.OUTBOX_DIR = join(dataDir, 'outbox');
  process.env.E2E_DATABASE_URL = databaseUrl.toString();
  process.env.FIXTURE_WEBSITE_URL = `http://${fixtureWebsite.hostPort}/`;

  return async () => {
    // The service's own bound: its stop may take its whole 20 s on a loaded machine.
    await service.stop();
    await fixtureWebsite.close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await cleanup.end();
  };
}

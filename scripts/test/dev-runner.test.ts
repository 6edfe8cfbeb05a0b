import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../lead-service/test/support/test-database.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess, withinMs: number): Promise<number | string | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode ?? child.signalCode);
    const timer = setTimeout(() => resolve('still running'), withinMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal);
    });
  });
}

describe('when a developer runs `npm run dev` and presses Ctrl+C', () => {
  let database: TestDatabase;
  let dataDir: string;
  let runner: ChildProcess;
  let output = '';
  let sitePort: number;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    dataDir = mkdtempSync(path.join(tmpdir(), 'sichtwerk-dev-'));
    sitePort = await freePort();
    const apiPort = await freePort();
    runner = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/dev.ts'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, as a terminal gives it: Ctrl+C signals the whole group at once.
      detached: true,
      env: {
        ...process.env,
        PORT: String(sitePort),
        DEV_API_PORT: String(apiPort),
        DATABASE_URL: database.url,
        REDIS_URL: 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `dev-runner-${process.pid}`,
        DATA_DIR: dataDir,
        WEBSITE_CHECK_CONCURRENCY: '0',
      },
    });
    for (const stream of [runner.stdout, runner.stderr]) stream?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  }, 60_000);

  afterAll(async () => {
    if (runner.exitCode === null && runner.signalCode === null && runner.pid !== undefined) {
      process.kill(-runner.pid, 'SIGKILL');
      await exited(runner, 5_000);
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('then the site answers, the lead service answers behind it, and nobody warns about an unknown option', async () => {
    const deadline = Date.now() + 150_000;
    let status = 0;
    while (Date.now() < deadline && runner.exitCode === null) {
      status = await fetch(`http://127.0.0.1:${sitePort}/healthz`, { signal: AbortSignal.timeout(5_000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status, output).toBe(200);
    expect(output).not.toMatch(/unknown (?:Vike )?config|Unknown option/i);
    expect(output).toContain(`Website http://localhost:${sitePort}`);
    // The desk on the site's port is the lead service's: its page (or, before a build, its note saying so), never a redirect.
    const desk = await fetch(`http://127.0.0.1:${sitePort}/vertrieb/`, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    expect([200, 503]).toContain(desk.status);
    expect(await desk.text()).toContain('Vertriebs-Desk');
    expect(output).toMatch(
      /Lead-Service-API läuft auf http:\/\/127\.0\.0\.1:\d+|Sichtwerk läuft auf http:\/\/127\.0\.0\.1:\d+ \(Website aus SITE_DIR/,
    );
  }, 180_000);

  it('then both stop gracefully and the runner exits 0 within the bound, without a force kill', async () => {
    // Ctrl+C: SIGINT to every process of the terminal's foreground group (tsx, the runner, before: its children too).
    process.kill(-runner.pid!, 'SIGINT');
    // The runner's own bound is 15 s; a graceful stop takes a fraction of it.
    expect(await exited(runner, 30_000), output).toBe(0);
    expect(output).toContain('lead service stopped');
    expect(output).not.toMatch(/Force killing|killed before it stopped/);
  }, 40_000);
});

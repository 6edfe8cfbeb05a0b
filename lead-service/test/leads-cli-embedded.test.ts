import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRegistry } from './support/lead-registry.ts';
import { runCli } from '../src/cli/run-cli.ts';
import { deleteQueueKeys, sharedRedisUrl, uniqueQueuePrefix } from './support/redis-helpers.ts';
import { validRequest } from './support/test-service.ts';

const leadServiceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const queuePrefix = uniqueQueuePrefix();
const company = 'Eisdiele Embedded';

let dataDir: string;
let child: ChildProcess | undefined;

/** What an operator's second terminal has after `npm start`: no DATABASE_URL, the same DATA_DIR. */
const cliEnv = () => ({ DATA_DIR: dataDir, REDIS_URL: sharedRedisUrl, QUEUE_PREFIX: queuePrefix, LOG_LEVEL: 'silent' });

async function leadsList(): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(leadRegistry, ['list'], cliEnv(), { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lead-cli-embedded-'));
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await deleteQueueKeys(sharedRedisUrl, queuePrefix);
  await rm(dataDir, { recursive: true, force: true });
});

describe('when an operator runs `npm run leads -- list` next to `npm start` with the embedded database', () => {
  it('then the CLI reaches the running service’s PGlite, and after the service stops it opens the same files itself', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: leadServiceDir,
      env: {
        ...process.env,
        DATABASE_URL: '',
        ...cliEnv(),
        PORT: '0',
        HOST: '127.0.0.1',
        SITE_DIR: path.join(dataDir, 'site'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const running = child;
    const exit = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: running.stdout! }).on('line', (line) => {
        try {
          const record = JSON.parse(line) as { msg?: string; url?: string };
          if (record.msg === 'lead service listening' && record.url) resolve(record.url);
        } catch {
          // not a log line
        }
      });
      void exit.then((code) => reject(new Error(`main.ts exited with ${code} before listening`)));
    });

    const response = await fetch(`${url}/api/contact-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validRequest, company }),
    });
    expect(response.status).toBe(201);
    expect(existsSync(path.join(dataDir, 'embedded.json'))).toBe(true);

    const whileRunning = await leadsList();
    expect(whileRunning.err).toBe('');
    expect(whileRunning.code).toBe(0);
    expect(whileRunning.out).toContain(company);

    running.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(existsSync(path.join(dataDir, 'embedded.json'))).toBe(false);

    const afterStop = await leadsList();
    expect(afterStop.code).toBe(0);
    expect(afterStop.out).toContain(company);
  }, 90_000);
});

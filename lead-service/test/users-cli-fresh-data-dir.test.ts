import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUsersCli, type UsersCliIo } from '../src/cli/run-users-cli.ts';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lead-users-fresh-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function capture(password = 'ein-langes-passwort-123'): UsersCliIo & { output: () => string } {
  let text = '';
  return {
    out: (chunk) => {
      text += chunk;
    },
    err: (chunk) => {
      text += chunk;
    },
    readPassword: async () => password,
    output: () => text,
  };
}

describe('when a newcomer creates the first desk account before npm start has ever run', () => {
  // No DATABASE_URL and no running service: the CLI opens the embedded database's files under DATA_DIR itself.
  const env = { DATA_DIR: '', REDIS_URL: undefined, DATABASE_URL: undefined };

  it('then the account is created in the database npm start will use, and listed', { timeout: 120_000 }, async () => {
    env.DATA_DIR = dataDir;
    const add = capture();
    expect(await runUsersCli(['add', 'anna', '--role', 'admin'], env, add), add.output()).toBe(0);
    const list = capture();
    expect(await runUsersCli(['list'], env, list), list.output()).toBe(0);
    expect(list.output()).toContain('anna');
  });
});

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** How long the account CLI may take before the story gives up on it. */
const accountBoundMs = 60_000;

export interface DeskAccount {
  username: string;
  password: string;
}

/**
 * A staff account made the way an operator makes one: `npm run users -- add` against the service's database,
 * the password piped into standard input. Each story gets its own name, so parallel stories never share one.
 */
export async function createDeskAccount(role: 'vertrieb' | 'admin', options: { holdsCalls?: boolean } = {}): Promise<DeskAccount> {
  // The CLI loads the service's code through tsx; on a loaded machine that alone took over 20 s, so the story
  // calling it gets that time on top of its own bound rather than failing for the machine's load.
  test.info().setTimeout(test.info().timeout + accountBoundMs);
  const username = `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = `passwort-${Math.random().toString(36).slice(2)}-lang`;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'lead-service/src/cli/users-main.ts', 'add', username, '--role', role, ...(options.holdsCalls ? ['--calls'] : [])],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stdin.end(`${password}\n`);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), accountBoundMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`npm run users -- add ${username}: ${code}\n${output}`);
  return { username, password };
}

/** Failed logins for a username from some other address, as a guesser elsewhere leaves them. */
export async function recordFailedLogins(username: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(
      "INSERT INTO desk_login_failures (username_key, address) SELECT lower($1), '198.51.100.7' FROM generate_series(1, $2)",
      [username, count],
    );
  } finally {
    await client.end();
  }
}

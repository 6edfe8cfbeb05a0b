import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import pg from 'pg';
import { runUsersCli } from '../../../lead-service/src/cli/run-users-cli.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** How long the account command as its own process may take before the story gives up on it. */
const processBoundMs = 60_000;

export interface DeskAccount {
  username: string;
  password: string;
}

type Role = 'vertrieb' | 'admin';

function newAccount(role: Role): DeskAccount {
  return {
    username: `${role}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    password: `passwort-${Math.random().toString(36).slice(2)}-lang`,
  };
}

const addArguments = (role: Role, username: string, options: { holdsCalls?: boolean }) => [
  'add',
  username,
  '--role',
  role,
  ...(options.holdsCalls ? ['--calls'] : []),
];

/**
 * A staff account made by the command an operator types, `npm run users -- add` (run-users-cli.ts), against the
 * service's database with the password as its one line of input; each story gets its own name, so parallel stories
 * never share one. The command runs in this worker rather than as a process of its own: a tsx start loading the
 * service's code took 3–20 s per account on the shared machine, ~35 times a run. The process itself (users-main.ts
 * reading the piped password) is walked by createDeskAccountByProcess in the desk's first story.
 */
export async function createDeskAccount(role: Role, options: { holdsCalls?: boolean } = {}): Promise<DeskAccount> {
  const account = newAccount(role);
  await usersCommand(addArguments(role, account.username, options), account.password);
  return account;
}

/** `npm run users -- <args>` in this worker against the run's database; `password` is its standard input's line. */
export async function usersCommand(args: string[], password = ''): Promise<void> {
  let output = '';
  const code = await runUsersCli(
    args,
    { ...process.env, DATABASE_URL: process.env.E2E_DATABASE_URL },
    {
      out: (text) => {
        output += text;
      },
      err: (text) => {
        output += text;
      },
      readPassword: async () => password,
    },
  );
  if (code !== 0) throw new Error(`npm run users -- ${args.join(' ')}: ${code}\n${output}`);
}

/** The same account made as the operator's own process: users-main.ts started by tsx, the password piped into it. */
export async function createDeskAccountByProcess(role: Role, options: { holdsCalls?: boolean } = {}): Promise<DeskAccount> {
  // The CLI loads the service's code through tsx; on a loaded machine that alone took over 20 s, so the story
  // calling it gets that time on top of its own bound rather than failing for the machine's load.
  test.info().setTimeout(test.info().timeout + processBoundMs);
  const account = newAccount(role);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'lead-service/src/cli/users-main.ts', ...addArguments(role, account.username, options)],
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
  child.stdin.end(`${account.password}\n`);
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), processBoundMs);
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  if (code !== 0) throw new Error(`npm run users -- add ${account.username}: ${code}\n${output}`);
  return account;
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

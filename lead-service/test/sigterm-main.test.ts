import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteQueueKeys, sharedRedisUrl, uniqueQueuePrefix } from './support/redis-helpers.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { salesEmail, validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { withFormToken } from './support/form-token.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { leadRow } from './support/lead-rows.ts';

const leadServiceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const queuePrefix = uniqueQueuePrefix();

let db: TestDatabase;
let smtp: SmtpSink;
let dataDir: string;
const children: ChildProcess[] = [];

interface RunningMain {
  child: ChildProcess;
  url: string;
  /** Every log message so far, in order. */
  messages: string[];
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm start`'s entry point (main.ts) in its own process, configured like a container would be. */
async function startMain(): Promise<RunningMain> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: leadServiceDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      REDIS_URL: sharedRedisUrl,
      SMTP_URL: smtp.url,
      SALES_EMAIL: salesEmail,
      QUEUE_PREFIX: queuePrefix,
      DATA_DIR: dataDir,
      SITE_DIR: path.join(dataDir, 'site'),
      LOG_LEVEL: 'info',
      SWEEP_MIN_AGE_MS: '0',
      FORM_MIN_FILL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const messages: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const record = JSON.parse(line) as { msg?: string; url?: string };
        if (record.msg) messages.push(record.msg);
        if (record.msg === 'lead service listening' && record.url) resolve(record.url);
      } catch {
        // not a log line
      }
    });
    void exit.then(({ code }) => reject(new Error(`main.ts exited with ${code} before listening`)));
  });
  return { child, url, messages, exit };
}

beforeAll(async () => {
  // Unmigrated, as on a newcomer's first start: the start applies every migration itself.
  db = await createTestDatabase({ migrate: false });
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), 'lead-sigterm-'));
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await deleteQueueKeys(sharedRedisUrl, queuePrefix);
  await smtp?.close();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('when the platform sends SIGTERM while a mail is being delivered', () => {
  // This story starts the service's entry point as its own process (tsx compiling the service's sources, then the
  // connections) and waits for it again after a kill or a restart: at load 15, with vitest beside the browser tests and
  // builds beside both, that took past vitest's 30 s default. The waits inside stay bounded by their own timeouts.
  it('then the job finishes, the process exits 0, and after a restart each e-mail has arrived exactly once', async () => {
    // The mail server takes 1.5 s to accept the sales notification: SIGTERM lands in the middle of it.
    smtp.behaviour = { delayMessage: (recipients) => (recipients.includes(salesEmail) ? 1_500 : undefined) };
    const first = await startMain();
    // Its first lines say where the desk is and, while it has no account, how to make one.
    const deskLine = await waitFor('the desk line', () => first.messages.find((message) => message.includes('Vertriebs-Desk:')));
    expect(deskLine).toContain(`Vertriebs-Desk: ${first.url}/vertrieb/`);
    expect(first.messages.indexOf(deskLine!), first.messages.join('\n')).toBeLessThan(5);
    expect(first.messages).toContain(
      'Noch kein Konto für den Vertriebs-Desk. Das erste anlegen (fragt nach dem Passwort): npm run users -- add <benutzername> --role admin',
    );

    const email = 'sigterm@example.de';
    const response = await fetch(`${first.url}/api/contact-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(first.url, '/api/contact-submissions', { ...validRequest, email })),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await waitFor('notification in flight', () => smtp.delayed === 1, 15_000);
    expect(smtp.to(salesEmail)).toHaveLength(0);
    first.child.kill('SIGTERM');
    expect(await first.exit).toEqual({ code: 0, signal: null });

    // The in-flight mail was finished before the exit, and recorded as sent.
    expect(smtp.to(salesEmail).filter((mail) => mail.parsed.messageId?.includes(id))).toHaveLength(1);
    expect(smtp.to(email)).toHaveLength(1);
    const row = await leadRow(db.pool, 'contact_submissions', id);
    expect(row.confirmation_sent_at).toBeInstanceOf(Date);
    expect(row.notification_sent_at).toBeInstanceOf(Date);

    // A restart (its sweeper runs at once, minimum age 0) finds nothing left to send and sends nothing twice.
    smtp.behaviour = {};
    await createUser(db.pool, { username: 'erste', password: 'erstes-konto-passwort', role: 'admin' });
    const second = await startMain();
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    await waitFor('the desk line', () => second.messages.some((message) => message.includes('Vertriebs-Desk:')));
    expect(second.messages.filter((message) => message.startsWith('Noch kein Konto'))).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exit).toEqual({ code: 0, signal: null });
    expect(smtp.to(salesEmail)).toHaveLength(1);
    expect(smtp.to(email)).toHaveLength(1);
  }, 120_000);
});

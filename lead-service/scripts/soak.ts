/**
 * `npm run bench:api -- --soak [--duration 60] [--rate 50] [--redis-down 3] [--drain 120]`: a steady load on
 * the four form endpoints at a fixed rate (open loop: requests leave on schedule whether or not earlier ones
 * have been answered) against the real service in its own process — its own database, a private
 * redis-server this script starts, mails to an in-process SMTP sink. Halfway through, that Redis is killed
 * (SIGKILL, data gone: it runs without persistence) and started again after a few seconds.
 *
 * Afterwards it waits for the mails to drain and reports:
 *   accepted  answered 201
 *   rejected  any other answer or a network error
 *   lost      accepted ids that are not in PostgreSQL, or lack a sent_at for one of their two mails, or whose
 *             two mails never reached the SMTP sink — must be 0
 *   duplicate mails the sink received more than once (same Message-ID)
 * and the latency percentiles of the requests (p50/p90/p99, ms).
 *
 * The visitors behave like the site's forms: a form token fetched ahead (the minimum fill time is 1 s here),
 * the honeypot empty. The rate limit is on but raised (all load comes from one address), so its Redis
 * round trip and its fail-open during the outage are part of the measurement.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { migrate } from '../src/platform/db/migrate.ts';
import { redisAnswers } from '../src/platform/embedded/embedded-redis.ts';
import { findFreePort } from '../src/platform/embedded/free-port.ts';
import { killChild } from './support/kill-child.ts';
import { percentile } from './support/percentile.ts';

const leadServiceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface SoakOptions {
  adminUrl: string;
  durationSeconds: number;
  rate: number;
  redisDownSeconds: number;
  drainSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A redis-server of our own, without persistence, that the soak kills and restarts. */
async function privateRedis() {
  const port = await findFreePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const launch = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await redisAnswers(url, 300))) {
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start (is redis-server installed?)`);
      await sleep(50);
    }
  };
  const kill = () => killChild(child);
  await launch();
  return { url, launch, kill };
}

/** Counts every message by Message-ID. */
async function smtpSink() {
  const byMessageId = new Map<string, number>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = /^Message-ID:\s*<([^>]+)>/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? 'ohne-id';
        byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('no SMTP port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    byMessageId,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const forms = [
  {
    form: 'contact-submissions',
    table: 'contact_submissions',
    prefix: 'lead',
    mails: ['confirmation', 'notification'],
    body: (n: number) => ({
      company: 'Bäckerei Müller',
      email: `soak-${n}@example.de`,
      phone: '+49 30 1234567',
      website: 'baeckerei-mueller.de',
      industry: 'Handwerk',
    }),
  },
  {
    form: 'contact-messages',
    table: 'contact_messages',
    prefix: 'message',
    mails: ['receipt', 'notification'],
    body: (n: number) => ({ name: 'Jonas Becker', email: `soak-${n}@example.de`, message: 'Hallo, bitte ein Angebot für zwei Standorte.' }),
  },
  {
    form: 'referrals',
    table: 'referrals',
    prefix: 'referral',
    mails: ['acknowledgement', 'notification'],
    body: (n: number) => ({
      referrerName: 'Petra Lang',
      referrerEmail: `soak-${n}@example.de`,
      companyName: 'Autohaus Weber GmbH',
      contactPerson: 'Klaus Weber',
      companyEmail: 'k.weber@autohaus-weber.example',
      companyPhone: '089 5566778',
    }),
  },
  {
    form: 'cancellations',
    table: 'cancellations',
    prefix: 'cancellation',
    mails: ['confirmation', 'notification'],
    body: (n: number) => ({ company: 'Friseursalon Schnittig', email: `soak-${n}@example.de`, customerNumber: `KD-${n}` }),
  },
] as const;

type FormName = (typeof forms)[number]['form'];

function request(agent: http.Agent, url: string, method: 'GET' | 'POST', body?: unknown): Promise<{ status: number; text: string }> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        timeout: 30_000,
        headers: payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {},
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The service as its own process (main.ts, as `npm start` runs it); resolves with its URL. */
function startService(env: Record<string, string>): Promise<{ child: ChildProcess; url: string; problems: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: leadServiceDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const problems: string[] = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let record: { level?: number; msg?: string; url?: string };
      try {
        record = JSON.parse(line) as typeof record;
      } catch {
        return;
      }
      if ((record.level ?? 0) >= 50) problems.push(record.msg ?? line);
      if (record.msg === 'lead service listening' && record.url) resolve({ child, url: record.url, problems });
    });
  });
}

export async function runSoak(options: SoakOptions): Promise<number> {
  const { durationSeconds, rate, redisDownSeconds, drainSeconds } = options;
  const database = `lead_soak_${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lead-soak-'));
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(options.adminUrl), { pathname: `/${database}` }).toString();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const redis = await privateRedis();
  const sink = await smtpSink();
  let service: Awaited<ReturnType<typeof startService>> | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

  try {
    await migrate(pool);
    service = await startService({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      SMTP_URL: sink.url,
      QUEUE_PREFIX: 'soak',
      DATA_DIR: dataDir,
      SITE_DIR: dataDir,
      LOG_LEVEL: 'info',
      FORM_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      FORM_MIN_FILL_MS: '1000',
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_WINDOW: '1000000',
      // Jobs lost with Redis are queued again by the sweeper; short cycles keep the drain short.
      SWEEP_INTERVAL_MS: '2000',
      SWEEP_MIN_AGE_MS: '5000',
      JOB_BACKOFF_MS: '1000',
    });
    const { url } = service;

    // Like the site: each visitor's form fetched its own token when it was opened, a while before it is sent
    // (a token counts once). One per planned post, fetched before the load starts.
    const tokens = new Map<FormName, string[]>();
    const perForm = Math.ceil((rate * durationSeconds * 1.2) / forms.length) + 10;
    for (const { form } of forms) {
      const list: string[] = [];
      for (let i = 0; i < perForm; i += 1) {
        const answer = await request(agent, `${url}/api/form-token?form=${form}`, 'GET');
        list.push((JSON.parse(answer.text) as { token: string }).token);
      }
      tokens.set(form, list);
    }
    await sleep(1_100);

    console.log(
      `\nsoak: ${rate} req/s for ${durationSeconds} s against ${url} (all four forms in turn); private Redis killed after ${durationSeconds / 2} s, back ${redisDownSeconds} s later\n`,
    );
    const accepted = new Map<string, (typeof forms)[number]>();
    const rejected = new Map<string, number>();
    const latencies: number[] = [];
    const reject = (reason: string) => rejected.set(reason, (rejected.get(reason) ?? 0) + 1);

    const outage = (async () => {
      await sleep((durationSeconds * 1000) / 2);
      await redis.kill();
      const killedAt = performance.now();
      await sleep(redisDownSeconds * 1000);
      await redis.launch();
      return (performance.now() - killedAt) / 1000;
    })();

    const inflight: Array<Promise<void>> = [];
    const interval = 1000 / rate;
    const started = performance.now();
    let lastReport = started;
    for (let n = 0; ; n += 1) {
      const due = started + n * interval;
      if (due - started >= durationSeconds * 1000) break;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const spec = forms[n % forms.length]!;
      inflight.push(
        (async () => {
          const sent = performance.now();
          try {
            const answer = await request(agent, `${url}/api/${spec.form}`, 'POST', {
              ...spec.body(n),
              _hp: '',
              _token: tokens.get(spec.form)?.pop(),
            });
            latencies.push(performance.now() - sent);
            if (answer.status === 201) accepted.set((JSON.parse(answer.text) as { id: string }).id, spec);
            else reject(`HTTP ${answer.status}`);
          } catch (error) {
            latencies.push(performance.now() - sent);
            reject(error instanceof Error ? error.message : String(error));
          }
        })(),
      );
      if (performance.now() - lastReport >= 10_000) {
        lastReport = performance.now();
        console.log(`  ${Math.round((lastReport - started) / 1000)} s: ${n + 1} sent, ${accepted.size} accepted`);
      }
    }
    await Promise.all(inflight);
    const loadSeconds = (performance.now() - started) / 1000;
    const downSeconds = await outage;

    // Drain: every accepted lead must have both sent_at set and both mails at the sink.
    const drainStarted = Date.now();
    const missing = async () => {
      const stillMissing: string[] = [];
      for (const spec of forms) {
        const ids = [...accepted].filter(([, form]) => form === spec).map(([id]) => id);
        if (ids.length === 0) continue;
        const rows = await pool.query<{ id: string; done: boolean }>(
          `SELECT l.id, count(m.sent_at) = $2 AS done FROM leads l LEFT JOIN lead_mails m ON m.lead_id = l.id
            WHERE l.id = ANY($1::uuid[]) GROUP BY l.id`,
          [ids, spec.mails.length],
        );
        const done = new Map(rows.rows.map((row) => [row.id, row.done]));
        for (const id of ids) {
          const atSink = spec.mails.every((mail) => (sink.byMessageId.get(`${spec.prefix}-${id}.${mail}@sichtwerk.de`) ?? 0) > 0);
          if (!done.get(id) || !atSink) stillMissing.push(id);
        }
      }
      return stillMissing;
    };
    let lost = await missing();
    while (lost.length > 0 && Date.now() - drainStarted < drainSeconds * 1000) {
      await sleep(1_000);
      lost = await missing();
    }
    const drainedSeconds = (Date.now() - drainStarted) / 1000;
    const notStored = (
      await Promise.all(
        forms.map(async (spec) => {
          const ids = [...accepted].filter(([, form]) => form === spec).map(([id]) => id);
          const found = await pool.query<{ count: string }>(`SELECT count(*) FROM ${spec.table} WHERE id = ANY($1::uuid[])`, [ids]);
          return ids.length - Number(found.rows[0]?.count ?? 0);
        }),
      )
    ).reduce((sum, count) => sum + count, 0);
    const flagged = (
      await Promise.all(
        forms.map((spec) =>
          pool.query<{ count: string }>(`SELECT count(*) FROM leads JOIN ${spec.table} USING (id) WHERE spam_reason IS NOT NULL`),
        ),
      )
    ).reduce((sum, result) => sum + Number(result.rows[0]?.count ?? 0), 0);
    const duplicates = [...sink.byMessageId.values()].filter((count) => count > 1).length;
    const mails = [...sink.byMessageId.values()].reduce((sum, count) => sum + count, 0);

    latencies.sort((a, b) => a - b);
    const sent = latencies.length;
    const rejectedTotal = [...rejected.values()].reduce((sum, count) => sum + count, 0);
    const rows: Array<[string, string]> = [
      ['requests sent', `${sent} in ${loadSeconds.toFixed(1)} s (${(sent / loadSeconds).toFixed(1)} req/s)`],
      ['accepted (201)', String(accepted.size)],
      [
        'rejected',
        rejectedTotal === 0 ? '0' : `${rejectedTotal} (${[...rejected].map(([reason, count]) => `${reason}: ${count}`).join(', ')})`,
      ],
      ['lost', `${lost.length}${notStored > 0 ? ` (${notStored} not in PostgreSQL)` : ''}`],
      ['duplicate mails', String(duplicates)],
      ['mails at the sink', `${mails} (expected ${accepted.size * 2}); drained ${drainedSeconds.toFixed(1)} s after the load`],
      ['flagged by spam protection', String(flagged)],
      ['Redis outage', `${downSeconds.toFixed(1)} s (SIGKILL at ${durationSeconds / 2} s, restarted empty)`],
      [
        'latency p50 / p90 / p99',
        `${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 90).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)} ms`,
      ],
      ['latency max', `${(latencies.at(-1) ?? 0).toFixed(1)} ms`],
      ['service errors logged', String(service.problems.length)],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log('');
    for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
    console.log(
      lost.length === 0 && rejectedTotal === 0 && duplicates === 0
        ? '\nsoak passed: nothing lost, nothing rejected, nothing sent twice\n'
        : '\nsoak FAILED\n',
    );
    if (lost.length > 0) console.log(`lost ids: ${lost.slice(0, 20).join(', ')}${lost.length > 20 ? ' …' : ''}`);
    return lost.length === 0 && rejectedTotal === 0 && duplicates === 0 ? 0 : 1;
  } finally {
    agent.destroy();
    if (service) {
      const exited = new Promise((resolve) => service!.child.once('exit', resolve));
      service.child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
    await pool.end();
    await redis.kill();
    await sink.close();
    const cleanup = new pg.Client({ connectionString: options.adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await cleanup.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

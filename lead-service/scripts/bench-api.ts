/**
 * `npm run bench:api`: in one run, at the same concurrency and against the same PostgreSQL and Redis,
 *   1. the bare limit: a loop of `INSERT … RETURNING id` and `queue.add`, nothing else (no worker running);
 *   2. the HTTP path: POST /api/contact-submissions to the real service (api role, no worker in it, in its own
 *      process as compose runs it: bench-api-service.ts), first closed-loop (each connection posts again as soon
 *      as it is answered: the maximum), then open-loop at fixed offered rates (664/s, the issue's figure, and 80 %
 *      of the measured maximum; open-loop.ts), where p99 says what a visitor waits when the service is not saturated;
 *   3. the direct path: the service's own repository and queue (insert, enqueue, mark), without HTTP;
 * and the HTTP path's share of the bare limit. Then the mail worker drains what was queued into an in-process
 * SMTP sink, and a speed-to-lead burst measures 201 → sales notification. The machine's load average is
 * printed with the figures: on a shared machine they are only comparable at a similar load.
 *
 * `--profile`: the api process records a CPU profile (the V8 sampler `node --cpu-prof` uses) over the closed-loop
 * phase; the bench prints its top self-time frames and packages and where the .cpuprofile file is.
 *
 * `npm run bench:api -- --soak [--duration 60] [--rate 50] [--redis-down 3] [--drain 120]`: the soak test
 * instead (scripts/soak.ts) — a steady load with a Redis crash in the middle; reports lost leads and latency.
 *
 * Environment: BENCH_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL
 * (redis://127.0.0.1:6379), BENCH_REQUESTS (3000), BENCH_CONNECTIONS (100), BENCH_RATES (664: fixed rates per
 * second, comma-separated; 80 % of the closed-loop maximum is always added), BENCH_RATE_SECONDS (5: each fixed
 * rate's duration), BENCH_SPEED_BURST (500: the speed-to-lead burst).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { Queue } from 'bullmq';
import { parseArgs } from 'node:util';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { analysisRequestForm } from '../src/kinds/analysis-requests/form.ts';
import { kindVariablesOf } from '../src/platform/config/kind-settings.ts';
import { loadConfig, requireResolved } from '../src/platform/config/load-config.ts';
import { analysisRequestSchema } from '@sichtwerk/forms/analysis-request-schema';
import { migrate } from '../src/platform/db/migrate.ts';
import { createPool } from '../src/platform/db/pool.ts';
import { createLeadRepository } from '../src/pipeline/lead-repository.ts';
import { createLogger } from '../src/platform/logger.ts';
import { createLeadQueue, leadQueueName } from '../src/pipeline/lead-queue.ts';
import { leadJobAttempts } from '../src/kind-kit/mail-job-attempts.ts';
import { createProducerConnection } from '../src/platform/redis/redis-connection.ts';
import { anyLeadForms } from '../src/lead-forms.ts';
import { createLeadRegistry } from '../src/kind-kit/registry.ts';
import { start } from '../src/app/server.ts';
import { formatSummary, summarize, type CpuProfile } from './cpu-profile-top.ts';
import { openLoop, type OpenLoopResult } from './open-loop.ts';
import { runSoak } from './soak.ts';
import { adminQuery as benchAdminQuery } from './support/admin-query.ts';
import { percentile } from './support/percentile.ts';

const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const requests = Number(process.env.BENCH_REQUESTS ?? 3000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const speedBurst = Number(process.env.BENCH_SPEED_BURST ?? 500);
/** The issue's original figure (posts/s the API took, 2026-11-26) as the default fixed rate. */
const fixedRates = (process.env.BENCH_RATES ?? '664')
  .split(',')
  .map(Number)
  .filter((rate) => rate > 0);
const rateSeconds = Number(process.env.BENCH_RATE_SECONDS ?? 5);
/** The open-loop rate relative to the closed-loop maximum: near capacity, but with room for a queue to drain. */
const shareOfMaximum = 0.8;

const body = {
  company: 'Bäckerei Müller',
  email: 'anna.mueller@example.de',
  phone: '+49 30 1234567',
  website: 'baeckerei-mueller.de',
  industry: 'Handwerk',
};

const adminQuery = (sql: string) => benchAdminQuery(sql, [], adminUrl);

interface Sink {
  url: string;
  delivered: () => number;
  /** When the message with this Message-ID local part (e.g. `lead-<uuid>.notification`) arrived, in performance.now() ms. */
  arrivedAt: (localPart: string) => number | undefined;
  close: () => Promise<void>;
}

/** Bounded: only the head of each message is searched for its Message-ID. */
const headBytes = 8_192;

async function startSink(): Promise<Sink> {
  let delivered = 0;
  const arrivals = new Map<string, number>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    // The reverse DNS lookup of each client costs more than the rest of a local session.
    disableReverseLookup: true,
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < headBytes) head += chunk.toString('utf8', 0, Math.min(chunk.length, headBytes));
      });
      stream.on('end', () => {
        delivered += 1;
        const messageId = /^Message-ID:\s*<([^@>]+)@/im.exec(head)?.[1];
        if (messageId) arrivals.set(messageId, performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('no SMTP port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    delivered: () => delivered,
    arrivedAt: (localPart) => arrivals.get(localPart),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Speed to lead: a burst of `count` analysis requests as browsers send them (a fresh form token each, each
 * from its own address, with a website, so the notification waits for the website check), `connections` at a
 * time. For each: the time from its 201 to the sales notification reaching the SMTP server; and the time from
 * the last 201 until every mail of the burst (confirmation and notification) has arrived.
 */
async function runSpeedToLead(serviceUrl: string, sink: Sink, count: number) {
  const answeredAt = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < count) {
        next += 1;
        const n = next;
        const token = ((await (await fetch(`${serviceUrl}/api/form-token?form=contact-submissions`)).json()) as { token: string }).token;
        const response = await fetch(`${serviceUrl}/api/contact-submissions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, email: `speed-${n}@example.de`, _token: token }),
        });
        if (response.status !== 201) throw new Error(`speed-to-lead request ${n}: ${response.status}`);
        answeredAt.set(((await response.json()) as { id: string }).id, performance.now());
      }
    }),
  );
  const lastAnswer = Math.max(...answeredAt.values());
  const ids = [...answeredAt.keys()];
  const deadline = Date.now() + 120_000;
  const allArrived = () => ids.every((id) => sink.arrivedAt(`lead-${id}.notification`) && sink.arrivedAt(`lead-${id}.confirmation`));
  while (!allArrived() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const toNotification = ids
    .map((id) => (sink.arrivedAt(`lead-${id}.notification`) ?? Number.NaN) - (answeredAt.get(id) ?? 0))
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  const lastMail = Math.max(
    ...ids.flatMap((id) => [sink.arrivedAt(`lead-${id}.notification`) ?? 0, sink.arrivedAt(`lead-${id}.confirmation`) ?? 0]),
  );
  return {
    count,
    notified: toNotification.length,
    complete: allArrived(),
    p50: percentile(toNotification, 50),
    p99: percentile(toNotification, 99),
    drainSeconds: (lastMail - lastAnswer) / 1000,
  };
}

/** Removes the bench's queue keys from the shared Redis. */
async function deleteKeys(prefix: string): Promise<void> {
  const client = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length > 0) await client.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  client.disconnect();
}

interface LoopResult {
  rps: number;
  p50: number;
  p99: number;
  count: number;
}

/** `requests` calls of `once`, `connections` at a time; throughput and latency. */
async function loop(once: () => Promise<void>): Promise<LoopResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        await once();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), count: latencies.length };
}

/**
 * The limit: one INSERT … RETURNING (the lead's row in `leads` and its kind's fields, one statement) and one
 * queue.add per lead, with nothing of the service around them.
 */
async function runBare(databaseUrl: string, prefix: string, maxConnections: number): Promise<LoopResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: maxConnections });
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue('bare', { connection, prefix });
  const values = [body.company, body.email, body.phone, body.website, body.industry, 'bench', new Date(), analysisRequestForm.kind];
  try {
    return await loop(async () => {
      const { rows } = await pool.query<{ id: string }>(
        `WITH lead AS (INSERT INTO leads (kind, status, search_text) VALUES ($8, 'new', '') RETURNING id)
         INSERT INTO ${analysisRequestForm.table.name} (id, company, email, phone, website, industry, consent_version, consent_at)
         SELECT id, $1, $2, $3, $4, $5, $6, $7 FROM lead RETURNING id`,
        values,
      );
      await queue.add('bare', { id: rows[0]?.id }, { jobId: `bare-${rows[0]?.id}`, removeOnComplete: true });
    });
  } finally {
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
    await pool.end();
  }
}

/** The baseline: what the use-case does per lead (insert, enqueue, mark), `connections` at a time, with its batching. */
async function runDirect(databaseUrl: string, prefix: string, maxConnections: number) {
  const logger = createLogger({ level: 'silent' });
  const pool = createPool({ connectionString: databaseUrl, max: maxConnections });
  const connection = createProducerConnection({ redisUrl, redisCluster: false }, logger);
  await new Promise<void>((resolve) => (connection.status === 'ready' ? resolve() : connection.once('ready', () => resolve())));
  // The lead job's options (pipeline/lead-job.ts), as the service's queue adds them.
  const defaultJobOptions = {
    attempts: leadJobAttempts,
    backoff: { type: 'exponential', delay: 30_000 },
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  };
  const queue = new Queue(leadQueueName, { connection, prefix, defaultJobOptions });
  const leadQueue = createLeadQueue({ registry: createLeadRegistry(anyLeadForms), queue, connection });
  const repository = createLeadRepository(pool, analysisRequestForm);
  const submission = analysisRequestSchema.parse(body);
  const marks: Promise<void>[] = [];
  const result = await loop(async () => {
    const { id } = await repository.insert(submission);
    await leadQueue.enqueue({ kind: analysisRequestForm.kind, id });
    // As submit-lead.ts: the answer does not wait for the mark.
    marks.push(repository.markEnqueued(id));
  });
  await Promise.all(marks);
  await queue.close();
  connection.disconnect();
  await pool.end();
  return result;
}

interface ServiceProcess {
  url: string;
  /** Sends a command and resolves with the first answer of type `answer`. */
  request<Answer>(command: { type: string; path?: string }, answer: string): Promise<Answer>;
  stop(): Promise<void>;
}

/** The api role in its own process (bench-api-service.ts), with the environment production would give it. */
async function startServiceProcess(env: Record<string, string>): Promise<ServiceProcess> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'bench-api-service.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVICE_ENV: JSON.stringify(env) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <Answer>(type: string) =>
    new Promise<Answer>((resolve, reject) => {
      const onMessage = (message: { type?: string }) => {
        if (message.type !== type) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(message as Answer);
      };
      const onExit = (code: number | null) => reject(new Error(`bench api process exited with ${code} before '${type}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { url } = await next<{ url: string }>('listening');
  return {
    url,
    request: (command, answer) => {
      const answered = next<never>(answer);
      child.send(command);
      return answered;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.send({ type: 'stop' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

interface HttpPhase {
  label: string;
  result: OpenLoopResult | Awaited<ReturnType<typeof autocannon>>;
  /** The 1-minute load average when the phase ended. */
  load: number;
  /** CPU time (user + system) the api process spent per answered post: comparable across runs on a busy machine, unlike the rates. */
  cpuPerPostUs: number;
}

async function main(profile: boolean): Promise<void> {
  const database = `lead_bench_${randomBytes(4).toString('hex')}`;
  const prefix = `lead-bench-${randomBytes(4).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lead-bench-'));
  await adminQuery(`CREATE DATABASE ${database}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
  const sink = await startSink();
  let service: ServiceProcess | undefined;

  try {
    const migrationPool = createPool({ connectionString: databaseUrl, max: 1 });
    await migrate(migrationPool);
    await migrationPool.end();

    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SMTP_URL: sink.url,
      QUEUE_PREFIX: prefix,
      DATA_DIR: dataDir,
      SITE_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // All load comes from one address: the per-IP limit would answer 429 after five posts. The posts carry
      // no form token, so their rows are flagged token_missing and mailed as usual (the soak sends tokens).
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_PER_WINDOW: '0',
      // Every post uses one address: with the daily per-address limit most confirmations would be skipped,
      // and the drain below would wait for mails that never leave.
      VISITOR_MAILS_PER_ADDRESS: '0',
      FORM_MIN_FILL_MS: '0',
    };
    const config = requireResolved(loadConfig(env, kindVariablesOf(anyLeadForms)));
    const loadBefore = loadavg();
    const bare = await runBare(databaseUrl, prefix, config.databasePoolMax);
    const bareLoad = loadavg()[0] ?? 0;
    // The api role, as compose runs it: its own process; the mail worker starts after the measurement.
    service = await startServiceProcess(env);
    const post = {
      url: `${service.url}/api/contact-submissions`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      connections,
      // autocannon checks whether `amount` is reached once per sample; at its default of a second the measured
      // duration is whole seconds (3,000 posts in 3.01 or 4.02 s: 997 or 746/s).
      sampleInt: 20,
    };

    // A short warm-up so JIT and connection pools are not part of the measurement.
    await autocannon({ ...post, amount: 200 });

    const phases: HttpPhase[] = [];
    const measured = async <Result extends HttpPhase['result']>(label: string, run: () => Promise<Result>) => {
      const usage = () => service!.request<{ user: number; system: number }>({ type: 'usage' }, 'usage');
      const before = await usage();
      const result = await run();
      const after = await usage();
      const cpuUs = after.user + after.system - before.user - before.system;
      phases.push({ label, result, load: loadavg()[0] ?? 0, cpuPerPostUs: cpuUs / Math.max(1, result.requests.total) });
      return result;
    };
    let profilePath: string | undefined;
    if (profile) await service.request({ type: 'profile-start' }, 'profiling');
    const closed = await measured('HTTP POST, closed loop (the maximum)', () => autocannon({ ...post, amount: requests }));
    if (profile) {
      profilePath = path.join(tmpdir(), `lead-bench-api-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
      await service.request({ type: 'profile-stop', path: profilePath }, 'profile');
    }
    const httpRps = closed.requests.total / closed.duration;
    // Open loop: posts are sent at the rate whether or not earlier ones were answered, as visitors do, each
    // timed from when it was due (open-loop.ts); the connections only bound how many wait at once.
    const nearMaximum = Math.round(shareOfMaximum * httpRps);
    const rates = [
      ...fixedRates.map((rate) => ({ rate, label: `HTTP POST at ${rate}/s (open loop)` })),
      { rate: nearMaximum, label: `HTTP POST at ${nearMaximum}/s = ${100 * shareOfMaximum} % of the maximum (open loop)` },
    ];
    for (const { rate, label } of rates) {
      await measured(label, () =>
        openLoop({ url: post.url, headers: post.headers, body: post.body, rate, seconds: rateSeconds, connections }),
      );
    }
    const httpPosts = 200 + phases.reduce((sum, phase) => sum + phase.result.requests.total, 0);

    const direct = await runDirect(databaseUrl, prefix, config.databasePoolMax);
    const directLoad = loadavg()[0] ?? 0;
    const loadAfter = loadavg();
    const worker = await start({ ...config, workerHttpPort: 0 }, createLeadRegistry(anyLeadForms), { worker: true, sweeper: false });

    // The HTTP posts carry no form token: their leads are unverified, so only the team's notification leaves.
    const expectedMails = httpPosts + 2 * direct.count;
    const drainStart = Date.now();
    while (sink.delivered() < expectedMails && Date.now() - drainStart < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const drainSeconds = (Date.now() - drainStart) / 1000;
    const speed = await runSpeedToLead(service.url, sink, speedBurst);
    await service.stop();
    await worker.stop();

    const rows: string[][] = [
      ['mode', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'api CPU µs/post', 'load 1 min'],
      [
        'bare INSERT … RETURNING + queue.add (limit)',
        String(bare.count),
        bare.rps.toFixed(0),
        bare.p50.toFixed(1),
        bare.p99.toFixed(1),
        '0/0',
        '',
        bareLoad.toFixed(2),
      ],
      ...phases.map(({ label, result, load, cpuPerPostUs }) => [
        label,
        String(result.requests.total),
        (result.requests.total / result.duration).toFixed(0),
        result.latency.p50.toFixed(1),
        result.latency.p99.toFixed(1),
        `${result.errors}/${result.non2xx}`,
        cpuPerPostUs.toFixed(0),
        load.toFixed(2),
      ]),
      [
        'direct insert + enqueue (no HTTP)',
        String(direct.count),
        direct.rps.toFixed(0),
        direct.p50.toFixed(1),
        direct.p99.toFixed(1),
        '0/0',
        '',
        directLoad.toFixed(2),
      ],
    ];
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
    const load = (figures: number[]) => figures.map((figure) => figure.toFixed(2)).join(' ');
    console.log(
      `\n${connections} concurrent connections, ${requests} leads for the limit, the closed loop and the direct path, ${rateSeconds} s per fixed rate; ` +
        `no mail worker running meanwhile; load average before ${load(loadBefore)}, after ${load(loadAfter)} (1/5/15 min, ${availableParallelism()} cores)\n`,
    );
    console.log(line(rows[0]!));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const row of rows.slice(1)) console.log(line(row));
    // Little's law: connections = throughput × time in the system, so a closed loop's mean latency is fixed by its maximum.
    console.log(
      `\nHTTP path: ${((100 * httpRps) / bare.rps).toFixed(1)} % of the bare limit (target ≥ 25 %); direct path: ${((100 * direct.rps) / bare.rps).toFixed(1)} %. ` +
        `Closed loop: ${connections} connections / ${httpRps.toFixed(0)} req/s = ${((1000 * connections) / httpRps).toFixed(0)} ms mean wait by Little's law, ` +
        `so p99 ≤ 50 ms there needs well over ${((1000 * connections) / 50).toFixed(0)} req/s; the open-loop rows show p99 below saturation.`,
    );
    if (profilePath) {
      const summary = summarize(JSON.parse(await readFile(profilePath, 'utf8')) as CpuProfile);
      console.log(`\nCPU profile of the api process over the closed loop (${profilePath}):\n${formatSummary(summary)}`);
    }
    console.log(
      `\nmails delivered by the worker: ${Math.min(sink.delivered(), expectedMails)}/${expectedMails} (drained ${drainSeconds.toFixed(1)} s after the load ended)`,
    );
    console.log(
      `\nspeed to lead, burst of ${speed.count} analysis requests (token, own address, website check on): ` +
        `201 → sales notification p50 ${(speed.p50 / 1000).toFixed(2)} s, p99 ${(speed.p99 / 1000).toFixed(2)} s; ` +
        `all ${2 * speed.count} mails out ${speed.drainSeconds.toFixed(1)} s after the last 201${speed.complete ? '' : ` (INCOMPLETE: ${speed.notified} notifications)`}`,
    );
  } finally {
    await service?.stop();
    await sink.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await deleteKeys(prefix);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const { values: args } = parseArgs({
  options: {
    soak: { type: 'boolean' },
    profile: { type: 'boolean' },
    duration: { type: 'string' },
    rate: { type: 'string' },
    'redis-down': { type: 'string' },
    drain: { type: 'string' },
  },
});

function positive(name: string, value: string | undefined, fallback: number): number {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a positive number, got ${value}`);
  return number;
}

const run = args.soak
  ? () =>
      runSoak({
        adminUrl,
        durationSeconds: positive('duration', args.duration, 60),
        rate: positive('rate', args.rate, 50),
        redisDownSeconds: positive('redis-down', args['redis-down'], 3),
        drainSeconds: positive('drain', args.drain, 120),
      }).then((code) => process.exit(code))
  : () => main(args.profile ?? false);

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

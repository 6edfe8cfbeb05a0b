/**
 * `npm run bench:desk`: the sales desk with years of leads. Seeds 100,000 leads across the four kinds (with
 * statuses, spam flags and history) into a fresh database, starts the real service and measures, through
 * the desk's HTTP API with a logged-in session, the inbox (first page and keyset pages further back), the
 * filters, the search (prefixes as typed, one keystroke after another) and the lead detail. Target: p95 ≤ 200 ms.
 *
 * Environment: BENCH_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL
 * (redis://127.0.0.1:6379), BENCH_LEADS (100000), BENCH_SAMPLES (150 per measurement).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, requireResolved } from '../src/config/load-config.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPool } from '../src/db/pool.ts';
import { createUser } from '../src/desk/users.ts';
import { anyLeadForms } from '../src/leads/lead-forms.ts';
import { createLeadRegistry } from '../src/leads/registry.ts';
import { start } from '../src/server.ts';

const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const leadCount = Number(process.env.BENCH_LEADS ?? 100_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 150);
const password = 'bench-passwort-1234';

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const words = [
  'Bäckerei',
  'Autohaus',
  'Zahnarzt',
  'Friseur',
  'Kanzlei',
  'Elektro',
  'Dachdecker',
  'Café',
  'Physio',
  'Optik',
  'Garten',
  'Schreinerei',
];
const towns = ['Berlin', 'Hamburg', 'München', 'Köln', 'Leipzig', 'Dresden', 'Bremen', 'Essen', 'Mainz', 'Kiel'];

/** Three years of leads, newest now; each kind's share roughly as the forms are used. */
async function seed(pool: pg.Pool): Promise<void> {
  const share = (part: number) => Math.round(leadCount * part);
  const words_ = `ARRAY[${words.map((word) => `'${word}'`).join(',')}]`;
  const towns_ = `ARRAY[${towns.map((town) => `'${town}'`).join(',')}]`;
  const name = `(${words_})[1 + i % ${words.length}] || ' ' || (${towns_})[1 + (i / ${words.length}) % ${towns.length}] || ' ' || i`;
  const email = `'kontakt' || i || '@firma' || (i % 997) || '.de'`;
  const at = `now() - (i::float / ${leadCount} * interval '1095 days') - (random() * interval '1 hour')`;
  const spam = `CASE WHEN i % 50 = 0 THEN 'token_missing' WHEN i % 97 = 0 THEN 'honeypot' ELSE NULL END`;
  await pool.query(`INSERT INTO contact_submissions (company, email, phone, website, industry, submitted_at, consent_version, consent_at, status, spam_reason, enqueued_at, confirmation_sent_at, notification_sent_at)
    SELECT ${name}, ${email}, '+49 30 ' || i, 'firma' || i || '.de', 'Handwerk', ${at}, 'bench', now(),
           (ARRAY['new','in_progress','presented','won','lost'])[1 + i % 5], ${spam}, now(), now(), now()
      FROM generate_series(1, ${share(0.4)}) AS i`);
  await pool.query(`INSERT INTO contact_messages (name, email, phone, message, submitted_at, status, spam_reason, enqueued_at, receipt_sent_at, notification_sent_at)
    SELECT ${name}, ${email}, NULL, 'Bitte ruft mich zurück wegen ' || i, ${at}, (ARRAY['new','answered'])[1 + i % 2], ${spam}, now(), now(), now()
      FROM generate_series(1, ${share(0.3)}) AS i`);
  await pool.query(`INSERT INTO referrals (referrer_name, referrer_email, company_name, contact_person, company_email, company_phone, reason, submitted_at, status, spam_reason, enqueued_at, acknowledgement_sent_at, notification_sent_at)
    SELECT 'Empfehler ' || i, 'empfehler' || i || '@example.de', ${name}, 'Frau Beispiel', ${email}, '+49 40 ' || i, NULL, ${at},
           (ARRAY['new','contacted','contracted','paid','rejected'])[1 + i % 5], ${spam}, now(), now(), now()
      FROM generate_series(1, ${share(0.2)}) AS i`);
  await pool.query(`INSERT INTO cancellations (company, email, customer_number, reason, submitted_at, retain_until, status, spam_reason, enqueued_at, confirmation_sent_at, notification_sent_at)
    SELECT ${name}, ${email}, NULL, NULL, ${at}, now() + interval '6 years', (ARRAY['received','confirmed'])[1 + i % 2], ${spam}, now(), now(), now()
      FROM generate_series(1, ${leadCount - share(0.4) - share(0.3) - share(0.2)}) AS i`);
  for (const table of ['contact_submissions', 'contact_messages', 'referrals', 'cancellations']) {
    await pool.query(`INSERT INTO lead_events (lead_id, lead_kind, at, actor, action, detail)
      SELECT id, '${table}', submitted_at + interval '3 hours', 'bench', 'status_changed', jsonb_build_object('from', 'new', 'to', status)
        FROM ${table} WHERE status NOT IN ('new', 'received')`);
  }
  await pool.query('ANALYZE');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const database = `bench_desk_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${database}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-desk-'));
  // Seeding 100,000 rows takes longer than a request may.
  const pool = createPool({ connectionString: databaseUrl, max: 2, statementTimeoutMs: 300_000 });
  let service: Awaited<ReturnType<typeof start>> | undefined;
  try {
    await migrate(pool);
    const seeded = Date.now();
    await seed(pool);
    process.stdout.write(`seeded ${leadCount} leads in ${((Date.now() - seeded) / 1000).toFixed(1)} s\n`);
    await createUser(pool, { username: 'bench', password, role: 'vertrieb' });
    const config = requireResolved(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: `bench-desk-${randomBytes(3).toString('hex')}`,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        DATA_DIR: dataDir,
        SITE_DIR: path.join(dataDir, 'site'),
        LOG_LEVEL: 'silent',
        WEBSITE_CHECK_CONCURRENCY: '0',
      }),
    );
    service = await start(config, createLeadRegistry(anyLeadForms), { worker: false, sweeper: false });
    const origin = service.url;
    const login = await fetch(`${origin}/vertrieb/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username: 'bench', password }),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    const post = async (apiPath: string, body: unknown) => {
      const response = await fetch(`${origin}/vertrieb/api${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { leads: { id: string }[]; next: string | null };
    };
    const get = async (apiPath: string) => {
      const response = await fetch(`${origin}/vertrieb/api${apiPath}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${apiPath}: ${response.status}`);
      return response.json();
    };

    const ids = (
      await pool.query<{ id: string }>(`SELECT id::text AS id FROM contact_messages ORDER BY random() LIMIT ${samples}`)
    ).rows.map((row) => row.id);
    let cursor: string | null = null;
    const kinds = ['analysis-request', 'contact-message', 'referral', 'cancellation'];
    const statuses: Record<string, string[]> = {
      'analysis-request': ['new', 'in_progress', 'presented'],
      'contact-message': ['new', 'answered'],
      referral: ['contacted', 'paid'],
      cancellation: ['received', 'confirmed'],
    };
    const typed = [...words, ...towns, 'kontakt12', 'kontakt4711@', 'empfehler'].map((word) => word.toLowerCase());
    const measurements: Record<string, (i: number) => Promise<unknown>> = {
      'inbox, first page': () => post('/inbox', {}),
      'inbox, keyset pages further back': async () => {
        const page = await post('/inbox', cursor ? { after: cursor } : {});
        cursor = page.next;
      },
      'filter kind + status': (i) => {
        const kind = kinds[i % kinds.length] ?? 'analysis-request';
        const list = statuses[kind] ?? ['new'];
        return post('/inbox', { kind, status: list[i % list.length] });
      },
      'search (prefix per keystroke)': (i) => {
        const word = typed[i % typed.length] ?? 'bäckerei';
        return post('/inbox', { search: word.slice(0, 1 + (i % Math.min(word.length, 6))) });
      },
      'lead detail': (i) => get(`/leads/${ids[i % ids.length]}`),
      'review list': () => post('/review', {}),
    };
    process.stdout.write(`\n${'measurement'.padEnd(36)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}\n`);
    let worst = 0;
    for (const [label, run] of Object.entries(measurements)) {
      for (let i = 0; i < 5; i += 1) await run(i);
      const times: number[] = [];
      for (let i = 0; i < samples; i += 1) {
        const started = performance.now();
        await run(i);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      worst = Math.max(worst, p95);
      process.stdout.write(
        `${label.padEnd(36)} ${percentile(times, 50).toFixed(1).padStart(6)}ms ${p95.toFixed(1).padStart(6)}ms ${(times.at(-1) ?? 0).toFixed(1).padStart(6)}ms\n`,
      );
    }
    process.stdout.write(`\nworst p95 ${worst.toFixed(1)} ms — target ≤ 200 ms: ${worst <= 200 ? 'met' : 'NOT met'}\n`);
    if (worst > 200) process.exitCode = 1;
  } finally {
    await service?.stop();
    await pool.end();
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();

/**
 * `npm run bench:slots`: the free slots of the strategy call with a full calendar. Seeds a fresh database
 * with 10 call-holding advisers (each 08:00–20:00, every day) and 1,000 booked calls spread over the 14-day
 * horizon, then measures what every booking page does: load the advisers and their calls and compute the
 * slots (booking/free-slots.ts) for 14 days × 10 advisers. Target: p95 ≤ 50 ms.
 *
 * Environment: BENCH_DATABASE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test), BENCH_BOOKINGS (1000),
 * BENCH_SAMPLES (300).
 */
import { randomBytes } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import pg from 'pg';
import { bookingSettingsFrom } from '../src/booking/booking-settings.ts';
import { berlin, callTimeZone } from '../src/booking/call-time.ts';
import { freeSlots } from '../src/booking/free-slots.ts';
import { loadConfig } from '../src/platform/config/load-config.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { adminQuery } from './support/admin-query.ts';

const adminUrl = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const bookingCount = Number(process.env.BENCH_BOOKINGS ?? 1_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 300);
const adviserCount = 10;
const targetP95Ms = 50;

const admin = (sql: string) => adminQuery(sql, [], adminUrl);

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main(): Promise<void> {
  const settings = bookingSettingsFrom(loadConfig({}));
  const name = `bench_slots_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    await migrate(pool);
    const now = new Date();
    const { rows: advisers } = await pool.query<{ id: string }>(
      `INSERT INTO users (username, password, role, holds_calls)
       SELECT 'berater' || n, 'no-login', 'vertrieb', true FROM generate_series(1, $1) AS n RETURNING id::text`,
      [adviserCount],
    );
    for (const adviser of advisers) {
      await pool.query(
        `INSERT INTO adviser_hours (user_id, weekday, starts, ends) SELECT $1, d, '08:00', '20:00' FROM generate_series(1, 7) AS d`,
        [adviser.id],
      );
    }
    // Every other start of each adviser's days is booked until the count is reached: calls 60 minutes apart
    // never touch each other's buffer, so the exclusion constraint accepts them all.
    const today = berlin(now);
    const calls: { adviser: string; start: Date }[] = [];
    for (let day = 1; day <= settings.horizonDays && calls.length < bookingCount; day += 1) {
      for (let minute = 8 * 60; minute + 60 <= 20 * 60 && calls.length < bookingCount; minute += 60) {
        for (const adviser of advisers) {
          if (calls.length >= bookingCount) break;
          calls.push({
            adviser: adviser.id,
            start: new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + day, 0, minute, callTimeZone),
          });
        }
      }
    }
    // Analysis requests whose mails are done: the lead, its own fields and its two mails (migrations/074).
    const { rows: leads } = await pool.query<{ id: string }>(
      `WITH given AS (SELECT gen_random_uuid() AS id, n FROM generate_series(1, $1) AS n),
       lead AS (
         INSERT INTO leads (id, kind, status, enqueued_at, search_text)
         SELECT id, 'analysis-request', 'new', now(), 'firma ' || n FROM given RETURNING id
       ), fields AS (
         INSERT INTO contact_submissions (id, company, email, phone, consent_version, consent_at)
         SELECT id, 'Firma ' || n, 'lead' || n || '@example.de', '+49 30 ' || n, 'bench', now() FROM given
       ), mails AS (
         INSERT INTO lead_mails (lead_id, mail, sent_at) SELECT id, mail, now() FROM given, unnest(ARRAY['confirmation', 'notification']) AS mail
       )
       SELECT id::text FROM lead`,
      [calls.length],
    );
    await pool.query(
      `INSERT INTO bookings (lead_id, adviser_id, starts_at, ends_at, blocked_until, status_before, uid, email, name)
       SELECT l, a, s, s + make_interval(mins => $4), s + make_interval(mins => $4 + $5), 'new', gen_random_uuid()::text, 'x@example.de', 'x'
         FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS t(l, a, s)`,
      [
        leads.map((lead) => lead.id),
        calls.map((call) => call.adviser),
        calls.map((call) => call.start),
        settings.callMinutes,
        settings.bufferMinutes,
      ],
    );
    await pool.query('ANALYZE');

    const first = await freeSlots(pool, settings, now);
    const times: number[] = [];
    for (let sample = 0; sample < samples; sample += 1) {
      const started = performance.now();
      await freeSlots(pool, settings, now);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    console.log(
      `bench:slots — ${advisers.length} Berater, ${calls.length} gebuchte Gespräche, ${settings.horizonDays} Tage, ${first.slots.length} freie Termine\n` +
        `  ${samples} Läufe: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (Ziel p95 ≤ ${targetP95Ms} ms)`,
    );
    if (p95 > targetP95Ms) process.exitCode = 1;
  } finally {
    await pool.end();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();

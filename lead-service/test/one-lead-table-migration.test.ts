/**
 * The upgrade to one lead table (migrations/074_one_lead_table.sql) on a database that has been in use: leads of
 * every kind, with notes, calls, a booked call, a written analysis, sent and failed mails, the history and a lead
 * held as spam, stored the way the schema before it kept them. After the migration every field of every lead,
 * and everything hanging off it, reads back as it was; the leads still work (a new one gets its reference, an
 * erased one takes its work along) and a held cancellation still cannot lose its protection. The rollback SQL beside
 * the migration then brings the tables before it back, every field again as it was.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsOf } from '../src/kind-kit/define-lead-form.ts';
import { anyLeadForms } from '../src/lead-forms.ts';
import { defaultMigrationsDir, migrate } from '../src/platform/db/migrate.ts';
import { createLeadRepository } from '../src/pipeline/lead-repository.ts';
import { leadRow } from './support/lead-rows.ts';
import { type MigrationFolders, migrationsAround } from './support/migrations-around.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const migration = '074_one_lead_table.sql';
let db: TestDatabase;
let folders: MigrationFolders;

/** Every row of a table, in a stable order, as PostgreSQL gives it. */
async function rowsOf(table: string, order: string): Promise<Record<string, unknown>[]> {
  return (await db.pool.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${order}`)).rows;
}

beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
  // This upgrade alone: the later migrations have stories of their own.
  folders = await migrationsAround(migration);
  await migrate(db.pool, { dir: folders.before });
});

afterAll(async () => {
  await db?.drop();
  await folders?.remove();
});

describe('when a database in use is upgraded to one lead table', () => {
  const kindTables = ['contact_submissions', 'contact_messages', 'referrals', 'cancellations', 'callback_requests'];
  const snapshot: Record<string, Record<string, unknown>[]> = {};
  const work: Record<string, Record<string, unknown>[]> = {};
  const workTables: Record<string, string> = {
    lead_notes: 'id',
    lead_calls: 'id',
    lead_events: 'id',
    lead_references: 'reference',
    bookings: 'id',
    booking_tokens: 'token_hash',
    booking_attempts: 'id',
    analyses: 'lead_id',
    analysis_versions: 'lead_id, version',
    analysis_links: 'token_hash',
    website_checks: 'lead_id',
  };

  beforeAll(async () => {
    const q = (sql: string, values: unknown[] = []) => db.pool.query<{ id: string }>(sql, values);
    const { rows: users } = await q(
      "INSERT INTO users (username, password, role, holds_calls, display_name) VALUES ('anna', 'x', 'vertrieb', true, 'Anna') RETURNING id",
    );
    const anna = users[0]?.id;
    const analysis = (
      await q(
        `INSERT INTO contact_submissions (company, email, phone, website, industry, consent_version, consent_at, submitted_at, status,
            status_changed_at, first_handled_at, enqueued_at, confirmation_sent_at, notification_sent_at, source, owner_id, follow_up_at)
         VALUES ('Bäckerei Müller', 'info@mueller.example', '+49 30 1234567', 'https://mueller.example', 'Handwerk', 'v3',
            now() - interval '5 days', now() - interval '5 days', 'call_booked', now() - interval '4 days', now() - interval '4 days',
            now() - interval '5 days', now() - interval '5 days', now() - interval '5 days',
            '{"page": "/kostenlose-analyse", "utm": {"source": "newsletter"}}', $1, now() + interval '1 day')
         RETURNING id`,
        [anna],
      )
    ).rows[0]?.id;
    const failed = (
      await q(
        `INSERT INTO contact_messages (name, email, phone, message, submitted_at, enqueued_at, receipt_error, notification_sent_at, spam_reason)
         VALUES ('Jonas Berg', 'jonas@example.de', '0711 987654', 'Bitte ruft mich an.', now() - interval '2 days', now() - interval '2 days',
            '550 mailbox unavailable', now() - interval '2 days', 'token_expired') RETURNING id`,
      )
    ).rows[0]?.id;
    await q(
      `INSERT INTO referrals (referrer_name, referrer_email, company_name, contact_person, company_email, company_phone, reason, company_consent)
       VALUES ('Petra Lang', 'petra@example.de', 'Autohaus Weber', 'Klaus Weber', 'k.weber@example.de', '089 1234567', 'Sucht Hilfe', 'ja')`,
    );
    await q(
      `INSERT INTO cancellations (company, email, customer_number, reason, submitted_at, retain_until, confirmation_sent_at)
       VALUES ('Salon Schmidt', 'anna@salon.example', 'KD-7', 'Zu teuer', now() - interval '1 day', '2033-01-01T00:00:00+01:00', now())`,
    );
    const held = (
      await q(
        `INSERT INTO cancellations (company, email, submitted_at, retain_until, spam_reason, status)
         VALUES ('Programm GmbH', 'bot@example.org', now(), NULL, 'honeypot', 'received') RETURNING id`,
      )
    ).rows[0]?.id;
    await q(
      `INSERT INTO callback_requests (name, phone, time_window, message, enqueued_at, notification_error)
       VALUES ('Mehmet Öztürk', '0151 2345678', 'mittags', NULL, now(), '421 try later')`,
    );
    for (const lead of [analysis, failed, held]) {
      await q("INSERT INTO lead_notes (lead_id, lead_kind, author, text) VALUES ($1, 'x', 'anna', 'Chef ab 14 Uhr da')", [lead]);
      await q("INSERT INTO lead_calls (lead_id, lead_kind, caller, outcome, note) VALUES ($1, 'x', 'anna', 'voicemail', 'AB')", [lead]);
      await q(
        'INSERT INTO lead_events (lead_id, lead_kind, actor, action, detail) VALUES ($1, \'x\', \'anna\', \'status_changed\', \'{"from":"new","to":"in_progress"}\')',
        [lead],
      );
    }
    await q(
      `INSERT INTO bookings (lead_id, adviser_id, starts_at, ends_at, blocked_until, status_before, uid, email, name, phone, booked_by, mails_queued_sequence)
       VALUES ($1, $2, now() + interval '2 days', now() + interval '2 days 30 minutes', now() + interval '2 days 45 minutes', 'in_progress',
          'uid-1@sichtwerk', 'info@mueller.example', 'Bäckerei Müller', '+49 30 1234567', NULL, 0)`,
      [analysis, anna],
    );
    await q("INSERT INTO booking_tokens (token_hash, booking_id) SELECT 'abc', id FROM bookings");
    await q("INSERT INTO booking_attempts (lead_id, client_address, email_key) VALUES ($1, '203.0.113.9', 'k')", [analysis]);
    await q(
      `INSERT INTO analyses (lead_id, draft, created_by, updated_by, sent_at, sent_by, mail_sent_at)
       VALUES ($1, '{"sections": [], "summary": "Gut"}', 'anna', 'anna', now(), 'anna', now())`,
      [analysis],
    );
    await q(
      "INSERT INTO analysis_versions (lead_id, version, content, adviser_name, published_by) VALUES ($1, 1, '{\"summary\": \"Gut\"}', 'Anna', 'anna')",
      [analysis],
    );
    await q("INSERT INTO analysis_links (token_hash, lead_id) VALUES ('\\x01'::bytea, $1)", [analysis]);
    await q(
      "INSERT INTO website_checks (lead_id, url, outcome, findings, duration_ms) VALUES ($1, 'https://mueller.example', 'ok', '[]', 120)",
      [analysis],
    );
    for (const table of kindTables) snapshot[table] = await rowsOf(table, 'id');
    for (const [table, order] of Object.entries(workTables)) work[table] = await rowsOf(table, order);
    expect(await migrate(db.pool, { dir: folders.through })).toEqual([migration]);
  });

  it.each(anyLeadForms.map((form) => [form.table.name, form] as const))(
    'then every %s row reads back field for field, its mails included',
    async (table, form) => {
      const old = snapshot[table] ?? [];
      expect(old.length, table).toBeGreaterThan(0);
      for (const row of old) {
        const now = await leadRow(db.pool, table, String(row.id));
        expect(now, `${table} ${row.id}`).toEqual(row);
        const { rows: mails } = await db.pool.query<{ mail: string }>('SELECT mail FROM lead_mails WHERE lead_id = $1 ORDER BY mail', [
          row.id,
        ]);
        expect(mails.map((mail) => mail.mail)).toEqual([...mailsOf(form)].sort());
      }
      const { rows } = await db.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM leads WHERE kind = $1', [form.kind]);
      expect(rows[0]?.count).toBe(old.length);
    },
  );

  it('then notes, calls, history, references, the booked call, the analysis and the website check are untouched', async () => {
    for (const [table, order] of Object.entries(workTables)) expect(await rowsOf(table, order), table).toEqual(work[table]);
  });

  it('then a new lead gets its reference and its searchable text, and an erased one takes its work along', async () => {
    const form = anyLeadForms.find((candidate) => candidate.kind === 'contact-message');
    if (!form) throw new Error('no contact message kind');
    const stored = await createLeadRepository(db.pool, form).insert({
      name: 'Lena Neu',
      email: 'lena@example.de',
      phone: '030 5556667',
      message: 'Hallo',
    } as never);
    expect(stored.reference).toMatch(/^SW-/);
    const { rows } = await db.pool.query<{ search_text: string }>('SELECT search_text FROM leads WHERE id = $1', [stored.id]);
    expect(rows[0]?.search_text).toContain('lena neu');
    expect(rows[0]?.search_text).toContain('305556667');
    expect(rows[0]?.search_text).toContain(stored.reference.toLowerCase());

    const analysis = snapshot.contact_submissions?.[0]?.id;
    await db.pool.query('DELETE FROM leads WHERE id = $1', [analysis]);
    for (const table of [
      'contact_submissions',
      'lead_notes',
      'lead_calls',
      'bookings',
      'analyses',
      'analysis_links',
      'website_checks',
      'lead_mails',
    ]) {
      const column = table === 'contact_submissions' ? 'id' : 'lead_id';
      const left = await db.pool.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [analysis]);
      expect(left.rowCount, table).toBe(0);
    }
    const history = await db.pool.query('SELECT 1 FROM lead_events WHERE lead_id = $1', [analysis]);
    expect(history.rowCount, 'the history outlives the lead').toBe(1);
  });

  it('then a real cancellation is still kept for its period, and a held one still cannot be released without one', async () => {
    const [real, held] = [
      snapshot.cancellations?.find((row) => row.retain_until),
      snapshot.cancellations?.find((row) => !row.retain_until),
    ];
    await expect(db.pool.query('DELETE FROM leads WHERE id = $1', [real?.id])).rejects.toThrow(/must be kept until/);
    await expect(db.pool.query('UPDATE leads SET spam_reason = NULL WHERE id = $1', [held?.id])).rejects.toThrow(/retained_unless_held/);
  });

  it('then the rollback beside the migration brings back the tables before it, every field as it was', async () => {
    const rollback = await readFile(path.join(defaultMigrationsDir, 'rollback', migration), 'utf8');
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(rollback);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const erased = snapshot.contact_submissions?.[0]?.id;
    for (const table of kindTables) {
      const now = new Map((await rowsOf(table, 'id')).map((row) => [row.id, row]));
      for (const row of snapshot[table] ?? []) if (row.id !== erased) expect(now.get(row.id), `${table} ${row.id}`).toEqual(row);
    }
    expect((await db.pool.query("SELECT to_regclass('leads') AS leads")).rows[0]?.leads).toBeNull();
    expect(await migrate(db.pool, { dir: folders.before })).toEqual([]);
  });
});

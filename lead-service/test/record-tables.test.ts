import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageForm } from '../src/kinds/contact-messages/form.ts';
import { leadRegistry } from './support/lead-registry.ts';
import { runCli } from '../src/cli/run-cli.ts';
import { eraseLeadsOf } from '../src/lead-records/erase-leads.ts';
import { queryLeads } from '../src/lead-records/query-leads.ts';
import { recordTableOf, recordTablesOf } from '../src/lead-records/record-tables.ts';
import type { LeadForm } from '../src/kind-kit/define-lead-form.ts';
import { deleteQueueKeys, sharedRedisUrl, uniqueQueuePrefix } from './support/redis-helpers.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { addStoryForm, insertRows, rowsOf } from './support/lead-rows.ts';

const recordTables = () => recordTablesOf(leadRegistry.forms);

const queuePrefix = uniqueQueuePrefix();
let db: TestDatabase;
let env: Record<string, string>;

/**
 * A kind the way "Rückrufbitte" is declared: a name, a phone number and a message, no e-mail field. It lives
 * only in this test, on a copy of the contact messages' table without its e-mail column.
 */
const phoneOnlyForm = {
  ...contactMessageForm,
  kind: 'phone-only-test',
  table: {
    ...contactMessageForm.table,
    name: 'phone_only_leads',
    columns: { name: 'name', phone: 'phone', message: 'message' },
    emailFields: [],
    phoneFields: ['phone'],
  },
} as unknown as LeadForm;
const phoneOnly = recordTableOf(phoneOnlyForm);

async function insert(sql: string, values: unknown[]): Promise<string> {
  return (await insertRows(db.pool, sql, values))[0]!;
}

async function exists(table: string, id: string): Promise<boolean> {
  return ((await db.pool.query(`SELECT 1 FROM ${rowsOf(table)} WHERE id = $1`, [id])).rowCount ?? 0) > 0;
}

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(leadRegistry, argv, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

beforeAll(async () => {
  db = await createTestDatabase();
  // A kind's own fields, as a kind's migration makes them (migrations/074_one_lead_table.sql).
  await db.pool.query(
    'CREATE TABLE phone_only_leads (id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE, name text NOT NULL, phone text, message text NOT NULL)',
  );
  addStoryForm(phoneOnlyForm);
  env = { DATABASE_URL: db.url, REDIS_URL: sharedRedisUrl, QUEUE_PREFIX: queuePrefix, DATA_DIR: path.join(tmpdir(), 'record-tables-test') };
});

afterAll(async () => {
  await deleteQueueKeys(sharedRedisUrl, queuePrefix);
  await db?.drop();
});

describe('when the operator tools read a lead table', () => {
  it('then the columns the descriptors name are exactly the migrated ones, so show and export miss none', async () => {
    const columnsOf = async (name: string) =>
      (
        await db.pool.query<{ column_name: string }>(
          'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
          [name],
        )
      ).rows.map((row) => row.column_name);
    // What every lead has (leads) besides its kind and, for a kind without legal retention, the retention date.
    const shared = (await columnsOf('leads')).filter((column) => column !== 'kind' && column !== 'retain_until');
    for (const table of recordTables()) {
      const migrated = [
        ...shared,
        ...(await columnsOf(table.table)),
        ...(table.retentionColumn ? [table.retentionColumn] : []),
        ...table.mails.flatMap((mail) => [`${mail}_sent_at`, `${mail}_error`]),
      ];
      expect([...table.columns].sort(), table.table).toEqual([...new Set(migrated)].sort());
    }
  });
});

describe('when a kind has no e-mail field', () => {
  it('then list --email skips it and still finds the address in the other kinds', async () => {
    const email = 'kein.telefon@example.de';
    const messageId = await insert('INSERT INTO contact_messages (name, email, message) VALUES ($1, $2, $3)', [
      'Jana Kurz',
      email,
      'Hallo',
    ]);
    await insert('INSERT INTO phone_only_leads (name, phone, message) VALUES ($1, $2, $3)', ['Jana Kurz', '030 5550001', email]);

    const records = await queryLeads(db.pool, [...recordTables(), phoneOnly], { email: email.toUpperCase() });
    expect(records.map((record) => record.id)).toEqual([messageId]);

    const listed = await cli('list', '--email', email);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain(messageId);
  });

  it('then erasure by e-mail passes it by, and erasure by phone finds its rows', async () => {
    const phoneOnlyId = await insert('INSERT INTO phone_only_leads (name, phone, message) VALUES ($1, $2, $3)', [
      'Otto Ruf',
      '0171 / 555 00 02',
      'Bitte nachmittags',
    ]);
    const byEmail = await eraseLeadsOf(db.pool, [...recordTables(), phoneOnly], { email: 'otto@example.de' });
    expect(byEmail.erased).toEqual([]);

    const byPhone = await eraseLeadsOf(db.pool, [...recordTables(), phoneOnly], { phone: '+49 171 5550002' });
    expect(byPhone.erased.map((lead) => [lead.kind, lead.id])).toEqual([[phoneOnly.kind, phoneOnlyId]]);
    expect(await exists('phone_only_leads', phoneOnlyId)).toBe(false);
  });
});

describe('when a person asks for erasure by the phone number they gave (Art. 17)', () => {
  it('then erase --phone finds the number in every kind with a phone field, however it was written', async () => {
    const number = { typed: '+49 (0)89 4455-667', national: '089 4455667' };
    const submissionId = await insert(
      `INSERT INTO contact_submissions (company, email, phone, consent_version, consent_at) VALUES ($1, $2, $3, 'v1', now())`,
      ['Bäckerei Ruf', 'info@baeckerei-ruf.example', '089 4455667'],
    );
    const messageId = await insert('INSERT INTO contact_messages (name, email, phone, message) VALUES ($1, $2, $3, $4)', [
      'Karl Ruf',
      'karl@example.de',
      '089/445 56-67',
      'Rückruf bitte',
    ]);
    const referralId = await insert(
      `INSERT INTO referrals (referrer_name, referrer_email, company_name, contact_person, company_email, company_phone)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      ['Eva Nachbar', 'eva@example.de', 'Bäckerei Ruf', 'Karl Ruf', 'karl@example.de', '0049 89 4455667'],
    );
    const neighbourId = await insert('INSERT INTO contact_messages (name, email, phone, message) VALUES ($1, $2, $3, $4)', [
      'Nachbar',
      'nachbar@example.de',
      '089 4455668',
      `Karl ist unter ${number.national} erreichbar`,
    ]);

    const dry = await cli('erase', '--phone', number.typed, '--dry-run');
    expect(dry.code, dry.err).toBe(0);
    expect(dry.out).toMatch(/Würde löschen: 3 Lead\(s\)/);
    expect(await exists('contact_messages', messageId)).toBe(true);

    const { code, out, err } = await cli('erase', '--phone', number.typed);
    expect(code, err).toBe(0);
    expect(out).toMatch(/Gelöscht: 3 Lead\(s\)/);
    for (const [table, id] of [
      ['contact_submissions', submissionId],
      ['contact_messages', messageId],
      ['referrals', referralId],
    ] as const) {
      expect(out).toContain(id);
      expect(await exists(table, id)).toBe(false);
    }
    // A neighbour's own number differs in one digit; their message quotes the number and is named, not changed.
    expect(await exists('contact_messages', neighbourId)).toBe(true);
    expect(out).toMatch(new RegExp(`contact-messages\\s+${neighbourId}\\s+message\\s+unverändert`));
  });

  it('then a number too short to name anyone, or both --email and --phone, is a usage error and deletes nothing', async () => {
    const short = await cli('erase', '--phone', '0');
    expect(short.code).toBe(2);
    expect(short.err).toMatch(/Telefonnummer/);
    const both = await cli('erase', '--phone', '030 1234567', '--email', 'a@example.de');
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/entweder --email oder --phone/);
  });
});

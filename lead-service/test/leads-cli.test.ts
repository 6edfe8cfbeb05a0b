import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadRegistry } from './support/lead-registry.ts';
import { runCli } from '../src/cli/run-cli.ts';
import { anyLeadForms } from '../src/lead-forms.ts';
import { kindOfTable } from '../src/kind-kit/kind-services.ts';
import { formatBerlinTimeShort } from '../src/platform/shared/berlin-time.ts';
import { deleteQueueKeys, sharedRedisUrl, uniqueQueuePrefix } from './support/redis-helpers.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { waitFor } from './support/wait-for.ts';
import { insertRows, leadRow, rowsOf } from './support/lead-rows.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const queuePrefix = uniqueQueuePrefix();
const erasedEmail = 'Anna.Schmidt@example.de';

let db: TestDatabase;
let redis: Redis;
let leads: Queue;
let env: Record<string, string>;

/** Ids of the seeded rows, by a short name. */
const ids: Record<string, string> = {};

async function insert(sql: string, values: unknown[]): Promise<string> {
  return (await insertRows(db.pool, sql, values))[0]!;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function seed() {
  ids.oldSubmission = await insert(
    `INSERT INTO contact_submissions (company, email, phone, consent_version, consent_at, submitted_at, confirmation_sent_at, notification_sent_at)
     VALUES ($1, $2, $3, 'v1', $4, $4, $4, $4)`,
    ['Alte Bäckerei', 'alt@example.de', '030 111111', daysAgo(400)],
  );
  ids.annaSubmission = await insert(
    `INSERT INTO contact_submissions (company, email, phone, website, consent_version, consent_at, submitted_at, confirmation_sent_at, notification_error)
     VALUES ($1, $2, $3, $4, 'v1', $5, $5, $5, '550 mailbox unavailable')`,
    ['Schmidt, "Die Friseure" & Co.', 'anna.schmidt@example.de', '+49 30 1234567', 'https://schmidt.example', daysAgo(3)],
  );
  ids.annaMessage = await insert(`INSERT INTO contact_messages (name, email, message, submitted_at) VALUES ($1, $2, $3, $4)`, [
    'Anna Schmidt',
    'ANNA.SCHMIDT@example.de',
    'Zeile eins,\nZeile zwei mit "Zitat"; und Umlaute: äöüß',
    daysAgo(2),
  ]);
  ids.annaReferred = await insert(
    `INSERT INTO referrals (referrer_name, referrer_email, company_name, contact_person, company_email, company_phone, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    ['Petra Lang', 'petra@example.de', 'Salon Schmidt', 'Anna Schmidt', 'anna.schmidt@example.de', '089 5566778', daysAgo(1)],
  );
  ids.petraReferral = await insert(
    `INSERT INTO referrals (referrer_name, referrer_email, company_name, contact_person, company_email, company_phone, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    ['Petra Lang', 'petra@example.de', 'Autohaus Weber', 'Klaus Weber', 'k.weber@example.de', '089 1234567', daysAgo(500)],
  );
  ids.annaCancellation = await insert(
    `INSERT INTO cancellations (company, email, customer_number, submitted_at, retain_until) VALUES ($1, $2, $3, $4, $5)`,
    ['Salon Schmidt', 'anna.schmidt@example.de', 'KD-1', daysAgo(10), new Date('2036-01-01T00:00:00+01:00')],
  );
  ids.oldRetainedCancellation = await insert(
    `INSERT INTO cancellations (company, email, submitted_at, retain_until) VALUES ($1, $2, $3, $4)`,
    ['Noch Aufbewahrt GmbH', 'aufbewahrt@example.de', daysAgo(900), new Date(Date.now() + 365 * 86_400_000)],
  );
  ids.expiredCancellation = await insert(`INSERT INTO cancellations (company, email, submitted_at, retain_until) VALUES ($1, $2, $3, $4)`, [
    'Längst Vorbei GmbH',
    'vorbei@example.de',
    new Date('2012-03-01T10:00:00Z'),
    new Date('2023-01-01T00:00:00+01:00'),
  ]);
}

async function seedJobs() {
  // Pending jobs as the pipeline adds them, and one that failed with an error quoting the address.
  await leads.add('lead', { kind: 'contact-message', id: ids.annaMessage }, { jobId: `message-${ids.annaMessage}`, delay: 3_600_000 });
  await leads.add(
    'lead',
    { kind: 'cancellation', id: ids.annaCancellation },
    { jobId: `cancellation-${ids.annaCancellation}`, delay: 3_600_000 },
  );
  await leads.add('lead', { kind: 'contact-submission', id: ids.annaSubmission }, { jobId: `lead-${ids.annaSubmission}`, attempts: 1 });
  const worker = new Worker(
    'leads',
    async () => {
      throw new Error(`550 5.1.1 <${erasedEmail.toLowerCase()}>: mailbox unavailable`);
    },
    { connection: new Redis(sharedRedisUrl, { maxRetriesPerRequest: null }), prefix: queuePrefix },
  );
  await waitFor('failed job', async () => (await leads.getJobCounts('failed')).failed === 1);
  await worker.close();
  await worker.disconnect();
}

async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(leadRegistry, argv, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

beforeAll(async () => {
  db = await createTestDatabase();
  redis = new Redis(sharedRedisUrl, { maxRetriesPerRequest: null });
  leads = new Queue('leads', { connection: redis, prefix: queuePrefix });
  env = {
    DATABASE_URL: db.url,
    REDIS_URL: sharedRedisUrl,
    QUEUE_PREFIX: queuePrefix,
    DATA_DIR: path.join(tmpdir(), 'leads-cli-test-no-outbox'),
  };
  await seed();
  await seedJobs();
});

afterAll(async () => {
  await leads?.close();
  redis?.disconnect();
  await deleteQueueKeys(sharedRedisUrl, queuePrefix);
  await db?.drop();
});

/** RFC 4180 reader for the round trip (quoted fields, doubled quotes, CRLF inside quotes). */
function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

/** A database row as the export writes it: dates as ISO strings, everything else as it is. */
function exported(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

describe('when an operator lists leads', () => {
  it('then every kind in the database appears in one table, newest first', async () => {
    const { code, out } = await cli('list');
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toMatch(/^Eingang\s+Art\s+ID\s+E-Mail\s+Name \/ Firma\s+Mails/);
    const order = [
      ids.annaReferred,
      ids.annaMessage,
      ids.annaSubmission,
      ids.annaCancellation,
      ids.oldSubmission,
      ids.petraReferral,
      ids.oldRetainedCancellation,
      ids.expiredCancellation,
    ];
    const positions = order.map((id) => out.indexOf(id!));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Each kind by its German name, as the desk names it ('Analyse-Anfrage'), not by its table.
    for (const table of ['contact_submissions', 'contact_messages', 'referrals', 'cancellations']) {
      const form = leadRegistry.forms.find((candidate) => candidate.table.name === table);
      expect(out).toContain(form?.label.one);
    }
    expect(out).not.toContain('contact-submissions');
    expect(out).toContain('1/2 gesendet, 1 Fehler');
    expect(out).toMatch(/8 Lead\(s\), neueste zuerst/);
  });

  it('then --kind, --since, --until and --email narrow the list', async () => {
    const cancellations = await cli('list', '--kind', 'cancellation');
    expect(cancellations.out).toContain(ids.annaCancellation);
    expect(cancellations.out).not.toContain(ids.annaSubmission);

    const recent = await cli('list', '--since', '5d');
    expect(recent.out).toMatch(/3 Lead\(s\)/);
    expect(recent.out).not.toContain(ids.annaCancellation);

    const until = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
    const old = await cli('list', '--until', until, '--kind', 'contact-submissions,referrals');
    expect(old.out).toContain(ids.oldSubmission);
    expect(old.out).toContain(ids.petraReferral);
    expect(old.out).toMatch(/2 Lead\(s\)/);

    const anna = await cli('list', '--email', 'anna.schmidt@EXAMPLE.de');
    expect(anna.out).toMatch(/4 Lead\(s\)/);
  });

  it('then an unknown kind or a garbled date is a usage error naming what exists', async () => {
    const kind = await cli('list', '--kind', 'newsletter');
    expect(kind.code).toBe(2);
    const existing = anyLeadForms
      .map((form) => kindOfTable(form.table.name))
      .sort()
      .join(', ');
    expect(kind.err).toContain(`--kind "newsletter" gibt es nicht. Vorhanden: ${existing}`);
    const date = await cli('list', '--since', 'gestern');
    expect(date.code).toBe(2);
    expect(date.err).toMatch(/--since "gestern" verstehe ich nicht/);
  });
});

describe('when an operator looks at one lead', () => {
  it('then show prints every field, the mail state and the queue job', async () => {
    const { code, out } = await cli('show', ids.annaSubmission!);
    expect(code).toBe(0);
    expect(out).toContain(`Lead ${ids.annaSubmission} (contact-submissions)`);
    for (const value of [
      'Schmidt, "Die Friseure" & Co.',
      'anna.schmidt@example.de',
      '+49 30 1234567',
      'https://schmidt.example',
      'consent_version',
    ]) {
      expect(out).toContain(value);
    }
    expect(out).toMatch(/confirmation\s+gesendet \d{2}\.\d{2}\.\d{4}/);
    expect(out).toMatch(/notification\s+fehlgeschlagen: 550 mailbox unavailable/);
    expect(out).toMatch(new RegExp(`lead-${ids.annaSubmission}: failed, 1 Versuch\\(e\\) — 550 5\\.1\\.1`));
  });

  it('then show names the status and the owner as the desk does and lists the analysis, the strategy call, the notes, the call attempts and the history', async () => {
    const analysisRequest = await insert(
      `INSERT INTO contact_submissions (company, email, phone, consent_version, consent_at, submitted_at, status)
       VALUES ($1, $2, $3, 'v1', $4, $4, 'call_booked')`,
      ['Malerbetrieb Kaya', 'kaya@example.de', '+49 30 5550101', daysAgo(1)],
    );
    const kind = kindOfTable('contact_submissions');
    const owner = (
      await db.pool.query<{ id: string }>(
        "INSERT INTO users (username, password, role, display_name) VALUES ('lena', 'x', 'vertrieb', 'Lena Berger') RETURNING id",
      )
    ).rows[0]!.id;
    await db.pool.query('UPDATE leads SET owner_id = $2 WHERE id = $1', [analysisRequest, owner]);
    await db.pool.query(
      "INSERT INTO lead_notes (lead_id, lead_kind, author, text) VALUES ($1, $2, 'lena', 'Inhaber ruft ab 14 Uhr zurück')",
      [analysisRequest, kind],
    );
    await db.pool.query("INSERT INTO lead_calls (lead_id, lead_kind, caller, outcome, note) VALUES ($1, $2, 'lena', 'voicemail', NULL)", [
      analysisRequest,
      kind,
    ]);
    await db.pool.query(
      `INSERT INTO lead_events (lead_id, lead_kind, actor, action, detail) VALUES ($1, $2, 'lena', 'status_changed', '{"from":"new","to":"call_booked"}')`,
      [analysisRequest, kind],
    );
    const { code, out } = await cli('show', analysisRequest);
    // The other stories count the seeded leads: this one leaves nothing behind.
    for (const table of ['lead_events', 'lead_notes', 'lead_calls'])
      await db.pool.query(`DELETE FROM ${table} WHERE lead_id = $1`, [analysisRequest]);
    await db.pool.query('DELETE FROM leads WHERE id = $1', [analysisRequest]);
    await db.pool.query('DELETE FROM users WHERE id = $1', [owner]);
    expect(code).toBe(0);
    expect(out).toMatch(/status\s+Termin vereinbart \(call_booked\)/);
    expect(out).toMatch(/zuständig\s+Lena Berger/);
    expect(out).not.toContain(owner);
    expect(out).toMatch(/Analyse\n {2}noch nicht begonnen/);
    expect(out).toMatch(/Notizen\n {2}\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} lena: Inhaber ruft ab 14 Uhr zurück/);
    expect(out).toMatch(/Anrufversuche\n {2}.+ lena: Mailbox/);
    expect(out).toMatch(/Verlauf\n {2}.+ Status geändert: neu → Termin vereinbart · lena/);
  });

  it('then an unknown id says so with exit code 1', async () => {
    const { code, err } = await cli('show', '00000000-0000-4000-8000-000000000000');
    expect(code).toBe(1);
    expect(err).toMatch(/Kein Lead mit der ID/);
  });

  it('then the first 8 characters of an id, as the operator copies them from a list, are enough', async () => {
    const { code, out } = await cli('show', ids.annaSubmission!.slice(0, 8).toUpperCase());
    expect(code).toBe(0);
    expect(out).toContain(`Lead ${ids.annaSubmission} (contact-submissions)`);
  });

  it('then a prefix two leads share shows neither and lists both in German, and a shorter one is a usage error', async () => {
    const shared = ['c0ffee00-aaaa-4000-8000-000000000001', 'c0ffee00-bbbb-4000-8000-000000000002'];
    await insertRows(
      db.pool,
      `INSERT INTO contact_messages (id, name, email, message) VALUES ($1::uuid, 'Jonas Berg', 'jonas@example.de', 'Hallo')`,
      [shared[0]],
    );
    await insertRows(
      db.pool,
      `INSERT INTO referrals (id, referrer_name, referrer_email, company_name, contact_person, company_email, company_phone)
       VALUES ($1::uuid, 'Petra Lang', 'petra@example.de', 'Bäckerei Berg', 'Jonas Berg', 'jonas@example.de', '089 7654321')`,
      [shared[1]],
    );
    try {
      const ambiguous = await cli('show', 'c0ffee00');
      expect(ambiguous.code).toBe(1);
      expect(ambiguous.out).toBe('');
      expect(ambiguous.err).toContain('Mehrere Leads beginnen mit c0ffee00; bitte mehr Zeichen der ID angeben');
      expect(ambiguous.err).toMatch(new RegExp(`${shared[0]} \\(contact-messages, .+\\)`));
      expect(ambiguous.err).toMatch(new RegExp(`${shared[1]} \\(referrals, .+\\)`));

      const unique = await cli('show', 'c0ffee00-b');
      expect(unique.code).toBe(0);
      expect(unique.out).toContain(`Lead ${shared[1]} (referrals)`);

      const short = await cli('show', 'c0ffee');
      expect(short.code).toBe(2);
      expect(short.err).toContain('mindestens 8 Zeichen');
    } finally {
      await db.pool.query('DELETE FROM leads WHERE id = $1', [shared[0]]);
      await db.pool.query('DELETE FROM leads WHERE id = $1', [shared[1]]);
    }
  });

  it('then a prefix no lead has says so with exit code 1', async () => {
    const { code, err } = await cli('show', 'ffffffff-ff');
    expect(code).toBe(1);
    expect(err).toContain('Kein Lead, dessen ID mit ffffffff-ff beginnt.');
  });
});

describe('when an operator exports leads for an Art. 15 request or a CRM', () => {
  it('then the JSON export holds exactly the rows of the database, every column, and what staff recorded', async () => {
    const { code, out } = await cli('export', '--format', 'json', '--email', 'anna.schmidt@example.de');
    expect(code).toBe(0);
    const records = JSON.parse(out) as Array<Record<string, unknown>>;
    expect(records.map((record) => record.kind)).toEqual(['referrals', 'contact-messages', 'contact-submissions', 'cancellations']);
    for (const record of records) {
      const table = String(record.kind).replace(/-/g, '_');
      const row = await leadRow(db.pool, table, String(record.id));
      // Beside every column: what staff recorded about the lead (Art. 15), nothing yet for these untouched leads.
      // The referral of a company that asked for an analysis itself is linked to that request by its e-mail (#44 item 3).
      const reward = record.kind === 'referrals' ? { referral_reward: expect.objectContaining({ linked_by: 'email', due_on: null }) } : {};
      expect(record).toEqual({
        kind: record.kind,
        ...exported(row),
        owner: null,
        notes: [],
        call_attempts: [],
        history: [],
        outcomes: [],
        ...reward,
      });
    }
  });

  it('then the CSV export reads as German in a spreadsheet: headings and labels as the forms and the desk say them, Berlin times, no internal search text (BOM, CRLF, quoting)', async () => {
    const { code, out } = await cli(
      'export',
      '--format',
      'csv',
      '--kind',
      'contact-submissions',
      '--kind',
      'contact-messages',
      '--kind',
      'cancellations',
      '--kind',
      'referrals',
    );
    expect(code).toBe(0);
    expect(out.startsWith('\uFEFF')).toBe(true);
    expect(out).toContain('\r\n');
    const [header, ...rows] = parseCsv(out.slice(1));
    // The newest lead first: the referral of yesterday, then the contact message.
    expect(header?.slice(0, 3)).toEqual(['Art', 'ID', 'Empfohlen von']);
    expect(header).toEqual(
      expect.arrayContaining(['Name', 'Firma / Name', 'Nachricht', 'Eingegangen', 'Status', 'Vorgangsnummer', 'Zuständig']),
    );
    expect(header).toContain('Eingangsbestätigung an den Absender: verschickt am');
    // One column name, two meanings: two columns.
    expect(header).toEqual(expect.arrayContaining(['Kündigungsgrund', 'Warum es passt']));
    expect(header!.filter((heading) => /^[a-z_]+$/.test(heading))).toEqual([]);
    expect(out).not.toMatch(/search_text|Suchtext/);
    const records = rows.map((cells) => Object.fromEntries(header!.map((heading, index) => [heading, cells[index] ?? ''])));
    for (const cells of rows) expect(cells).toHaveLength(header!.length);

    const message = records.find((record) => record.ID === ids.annaMessage);
    const messageForm = anyLeadForms.find((form) => form.kind === 'contact-message')!;
    const stored = (await db.pool.query('SELECT submitted_at, status FROM leads WHERE id = $1', [ids.annaMessage])).rows[0];
    expect(message?.Art).toBe('Kontaktnachricht');
    expect(message?.Status).toBe(messageForm.statuses[stored.status]!.label);
    expect(message?.Eingegangen).toBe(formatBerlinTimeShort(stored.submitted_at));
    expect(message?.Eingegangen).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(message?.['Firma / Name']).toBe('');
    const cancellation = records.find((record) => record.ID === ids.annaCancellation);
    expect(cancellation?.Art).toBe('Kündigung');
    // The cancellation is kept until 1 January 2036, 00:00 in Berlin: the day the operator reads, not 31 December in UTC.
    expect(cancellation?.['Aufbewahren bis']).toBe('01.01.2036, 00:00');
    expect(out).toContain('"Schmidt, ""Die Friseure"" & Co."');
    expect(out).toContain('"Zeile eins,\nZeile zwei mit ""Zitat""; und Umlaute: äöüß"');
  });

  it('then --delimiter ";" suits German Excel and a cell that would run as a formula is defused', async () => {
    await db.pool.query(`UPDATE contact_messages SET name = '=HYPERLINK("http://x")' WHERE id = $1`, [ids.annaMessage]);
    try {
      const { out } = await cli('export', '--format', 'csv', '--kind', 'contact-messages', '--delimiter', ';');
      const [header, row] = parseCsv(out.slice(1), ';');
      expect(header?.[0]).toBe('Art');
      expect(row?.[header!.indexOf('Name')]).toBe(`'=HYPERLINK("http://x")`);
    } finally {
      await db.pool.query(`UPDATE contact_messages SET name = 'Anna Schmidt' WHERE id = $1`, [ids.annaMessage]);
    }
  });
});

describe('when a visitor typed a formula that starts with + or - into a form', () => {
  it('then the CSV export defuses it, while phone numbers and plain numbers stay as they are', async () => {
    const cells = [
      { name: "-1+cmd|' /C calc'!A0", phone: '+49 30 1234-567', expected: { name: `'-1+cmd|' /C calc'!A0`, phone: '+49 30 1234-567' } },
      { name: '+SUMME(1;2)', phone: '-12,5', expected: { name: `'+SUMME(1;2)`, phone: '-12,5' } },
    ];
    for (const cell of cells) {
      await db.pool.query('UPDATE contact_messages SET name = $2, phone = $3 WHERE id = $1', [ids.annaMessage, cell.name, cell.phone]);
      try {
        const { out } = await cli('export', '--format', 'csv', '--kind', 'contact-messages', '--delimiter', ',');
        const [header, ...rows] = parseCsv(out.slice(1), ',');
        const row = rows.find((candidate) => candidate[header!.indexOf('ID')] === ids.annaMessage);
        expect(row?.[header!.indexOf('Name')]).toBe(cell.expected.name);
        expect(row?.[header!.indexOf('Telefon')]).toBe(cell.expected.phone);
      } finally {
        await db.pool.query(`UPDATE contact_messages SET name = 'Anna Schmidt', phone = NULL WHERE id = $1`, [ids.annaMessage]);
      }
    }
  });
});

describe('when a person asks for erasure (Art. 17) and an operator runs erase', () => {
  it('then their rows in every table and their queued jobs are gone, and the cancellation under retention is kept and named', async () => {
    const { code, out } = await cli('erase', '--email', erasedEmail);
    expect(code, out).toBe(0);
    expect(out).toMatch(/Gelöscht: 3 Lead\(s\)/);
    for (const id of [ids.annaSubmission, ids.annaMessage, ids.annaReferred]) expect(out).toContain(id);
    expect(out).toMatch(/Aufbewahrt \(nicht gelöscht\): 1 Lead\(s\)/);
    expect(out).toMatch(
      new RegExp(
        `cancellations\\s+${ids.annaCancellation}\\s+01\\.01\\.2036, 00:00\\s+gesetzliche Aufbewahrungspflicht \\(Art\\. 17 Abs\\. 3 lit\\. b DSGVO`,
      ),
    );
    expect(out).toMatch(/Queue-Jobs entfernt: 2/);

    const remaining = await db.pool.query(
      `SELECT id FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE lower(email) = lower($1)
       UNION ALL SELECT id FROM (leads JOIN contact_messages USING (id)) AS contact_messages WHERE lower(email) = lower($1)
       UNION ALL SELECT id FROM (leads JOIN referrals USING (id)) AS referrals WHERE lower(referrer_email) = lower($1) OR lower(company_email) = lower($1)
       UNION ALL SELECT id FROM (leads JOIN cancellations USING (id)) AS cancellations WHERE lower(email) = lower($1)`,
      [erasedEmail],
    );
    expect(remaining.rows).toEqual([{ id: ids.annaCancellation }]);
    // The referrer's other referral is untouched: only rows with the address go.
    expect(
      (await db.pool.query('SELECT 1 FROM (leads JOIN referrals USING (id)) AS referrals WHERE id = $1', [ids.petraReferral])).rowCount,
    ).toBe(1);

    expect(await leads.getJob(`message-${ids.annaMessage}`)).toBeUndefined();
    expect(await leads.getJob(`lead-${ids.annaSubmission}`)).toBeUndefined();
    // The retained cancellation's receipt is still on its way.
    expect(await leads.getJob(`cancellation-${ids.annaCancellation}`)).toBeDefined();
  });

  it('then without Redis the erasure is refused before any row is deleted', async () => {
    let err = '';
    const code = await runCli(
      leadRegistry,
      ['erase', '--email', 'petra@example.de'],
      { ...env, REDIS_URL: '' },
      { out: () => undefined, err: (text) => (err += text) },
    );
    expect(code).toBe(1);
    expect(err).toMatch(/REDIS_URL fehlt/);
    expect(
      (await db.pool.query('SELECT 1 FROM (leads JOIN referrals USING (id)) AS referrals WHERE id = $1', [ids.petraReferral])).rowCount,
    ).toBe(1);
  });

  it('then a second run finds only the retained cancellation, and --dry-run deletes nothing', async () => {
    const again = await cli('erase', '--email', erasedEmail);
    expect(again.out).toMatch(/Gelöscht: 0 Lead\(s\)/);
    const dry = await cli('erase', '--email', 'petra@example.de', '--dry-run');
    expect(dry.out).toMatch(/PROBELAUF/);
    expect(dry.out).toMatch(/Würde löschen: 1 Lead\(s\)/);
    expect(
      (await db.pool.query('SELECT 1 FROM (leads JOIN referrals USING (id)) AS referrals WHERE id = $1', [ids.petraReferral])).rowCount,
    ).toBe(1);
  });
});

describe('when an operator purges old leads (retention)', () => {
  it('then rows older than the limit go, younger rows stay, and cancellations still under retention are spared', async () => {
    const { code, out } = await cli('purge', '--older-than', '180');
    expect(code, out).toBe(0);
    expect(out).toMatch(/cancellations\s+1\s+1/);
    expect(out).toMatch(/contact-submissions\s+1\s+0/);
    expect(out).toMatch(/referrals\s+1\s+0/);

    const exists = async (table: string, id: string | undefined) =>
      (await db.pool.query(`SELECT 1 FROM ${rowsOf(table)} WHERE id = $1`, [id])).rowCount === 1;
    expect(await exists('contact_submissions', ids.oldSubmission)).toBe(false);
    expect(await exists('referrals', ids.petraReferral)).toBe(false);
    expect(await exists('cancellations', ids.expiredCancellation)).toBe(false);
    expect(await exists('cancellations', ids.oldRetainedCancellation)).toBe(true);
    expect(await exists('cancellations', ids.annaCancellation)).toBe(true);
  });

  it('then a limit below one day is refused', async () => {
    const { code, err } = await cli('purge', '--older-than', '0');
    expect(code).toBe(2);
    expect(err).toMatch(/--older-than 180/);
  });
});

describe('when the erased address also appears in someone else’s message and in the queue’s event log', () => {
  it('then erase reports the mention, --free-text replaces it, and no event of the erased lead is left in Redis', async () => {
    const quoted = 'Zitiert.Person@example.de';
    const own = await insert(
      `INSERT INTO contact_submissions (company, email, phone, consent_version, consent_at) VALUES ($1, $2, $3, 'v1', now())`,
      ['Zitiert GmbH', quoted.toLowerCase(), '+49 30 7654321'],
    );
    const other = await insert(`INSERT INTO contact_messages (name, email, message) VALUES ($1, $2, $3)`, [
      'Jemand Anders',
      'jemand.anders@example.de',
      `Bitte schreibt auch ${quoted.toUpperCase()} an, und nochmal: ${quoted}.`,
    ]);
    await leads.add('lead', { kind: 'contact-submission', id: own }, { jobId: `lead-${own}`, delay: 3_600_000 });
    const eventsKey = `${queuePrefix}:leads:events`;
    const eventsMentioning = async (id: string) =>
      (await redis.xrange(eventsKey, '-', '+')).filter(([, fields]) => fields.some((value) => value.includes(id))).length;
    expect(await eventsMentioning(own)).toBeGreaterThan(0);

    const first = await cli('erase', '--email', quoted);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain(own);
    expect(first.out).toMatch(/Erwähnungen der Adresse in Freitext anderer Leads: 1/);
    expect(first.out).toContain(other);
    expect(first.out).toMatch(/--free-text/);
    expect(await eventsMentioning(own)).toBe(0);
    const untouched = await db.pool.query(
      'SELECT message FROM (leads JOIN contact_messages USING (id)) AS contact_messages WHERE id = $1',
      [other],
    );
    expect(untouched.rows[0].message).toContain(quoted);

    const second = await cli('erase', '--email', quoted, '--free-text');
    expect(second.code, second.out).toBe(0);
    expect(second.out).toMatch(/Adresse ersetzt durch \[gelöscht\]/);
    const cleaned = (
      await db.pool.query('SELECT message, email FROM (leads JOIN contact_messages USING (id)) AS contact_messages WHERE id = $1', [other])
    ).rows[0];
    expect(cleaned.message).toBe('Bitte schreibt auch [gelöscht] an, und nochmal: [gelöscht].');
    expect(cleaned.email).toBe('jemand.anders@example.de');
  });
});

describe('when another application keeps a table that looks like a lead table in the same schema', () => {
  it('then list, export, erase and purge never read or delete its rows', async () => {
    const email = 'fremdkunde@andere-app.example';
    await db.pool.query(
      'CREATE TABLE customers (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), created_at timestamptz NOT NULL, email text NOT NULL)',
    );
    try {
      const { rows } = await db.pool.query<{ id: string }>(
        "INSERT INTO customers (created_at, email) VALUES (now() - interval '400 days', $1) RETURNING id",
        [email],
      );
      const customerId = rows[0]!.id;
      const runs = [
        await cli('list', '--limit', '0'),
        await cli('export', '--format', 'json', '--email', email),
        await cli('erase', '--email', email),
        await cli('purge', '--older-than', '180', '--dry-run'),
        await cli('purge', '--older-than', '180'),
      ];
      for (const run of runs) {
        expect(run.out + run.err).not.toContain(customerId);
        expect(run.out + run.err).not.toContain('customers');
      }
      expect((await db.pool.query('SELECT 1 FROM customers WHERE id = $1', [customerId])).rowCount).toBe(1);
    } finally {
      await db.pool.query('DROP TABLE customers');
    }
  });
});

describe('when an operator runs the real command line', () => {
  it('then `npm run leads -- list` prints the table and a wrong command exits 2 with the usage', async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        // Two npm + tsx starts take 10–30 s each on a loaded two-core CI machine; the child is killed if it hangs.
        const child = spawn('npm', ['run', '--silent', 'leads', '--', ...args], {
          cwd: repoRoot,
          env: { ...process.env, ...env },
          timeout: 100_000,
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('exit', (code) => resolve({ code, out, err }));
      });
    const [list, wrong] = await Promise.all([run(['list', '--kind', 'cancellations']), run(['versenden'])]);
    expect(list.code, list.err).toBe(0);
    expect(list.out).toMatch(/^Eingang\s+Art/);
    expect(list.out).toContain(ids.annaCancellation);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/Unbekannter Befehl "versenden"[\s\S]*npm run leads -- <befehl>/);
  }, 120_000);
});

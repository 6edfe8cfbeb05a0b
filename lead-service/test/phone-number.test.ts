import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { phoneDigits, telHref } from '../src/platform/shared/phone-number.ts';
import { leadRegistry } from './support/lead-registry.ts';
import { deskClient } from './support/desk-client.ts';
import { formCaseOf } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { insertLead } from './support/lead-rows.ts';

const fixture = useServiceFixture({ worker: false, sweeper: false });

describe('when a number a visitor typed becomes a link to call', () => {
  it.each([
    ['+49 (0) 30 / 777-888', 'tel:+4930777888'],
    ['+49 (0)170 1234567', 'tel:+491701234567'],
    ['030 1234567', 'tel:+49301234567'],
    ['(030) 12 34 56-7', 'tel:+49301234567'],
    ['0049 30 1234567', 'tel:+49301234567'],
    ['00 49 (0) 89 123456', 'tel:+4989123456'],
    ['0171 2345678', 'tel:+491712345678'],
    ['+43 1 234 5678', 'tel:+4312345678'],
    ['+1 (212) 555-0100', 'tel:+12125550100'],
  ])('then %s dials %s', (typed, href) => {
    expect(telHref(typed)).toBe(href);
  });

  it.each(['112', '00123 00001', 'keine Nummer', '', '1'.repeat(500)])('then %s, which cannot be a phone number, gets no link', (typed) => {
    expect(telHref(typed)).toBeUndefined();
  });
});

describe('when a sales user opens a callback request whose number was typed with (0) after +49', () => {
  it('then the desk gets the link to dial from the service, in E.164, and a number field without a number gets none', async () => {
    const form = formCaseOf('callback-request');
    const response = await fixture.service.postTo(form.path, { ...form.valid, [form.markerField]: '+49 (0) 30 / 777-888' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await createUser(fixture.db.pool, { username: 'telma', password: 'telmas-passwort-123', role: 'vertrieb' });
    const desk = deskClient(fixture.service.url);
    expect((await desk.login('telma', 'telmas-passwort-123')).status).toBe(200);
    const lead = await desk.get<{ fields: { key: string; value: string | null; href?: string }[] }>(`/leads/${id}`);
    expect(lead.body.fields.find((field) => field.key === form.markerField)).toEqual({
      key: form.markerField,
      label: expect.any(String),
      value: '+49 (0) 30 / 777-888',
      href: 'tel:+4930777888',
    });
    expect(lead.body.fields.filter((field) => field.href !== undefined)).toHaveLength(1);
  });
});

/**
 * One number as people write it — on a form, read out on the phone to a salesperson, in a DSGVO letter — and
 * what each notation must reach: the same lead in the desk's search, in `leads export --phone` and in
 * `leads erase --phone`, and the same number to dial.
 */
const berlin = {
  dial: 'tel:+49304455667',
  notations: [
    '030 4455667',
    '+49 030 4455667',
    '+49 30 4455667',
    '+49 (0)30 445 56 67',
    '+49 (0) 30 / 445 56-67',
    '0049 30 4455667',
    '0049 (0) 30 4455667',
    '0049 030 4455667',
    '(030) 445 56 67',
    '030/4455667',
    '030-445 5667',
    '+49-30-4455667',
    '004930 4455667',
    '+4930 4455667',
    '0 30 44 55 66 7',
  ],
};
const vienna = {
  dial: 'tel:+4314455667',
  notations: ['+43 1 4455667', '0043 1 4455667', '+43 (0)1 445 56 67', '0043 (0) 1 / 445 56-67', '+43-1-4455667'],
};

describe('when one number is written in many ways by visitors, by a salesperson searching and by the operator erasing', () => {
  async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const { config } = fixture.service;
    const env = { DATABASE_URL: fixture.db.url, REDIS_URL: config.redisUrl, QUEUE_PREFIX: config.queuePrefix, DATA_DIR: config.dataDir };
    const code = await runCli(leadRegistry, argv, env, { out: (text) => (out += text), err: (text) => (err += text) });
    return { code, out, err };
  }

  it('then the service and PostgreSQL read every notation as the same digits, and each dials the same number', async () => {
    for (const number of [berlin, vienna]) {
      const digits = new Set<string | undefined>();
      for (const notation of number.notations) {
        const { rows } = await fixture.db.pool.query<{ digits: string }>('SELECT lead_phone_digits($1) AS digits', [notation]);
        expect({ notation, digits: rows[0]?.digits }).toEqual({ notation, digits: phoneDigits(notation) });
        expect({ notation, dial: telHref(notation) }).toEqual({ notation, dial: number.dial });
        digits.add(phoneDigits(notation));
      }
      expect(digits.size).toBe(1);
    }
  });

  it('then each notation finds every lead of the number in the desk, in the export and in the erasure, and no other number', async () => {
    const tag = `Nummer${Date.now().toString(36)}`;
    const stored = async (phone: string, index: number) =>
      insertLead(fixture.db.pool, 'callback_requests', {
        name: `${tag} ${index}`,
        phone,
        time_window: 'mittags',
        enqueued_at: new Date(),
        notification_sent_at: new Date(),
      });
    const ids = await Promise.all(berlin.notations.map(stored));
    // The review's case: an analysis request typed „+49 030 …“, erased by „030 …“.
    ids.push(
      await insertLead(fixture.db.pool, 'contact_submissions', {
        company: `${tag} Analyse`,
        email: 'nummer@example.de',
        phone: '+49 030 4455667',
        website: 'example.de',
        consent_version: 'test',
        consent_at: new Date(),
        enqueued_at: new Date(),
        confirmation_sent_at: new Date(),
        notification_sent_at: new Date(),
      }),
    );
    // Other numbers: the same local number in Vienna, one digit more, one digit less.
    const others = await Promise.all(
      [...vienna.notations.slice(0, 1), '030 44556670', '030 445566'].map((phone, index) => stored(phone, 100 + index)),
    );

    await createUser(fixture.db.pool, { username: 'nora', password: 'noras-passwort-1234', role: 'vertrieb' });
    const desk = deskClient(fixture.service.url);
    expect((await desk.login('nora', 'noras-passwort-1234')).status).toBe(200);
    for (const notation of berlin.notations) {
      const found = await desk.post<{ leads: { id: string; phone: { href: string | null } | null }[] }>('/inbox', { q: notation });
      expect(found.status).toBe(200);
      const mine = found.body.leads.filter((lead) => ids.includes(lead.id));
      expect({ notation, found: mine.length }).toEqual({ notation, found: ids.length });
      expect(new Set(mine.map((lead) => lead.phone?.href))).toEqual(new Set([berlin.dial]));
    }

    for (const notation of berlin.notations) {
      const trial = await cli('erase', '--phone', notation, '--dry-run');
      expect(trial.code).toBe(0);
      expect({ notation, out: trial.out }).toEqual({ notation, out: expect.stringContaining(`Würde löschen: ${ids.length} Lead(s)`) });
      const exported = await cli('export', '--format', 'json', '--phone', notation);
      expect(exported.code).toBe(0);
      const rows = JSON.parse(exported.out) as { id: string }[];
      expect({ notation, ids: rows.map((row) => row.id).sort() }).toEqual({ notation, ids: [...ids].sort() });
    }

    const erased = await cli('erase', '--phone', '030 4455667');
    expect(erased.code).toBe(0);
    expect(erased.out).toContain(`Gelöscht: ${ids.length} Lead(s)`);
    const left = await fixture.db.pool.query<{ id: string }>(
      `SELECT id::text FROM (leads JOIN callback_requests USING (id)) AS callback_requests WHERE name LIKE $1 || '%' UNION ALL SELECT id::text FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE company LIKE $1 || '%'`,
      [tag],
    );
    expect(left.rows.map((row) => row.id).sort()).toEqual([...others].sort());
  });

  it('then a text that is no whole number is refused by export and erasure in German and matches nothing', async () => {
    for (const command of ['export', 'erase']) {
      for (const typed of ['0', '030', 'keine Nummer']) {
        const refused = await cli(command, '--phone', typed, ...(command === 'export' ? ['--format', 'json'] : []));
        expect({ command, typed, code: refused.code, out: refused.out }).toEqual({ command, typed, code: 2, out: '' });
        expect(refused.err).toMatch(/Telefonnummer/);
      }
    }
  });
});

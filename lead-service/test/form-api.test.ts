/**
 * The API contract of the contact, referral and cancellation endpoints: the same guarantees as the analysis
 * request (analysis-requests-api.test.ts), checked for each form against the real database.
 */
import { describe, expect, it } from 'vitest';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { validCancellation, validContactMessage, validReferral } from './support/form-bodies.ts';
import { formCaseOf, formCases } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { waitFor } from './support/wait-for.ts';
import { expectErrorAnswer } from './support/error-answer.ts';
import { mailItemsOf, rowsOf } from './support/lead-rows.ts';

const fixture = useServiceFixture();

interface InvalidCase {
  story: string;
  body: Record<string, unknown>;
  field: string;
  message: RegExp;
}

const m = validContactMessage;
const r = validReferral;
const c = validCancellation;
const b = formCaseOf('callback-request').valid;

/** The stories of each form's own rules; the generic ones below run for every kind without an entry here. */
const invalidCases: Partial<Record<FormKind, InvalidCase[]>> = {
  'contact-message': [
    { story: 'the name is missing', body: { ...m, name: undefined }, field: 'name', message: /deinen Namen an/ },
    { story: 'the name is blank', body: { ...m, name: ' \t ' }, field: 'name', message: /deinen Namen an/ },
    { story: 'the name is one letter', body: { ...m, name: 'J' }, field: 'name', message: /mindestens 2 Zeichen/ },
    { story: 'the name is too long', body: { ...m, name: 'x'.repeat(201) }, field: 'name', message: /höchstens 200/ },
    { story: 'the name is a number', body: { ...m, name: 42 }, field: 'name', message: /muss ein Text sein/ },
    { story: 'the e-mail is malformed', body: { ...m, email: 'jonas@' }, field: 'email', message: /gültige E-Mail-Adresse/ },
    { story: 'the e-mail is too long', body: { ...m, email: `${'a'.repeat(250)}@b.de` }, field: 'email', message: /höchstens 254/ },
    { story: 'the phone has letters', body: { ...m, phone: '0171 ANRUF' }, field: 'phone', message: /gültige Telefonnummer/ },
    { story: 'the phone is too short', body: { ...m, phone: '123' }, field: 'phone', message: /mindestens 6/ },
    { story: 'the message is missing', body: { ...m, message: undefined }, field: 'message', message: /deine Nachricht/ },
    { story: 'the message is blank', body: { ...m, message: '\n\n' }, field: 'message', message: /deine Nachricht/ },
    { story: 'the message is too long', body: { ...m, message: 'x'.repeat(5001) }, field: 'message', message: /höchstens 5000/ },
    { story: 'the message is an array', body: { ...m, message: ['Hallo'] }, field: 'message', message: /muss ein Text sein/ },
  ],
  'callback-request': [
    { story: 'the phone is missing', body: { ...b, phone: undefined }, field: 'phone', message: /Telefonnummer an, unter der wir dich/ },
    { story: 'the phone has letters', body: { ...b, phone: '030 RUFAN' }, field: 'phone', message: /gültige Telefonnummer/ },
    {
      story: 'no time window is chosen',
      body: { ...b, timeWindow: '' },
      field: 'timeWindow',
      message: /wann wir dich am besten erreichen/,
    },
    { story: 'the time window is made up', body: { ...b, timeWindow: 'nachts' }, field: 'timeWindow', message: /wann wir dich/ },
    { story: 'the message is too long', body: { ...b, message: 'x'.repeat(1001) }, field: 'message', message: /höchstens 1000/ },
  ],
  referral: [
    {
      story: "the referrer's name is missing",
      body: { ...r, referrerName: undefined },
      field: 'referrerName',
      message: /deinen Namen an/,
    },
    {
      story: "the referrer's e-mail is malformed",
      body: { ...r, referrerEmail: 'petra@localhost' },
      field: 'referrerEmail',
      message: /gültige E-Mail-Adresse/,
    },
    {
      story: 'the company name is blank',
      body: { ...r, companyName: '  ' },
      field: 'companyName',
      message: /Namen des empfohlenen Unternehmens/,
    },
    {
      story: 'the company name is null',
      body: { ...r, companyName: null },
      field: 'companyName',
      message: /Namen des empfohlenen Unternehmens/,
    },
    {
      story: 'the contact person is missing',
      body: { ...r, contactPerson: undefined },
      field: 'contactPerson',
      message: /Ansprechpartner/,
    },
    {
      story: 'the contact person is too long',
      body: { ...r, contactPerson: 'x'.repeat(201) },
      field: 'contactPerson',
      message: /^Der Name des Ansprechpartners darf höchstens 200 Zeichen lang sein/,
    },
    {
      story: "the company's e-mail is malformed",
      body: { ...r, companyEmail: 'k.weber@' },
      field: 'companyEmail',
      message: /gültige E-Mail-Adresse/,
    },
    {
      story: "the company's phone is missing",
      body: { ...r, companyPhone: '' },
      field: 'companyPhone',
      message: /Telefonnummer des Unternehmens an/,
    },
    {
      story: "the company's phone has letters",
      body: { ...r, companyPhone: '089 WEBER' },
      field: 'companyPhone',
      message: /gültige Telefonnummer/,
    },
    { story: 'the reason is too long', body: { ...r, reason: 'x'.repeat(2001) }, field: 'reason', message: /höchstens 2000/ },
    {
      story: 'the referrer did not confirm that the company agrees to a call',
      body: { ...r, companyConsent: undefined },
      field: 'companyConsent',
      message: /Unternehmen von deiner Empfehlung weiß und mit einem Anruf einverstanden ist/,
    },
    {
      story: 'the consent box sends something other than its own value',
      body: { ...r, companyConsent: 'vielleicht' },
      field: 'companyConsent',
      message: /mit einem Anruf einverstanden ist/,
    },
  ],
  cancellation: [
    { story: 'the company is missing', body: { ...c, company: undefined }, field: 'company', message: /Firma oder deinen Namen/ },
    { story: 'the company is blank', body: { ...c, company: '   ' }, field: 'company', message: /Firma oder deinen Namen/ },
    { story: 'the company is too long', body: { ...c, company: 'x'.repeat(201) }, field: 'company', message: /höchstens 200/ },
    { story: 'the e-mail is missing', body: { ...c, email: undefined }, field: 'email', message: /deine E-Mail-Adresse an/ },
    { story: 'the e-mail is malformed', body: { ...c, email: 'inhaber@schnittig' }, field: 'email', message: /gültige E-Mail-Adresse/ },
    {
      story: 'the customer number has markup',
      body: { ...c, customerNumber: '<b>42</b>' },
      field: 'customerNumber',
      message: /Kundennummer darf nur/,
    },
    {
      story: 'the customer number is too long',
      body: { ...c, customerNumber: '1'.repeat(51) },
      field: 'customerNumber',
      message: /höchstens 50/,
    },
    { story: 'the reason is too long', body: { ...c, reason: 'x'.repeat(2001) }, field: 'reason', message: /höchstens 2000/ },
    { story: 'the reason is a number', body: { ...c, reason: 7 }, field: 'reason', message: /muss ein Text sein/ },
  ],
};

const sqlMetacharacters = [`Robert'); DROP TABLE referrals;--`, `"; DELETE FROM x; \\ %_ $1`];

const forms = formCases.map((form) => ({
  ...form,
  invalid: invalidCases[form.kind] ?? [],
  /** Fields that take free text as it is, for the SQL story. */
  textFields: Object.keys(form.columns).filter((field) =>
    sqlMetacharacters.every((value) => form.schema.safeParse({ ...form.valid, [field]: value }).success),
  ),
}));

async function rowCount(table: string): Promise<number> {
  const result = await fixture.db.pool.query<{ count: string }>(`SELECT count(*) FROM ${rowsOf(table)}`);
  return Number(result.rows[0]?.count);
}

async function row(table: string, id: string) {
  return (await fixture.db.pool.query(`SELECT ${table}.*, ${mailItemsOf(table)} FROM ${rowsOf(table)} WHERE id = $1`, [id]))
    .rows[0] as Record<string, unknown>;
}

describe.each(forms)('when a visitor sends a $name', (form) => {
  it('then a valid one is answered 201 with id and submittedAt, and exactly one row holds the trimmed values', async () => {
    const before = await rowCount(form.table);
    const padded = Object.fromEntries(Object.entries(form.valid).map(([key, value]) => [key, `  ${value} `]));
    const response = await fixture.service.postTo(form.path, padded);

    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; submittedAt: string };
    expect(Object.keys(body).sort()).toEqual(['id', 'reference', 'submittedAt']);
    expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(body.submittedAt).toISOString()).toBe(body.submittedAt);
    expect(await rowCount(form.table)).toBe(before + 1);

    const stored = await row(form.table, body.id);
    const expected = form.schema.parse(form.valid);
    for (const [field, column] of Object.entries(form.columns)) expect(stored[column], field).toBe(expected[field] ?? null);
    expect((stored.submitted_at as Date).toISOString()).toBe(body.submittedAt);
  });

  it('then optional fields may be missing or blank and are stored as NULL', async () => {
    const { optional } = form;
    const body = { ...form.valid, ...Object.fromEntries(optional.map((field, index) => [field, index % 2 ? '' : undefined])) };
    const response = await fixture.service.postTo(form.path, body);
    expect(response.status).toBe(201);
    const stored = await row(form.table, ((await response.json()) as { id: string }).id);
    for (const field of optional) expect(stored[form.columns[field]!], field).toBeNull();
  });

  it('then unknown fields are dropped and cannot set server-owned columns', async () => {
    const response = await fixture.service.postTo(form.path, {
      ...form.valid,
      id: '00000000-0000-0000-0000-000000000000',
      submittedAt: '1999-01-01T00:00:00Z',
      submitted_at: '1999-01-01T00:00:00Z',
      notification_sent_at: '1999-01-01T00:00:00Z',
      retain_until: '2000-01-01T00:00:00Z',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).not.toBe('00000000-0000-0000-0000-000000000000');
    const stored = await row(form.table, id);
    expect((stored.submitted_at as Date).getFullYear()).toBeGreaterThan(2000);
    expect(stored.notification_sent_at === null || (stored.notification_sent_at as Date).getFullYear() > 2000).toBe(true);
  });

  it('then SQL metacharacters are stored verbatim, not executed', async () => {
    expect(form.textFields.length, 'a field that takes free text').toBeGreaterThan(0);
    const values = Object.fromEntries(form.textFields.map((field, index) => [field, sqlMetacharacters[index % sqlMetacharacters.length]!]));
    const response = await fixture.service.postTo(form.path, { ...form.valid, ...values });
    expect(response.status).toBe(201);
    const stored = await row(form.table, ((await response.json()) as { id: string }).id);
    for (const [field, value] of Object.entries(values)) expect(stored[form.columns[field]!], field).toBe(value);
  });

  it('then an empty form lists exactly the required fields', async () => {
    const empty = Object.fromEntries(Object.keys(form.valid).map((field) => [field, '']));
    const error = await expectErrorAnswer(await fixture.service.postTo(form.path, empty), 400, 'VALIDIERUNG_FEHLGESCHLAGEN');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(form.required.map((entry) => entry.field).sort());
  });

  it('then a JSON array or a bare string instead of an object is a 400, not a crash', async () => {
    await expectErrorAnswer(await fixture.service.postTo(form.path, [form.valid]), 400, 'VALIDIERUNG_FEHLGESCHLAGEN');
    // The JSON parser is strict: a top-level string is not a request body at all.
    await expectErrorAnswer(await fixture.service.postTo(form.path, 'Hallo'), 400, 'UNGUELTIGES_JSON');
  });

  it('then malformed JSON is answered 400, text/plain 415 and a 20 kB body 413, and nothing is stored', async () => {
    const before = await rowCount(form.table);
    await expectErrorAnswer(await fixture.service.postTo(form.path, undefined, { raw: '{"email": "a@b.de",' }), 400, 'UNGUELTIGES_JSON');
    await expectErrorAnswer(
      await fixture.service.postTo(form.path, undefined, { raw: JSON.stringify(form.valid), contentType: 'text/plain' }),
      415,
      'NICHT_UNTERSTUETZTER_INHALT',
    );
    const raw = JSON.stringify({ ...form.valid, [Object.keys(form.valid)[0]!]: 'x'.repeat(20 * 1024) });
    await expectErrorAnswer(await fixture.service.postTo(form.path, undefined, { raw }), 413, 'ANFRAGE_ZU_GROSS');
    expect(await rowCount(form.table)).toBe(before);
  });

  it('then GET on the endpoint is a German JSON 404, not the site', async () => {
    const response = await fetch(`${fixture.service.url}${form.path}`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NICHT_GEFUNDEN');
  });
});

describe.each(forms.filter((form) => form.invalid.length > 0))('when a visitor fills in a $name wrongly', (form) => {
  it.each(form.invalid)(
    'then, when $story, the answer is 400 with a German message for that field and nothing is stored',
    async ({ body, field, message }) => {
      const before = await rowCount(form.table);
      const error = await expectErrorAnswer(await fixture.service.postTo(form.path, body), 400, 'VALIDIERUNG_FEHLGESCHLAGEN');
      expect(error.message).toBe('Bitte prüfe deine Eingaben.');
      expect(error.fields?.[field]).toMatch(message);
      expect(await rowCount(form.table)).toBe(before);
    },
  );
});

describe('when text that only looks valid is typed into a form', () => {
  const bodies = [
    { path: '/api/contact-messages', table: 'contact_messages', body: validContactMessage, name: 'name', email: 'email' },
    { path: '/api/cancellations', table: 'cancellations', body: validCancellation, name: 'company', email: 'email' },
  ] as const;

  it.each(bodies)(
    'then $path refuses a name made only of invisible characters, in German, and stores nothing',
    async ({ path, table, body, name }) => {
      const before = (await fixture.db.pool.query(`SELECT count(*)::int AS n FROM ${rowsOf(table)}`)).rows[0].n as number;
      const response = await fixture.service.postTo(path, { ...body, [name]: '\u200B\u200C\u200D\uFEFF\u2060' });
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(answer.error.fields[name]).toMatch(/^Bitte gib/);
      expect((await fixture.db.pool.query(`SELECT count(*)::int AS n FROM ${rowsOf(table)}`)).rows[0].n).toBe(before);
    },
  );

  it.each(bodies)(
    'then $path refuses an e-mail address whose local part is longer than 64 characters (RFC 5321)',
    async ({ path, body, email }) => {
      const tooLong = `${'a'.repeat(65)}@example.de`;
      const response = await fixture.service.postTo(path, { ...body, [email]: tooLong });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields[email]).toMatch(
        /vor dem @ darf höchstens 64 Zeichen/,
      );
      const fits = await fixture.service.postTo(path, { ...body, [email]: `${'a'.repeat(64)}@example.de` });
      expect(fits.status).toBe(201);
    },
  );

  it('then bidi override characters in a name do not reach the team mail’s subject raw', async () => {
    const spoofed = 'Firma \u202Egpj.exe\u202C \u2066Müller\u2069';
    const response = await fixture.service.postTo('/api/contact-messages', {
      ...validContactMessage,
      email: 'bidi@example.de',
      name: spoofed,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const mail = await waitFor('team mail', () =>
      fixture.smtp.received.find((candidate) => candidate.parsed.messageId?.includes(`${id}.notification`)),
    );
    // Shown, not obeyed: each marked by its code point, as the desk marks it.
    expect(mail.parsed.subject).toBe('Neue Kontaktanfrage: Firma [U+202E]gpj.exe[U+202C] [U+2066]Müller[U+2069]');
    expect(mail.parsed.subject).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});

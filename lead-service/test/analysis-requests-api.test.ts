import { describe, expect, it } from 'vitest';
import { validRequest } from './support/test-service.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { expectErrorAnswer } from './support/error-answer.ts';
import { leadRow } from './support/lead-rows.ts';

const fixture = useServiceFixture();

async function rowCount(): Promise<number> {
  const result = await fixture.db.pool.query<{ count: string }>(
    'SELECT count(*) FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions',
  );
  return Number(result.rows[0]?.count);
}

describe('when a visitor submits a valid analysis request', () => {
  it('then the answer is 201 with id and submittedAt, and exactly one row holds the trimmed, normalised values', async () => {
    const before = await rowCount();
    const response = await fixture.service.post({ ...validRequest, company: '  Bäckerei Müller  ' });

    expect(response.status).toBe(201);
    const body = (await response.json()) as { id: string; submittedAt: string };
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.submittedAt).toISOString()).toBe(body.submittedAt);
    expect(await rowCount()).toBe(before + 1);

    const row = await leadRow(fixture.db.pool, 'contact_submissions', body.id);
    expect(row).toMatchObject({
      company: 'Bäckerei Müller',
      email: validRequest.email,
      phone: validRequest.phone,
      website: 'https://baeckerei-mueller.de',
      industry: 'Handwerk',
    });
    expect(row.consent_version).toBeTruthy();
    expect(row.consent_at).toBeInstanceOf(Date);
  });

  it('then optional fields may be missing or empty and are stored as NULL', async () => {
    const response = await fixture.service.post({
      company: 'Malerbetrieb Schulz',
      email: 'info@schulz.de',
      phone: '0221 987654',
      website: '',
      industry: '',
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = (
      await fixture.db.pool.query(
        'SELECT website, industry FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
        [id],
      )
    ).rows[0];
    expect(row).toEqual({ website: null, industry: null });
  });

  it('then unknown fields are dropped and cannot set server-owned columns', async () => {
    const response = await fixture.service.post({
      ...validRequest,
      id: '00000000-0000-0000-0000-000000000000',
      submittedAt: '1999-01-01T00:00:00Z',
      confirmation_sent_at: '1999-01-01T00:00:00Z',
      isAdmin: true,
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).not.toBe('00000000-0000-0000-0000-000000000000');
    const row = (
      await fixture.db.pool.query(
        'SELECT submitted_at FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
        [id],
      )
    ).rows[0];
    expect(row.submitted_at.getFullYear()).toBeGreaterThan(2000);
  });

  it('then SQL metacharacters are stored verbatim, not executed', async () => {
    const company = "Robert'); DROP TABLE contact_submissions;--";
    const response = await fixture.service.post({ ...validRequest, company, industry: `"; DELETE FROM x; \\ %_` });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = (
      await fixture.db.pool.query(
        'SELECT company, industry FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
        [id],
      )
    ).rows[0];
    expect(row).toEqual({ company, industry: `"; DELETE FROM x; \\ %_` });
  });
});

describe('when a visitor submits invalid input', () => {
  const cases: Array<{ story: string; body: unknown; field: string; message: RegExp }> = [
    {
      story: 'the company is missing',
      body: { ...validRequest, company: undefined },
      field: 'company',
      message: /Firma oder deinen Namen/,
    },
    { story: 'the company is blank', body: { ...validRequest, company: '   ' }, field: 'company', message: /Firma oder deinen Namen/ },
    { story: 'the company is one letter', body: { ...validRequest, company: 'A' }, field: 'company', message: /mindestens 2 Zeichen/ },
    { story: 'the company is too long', body: { ...validRequest, company: 'x'.repeat(201) }, field: 'company', message: /höchstens 200/ },
    { story: 'the e-mail is malformed', body: { ...validRequest, email: 'anna@' }, field: 'email', message: /gültige E-Mail-Adresse/ },
    {
      story: 'the e-mail has no domain dot',
      body: { ...validRequest, email: 'anna@localhost' },
      field: 'email',
      message: /gültige E-Mail-Adresse/,
    },
    {
      story: 'the e-mail is too long',
      body: { ...validRequest, email: `${'a'.repeat(250)}@b.de` },
      field: 'email',
      message: /höchstens 254/,
    },
    { story: 'the phone has letters', body: { ...validRequest, phone: '030 CALL-ME' }, field: 'phone', message: /gültige Telefonnummer/ },
    { story: 'the phone is too short', body: { ...validRequest, phone: '123' }, field: 'phone', message: /mindestens 6/ },
    { story: 'the phone is too long', body: { ...validRequest, phone: '1'.repeat(41) }, field: 'phone', message: /höchstens 40/ },
    {
      story: 'the website is not a URL',
      body: { ...validRequest, website: 'meine firma' },
      field: 'website',
      message: /gültige Website-Adresse/,
    },
    {
      story: 'the website uses another scheme',
      body: { ...validRequest, website: 'ftp://files.example.de' },
      field: 'website',
      message: /gültige Website-Adresse/,
    },
    {
      story: 'the website is too long',
      body: { ...validRequest, website: `https://${'a'.repeat(300)}.de` },
      field: 'website',
      message: /höchstens 300/,
    },
    {
      story: 'the industry is too long',
      body: { ...validRequest, industry: 'x'.repeat(121) },
      field: 'industry',
      message: /höchstens 120/,
    },
    { story: 'the company is a number', body: { ...validRequest, company: 42 }, field: 'company', message: /muss ein Text sein/ },
    { story: 'the e-mail is an array', body: { ...validRequest, email: ['a@b.de'] }, field: 'email', message: /muss ein Text sein/ },
    { story: 'the phone is null', body: { ...validRequest, phone: null }, field: 'phone', message: /Telefonnummer an/ },
  ];

  it.each(cases)(
    'then, when $story, the answer is 400 with a German message for that field and nothing is stored',
    async ({ body, field, message }) => {
      const before = await rowCount();
      const error = await expectErrorAnswer(await fixture.service.post(body), 400, 'VALIDIERUNG_FEHLGESCHLAGEN');
      expect(error.message).toBe('Bitte prüfe deine Eingaben.');
      expect(error.fields?.[field]).toMatch(message);
      expect(await rowCount()).toBe(before);
    },
  );

  it('then an empty form lists all three required fields', async () => {
    const error = await expectErrorAnswer(
      await fixture.service.post({ company: '', email: '', phone: '' }),
      400,
      'VALIDIERUNG_FEHLGESCHLAGEN',
    );
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['company', 'email', 'phone']);
  });

  it('then a JSON array instead of an object is a validation error, not a crash', async () => {
    await expectErrorAnswer(await fixture.service.post([validRequest]), 400, 'VALIDIERUNG_FEHLGESCHLAGEN');
  });
});

describe('when a request is not the JSON the API expects', () => {
  it('then malformed JSON is answered with 400 UNGUELTIGES_JSON', async () => {
    const before = await rowCount();
    await expectErrorAnswer(await fixture.service.post(undefined, { raw: '{"company": "ACME",' }), 400, 'UNGUELTIGES_JSON');
    expect(await rowCount()).toBe(before);
  });

  it('then text/plain is answered with 415', async () => {
    await expectErrorAnswer(
      await fixture.service.post(undefined, { raw: JSON.stringify(validRequest), contentType: 'text/plain' }),
      415,
      'NICHT_UNTERSTUETZTER_INHALT',
    );
  });

  it('then a 20 kB body is answered with 413 and nothing is stored', async () => {
    const before = await rowCount();
    const raw = JSON.stringify({ ...validRequest, industry: 'x'.repeat(20 * 1024) });
    await expectErrorAnswer(await fixture.service.post(undefined, { raw }), 413, 'ANFRAGE_ZU_GROSS');
    expect(await rowCount()).toBe(before);
  });

  it('then an unknown API path is a German JSON 404', async () => {
    const response = await fetch(`${fixture.service.url}/api/unbekannt`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NICHT_GEFUNDEN');
  });

  it('then the answers do not advertise the framework', async () => {
    const response = await fixture.service.post({});
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});

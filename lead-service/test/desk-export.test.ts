import { describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { formCaseOf } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';
import { analysisPromiseMs } from '../src/kinds/analysis-requests/reminders.ts';
import { formatBerlinTimeShort } from '../src/platform/shared/berlin-time.ts';
import { insertLead } from './support/lead-rows.ts';

const fixture = useServiceFixture();
const password = 'export-passwort-12345';

async function signedIn(username: string, role: 'admin' | 'vertrieb') {
  await createUser(fixture.db.pool, { username, password, role });
  const client = deskClient(fixture.service.url);
  await client.login(username, password);
  return client;
}

describe('when an admin downloads the filtered inbox as CSV', () => {
  it('then Excel gets UTF-8 with BOM, ";" between cells, formulas defused, only the filtered leads, and each export is in the lead\'s history', async () => {
    const form = formCaseOf('contact-message');
    const tag = `Exportprobe${Date.now().toString(36)}`;
    const longMessage = `Grüße; mit Semikolon. ${'Wir möchten mehr über eure Angebote für Handwerksbetriebe erfahren. '.repeat(3)}Ende.`;
    const sent = await fixture.service.postTo(form.path, {
      ...form.valid,
      name: `=HYPERLINK("x") ${tag}`,
      message: longMessage,
    });
    const { id, reference } = (await sent.json()) as { id: string; reference: string };
    const admin = await signedIn('ada', 'admin');
    const response = await fetch(`${fixture.service.url}/vertrieb/api/export`, {
      method: 'POST',
      headers: { cookie: admin.cookie ?? '', origin: fixture.service.url, 'content-type': 'application/json' },
      body: JSON.stringify({ q: tag }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('leads.csv');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Vorgangsnummer;Art;Name / Firma;E-Mail;Telefon;Website;Nachricht;Eingegangen;Status;Zuständig;Frist;Wiedervorlage;Anrufversuche',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reference};Kontaktnachricht;"'=HYPERLINK(""x"") ${tag}";${form.valid.email}`);
    // The whole message, not the inbox's first words.
    expect(lines[1]).toContain(`"${longMessage}"`);
    const history = await admin.get<{ history: { action: string; actor: string }[] }>(`/leads/${id}`);
    expect(history.body.history.at(-1)).toMatchObject({ action: 'csv_exported', actor: 'ada' });
  });

  it('then an analysis request has its website and its promised deadline as a date in their own columns', async () => {
    const tag = `Fristprobe${Date.now().toString(36)}`;
    const sent = await fixture.service.post({ ...validRequest, company: tag, website: 'frist-probe.de' });
    const { id, reference } = (await sent.json()) as { id: string; reference: string };
    const { rows } = await fixture.db.pool.query<{ submitted_at: Date }>('SELECT submitted_at FROM leads WHERE id = $1', [id]);
    const submittedAt = rows[0]?.submitted_at;
    if (!submittedAt) throw new Error('the request is not stored');
    const due = formatBerlinTimeShort(new Date(submittedAt.getTime() + analysisPromiseMs));
    const admin = await signedIn(`fred-${tag.slice(-5)}`, 'admin');
    const response = await fetch(`${fixture.service.url}/vertrieb/api/export`, {
      method: 'POST',
      headers: { cookie: admin.cookie ?? '', origin: fixture.service.url, 'content-type': 'application/json' },
      body: JSON.stringify({ q: tag }),
    });
    const [head, line] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const cellsOf = (text: string | undefined) => (text ?? '').split(';');
    const column = (name: string) => cellsOf(line)[cellsOf(head).indexOf(name)];
    expect(column('Vorgangsnummer')).toBe(reference);
    expect(column('E-Mail')).toBe(validRequest.email);
    expect(column('Website')).toBe('https://frist-probe.de');
    expect(column('Frist')).toBe(due);
  });

  it('then a sales account may not: 403 in German, nothing exported', async () => {
    const sales = await signedIn('vito', 'vertrieb');
    const refused = await sales.post<{ error: { message: string } }>('/export', {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/Berechtigung|Administration|darf/);
    const events = await fixture.db.pool.query(
      "SELECT count(*)::int AS count FROM lead_events WHERE action = 'csv_exported' AND actor = 'vito'",
    );
    expect(events.rows[0]?.count).toBe(0);
  });
});

describe('when an import saved more analysis requests than a page in one batch and an admin exports them', () => {
  it('then the CSV holds every one of them once: the pages of the export keep the time to the microsecond', async () => {
    const tag = `Stapel${Date.now().toString(36)}`;
    // One INSERT, one time to the microsecond for all rows (as now() in one transaction would give), 120 rows: the
    // export reads them in pages, and every page ends inside that one microsecond.
    const now = new Date();
    const ids: string[] = [];
    for (let n = 1; n <= 120; n += 1) {
      ids.push(
        await insertLead(fixture.db.pool, 'contact_submissions', {
          company: `${tag} Firma ${n}`,
          email: `stapel${n}@example.de`,
          phone: `030 777${n}`,
          website: 'example.de',
          consent_version: 'test',
          consent_at: now,
          submitted_at: '2026-11-20 10:00:00.654321+00',
          enqueued_at: now,
          confirmation_sent_at: now,
          notification_sent_at: now,
        }),
      );
    }
    const { rows } = await fixture.db.pool.query<{ reference: string }>('SELECT reference FROM leads WHERE id = ANY($1::uuid[])', [ids]);
    const admin = await signedIn(`ina-${tag.slice(-6)}`, 'admin');
    const response = await fetch(`${fixture.service.url}/vertrieb/api/export`, {
      method: 'POST',
      headers: { cookie: admin.cookie ?? '', origin: fixture.service.url, 'content-type': 'application/json' },
      body: JSON.stringify({ q: tag }),
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trimEnd().split('\r\n').slice(1);
    const exported = lines.map((line) => line.split(';')[0]);
    expect(exported).toHaveLength(rows.length);
    expect(new Set(exported)).toEqual(new Set(rows.map((row) => row.reference)));
  });
});

import { describe, expect, it } from 'vitest';
import { createUser } from '../src/desk/users.ts';
import { deskClient } from './support/desk-client.ts';
import { formCaseOf } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';

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
    const sent = await fixture.service.postTo(form.path, {
      ...form.valid,
      name: `=HYPERLINK("x") ${tag}`,
      message: 'Grüße; mit Semikolon',
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
      'Vorgangsnummer;Art;Name / Firma;Telefon;Nachricht (Anfang);Eingegangen;Status;Zuständig;Frist;Wiedervorlage;Anrufversuche',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${reference};Kontaktnachricht;"'=HYPERLINK(""x"") ${tag}"`);
    expect(lines[1]).toContain('"Grüße; mit Semikolon"');
    const history = await admin.get<{ history: { action: string; actor: string }[] }>(`/leads/${id}`);
    expect(history.body.history.at(-1)).toMatchObject({ action: 'csv_exported', actor: 'ada' });
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

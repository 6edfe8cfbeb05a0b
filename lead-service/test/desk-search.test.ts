import type { InboxPage } from '@sichtwerk/forms/desk/inbox-contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { formCaseOf } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';

const fixture = useServiceFixture();
const password = 'suche-passwort-12345';

let account: Promise<unknown> | undefined;

async function signedIn() {
  account ??= createUser(fixture.db.pool, { username: 'sabine', password, role: 'vertrieb' });
  await account;
  const client = deskClient(fixture.service.url);
  await client.login('sabine', password);
  return client;
}

async function send(
  kind: 'contact-message' | 'callback-request',
  fields: Record<string, string>,
): Promise<{ id: string; reference: string }> {
  const form = formCaseOf(kind);
  const response = await fixture.service.postTo(form.path, { ...form.valid, ...fields });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

describe('when a caller says "Berger hier, Sie wollten zurückrufen"', () => {
  it('then any part of name, e-mail, message, phone (in any notation) or reference finds the lead, case- and umlaut-insensitive', async () => {
    const client = await signedIn();
    const berger = await send('callback-request', {
      name: 'Bäckerei Berger',
      phone: '+49 (0) 711 / 98 76-54',
      message: 'Bitte wegen der Filiale in Möhringen anrufen.',
    });
    const nowak = await send('contact-message', {
      name: 'Jana Nowak',
      email: 'j.nowak@zahnarzt-nowak.example',
      phone: '0711 555 0101',
      message: 'Wir möchten mehr Bewertungen.',
    });
    const search = async (q: string) => (await client.post<InboxPage>('/inbox', { q })).body.leads.map((lead) => lead.id);

    for (const q of ['Berger', 'berger', 'erge', 'baeck', 'bäck', 'BACK', 'möhringen', 'moehringen'])
      expect(await search(q), q).toContain(berger.id);
    for (const q of ['0711987654', '0711 987654', '+49711987654', '0049 711 987654', '987654', '(0711) 98 76 54']) {
      expect(await search(q), q).toContain(berger.id);
    }
    for (const q of ['Nowak', 'zahnarzt-nowak', 'nowak@', 'BEWERTUNG', '5550101']) expect(await search(q), q).toContain(nowak.id);
    // Eight letters of the reference alphabet are a surname as often as a reference typed without „SW“.
    const schubert = await send('contact-message', { name: 'Tanja Schubert', message: 'Bitte um Rückruf.' });
    for (const q of ['Schubert', 'schubert', 'SCHUBERT']) expect(await search(q), q).toContain(schubert.id);
    expect(await search(berger.reference)).toEqual([berger.id]);
    expect(await search(berger.reference.slice(3))).toEqual([berger.id]);
    expect(await search(berger.reference.toLowerCase().replace(/-/g, ' '))).toEqual([berger.id]);
    expect(await search('Nowak')).not.toContain(berger.id);
  });

  it('then an address pasted whole finds the lead it belongs to, whatever its case, and not a lead whose address merely ends the same', async () => {
    const client = await signedIn();
    const anna = await send('contact-message', { name: 'Anna Roth', email: 'anna.roth@web.example' });
    const johanna = await send('contact-message', { name: 'Johanna Roth', email: 'johanna.roth@web.example' });
    const found = async (q: string) => (await client.post<InboxPage>('/inbox', { q })).body.leads.map((lead) => lead.id);
    expect(await found('anna.roth@web.example')).toEqual([anna.id]);
    expect(await found('  Anna.Roth@WEB.example ')).toEqual([anna.id]);
    expect(await found('johanna.roth@web.example')).toEqual([johanna.id]);
    // A part of an address is a fragment, found in both.
    expect(await found('na.roth@web')).toEqual(expect.arrayContaining([anna.id, johanna.id]));
  });

  it('then a whole address is looked up in the words index, not intersected from trigrams', async () => {
    const client = await fixture.db.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT id FROM leads WHERE lead_search_words(search_text) @> ARRAY[lead_search_normal('anna.roth@web.example')]",
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('leads_search_words_idx');
    } finally {
      client.release();
    }
  });

  it('then typed %, _ and \\ are matched as themselves, and a search too short for the index is refused in German', async () => {
    const client = await signedIn();
    const percent = await send('contact-message', { name: 'Rabatt 100% Probe', message: 'Wir geben 100% auf alles.' });
    const found = (await client.post<InboxPage>('/inbox', { q: '100%' })).body.leads.map((lead) => lead.id);
    expect(found).toContain(percent.id);
    expect((await client.post<InboxPage>('/inbox', { q: '0_0' })).body.leads.map((lead) => lead.id)).not.toContain(percent.id);
    const short = await client.post<{ error: { message: string } }>('/inbox', { q: 'ab' });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('Bitte gib mindestens 3 Zeichen ein.');
  });

  it('then the search can use the trigram index instead of reading every lead', async () => {
    const client = await fixture.db.pool.connect();
    try {
      // A test table is tiny, so the planner would rightly read it whole; forbidding that shows the index fits.
      await client.query('SET enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT id FROM leads WHERE search_text LIKE '%' || lead_search_normal('berger') || '%'",
      );
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('leads_search_idx');
    } finally {
      client.release();
    }
  });
});

describe('when the desk holds more leads than a search reads in order', () => {
  /** `count` contact messages named `<name> <n>`, written set-based, received `daysAgo` days ago one second apart. */
  async function many(count: number, name: string, message: string, daysAgo: number): Promise<void> {
    await fixture.db.pool.query(
      `WITH lead AS (
         INSERT INTO leads (kind, status, submitted_at, enqueued_at, search_text)
         SELECT 'contact-message', 'new', now() - $4 * interval '1 day' - n * interval '1 second', now(),
                lead_search_normal($2 || ' ' || n || ' ' || $3)
           FROM generate_series(1, $1::int) AS n
         RETURNING id, search_text
       ) INSERT INTO contact_messages (id, name, email, message)
         SELECT id, search_text, 'kontakt@example.de', $3 FROM lead`,
      [count, name, message, daysAgo],
    );
  }

  it('then a name only old leads carry is still found, and a word in new and old ones pages from the newest to the oldest', async () => {
    const client = await signedIn();
    // More new leads than the ordered read covers (searchWindow, 3,000): none of them is the old customer.
    await many(3200, 'Neukunde', 'Bitte um Rückruf zur Anzeige', 1);
    await many(1, 'Metallbau Popović', 'Altkunde von früher', 700);
    await many(20, 'Frühjahrsputz Neu', 'Aktion', 0.5);
    await many(40, 'Frühjahrsputz Alt', 'Aktion', 400);
    const pageOf = async (q: string, after?: string) => (await client.post<InboxPage>('/inbox', after ? { q, after } : { q })).body;

    const rare = await pageOf('Popović');
    expect(rare.leads).toHaveLength(1);
    expect(rare.next).toBeNull();

    const common = await pageOf('Neukunde');
    expect(common.leads).toHaveLength(50);
    expect(common.next).not.toBeNull();

    const first = await pageOf('Frühjahrsputz');
    const second = await pageOf('Frühjahrsputz', first.next ?? undefined);
    const times = [...first.leads, ...second.leads].map((lead) => lead.submittedAt);
    expect(times).toHaveLength(60);
    expect(times).toEqual([...times].sort().reverse());
    expect(second.next).toBeNull();
  });
});

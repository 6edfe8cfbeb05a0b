import type { Account, Meta } from '@sichtwerk/forms/desk/account-contract';
import type { InboxPage } from '@sichtwerk/forms/desk/inbox-contract';
import { callbackTimeWindows } from '@sichtwerk/forms/callback-request-schema';
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { type DeskClient, deskClient } from './support/desk-client.ts';
import { formCaseOf } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';

const fixture = useServiceFixture();
const password = 'arbeitsplatz-passwort-1';

async function signedIn(username: string): Promise<DeskClient> {
  await createUser(fixture.db.pool, { username, password, role: 'vertrieb' });
  const client = deskClient(fixture.service.url);
  await client.login(username, password);
  return client;
}

async function callback(name: string): Promise<string> {
  const form = formCaseOf('callback-request');
  const response = await fixture.service.postTo(form.path, { ...form.valid, name, phone: '0711 987654' });
  return ((await response.json()) as { id: string }).id;
}

describe('a day at the desk', () => {
  it('when a salesperson calls twice and writes a note, then the lead keeps both in order, the history names them, and the row counts the attempts', async () => {
    const client = await signedIn('carla');
    const id = await callback('Anrufprobe Berger');
    const first = await client.post<DeskLead>(`/leads/${id}/calls`, { outcome: 'not_reached' });
    expect(first.status).toBe(201);
    await client.post(`/leads/${id}/calls`, { outcome: 'voicemail', note: 'auf AB gesprochen, Rückruf erbeten' });
    const noted = await client.post<DeskLead>(`/leads/${id}/notes`, { text: 'Chef ist ab 14 Uhr im Laden.\nNicht vor 9 anrufen.' });
    expect(noted.status).toBe(201);
    expect(noted.body.calls.map((call) => [call.outcomeLabel, call.caller, call.note])).toEqual([
      ['nicht erreicht', 'carla', null],
      ['Mailbox', 'carla', 'auf AB gesprochen, Rückruf erbeten'],
    ]);
    expect(noted.body.notes).toMatchObject([{ author: 'carla', text: 'Chef ist ab 14 Uhr im Laden.\nNicht vor 9 anrufen.' }]);
    expect(noted.body.history.map((event) => event.action)).toEqual(['call_recorded', 'call_recorded', 'note_added']);
    // The first call is the first response, for the figures.
    expect(noted.body.firstHandledAt).toBe(first.body.calls[0]?.at);

    const row = (await client.post<InboxPage>('/inbox', { q: 'Anrufprobe' })).body.leads.find((lead) => lead.id === id);
    expect(row?.attempts.count).toBe(2);
    expect(row?.attempts.lastAt).toBe(noted.body.calls[1]?.at);
    expect(row?.phone).toEqual({ text: '0711 987654', href: 'tel:+49711987654' });
    expect(row?.deadline?.label).toMatch(/^(vormittags|mittags|nachmittags) \(\d+–\d+ Uhr\), [A-Z][a-z]\., \d\d\.\d\d\.$/);
  });

  it('when a salesperson opens a callback, then its time window reads as the form offered it and the team mail names it, hours included', async () => {
    const client = await signedIn('zeitfenster');
    const form = formCaseOf('callback-request');
    const response = await fixture.service.postTo(form.path, { ...form.valid, name: 'Zeitfensterprobe Lang', timeWindow: 'vormittags' });
    const { id } = (await response.json()) as { id: string };
    const lead = (await client.get<DeskLead>(`/leads/${id}`)).body;
    expect(lead.fields.find((field) => field.key === 'timeWindow')).toMatchObject({
      label: 'Gewünschte Zeit',
      value: callbackTimeWindows.vormittags,
    });
    expect(callbackTimeWindows.vormittags).toBe('vormittags (9–12 Uhr)');
  });

  it('when a callback for the morning comes in on the afternoon before Good Friday, then it is due on Tuesday morning, past the holidays of the configured state', async () => {
    const client = await signedIn('ostern');
    const form = formCaseOf('callback-request');
    const response = await fixture.service.postTo(form.path, { ...form.valid, name: 'Osterprobe Rückruf', timeWindow: 'vormittags' });
    const { id } = (await response.json()) as { id: string };
    // Thursday, 25 March 2027, 15:00 in Berlin: Good Friday and Easter Monday are public holidays in Berlin (the default state).
    await fixture.db.pool.query("UPDATE leads SET submitted_at = timestamp '2027-03-25 15:00' AT TIME ZONE 'Europe/Berlin' WHERE id = $1", [
      id,
    ]);
    const lead = (await client.get<DeskLead>(`/leads/${id}`)).body;
    expect(lead.deadline?.label).toBe(`${callbackTimeWindows.vormittags}, Di., 30.03.`);
    expect(lead.deadline?.at).toBe(new Date('2027-03-30T10:00:00Z').toISOString());
  });

  it('when a salesperson opens an analysis request and a callback, then only the analysis request brings the analysis and the strategy call', async () => {
    const client = await signedIn('werkzeuge');
    const analysisForm = formCaseOf('analysis-request');
    const posted = await fixture.service.postTo(analysisForm.path, analysisForm.valid);
    expect(posted.status).toBe(201);
    const analysisId = ((await posted.json()) as { id: string }).id;
    const callbackId = await callback('Werkzeugprobe Weber');

    expect((await client.get<DeskLead>(`/leads/${analysisId}`)).body.tools).toEqual(['analysis', 'strategy-call']);
    expect((await client.get<DeskLead>(`/leads/${callbackId}`)).body.tools).toEqual([]);
  });

  it('when a note or a call is bad, then the answer is German and nothing is stored; notes cannot be changed or deleted', async () => {
    const client = await signedIn('dora');
    const id = await callback('Eingabeprobe Nowak');
    const empty = await client.post<{ error: { message: string } }>(`/leads/${id}/notes`, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Bitte schreib etwas in die Notiz.');
    const outcome = await client.post<{ error: { message: string } }>(`/leads/${id}/calls`, { outcome: 'busy' });
    expect(outcome.body.error.message).toBe('Bitte wähle aus, wie der Anruf ausging.');
    expect((await client.post(`/leads/${id}/notes`, { text: 'x'.repeat(4001) })).status).toBe(400);
    const stored = await fixture.db.pool.query(
      'SELECT (SELECT count(*) FROM lead_notes WHERE lead_id = $1)::int + (SELECT count(*) FROM lead_calls WHERE lead_id = $1)::int AS count',
      [id],
    );
    expect(stored.rows[0]?.count).toBe(0);
    await client.post(`/leads/${id}/notes`, { text: '<b>fett</b> bleibt Text' });
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${fixture.service.url}/vertrieb/api/leads/${id}/notes`, {
        method,
        headers: { cookie: client.cookie ?? '', origin: fixture.service.url, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status, method).toBe(404);
    }
    expect((await client.get<DeskLead>(`/leads/${id}`)).body.notes.map((note) => note.text)).toEqual(['<b>fett</b> bleibt Text']);
  });

  it('when a lead is handed over and a follow-up set, then it is in "Meine Leads" and at the top of its owner\'s inbox when due, every change audited', async () => {
    const erik = await signedIn('erik');
    const frida = await signedIn('frida');
    const id = await callback('Übergabeprobe Kowalski');
    // „Übergeben an“ lists colleagues by the name people know them by, the login name only where none is set.
    await fixture.db.pool.query("UPDATE users SET display_name = 'Frida Albers' WHERE username = 'frida'");
    const meta = (await erik.get<Meta>('/meta')).body;
    expect(meta.colleagues.find((colleague) => colleague.username === 'frida')?.name).toBe('Frida Albers');
    expect(meta.colleagues.find((colleague) => colleague.username === 'erik')?.name).toBe('erik');
    const fridaId = meta.colleagues.find((colleague) => colleague.username === 'frida')?.id;
    const handed = await erik.post<DeskLead>(`/leads/${id}/owner`, { owner: fridaId });
    expect(handed.body.owner).toMatchObject({ username: 'frida', name: 'Frida Albers' });
    expect(handed.body.history.at(-1)).toMatchObject({ actor: 'erik', action: 'owner_changed', detail: { from: null, to: 'frida' } });

    // Follow-ups are Berlin wall time; this one is a minute ago, so it is due.
    const { rows } = await fixture.db.pool.query<{ wall: string }>(
      "SELECT to_char(now() AT TIME ZONE 'Europe/Berlin' - interval '1 minute', 'YYYY-MM-DD\"T\"HH24:MI') AS wall",
    );
    const due = await frida.post<DeskLead>(`/leads/${id}/follow-up`, { at: rows[0]?.wall });
    expect(due.status).toBe(200);
    const top = (await frida.post<InboxPage>('/inbox', {})).body;
    expect(top.followUps.map((lead) => lead.id)).toContain(id);
    expect(top.followUps.find((lead) => lead.id === id)?.owner).toBe('Frida Albers');
    expect((await erik.post<InboxPage>('/inbox', {})).body.followUps.map((lead) => lead.id)).not.toContain(id);
    expect((await frida.post<InboxPage>('/inbox', { owner: 'me' })).body.leads.map((lead) => lead.id)).toEqual([id]);
    expect((await frida.post<{ followUps: { id: string }[] }>('/follow-ups', {})).body.followUps.map((lead) => lead.id)).toEqual([id]);

    const took = await erik.post<DeskLead>(`/leads/${id}/owner`, { owner: 'me' });
    expect(took.body.owner?.username).toBe('erik');
    expect((await frida.post<InboxPage>('/inbox', { owner: 'me' })).body.leads).toEqual([]);
    const cleared = await erik.post<DeskLead>(`/leads/${id}/follow-up`, { at: null });
    expect(cleared.body.followUpAt).toBeNull();
    expect(cleared.body.history.map((event) => event.action)).toEqual(['owner_changed', 'follow_up_set', 'owner_changed', 'follow_up_set']);

    expect((await erik.post<{ error: { message: string } }>(`/leads/${id}/follow-up`, { at: '2026-02-30T09:00' })).body.error.message).toBe(
      'Dieses Datum oder diese Uhrzeit gibt es nicht.',
    );
    // The night the clocks go forward has no 02:30 in Berlin.
    expect((await erik.post(`/leads/${id}/follow-up`, { at: '2027-03-28T02:30' })).status).toBe(400);
    expect((await erik.post(`/leads/${id}/owner`, { owner: crypto.randomUUID() })).status).toBe(400);
  });

  it('when a lead with notes and calls is erased, then its notes and calls go with it', async () => {
    const client = await signedIn('greta');
    const id = await callback('Löschprobe');
    await client.post(`/leads/${id}/notes`, { text: 'hat private Handynummer genannt: 0171 2345678' });
    await client.post(`/leads/${id}/calls`, { outcome: 'reached', note: 'privat erreicht' });
    await fixture.db.pool.query('DELETE FROM leads WHERE id = $1', [id]);
    const left = await fixture.db.pool.query(
      'SELECT (SELECT count(*) FROM lead_notes WHERE lead_id = $1)::int + (SELECT count(*) FROM lead_calls WHERE lead_id = $1)::int AS count',
      [id],
    );
    expect(left.rows[0]?.count).toBe(0);
    const account = (await client.get<Account>('/session')).body;
    expect(account).toMatchObject({ username: 'greta', role: 'vertrieb', digest: false, email: null });
  });
});

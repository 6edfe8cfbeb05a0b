import { urlOf, type Endpoint } from '@sichtwerk/forms/define-endpoint';
import { analysisEndpoints } from '@sichtwerk/forms/desk/analysis-contract';
import { appointmentEndpoints } from '@sichtwerk/forms/desk/appointments-contract';
import { deskApiBase, deskEndpoints } from '@sichtwerk/forms/desk/desk-contract';
import type { InboxPage } from '@sichtwerk/forms/desk/inbox-contract';
import { describe, expect, it } from 'vitest';
import { runUsersCli } from '../src/cli/run-users-cli.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { anyLeadForms } from '../src/lead-forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { deskClient, type DeskClient } from './support/desk-client.ts';
import { validCancellation, validReferral } from './support/form-bodies.ts';
import { validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

const fixture = useServiceFixture();
const salesPassword = 'vertrieb-passwort-123';
const adminPassword = 'admin-passwort-4567';

async function accounts(): Promise<void> {
  const existing = await fixture.db.pool.query("SELECT 1 FROM users WHERE username = 'vera'");
  if (existing.rows.length > 0) return;
  await createUser(fixture.db.pool, { username: 'vera', password: salesPassword, role: 'vertrieb' });
  await createUser(fixture.db.pool, { username: 'adam', password: adminPassword, role: 'admin' });
}

async function signedIn(username: 'vera' | 'adam'): Promise<DeskClient> {
  await accounts();
  const client = deskClient(fixture.service.url);
  const answer = await client.login(username, username === 'vera' ? salesPassword : adminPassword);
  expect(answer.status).toBe(200);
  return client;
}

async function sentLead(body: Record<string, unknown> = validRequest): Promise<string> {
  const response = await fixture.service.post(body);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('sales desk API', () => {
  it('when an operator adds an account with the CLI, the password comes from standard input and only its scrypt hash is stored', async () => {
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text), readPassword: async () => 'kurz' };
    const env = { DATABASE_URL: fixture.db.url };
    expect(await runUsersCli(['add', 'karl', '--role', 'vertrieb'], env, io)).toBe(2);
    expect(out.join('')).toContain('mindestens 12 Zeichen');
    io.readPassword = async () => 'ein-langes-passwort-99';
    expect(await runUsersCli(['add', 'karl', '--role', 'vertrieb'], env, io)).toBe(0);
    expect(await runUsersCli(['add', 'KARL', '--role', 'admin'], env, io)).toBe(1);
    expect(out.join('')).toContain('gibt es schon');
    const stored = await fixture.db.pool.query<{ password: string }>("SELECT password FROM users WHERE username = 'karl'");
    expect(stored.rows[0]?.password).toMatch(/^scrypt\$/);
    expect(stored.rows[0]?.password).not.toContain('ein-langes-passwort-99');
    const client = deskClient(fixture.service.url);
    expect((await client.login('Karl', 'ein-langes-passwort-99')).status).toBe(200);
    expect(await runUsersCli(['disable', 'karl'], env, io)).toBe(0);
    expect((await client.get('/session')).status).toBe(401);
  });

  it('when a sales user logs in, the cookie is HttpOnly, SameSite=Strict and scoped to /vertrieb, and a planted session id is not kept', async () => {
    await accounts();
    const client = deskClient(fixture.service.url);
    client.cookie = 'sichtwerk_desk=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const answer = await client.login('vera', salesPassword);
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((value) => value.includes('Path=/vertrieb')) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(client.cookie).not.toBe('sichtwerk_desk=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await client.get('/session')).body).toMatchObject({ username: 'vera', role: 'vertrieb' });
    await client.post('/logout');
    expect((await client.get('/session')).status).toBe(401);
  });

  it('when someone guesses passwords, the answer never says which part was wrong, and after 10 failures even the right password is refused with 429', async () => {
    await accounts();
    await createUser(fixture.db.pool, { username: 'lena', password: 'lenas-passwort-12345', role: 'vertrieb' });
    const client = deskClient(fixture.service.url);
    const unknown = await client.login('niemand', 'irgendein-passwort');
    const wrong = await client.login('lena', 'falsches-passwort');
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    for (let attempt = 0; attempt < 9; attempt += 1)
      await fixture.db.pool.query("INSERT INTO desk_login_failures (username_key, address) VALUES ('lena', '203.0.113.9')");
    const locked = await client.login('lena', 'lenas-passwort-12345');
    expect(locked.status).toBe(429);
    expect(JSON.stringify(locked.body)).toContain('15 Minuten');
    expect(client.cookie).toBeUndefined();
  });

  it('without a session every desk API answers 401, and an idle or expired session counts as none', async () => {
    const anonymous = deskClient(fixture.service.url);
    expect((await anonymous.post('/inbox', {})).status).toBe(401);
    expect((await anonymous.get(`/leads/${crypto.randomUUID()}`)).status).toBe(401);
    const client = await signedIn('vera');
    expect((await client.post('/inbox', {})).status).toBe(200);
    await fixture.db.pool.query("UPDATE desk_sessions SET last_seen_at = now() - interval '9 hours'");
    expect((await client.post('/inbox', {})).status).toBe(401);
    const again = await signedIn('vera');
    await fixture.db.pool.query("UPDATE desk_sessions SET expires_at = now() - interval '1 second'");
    expect((await again.post('/inbox', {})).status).toBe(401);
  });

  it('when anyone calls an endpoint of the desk’s tables, the service answers it with the access the table names: 401 without a session, 403 for a sales user on an admin action', async () => {
    const anonymous = deskClient(fixture.service.url);
    const sales = await signedIn('vera');
    const endpoints: Endpoint[] = [deskEndpoints, appointmentEndpoints, analysisEndpoints].flatMap((table) => Object.values(table));
    const call = (client: DeskClient, endpoint: Endpoint) => {
      const path = urlOf(endpoint, { id: crypto.randomUUID(), username: 'vera' }).slice(deskApiBase.length);
      return endpoint.method === 'GET' ? client.get(path) : client.post(path, {});
    };
    const guarded = endpoints.filter((endpoint) => endpoint.access !== 'public');
    expect(guarded.length).toBeGreaterThan(30);
    for (const endpoint of guarded) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const anonymousAnswer = await call(anonymous, endpoint);
      expect(`${name} → ${anonymousAnswer.status} ${JSON.stringify(anonymousAnswer.body)}`).toContain(
        `${name} → 401 {"error":{"code":"ANMELDUNG_ERFORDERLICH"`,
      );
      const salesAnswer = await call(sales, endpoint);
      const outcome = salesAnswer.status === 401 || salesAnswer.status === 403 ? salesAnswer.status : 'served';
      expect(`${name} → ${outcome}`).toBe(`${name} → ${endpoint.access === 'admin' ? 403 : 'served'}`);
      // Served by the table's route, not fallen through to the unknown endpoint.
      expect(JSON.stringify(salesAnswer.body)).not.toContain('Diese Schnittstelle gibt es nicht');
    }
  });

  it('when a lead arrives through the form, a sales user finds it in the inbox by company prefix and sees every field, its mails and no markup interpreted', async () => {
    const hostile = { ...validRequest, company: '<img src=x onerror=alert(1)> Café Zürich', email: 'xss.probe@example.de' };
    const id = await sentLead(hostile);
    const client = await signedIn('vera');
    const inbox = await client.post<InboxPage>('/inbox', { q: '<img' });
    const row = inbox.body.leads.find((lead) => lead.id === id);
    expect(row?.name).toBe(hostile.company);
    expect(row?.deadline?.overdue).toBe(false);
    const detail = await client.get<{ fields: { key: string; value: string }[]; mails: { state: string }[] }>(`/leads/${id}`);
    expect(detail.headers.get('content-type')).toMatch(/application\/json/);
    expect(detail.body.fields.find((field) => field.key === 'company')?.value).toBe(hostile.company);
    await waitFor('both mails sent', async () => {
      const mails = (await client.get<{ mails: { state: string }[] }>(`/leads/${id}`)).body.mails;
      return mails.every((mail) => mail.state === 'sent') ? mails : undefined;
    });
  });

  it('when a sales lead looks at the figures, each kind that promises a deadline is there under its German name, counting a fresh request as open', async () => {
    await sentLead({ ...validRequest, company: 'Kennzahlprobe GmbH' });
    const client = await signedIn('vera');
    const figures = await client.get<{ promises: { kind: string; label: string; withinMs: number; requests: number; open: number }[] }>(
      '/figures',
    );
    expect(figures.status).toBe(200);
    const promising = anyLeadForms.filter((form) => form.promise);
    expect(figures.body.promises.map((promise) => promise.label)).toEqual(promising.map((form) => form.label.many));
    const analysis = figures.body.promises.find((promise) => promise.withinMs === 48 * 3_600_000);
    expect(analysis?.label).toBe('Analyse-Anfragen');
    expect(analysis?.requests).toBeGreaterThanOrEqual(1);
    expect(analysis?.open).toBeGreaterThanOrEqual(1);
  });

  it('when a sales user opens a referral, it is headed by the recommended company, each field under its German label', async () => {
    const response = await fixture.service.postTo('/api/referrals', { ...validReferral, companyName: 'Kopfzeilenprobe GmbH' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const client = await signedIn('vera');
    const detail = await client.get<{ name: string; kindLabel: string; fields: { key: string; label: string; value: string }[] }>(
      `/leads/${id}`,
    );
    expect(detail.body.name).toBe('Kopfzeilenprobe GmbH');
    expect(detail.body.kindLabel).toBe('Empfehlung');
    const labels = Object.fromEntries(detail.body.fields.map((field) => [field.key, field.label]));
    expect(labels).toMatchObject({
      referrerName: 'Empfohlen von',
      companyPhone: 'Telefon des Unternehmens',
      companyConsent: 'Einverständnis mit Anruf (laut Empfehlungsgeber)',
    });
    expect(Object.values(labels)).not.toContain('companyPhone');
  });

  it('when a sales user moves a lead on, the status changes once, the history names who and when, and what the visitor sent stays', async () => {
    const id = await sentLead({ ...validRequest, company: 'Statusprobe GmbH' });
    const client = await signedIn('vera');
    const moved = await client.post<{ status: { label: string }; history: { actor: string; detail: Record<string, string> }[] }>(
      `/leads/${id}/status`,
      { to: 'in_progress' },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.status.label).toBe('in Bearbeitung');
    expect(moved.body.history.at(-1)).toMatchObject({ actor: 'vera', detail: { from: 'new', to: 'in_progress' } });
    const skipping = await client.post(`/leads/${id}/status`, { to: 'won' });
    expect(skipping.status).toBe(409);
    const row = await fixture.db.pool.query(
      'SELECT company, status, first_handled_at FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
      [id],
    );
    expect(row.rows[0]).toMatchObject({ company: 'Statusprobe GmbH', status: 'in_progress' });
    expect(row.rows[0]?.first_handled_at).toBeInstanceOf(Date);
  });

  it('when the input is bad, the desk answers in German and changes nothing; an unknown id is 404', async () => {
    const id = await sentLead({ ...validRequest, company: 'Eingabeprobe GmbH' });
    const client = await signedIn('vera');
    const bad = await client.post<{ error: { message: string } }>(`/leads/${id}/status`, { to: 'erledigt' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Diesen Status gibt es nicht.');
    const extra = await client.post<{ error: { message: string } }>(`/leads/${id}/status`, { to: 'won', status: 'won' });
    expect(extra.status).toBe(400);
    expect(
      (
        await fixture.db.pool.query('SELECT status FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1', [
          id,
        ])
      ).rows[0]?.status,
    ).toBe('new');
    expect((await client.get('/leads/keine-uuid')).status).toBe(400);
    expect((await client.get(`/leads/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await client.post(`/leads/${crypto.randomUUID()}/status`, { to: 'won' })).status).toBe(404);
    expect((await client.post('/inbox', { q: 'x'.repeat(101) })).status).toBe(400);
  });

  it('when a page of another site posts with a valid desk cookie, the request is refused with 403 and nothing changes', async () => {
    const id = await sentLead({ ...validRequest, company: 'Herkunftsprobe GmbH' });
    const client = await signedIn('vera');
    const foreign = await client.post(`/leads/${id}/status`, { to: 'in_progress' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const none = await client.post(`/leads/${id}/status`, { to: 'in_progress' }, { origin: null });
    expect(none.status).toBe(403);
    expect(
      (
        await fixture.db.pool.query('SELECT status FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1', [
          id,
        ])
      ).rows[0]?.status,
    ).toBe('new');
  });

  it('when a sales user tries the DSGVO actions, they are refused with 403; an admin exports and erases one person with the CLI code', async () => {
    const id = await sentLead({ ...validRequest, company: 'Löschprobe GmbH', email: 'loeschen@example.de' });
    const sales = await signedIn('vera');
    expect((await sales.post('/dsgvo/erase', { email: 'loeschen@example.de' })).status).toBe(403);
    expect((await sales.post('/dsgvo/export', { email: 'loeschen@example.de' })).status).toBe(403);
    expect((await fixture.db.pool.query('SELECT 1 FROM contact_submissions WHERE id = $1', [id])).rows).toHaveLength(1);
    // What the desk wrote about the person is theirs to see too (Art. 15), as the erasure deletes it.
    expect((await sales.post(`/leads/${id}/owner`, { owner: 'me' })).status).toBeLessThan(300);
    expect((await sales.post(`/leads/${id}/notes`, { text: 'Inhaberin Lena Jäger, 2 Filialen' })).status).toBeLessThan(300);
    expect((await sales.post(`/leads/${id}/calls`, { outcome: 'voicemail', note: 'auf AB gesprochen' })).status).toBeLessThan(300);
    expect((await sales.post(`/leads/${id}/follow-up`, { at: '2027-01-12T09:30' })).status).toBeLessThan(300);
    expect((await sales.post(`/leads/${id}/status`, { to: 'in_progress' })).status).toBeLessThan(300);
    const admin = await signedIn('adam');
    const exported = await admin.post<{
      leads: {
        id: string;
        owner: string | null;
        follow_up_at: string | null;
        notes: { author: string; text: string }[];
        call_attempts: { outcome: string; note: string | null }[];
        history: { action: string; detail: Record<string, unknown> }[];
      }[];
    }>('/dsgvo/export', { email: 'LOESCHEN@example.de' });
    expect(exported.body.leads.map((lead) => lead.id)).toEqual([id]);
    const [record] = exported.body.leads;
    expect(record?.owner).toBe('vera');
    expect(record?.follow_up_at).not.toBeNull();
    expect(record?.notes).toEqual([expect.objectContaining({ author: 'vera', text: 'Inhaberin Lena Jäger, 2 Filialen' })]);
    expect(record?.call_attempts).toEqual([expect.objectContaining({ outcome: 'voicemail', note: 'auf AB gesprochen' })]);
    expect(record?.history.map((event) => event.action)).toEqual(
      expect.arrayContaining(['owner_changed', 'follow_up_set', 'status_changed']),
    );
    await waitFor(
      'mails sent',
      async () =>
        (await admin.get<{ mails: { state: string }[] }>(`/leads/${id}`)).body.mails.every((mail) => mail.state === 'sent') || undefined,
    );
    const erased = await admin.post<{ erased: number }>('/dsgvo/erase', { email: 'loeschen@example.de' });
    expect(erased.body.erased).toBe(1);
    expect((await admin.get(`/leads/${id}`)).status).toBe(404);
    expect((await admin.post('/dsgvo/erase', { email: 'keine adresse' })).status).toBe(400);
  });

  it('when a form arrives without its token, the lead waits under Prüfen with a German reason; releasing it sends the visitor confirmation', async () => {
    const email = 'ohne.js@example.de';
    const id = await sentLead({ ...validRequest, company: 'Ohne Skript GmbH', email, _token: undefined });
    const client = await signedIn('vera');
    const review = await client.post<{ leads: { id: string; spamLabel: string }[] }>('/review', {});
    expect(review.body.leads.find((lead) => lead.id === id)?.spamLabel).toBe('ohne Formular-Zeitstempel gesendet');
    await waitFor('team notified, visitor held', async () => {
      const mails = (await client.get<{ mails: { mail: string; state: string }[] }>(`/leads/${id}`)).body.mails;
      return mails.find((mail) => mail.mail === 'confirmation')?.state === 'held' &&
        mails.find((mail) => mail.mail === 'notification')?.state === 'sent'
        ? mails
        : undefined;
    });
    expect(fixture.smtp.to(email)).toHaveLength(0);
    const released = await client.post<{ spam: unknown; history: { action: string; actor: string }[] }>(`/leads/${id}/release`, {});
    expect(released.status).toBe(200);
    expect(released.body.spam).toBeNull();
    expect(released.body.history.at(-1)).toMatchObject({ action: 'released', actor: 'vera' });
    await waitFor('visitor confirmation delivered', () => (fixture.smtp.to(email).length === 1 ? true : undefined));
    expect((await client.post(`/leads/${id}/release`, {})).status).toBe(409);
  });

  it('when a sales user discards a held lead as spam, it is erased and the erasure is in the audit trail', async () => {
    const id = await sentLead({ ...validRequest, company: 'Spamprobe GmbH', email: 'spam.probe@example.de', _token: undefined });
    const client = await signedIn('vera');
    const kept = await sentLead({ ...validRequest, company: 'Nicht markiert GmbH' });
    expect((await client.post(`/leads/${kept}/discard`, {})).status).toBe(409);
    expect((await client.post(`/leads/${id}/discard`, {})).status).toBe(200);
    expect((await client.get(`/leads/${id}`)).status).toBe(404);
    const audit = await fixture.db.pool.query("SELECT actor FROM lead_events WHERE lead_id = $1 AND action = 'discarded'", [id]);
    expect(audit.rows).toEqual([{ actor: 'vera' }]);
  });

  it('when an admin of the desk opens /admin/queues, the desk session lets them in; a sales user is not', async () => {
    await signedIn('vera');
    const admin = deskClient(fixture.service.url);
    const login = await admin.login('adam', adminPassword);
    const adminCookie = login.headers.getSetCookie().find((value) => value.includes('Path=/admin/queues'));
    expect(adminCookie).toBeDefined();
    const dashboard = await fetch(`${fixture.service.url}/admin/queues`, { headers: { cookie: (adminCookie ?? '').split(';')[0] ?? '' } });
    expect(dashboard.status).toBe(200);
    const sales = deskClient(fixture.service.url);
    const salesLogin = await sales.login('vera', salesPassword);
    expect(salesLogin.headers.getSetCookie().some((value) => value.includes('Path=/admin'))).toBe(false);
    const refused = await fetch(`${fixture.service.url}/admin/queues`, { headers: { cookie: sales.cookie ?? '' } });
    expect(refused.status).toBe(401);
    // In a browser the sales account reads a German page with the way back, not JSON.
    const inBrowser = await fetch(`${fixture.service.url}/admin/queues`, { headers: { cookie: sales.cookie ?? '', accept: 'text/html' } });
    expect(inBrowser.status).toBe(401);
    expect(inBrowser.headers.get('content-type')).toMatch(/text\/html/);
    const page = await inBrowser.text();
    expect(page).toContain('Die Warteschlangen sind nur für die Administration');
    expect(page).toContain('href="/vertrieb/"');
  });

  it('when a visitor comes from a campaign, the desk shows the form page and the UTM parameters, never the page before; a plain post uses its Referer', async () => {
    const id = await sentLead({
      ...validRequest,
      company: 'Herkunft GmbH',
      _source: {
        page: '/kostenlose-analyse?utm_source=newsletter&utm_medium=email&utm_campaign=herbst%0A2026&name=anna',
        previousPage: 'https://www.google.com/search?q=anna+mueller',
      },
    });
    const client = await signedIn('vera');
    const detail = await client.get<{ source: unknown }>(`/leads/${id}`);
    // The page before would be document.referrer, read in the visitor's browser: not taken, even when sent.
    expect(detail.body.source).toEqual({
      page: '/kostenlose-analyse',
      utm: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'herbst2026' },
    });
    const hostile = await sentLead({
      ...validRequest,
      company: 'Fremdquelle GmbH',
      _source: { page: 'javascript:alert(1)', previousPage: 'x'.repeat(5000) },
    });
    expect((await client.get<{ source: unknown }>(`/leads/${hostile}`)).body.source).toBeNull();
    const plain = await fetch(`${fixture.service.url}/api/contact-messages`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${fixture.service.url}/kontakt?utm_source=flyer` },
      body: new URLSearchParams({
        name: 'Plain Post',
        email: 'plain.post@example.de',
        message: 'Eine Nachricht ohne JavaScript gesendet.',
      }).toString(),
    });
    expect(plain.status).toBe(303);
    const inbox = await client.post<{ leads: { id: string }[] }>('/inbox', { q: 'plain post' });
    const plainId = inbox.body.leads[0]?.id ?? '';
    expect((await client.get<{ source: unknown }>(`/leads/${plainId}`)).body.source).toEqual({
      page: '/kontakt',
      utm: { utm_source: 'flyer' },
    });

    // A cancellation is kept six years as a business letter, which covers no marketing data: it records no source.
    const cancellation = await fixture.service.postTo('/api/cancellations', {
      ...validCancellation,
      company: 'Herkunftslos GmbH',
      _source: { page: '/kuendigung?utm_source=newsletter' },
    });
    expect(cancellation.status).toBe(201);
    const { id: cancellationId } = (await cancellation.json()) as { id: string };
    expect((await client.get<{ source: unknown }>(`/leads/${cancellationId}`)).body.source).toBeNull();
  });
});

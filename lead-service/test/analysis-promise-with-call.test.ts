/**
 * The analysis promise and the strategy call are two facts of one lead (issue #48, 1): a call the visitor books
 * from the receipt mail before the analysis is written moves the status to „Termin vereinbart“, but the 48-hour
 * promise stays: the desk still shows „zugesagt bis …“ and sales still get the reminder and the escalation. Nor
 * is the visitor's booking the team's first contact (issue #48, 6).
 */
import { describe, expect, it } from 'vitest';
import { analysisPromiseMs } from '../src/kinds/analysis-requests/reminders.ts';
import { formatBerlinTimeShort } from '../src/platform/shared/berlin-time.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { salesEmail, validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

const fixture = useServiceFixture({
  env: {
    ANALYSIS_REMIND_AFTER_MS: '3000',
    ANALYSIS_ESCALATE_AFTER_MS: '5000',
    BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00',
    BOOKING_CLOSED_DAYS: '2020-01-01',
    PUBLIC_HOLIDAY_STATE: 'none',
    BOOKING_LIMIT_PER_IP: '0',
  },
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

describe('when a visitor books the strategy call before the analysis is sent', () => {
  it('then the desk shows „Termin vereinbart“ and „zugesagt bis …“ together, no first contact yet, and the reminder and the escalation still reach sales', async () => {
    await createUser(fixture.db.pool, {
      username: 'clara',
      password: 'ein-langes-passwort',
      role: 'vertrieb',
      holdsCalls: true,
      email: 'clara@sichtwerk.test',
    });
    const company = 'Malerbetrieb Früh';
    const email = 'maler.frueh@example.de';
    const response = await fixture.service.post({ ...validRequest, company, email });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const receipt = await waitFor('the receipt mail', () => fixture.smtp.to(email)[0]);
    const path = /https?:\/\/[^\s"<>]+(\/termin\?vorgang=[^\s"<>]+)/.exec(receipt.parsed.text ?? '')?.[1];
    if (!path) throw new Error('no booking link in the receipt mail');
    const link = `${fixture.service.url}${path}`;
    const slot = /name="slot" id="slot-\d+" value="([^"]+)"/.exec(await (await fetch(link)).text())?.[1];
    if (!slot) throw new Error('no free slot on the booking page');
    expect((await fetch(link, form({ slot }))).status).toBe(303);

    const { rows } = await fixture.db.pool.query<{ submitted_at: Date; status: string }>(
      'SELECT submitted_at, status FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
      [id],
    );
    const lead = rows[0];
    if (!lead) throw new Error('the lead is not stored');
    expect(lead.status).toBe('call_booked');
    const promised = `zugesagt bis ${formatBerlinTimeShort(new Date(lead.submitted_at.getTime() + analysisPromiseMs))}`;

    const desk = deskClient(fixture.service.url);
    expect((await desk.login('clara', 'ein-langes-passwort')).status).toBe(200);
    const inbox = await desk.post<{ leads: { id: string; statusLabel: string; deadline: { label: string } | null }[] }>('/inbox', {});
    const row = inbox.body.leads.find((candidate) => candidate.id === id);
    expect(row?.statusLabel).toBe('Termin vereinbart');
    expect(row?.deadline?.label).toBe(promised);
    const detail = await desk.get<{ deadline: { label: string } | null; firstHandledAt: string | null }>(`/leads/${id}`);
    expect(detail.body.deadline?.label).toBe(promised);
    // The visitor's own booking is no first contact by the team: „Median bis Erstkontakt“ does not count it.
    expect(detail.body.firstHandledAt).toBeNull();

    const aboutLead = () => fixture.smtp.to(salesEmail).filter((mail) => (mail.parsed.subject ?? '').includes(company));
    const reminder = await waitFor(
      'the reminder',
      () => aboutLead().find((mail) => mail.parsed.subject?.startsWith('Erinnerung:')),
      20_000,
    );
    expect(reminder.parsed.text).toContain('Termin vereinbart');
    await waitFor('the escalation', () => aboutLead().find((mail) => mail.parsed.subject?.startsWith('Frist läuft ab:')), 20_000);
  });
});

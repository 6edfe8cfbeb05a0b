/**
 * The call presents the analysis (docs/decisions.md, „Der Termin des Strategiegesprächs“): slots start 48 hours
 * after the request, when the analysis is due, and a booked call whose analysis is still unsent
 * BOOKING_ESCALATE_BEFORE_HOURS before it goes to the team as „Analyse fehlt“. Here the hours are a week, so a
 * call booked now is checked at once.
 */
import { analysisPromise } from '@sichtwerk/content/analysis-promise';
import { analysisMailCopy } from '@sichtwerk/content/analysis-result';
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { finishedAnalysis, type OpenedAnalysis } from './support/finished-analysis.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { salesEmail, validRequest } from './support/test-service.ts';
import { sleep, waitFor } from './support/wait-for.ts';

const fixture = useServiceFixture({
  env: {
    BOOKING_ESCALATE_BEFORE_HOURS: '168',
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

/** Text as a reader sees it: line breaks of the plain-text part and no-break spaces are spaces. */
const words = (text: string | undefined) => (text ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const timing = words(analysisPromise.callTiming);

/** A request whose visitor books the first free slot from the receipt's link. */
async function request(company: string, email: string): Promise<{ id: string; book(): Promise<void> }> {
  const response = await fixture.service.post({ ...validRequest, company, email });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const receipt = await waitFor('the receipt mail', () => fixture.smtp.to(email)[0]);
  const path = /https?:\/\/[^\s"<>]+(\/termin\?vorgang=[^\s"<>]+)/.exec(receipt.parsed.text ?? '')?.[1];
  if (!path) throw new Error('no booking link in the receipt mail');
  const link = `${fixture.service.url}${path}`;
  // The receipt and the booking page tell the call's timing in the one sentence.
  expect(words(receipt.parsed.text)).toContain(timing);
  expect(words(await (await fetch(link)).text())).toContain(timing);
  return {
    id,
    async book() {
      const slot = /name="slot" id="slot-\d+" value="([^"]+)"/.exec(await (await fetch(link)).text())?.[1];
      if (!slot) throw new Error('no free slot on the booking page');
      expect((await fetch(link, form({ slot }))).status).toBe(303);
    },
  };
}

describe('when a strategy call is booked and its analysis is still unsent shortly before it', () => {
  it('then the team gets „Analyse fehlt“ for that call and none for a call whose analysis went out, and receipt, booking page, invitation and analysis mail tell the timing in one sentence', async () => {
    await createUser(fixture.db.pool, { username: 'ida', password: 'ein-langes-passwort', role: 'vertrieb', holdsCalls: true });
    await fixture.db.pool.query("UPDATE users SET display_name = 'Ida Imhof' WHERE username = 'ida'");
    const desk = deskClient(fixture.service.url);
    expect((await desk.login('ida', 'ein-langes-passwort')).status).toBe(200);

    // The analysis of Bäckerei Fertig goes out, then its visitor books.
    const done = await request('Bäckerei Fertig', 'fertig@example.de');
    const opened = await desk.post<OpenedAnalysis>(`/leads/${done.id}/analysis`);
    const draft = await desk.post<OpenedAnalysis>(`/leads/${done.id}/analysis/draft`, {
      revision: opened.body.revision,
      content: finishedAnalysis(opened.body),
    });
    expect((await desk.post(`/leads/${done.id}/analysis/send`, { revision: draft.body.revision })).status).toBe(200);
    await waitFor('the analysis mail accepted', async () => {
      const { rows } = await fixture.db.pool.query('SELECT 1 FROM analyses WHERE lead_id = $1 AND mail_sent_at IS NOT NULL', [done.id]);
      return rows.length > 0 ? true : undefined;
    });
    const analysisMail = await waitFor('the analysis mail', () =>
      fixture.smtp.to('fertig@example.de').find((mail) => mail.parsed.subject === analysisMailCopy.subject),
    );
    expect(words(analysisMail.parsed.text)).toContain(timing);
    expect(words(analysisMail.parsed.text)).toContain('Hast du noch keinen Termin, wählst du ihn auf deiner Ergebnisseite.');
    await done.book();

    // Malerbetrieb Offen books before anyone wrote its analysis.
    const open = await request('Malerbetrieb Offen', 'offen@example.de');
    await open.book();
    const invitation = await waitFor('the invitation', () =>
      fixture.smtp.to('offen@example.de').find((mail) => mail.parsed.subject?.startsWith('Gebucht:')),
    );
    expect(words(invitation.parsed.text)).toContain(timing);

    const escalations = () => fixture.smtp.to(salesEmail).filter((mail) => mail.parsed.subject?.startsWith('Analyse fehlt:'));
    const escalation = await waitFor('the escalation', () =>
      escalations().find((mail) => mail.parsed.subject?.includes('Malerbetrieb Offen')),
    );
    expect(escalation.parsed.text).toContain('Ida Imhof');
    expect(escalation.parsed.text).toContain('noch nicht verschickt');
    expect(escalation.parsed.text).toContain(`/vertrieb/leads/${open.id}`);
    await sleep(1_000);
    expect(escalations().map((mail) => mail.parsed.subject)).toEqual([escalation.parsed.subject]);
    // The operator's mail counter names the kind of mail, not the call's sequence: one series however often calls move.
    const metrics = await (await fetch(`${fixture.service.url}/metrics`)).text();
    expect(metrics).toMatch(/^sichtwerk_mails_sent_total\{[^}]*kind="escalation-team"[^}]*\} 1$/m);
  });
});

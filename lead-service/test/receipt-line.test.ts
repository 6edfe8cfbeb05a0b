/**
 * The team's notification says what the visitor got — sent, or not sent and why, and what to do — with the
 * lead's page in the sales desk. Through the real service, database and SMTP sink.
 */
import { describe, expect, it } from 'vitest';
import { validCancellation } from './support/form-bodies.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { backofficeEmail, salesEmail, validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

// One visitor mail per address and day, so the second request to the same address meets the limit.
const fixture = useServiceFixture({ env: { VISITOR_MAILS_PER_ADDRESS: '1', SITE_URL: 'https://www.sichtwerk.example' } });

const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

async function teamMailOf(to: string, id: string): Promise<string> {
  const mail = await waitFor('the team mail', () => fixture.smtp.to(to).find((candidate) => candidate.parsed.messageId?.includes(id)));
  return plain(mail.parsed.text);
}

describe('when sales read the notification of a new analysis request', () => {
  it('then it says the visitor got the confirmation, and links the lead in the desk', async () => {
    const response = await fixture.service.post({ ...validRequest, email: 'bestaetigt@example.de' });
    const { id } = (await response.json()) as { id: string };
    const text = await teamMailOf(salesEmail, id);
    expect(text).toMatch(/^Bestätigung an den Absender: verschickt am \d{2}\.\d{2}\.\d{4}/);
    expect(text).toContain(`Im Vertrieb: https://www.sichtwerk.example/vertrieb/leads/${id}`);
    const html = fixture.smtp.to(salesEmail).find((candidate) => candidate.parsed.messageId?.includes(id))?.parsed.html;
    expect(html).toContain(`<a href="https://www.sichtwerk.example/vertrieb/leads/${id}">`);
    expect(fixture.smtp.to('bestaetigt@example.de')).toHaveLength(1);
  });

  it('then, when the address already had its mail today, it says the confirmation was not sent, why, and what to do', async () => {
    const first = await fixture.service.post({ ...validRequest, email: 'zweimal@example.de' });
    await teamMailOf(salesEmail, ((await first.json()) as { id: string }).id);
    const second = await fixture.service.post({ ...validRequest, company: 'Zweite Anfrage', email: 'zweimal@example.de' });
    const { id } = (await second.json()) as { id: string };
    const text = await teamMailOf(salesEmail, id);
    expect(text).toMatch(/^Bestätigung an den Absender: nicht verschickt \(Grund: Tageslimit/);
    expect(text).toContain('Bitte antworte der Person selbst');
    expect(text).toContain(`/vertrieb/leads/${id}`);
    expect(fixture.smtp.to('zweimal@example.de')).toHaveLength(1);
  });
});

describe('when the back office reads the notification of a cancellation sent without the form token', () => {
  it('then it says the receipt was held by the spam protection, how the customer or staff release it, and by when', async () => {
    const response = await fixture.service.postTo('/api/cancellations', {
      ...validCancellation,
      email: 'kuendigt-ohne-token@example.de',
      _token: undefined,
    });
    const { id } = (await response.json()) as { id: string };
    const text = await teamMailOf(backofficeEmail, id);
    expect(text).toContain('Bestätigung an den Absender: nicht verschickt – der Spam-Schutz konnte nicht prüfen');
    expect(text).toContain('spätestens am nächsten Arbeitstag');
    expect(text).toContain(`/vertrieb/leads/${id}`);
    expect(text).not.toContain('wird automatisch verschickt');
  });
});

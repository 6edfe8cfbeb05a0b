/**
 * The e-mails of the contact, referral, cancellation and callback forms, end to end: HTTP → database → queue →
 * worker → an in-process SMTP server. Recipients, Reply-To, German texts, header safety and the pipeline's
 * at-most-once bookkeeping per mail.
 */
import { referralTerms } from '@sichtwerk/content/referral-offer';
import { callbackTimeWindows } from '@sichtwerk/forms/callback-request-schema';
import { referralConsent } from '@sichtwerk/forms/referral-schema';
import { cancellationPageTerm } from '@sichtwerk/content/legal/contract-terms';
import { afterEach, describe, expect, it } from 'vitest';
import { validCancellation, validContactMessage, validReferral } from './support/form-bodies.ts';
import { formCaseOf, formCases, type FormCase } from './support/forms.ts';
import type { ReceivedMail } from './support/smtp-sink.ts';
import { backofficeEmail, salesEmail } from './support/test-service.ts';
import { sleep, waitFor } from './support/wait-for.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { mailItemsOf, rowsOf } from './support/lead-rows.ts';

const fixture = useServiceFixture();

afterEach(() => {
  fixture.smtp.behaviour = {};
});

/** Mail text with non-breaking spaces as plain spaces, for readable expectations. */
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const addresses = (list: Array<{ address?: string }> | undefined) => (list ?? []).map((entry) => entry.address);
const headerBlock = (mail: ReceivedMail) => mail.raw.split(/\r?\n\r?\n/)[0] ?? '';

async function submit(path: string, body: Record<string, unknown>): Promise<{ id: string; submittedAt: string; reference: string }> {
  const response = await fixture.service.postTo(path, body);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; submittedAt: string; reference: string };
}

function mailsFor(id: string): ReceivedMail[] {
  return fixture.smtp.received.filter((mail) => mail.parsed.messageId?.includes(id));
}

function mailTo(id: string, address: string): ReceivedMail {
  const found = mailsFor(id).filter((mail) => mail.to.includes(address));
  expect(found, `mails for ${id} to ${address}`).toHaveLength(1);
  return found[0]!;
}

async function row(table: string, id: string) {
  return (await fixture.db.pool.query(`SELECT ${table}.*, ${mailItemsOf(table)} FROM ${rowsOf(table)} WHERE id = $1`, [id]))
    .rows[0] as Record<string, unknown>;
}

/** "21.11.2025, 10:53:07 Uhr (MEZ)", computed here independently of the service's formatter. */
function berlinSeconds(date: Date): string {
  const parts = new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('day')}.${part('month')}.${part('year')}, ${part('hour')}:${part('minute')}:${part('second')} Uhr (${part('timeZoneName')})`;
}

describe('when a visitor sends a contact message', () => {
  it('then the sender gets a German receipt and sales a notification with Reply-To the sender, each once', async () => {
    const email = 'jonas.mails@example.de';
    const { id } = await submit('/api/contact-messages', { ...validContactMessage, email });
    await waitFor('both mails', () => mailsFor(id).length === 2);

    const receipt = mailTo(id, email).parsed;
    expect(addresses(receipt.to)).toEqual([email]);
    expect(addresses(receipt.replyTo)).toEqual([salesEmail]);
    expect(receipt.subject).toBe('Deine Nachricht an Sichtwerk ist angekommen');
    // A plain name greets the sender; anything that is not plainly a name stays out (test/mail-greeting.test.ts).
    expect(plain(receipt.text)).toContain(`Hallo ${validContactMessage.name},`);
    expect(plain(receipt.text)).toMatch(/Sie ist am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr bei uns eingegangen/);
    expect(plain(receipt.text)).toContain('an Arbeitstagen (Montag bis Freitag, außer an Feiertagen in Berlin) innerhalb von 24 Stunden');
    expect(plain(receipt.text)).toContain('HRB 000000');
    // The receipt does not echo the message: a form that mails arbitrary text to any address is a spam relay.
    expect(plain(receipt.text)).not.toContain('Angebot für zwei Standorte');
    expect(receipt.messageId).toBe(`<message-${id}.receipt@sichtwerk.de>`);

    const notification = mailTo(id, salesEmail).parsed;
    expect(addresses(notification.replyTo)).toEqual([email]);
    expect(notification.subject).toBe('Neue Kontaktanfrage: Jonas Becker');
    // The public legal footer is for people outside the company; the team's own mail goes without it.
    expect(plain(notification.text)).not.toContain('HRB 000000');
    expect(notification.html).not.toContain('HRB 000000');
    for (const value of ['Jonas Becker', email, '0171 2345678', 'ich hätte gern ein Angebot für zwei Standorte.', id]) {
      expect(plain(notification.text)).toContain(value);
    }
    expect(plain(notification.text)).toMatch(/Nachricht:\n {2}Hallo,\n {2}ich hätte gern/);
    expect(notification.html).toMatch(/Hallo,<br>ich hätte gern/);
    expect(notification.messageId).toBe(`<message-${id}.notification@sichtwerk.de>`);

    const stored = await waitFor('sent_at columns', async () => {
      const current = await row('contact_messages', id);
      return current.receipt_sent_at && current.notification_sent_at ? current : undefined;
    });
    expect(stored.enqueued_at).toBeInstanceOf(Date);
    expect(stored.receipt_error).toBeNull();
  });

  it('then a permanently rejected receipt (550) is recorded, the notification still goes out, and nothing is retried', async () => {
    const email = 'no-such-user@example.de';
    fixture.smtp.behaviour = { rejectRecipient: (address) => (address === email ? 550 : undefined) };
    const { id } = await submit('/api/contact-messages', { ...validContactMessage, email });

    const stored = await waitFor('recorded 550', async () => {
      const current = await row('contact_messages', id);
      return current.receipt_error && current.notification_sent_at ? current : undefined;
    });
    expect(stored.receipt_error).toMatch(/550/);
    expect(stored.receipt_sent_at).toBeNull();
    await fixture.service.sweep();
    await sleep(500);
    expect(fixture.smtp.rcptAttempts.get(email)).toBe(1);
    expect(mailsFor(id)).toHaveLength(1);
  });
});

describe('when a visitor recommends a company', () => {
  it('then the referrer gets the reward conditions, sales gets both parties, and the company gets nothing', async () => {
    const referrerEmail = 'petra.mails@example.de';
    const companyEmail = 'chef@autohaus-mails.example';
    const { id, reference } = await submit('/api/referrals', { ...validReferral, referrerEmail, companyEmail });
    await waitFor('both mails', () => mailsFor(id).length === 2);
    await sleep(200);
    expect(mailsFor(id)).toHaveLength(2);

    const acknowledgement = mailTo(id, referrerEmail).parsed;
    expect(addresses(acknowledgement.to)).toEqual([referrerEmail]);
    expect(addresses(acknowledgement.replyTo)).toEqual([salesEmail]);
    expect(plain(acknowledgement.subject)).toBe('Danke für deine Empfehlung – 500 € Prämie, wenn daraus ein Vertrag wird');
    const ackText = plain(acknowledgement.text);
    // Nothing the form's sender typed comes back to the address they typed.
    // Only the referrer's own plain name greets them; nothing about the company they recommended.
    expect(ackText).toContain('Hallo Petra Lang,');
    for (const typed of ['Autohaus Weber GmbH', 'Klaus Weber']) expect(ackText).not.toContain(typed);
    expect(ackText).toContain(`(Vorgangsnummer ${reference})`);
    for (const term of referralTerms) expect(ackText).toContain(plain(term));
    // The figures themselves, so a content edit that drops one is noticed here too.
    for (const figure of ['500 €', 'Neukunde', 'mindestens 6 Monate', '14-tägigen Wartefrist', 'beliebig viele']) {
      expect(ackText).toContain(figure);
    }
    expect(ackText).not.toContain(companyEmail);
    expect(acknowledgement.messageId).toBe(`<referral-${id}.acknowledgement@sichtwerk.de>`);

    const notification = mailTo(id, salesEmail).parsed;
    expect(addresses(notification.replyTo)).toEqual([referrerEmail]);
    expect(notification.subject).toBe('Neue Empfehlung: Autohaus Weber GmbH (von Petra Lang)');
    for (const value of [
      'Petra Lang',
      referrerEmail,
      'Autohaus Weber GmbH',
      'Klaus Weber',
      companyEmail,
      '089 5566778',
      'Google Maps',
      id,
    ]) {
      expect(plain(notification.text)).toContain(value);
    }
    expect(plain(notification.text)).toMatch(/Empfohlen von:\nName: Petra Lang/);
    expect(plain(notification.text)).toMatch(/Empfohlenes Unternehmen:\nUnternehmen: Autohaus Weber GmbH/);
    // Sales may call because the referrer confirmed the company agrees; the mail says who confirmed what.
    expect(plain(notification.text)).toContain(`Einverständnis: von Petra Lang bestätigt: „${referralConsent.statement}“`);

    // The recommended company never asked to be contacted: no RCPT, and its address in no header of any mail.
    expect(fixture.smtp.rcptAttempts.has(companyEmail)).toBe(false);
    for (const mail of fixture.smtp.received) expect(headerBlock(mail).toLowerCase()).not.toContain(companyEmail);

    const stored = await waitFor('sent_at columns', async () => {
      const current = await row('referrals', id);
      return current.acknowledgement_sent_at && current.notification_sent_at ? current : undefined;
    });
    expect(stored.enqueued_at).toBeInstanceOf(Date);
  });

  it('then a temporarily failing referrer address (421) is retried and its mail arrives once; the notification is not repeated', async () => {
    const referrerEmail = 'busy-referrer@example.de';
    fixture.smtp.behaviour = { rejectRecipient: (address, attempt) => (address === referrerEmail && attempt <= 2 ? 421 : undefined) };
    const { id } = await submit('/api/referrals', { ...validReferral, referrerEmail });

    await waitFor('acknowledgement after retries', () => fixture.smtp.to(referrerEmail).length === 1);
    expect(fixture.smtp.rcptAttempts.get(referrerEmail)).toBe(3);
    // Both marks: on a busy machine the notification can go out only with the attempt that delivers the acknowledgement.
    await waitFor('both mails marked as sent', async () => {
      const current = await row('referrals', id);
      return current.acknowledgement_sent_at && current.notification_sent_at;
    });
    expect(mailsFor(id).filter((mail) => mail.to.includes(salesEmail))).toHaveLength(1);
  });
});

describe('when a customer cancels', () => {
  it('then the customer gets the promised confirmation with the time of receipt to the second and the customer number', async () => {
    const email = 'kuendigung.mails@schnittig.example';
    const { id, submittedAt, reference } = await submit('/api/cancellations', { ...validCancellation, email });
    await waitFor('both mails', () => mailsFor(id).length === 2);

    const confirmation = mailTo(id, email).parsed;
    expect(addresses(confirmation.to)).toEqual([email]);
    expect(addresses(confirmation.replyTo)).toEqual([backofficeEmail]);
    expect(plain(confirmation.subject)).toMatch(/^Eingangsbestätigung deiner Kündigung vom \d{2}\.\d{2}\.\d{4}$/);
    const text = plain(confirmation.text);
    const receivedAt = plain(berlinSeconds(new Date(submittedAt)));
    expect(receivedAt).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} Uhr \((MEZ|MESZ)\)$/);
    expect(text).toContain(`Sie ist am ${receivedAt} bei uns eingegangen.`);
    expect(text).toContain('Kundennummer: angegeben, endet auf 0815');
    expect(text).not.toContain('KD-2024');
    // The receipt is the customer's proof: it names no notice period of its own, the AGB decide (§ 305c Abs. 2 BGB).
    expect(text).not.toContain(plain(cancellationPageTerm.sentence));
    expect(text).toContain('Das Enddatum teilen wir dir nach Prüfung gesondert mit.');
    expect(text).toContain(
      '§ 4 „Laufzeit und Kündigung“ unserer AGB (Stand 05.01.2025): https://www.sichtwerk.de/agb#laufzeit-und-kuendigung',
    );
    // The reference people can read out on the phone; the UUID stays internal.
    expect(text).toContain(`Vorgangsnummer: ${reference}`);
    expect(text).not.toContain(id);
    expect(text).toContain('Sichtwerk GmbH');
    expect(confirmation.messageId).toBe(`<cancellation-${id}.confirmation@sichtwerk.de>`);

    const stored = await waitFor('sent_at columns', async () => {
      const current = await row('cancellations', id);
      return current.confirmation_sent_at && current.notification_sent_at ? current : undefined;
    });
    expect(stored.enqueued_at).toBeInstanceOf(Date);
  });

  it('then the back office, not sales, gets the notification with every field and Reply-To the customer', async () => {
    const email = 'backoffice-check@schnittig.example';
    const { id } = await submit('/api/cancellations', { ...validCancellation, email });
    await waitFor('both mails', () => mailsFor(id).length === 2);

    expect(mailsFor(id).some((mail) => mail.to.includes(salesEmail))).toBe(false);
    const notification = mailTo(id, backofficeEmail).parsed;
    expect(addresses(notification.replyTo)).toEqual([email]);
    expect(notification.subject).toBe('Neue Kündigung: Friseursalon Schnittig (Kundennr. KD-2024-0815)');
    for (const value of ['Friseursalon Schnittig', email, 'KD-2024-0815', 'Geschäftsaufgabe', id]) {
      expect(plain(notification.text)).toContain(value);
    }
    expect(plain(notification.text)).toMatch(/Eingegangen am: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} Uhr \((MEZ|MESZ)\)/);
    expect(plain(notification.text)).toMatch(/Aufbewahren bis: 31\.12\.\d{4} \(§ 257 HGB, § 147 AO\)/);
  });

  it('then a confirmation without customer number says it was not given', async () => {
    const email = 'ohne-nummer@schnittig.example';
    const { id } = await submit('/api/cancellations', { company: 'Salon Ohne Nummer', email });
    await waitFor('both mails', () => mailsFor(id).length === 2);
    expect(plain(mailTo(id, email).parsed.text)).toContain('Kundennummer: nicht angegeben');
    expect(mailTo(id, backofficeEmail).parsed.subject).toBe('Neue Kündigung: Salon Ohne Nummer');
  });
});

describe('when a visitor asks for a callback', () => {
  it('then sales alone get one notification with the number to call, the window and the desk link, and replies stay with the team', async () => {
    const form = formCaseOf('callback-request');
    const phone = form.marker('rueckruf');
    const { id } = await submit(form.path, { ...form.valid, [form.markerField]: phone, timeWindow: 'mittags' });
    await waitFor('the notification', () => mailsFor(id).length === 1);
    await sleep(200);
    expect(mailsFor(id)).toHaveLength(1);
    const notification = mailTo(id, salesEmail);
    expect(notification.parsed.subject).toBe(`Rückrufbitte: ${form.valid.name}, ${callbackTimeWindows.mittags}`);
    expect(addresses(notification.parsed.replyTo)).toEqual([salesEmail]);
    const text = plain(notification.parsed.text);
    expect(text).toContain(phone);
    expect(text).toContain(callbackTimeWindows.mittags);
    expect(text).toContain(`/vertrieb/`);
    // The marker is a German number with its leading 0 ("0PPPP NNNNN"): the link dials it with +49 instead.
    expect(notification.parsed.html).toContain(`href="tel:+49${phone.replace(/\D/g, '').slice(1)}"`);
    expect((await row(form.table, id)).notification_sent_at).not.toBeNull();
  });

  it('then a number written with (0) after +49 is linked as the number it is, not with the 0 dialled too', async () => {
    const form = formCaseOf('callback-request');
    const { id } = await submit(form.path, { ...form.valid, [form.markerField]: '+49 (0) 30 / 777-888', timeWindow: 'mittags' });
    await waitFor('the notification', () => mailsFor(id).length === 1);
    const html = mailTo(id, salesEmail).parsed.html ?? '';
    expect(html).toContain('href="tel:+4930777888"');
    expect(html).toContain('+49 (0) 30 / 777-888</a>');
  });
});

/**
 * The valid body with the visitor's address (or phone number), and `evil` in every field that accepts it as it is. Line breaks
 * are refused by one-line fields (hostile-text.test.ts), so for them a form may have no accepting field.
 */
function hostileBody(form: FormCase, email: string, evil: string, minAccepting = 1): Record<string, unknown> {
  const body: Record<string, unknown> = { ...form.valid, [form.markerField]: email };
  const fields = Object.keys(form.columns).filter((field) => field !== form.markerField);
  const accepting = fields.filter((field) => form.schema.safeParse({ ...body, [field]: evil }).success);
  expect(accepting.length, `${form.name}: a field that takes free text`).toBeGreaterThanOrEqual(minAccepting);
  for (const field of accepting) body[field] = evil;
  return body;
}

describe.each(formCases)('when a $name carries hostile text', (form) => {
  const { path } = form;
  const body = (email: string, evil: string, minAccepting?: number) => hostileBody(form, email, evil, minAccepting);
  it('then user values are HTML-escaped in the team mail, and the visitor mail does not repeat them at all', async () => {
    const { id } = await submit(path, body(form.marker(`html-${path.slice(5)}`), '<script>alert(1)</script> & Co'));
    await waitFor('its mails', () => mailsFor(id).length === form.mailCount);
    for (const mail of mailsFor(id)) {
      expect(mail.parsed.html).not.toContain('<script>');
      const toTeam = mail.to.includes(salesEmail) || mail.to.includes(backofficeEmail);
      if (toTeam) expect(mail.parsed.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
      else expect(mail.parsed.html).not.toContain('alert(1)');
    }
  });

  it('then a CR/LF cannot add a mail header or a recipient', async () => {
    const evil = 'ACME\r\nBcc: victim@evil.example\r\nX-Injected: yes';
    const { id } = await submit(path, body(form.marker(`crlf-${path.slice(5)}`), evil, 0));
    await waitFor('its mails', () => mailsFor(id).length === form.mailCount);
    for (const mail of mailsFor(id)) {
      expect(headerBlock(mail)).not.toMatch(/^bcc:/im);
      expect(headerBlock(mail)).not.toMatch(/^x-injected:/im);
      expect(mail.parsed.headers.map((header) => header.key)).not.toContain('x-injected');
      expect(mail.to).not.toContain('victim@evil.example');
    }
    expect(fixture.smtp.rcptAttempts.has('victim@evil.example')).toBe(false);
  });
});

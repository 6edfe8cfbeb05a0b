/**
 * Delivery is at least once: when a mail reached the server but the service never learned it (it died
 * between the 250 and its record, or the answer was lost), the mail is sent again. The copy carries the
 * same Message-ID, so a receiving system can drop it, and the row records the mail as sent once.
 */
import { describe, expect, it } from 'vitest';
import { validContactMessage } from './support/form-bodies.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { waitFor } from './support/wait-for.ts';

const fixture = useServiceFixture();

describe('when the mail server takes a receipt but its answer says it failed', () => {
  it('then the receipt is sent again with the same Message-ID, and the row is marked sent', async () => {
    const email = 'doppelt@kundin.example';
    fixture.smtp.behaviour.failAfterReceiving = (recipients, number) => (recipients.includes(email) && number === 1 ? 451 : undefined);
    const response = await fixture.service.postTo('/api/contact-messages', { ...validContactMessage, email });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const copies = await waitFor('the receipt twice', () => (fixture.smtp.to(email).length >= 2 ? fixture.smtp.to(email) : undefined));
    fixture.smtp.behaviour.failAfterReceiving = undefined;
    expect(copies.map((mail) => mail.parsed.messageId)).toEqual([copies[0]!.parsed.messageId, copies[0]!.parsed.messageId]);
    expect(copies[0]!.parsed.messageId).toContain(id);
    const row = await waitFor('marked sent', async () => {
      const { rows } = await fixture.db.pool.query(
        "SELECT sent_at AS receipt_sent_at FROM lead_mails WHERE lead_id = $1 AND mail = 'receipt'",
        [id],
      );
      return rows[0]?.receipt_sent_at ? rows[0] : undefined;
    });
    expect(row.receipt_sent_at).toBeInstanceOf(Date);
  });
});

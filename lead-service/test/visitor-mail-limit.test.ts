/**
 * Stories of the daily allowance of mails to one visitor mailbox: it counts mails that went out, not tries,
 * so a mail server that is down for a while costs no visitor their receipt; and it counts a mailbox, not a
 * spelling, so `+tag` sub-addresses and Gmail's dots do not multiply what a stranger can send to a victim.
 */
import { describe, expect, it } from 'vitest';
import { mailboxOf } from '../src/kind-kit/visitor-mail-limit.ts';
import { validContactMessage } from './support/form-bodies.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { salesEmail } from './support/test-service.ts';
import { sleep, waitFor } from './support/wait-for.ts';

const perAddress = 3;
// The smallest first retry delay the schema allows: all 8 attempts of a refused mail's job then take about 1.3 s
// instead of the test default's 12.7 s (it doubles per attempt); the refusal story waits for every one of them.
const fixture = useServiceFixture({ env: { VISITOR_MAILS_PER_ADDRESS: String(perAddress), JOB_BACKOFF_MS: '10' } });

async function postMessage(email: string): Promise<string> {
  const response = await fixture.service.postTo('/api/contact-messages', { ...validContactMessage, email });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const settledRow = (id: string) =>
  waitFor(
    'receipt sent or recorded as not sent',
    async () => {
      const { rows } = await fixture.db.pool.query(
        "SELECT sent_at AS receipt_sent_at, error AS receipt_error FROM lead_mails WHERE lead_id = $1 AND mail = 'receipt'",
        [id],
      );
      const row = rows[0] as { receipt_sent_at: Date | null; receipt_error: string | null } | undefined;
      return row && (row.receipt_sent_at !== null || row.receipt_error !== null) ? row : undefined;
    },
    30_000,
  );

describe('when the mail server refuses visitor mails for a while and then takes them again', () => {
  it(`then every visitor within the limit of ${perAddress} gets exactly one receipt`, async () => {
    const visitor = 'ausfall@kundin.example';
    let refusals = 0;
    // The server is "down" for the visitor's mails for six tries (451: try again later), then up.
    fixture.smtp.behaviour.rejectRecipient = (address) => {
      if (address !== visitor || refusals >= 6) return undefined;
      refusals += 1;
      return 451;
    };
    const ids = [];
    for (let lead = 0; lead < perAddress; lead += 1) ids.push(await postMessage(visitor));
    const rows = await Promise.all(ids.map(settledRow));
    fixture.smtp.behaviour.rejectRecipient = undefined;
    await sleep(300);
    expect(refusals).toBe(6);
    expect(rows.map((row) => row.receipt_error)).toEqual(ids.map(() => null));
    const receipts = fixture.smtp.to(visitor);
    expect(receipts).toHaveLength(perAddress);
    expect(new Set(receipts.map((mail) => mail.parsed.messageId)).size).toBe(perAddress);
    for (const id of ids) expect(receipts.some((mail) => mail.parsed.messageId?.includes(id))).toBe(true);
  });
});

describe('when the mail server refuses a visitor mail for longer than all retries of its job', () => {
  it('then the mail stays pending, the sweeper queues it again, and it arrives once the server is back', async () => {
    const visitor = 'lange-stoerung@kundin.example';
    const jobAttempts = 8;
    let refusals = 0;
    fixture.smtp.behaviour.rejectRecipient = (address) => {
      if (address !== visitor || refusals >= jobAttempts) return undefined;
      refusals += 1;
      return 451;
    };
    const id = await postMessage(visitor);
    await waitFor('every attempt of the first job refused', () => refusals === jobAttempts, 45_000);
    await sleep(300);
    const { rows } = await fixture.db.pool.query(
      "SELECT sent_at AS receipt_sent_at, error AS receipt_error FROM lead_mails WHERE lead_id = $1 AND mail = 'receipt'",
      [id],
    );
    expect(rows[0]).toEqual({ receipt_sent_at: null, receipt_error: null });
    await waitFor(
      'the receipt, after a sweep',
      async () => {
        await fixture.service.sweep();
        return fixture.smtp.to(visitor).length === 1;
      },
      20_000,
      500,
    );
    fixture.smtp.behaviour.rejectRecipient = undefined;
    expect(fixture.smtp.to(visitor)[0]?.parsed.messageId).toContain(id);
  }, 90_000);
});

describe('when someone floods one victim through sub-addresses and other spellings of the mailbox', () => {
  it('then the mailbox reads each spelling as the same address', () => {
    expect(mailboxOf('Opfer+1@Beispiel.example')).toBe('opfer@beispiel.example');
    expect(mailboxOf('"Opfer" <opfer+news@beispiel.example>')).toBe('opfer@beispiel.example');
    expect(mailboxOf('V.i.c.t.i.m+x@GoogleMail.com')).toBe('victim@gmail.com');
    // Dots only mean nothing at Gmail; elsewhere they are part of the name.
    expect(mailboxOf('v.ictim@beispiel.example')).toBe('v.ictim@beispiel.example');
  });

  it.each([
    ['victim+1..6@', (n: number) => `victim+${n}@opfer.example`, 'victim@opfer.example'],
    [
      'dotted Gmail spellings',
      (n: number) => `${'victim'.slice(0, (n % 5) + 1)}.${'victim'.slice((n % 5) + 1)}${n % 2 ? '+x' : ''}@gmail.com`,
      'victim@gmail.com',
    ],
  ])(`then %s get no more than ${perAddress} mails together`, async (_story, spelling, mailbox) => {
    const ids = [];
    for (let n = 1; n <= 6; n += 1) ids.push(await postMessage(spelling(n)));
    for (const id of ids) {
      await settledRow(id);
      await waitFor('team mail', () => fixture.smtp.to(salesEmail).some((mail) => mail.parsed.messageId?.includes(id)));
    }
    await sleep(200);
    const delivered = fixture.smtp.received.filter((mail) => mail.to.some((to) => mailboxOf(to) === mailbox));
    expect(delivered).toHaveLength(perAddress);
  });
});

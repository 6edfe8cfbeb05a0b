/**
 * The mail to an address someone typed into a form is the one thing a stranger can aim at a third person.
 * These stories try to abuse it: as a spam relay (our text plus theirs, from our domain), without a real
 * form token, with one token replayed, and as a mail bomb on one victim address.
 */
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { visitorMailSkipped } from '../src/pipeline/visitor-mail-skipped.ts';
import { validCancellation, validContactMessage, validReferral } from './support/form-bodies.ts';
import type { ReceivedMail } from './support/smtp-sink.ts';
import { backofficeEmail, salesEmail, validRequest } from './support/test-service.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { sleep, waitFor } from './support/wait-for.ts';
import { mailItemsOf, rowsOf } from './support/lead-rows.ts';

const perAddress = 3;
const fixture = useServiceFixture({ env: { VISITOR_MAILS_PER_ADDRESS: String(perAddress) } });

const spam = 'GEWINN! 500 EUR sofort: https://evil.example/claim';

/** Each form with the typed-in (victim) address and every free-text field filled with the spammer's text. */
const forms = [
  {
    path: '/api/contact-submissions',
    table: 'contact_submissions',
    mail: 'confirmation',
    team: salesEmail,
    body: (email: string) => ({ ...validRequest, email, company: spam, website: 'evil.example/claim', industry: spam }),
    typed: [spam, 'evil.example', validRequest.phone],
  },
  {
    path: '/api/contact-messages',
    table: 'contact_messages',
    mail: 'receipt',
    team: salesEmail,
    body: (email: string) => ({ ...validContactMessage, email, name: spam, message: spam }),
    typed: [spam, validContactMessage.phone],
  },
  {
    path: '/api/referrals',
    table: 'referrals',
    mail: 'acknowledgement',
    team: salesEmail,
    body: (email: string) => ({
      ...validReferral,
      referrerEmail: email,
      referrerName: spam,
      companyName: spam,
      contactPerson: spam,
      reason: spam,
    }),
    typed: [spam, validReferral.companyEmail, validReferral.companyPhone],
  },
  {
    path: '/api/cancellations',
    table: 'cancellations',
    mail: 'confirmation',
    team: backofficeEmail,
    body: (email: string) => ({
      ...validCancellation,
      email,
      company: spam,
      customerNumber: 'Gewinn 500 EUR sofort abholen',
      reason: spam,
    }),
    typed: [spam, 'Gewinn 500 EUR'],
  },
] as const;

type Form = (typeof forms)[number];

const mailsFor = (id: string): ReceivedMail[] => fixture.smtp.received.filter((mail) => mail.parsed.messageId?.includes(id));
const plain = (text: string | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

async function postAnswer(form: Form, body: Record<string, unknown>): Promise<{ id: string; reference: string }> {
  const response = await fixture.service.postTo(form.path, body);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

async function post(form: Form, body: Record<string, unknown>): Promise<string> {
  return (await postAnswer(form, body)).id;
}

async function row(form: Form, id: string): Promise<Record<string, unknown>> {
  return (await fixture.db.pool.query(`SELECT ${form.table}.*, ${mailItemsOf(form.table)} FROM ${rowsOf(form.table)} WHERE id = $1`, [id]))
    .rows[0] as Record<string, unknown>;
}

/** Waits until the row's team mail went out and its visitor mail was either sent or recorded as skipped. */
async function settled(form: Form, id: string): Promise<Record<string, unknown>> {
  await waitFor('team mail', () => mailsFor(id).some((mail) => mail.to.includes(form.team)));
  return waitFor('visitor mail settled', async () => {
    const stored = await row(form, id);
    return stored[`${form.mail}_sent_at`] !== null || stored[`${form.mail}_error`] !== null ? stored : undefined;
  });
}

describe('when a spammer types a stranger’s address and puts an advert in every text field', () => {
  it.each(forms.map((form) => [form.path, form] as const))(
    'then the mail to that address from %s carries none of the typed text, while the team gets all of it',
    async (_path, form) => {
      const victim = `relay-${form.table}@opfer.example`;
      const { id, reference } = await postAnswer(form, form.body(victim));
      await settled(form, id);

      const toVictim = fixture.smtp.to(victim);
      expect(toVictim).toHaveLength(1);
      const visitorMail = toVictim[0]!.parsed;
      const shown = [visitorMail.subject, plain(visitorMail.text), visitorMail.html || ''].join('\n');
      for (const typed of form.typed) expect(shown).not.toContain(typed);
      expect(shown.toLowerCase()).not.toContain('evil.example');
      // Our own fixed text with the reference number is what the victim reads instead.
      expect(plain(visitorMail.text)).toContain(reference);

      const team = mailsFor(id).find((mail) => mail.to.includes(form.team))!.parsed;
      expect(plain(team.text)).toContain(spam);
    },
  );

  it('then a customer number in the format of one carries no message either: only its end is confirmed', async () => {
    const form = forms[3];
    const email = 'kunde-format@schnittig.example';
    const id = await post(form, { ...validCancellation, email, customerNumber: 'ANRUF-0900-666777' });
    await settled(form, id);
    const text = plain(fixture.smtp.to(email)[0]?.parsed.text);
    expect(text).toContain('Kundennummer: angegeben, endet auf 6777');
    expect(text).not.toContain('ANRUF');
    expect(text).not.toContain('0900');
  });
});

describe('when a bot posts without a valid form token', () => {
  it.each([
    ['without any token', { _token: undefined }],
    ['with a forged token', { _token: 'abc.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
  ])('then %s the lead is stored and the team is told to check it, but the typed address gets nothing', async (_story, token) => {
    for (const form of forms) {
      const victim = `ohne-token-${form.table}-${String(token._token).length}@opfer.example`;
      const id = await post(form, { ...form.body(victim), ...token });
      const stored = await settled(form, id);
      expect(stored.spam_reason).toMatch(/^token_/);
      expect(stored[`${form.mail}_sent_at`]).toBeNull();
      expect(stored[`${form.mail}_error`]).toBe(visitorMailSkipped.unverified);
      expect(fixture.smtp.rcptAttempts.has(victim)).toBe(false);
      const team = mailsFor(id).find((mail) => mail.to.includes(form.team))!.parsed;
      expect(plain(team.text)).toMatch(/^Bitte prüfen: Diese Anfrage hat den Spam-Schutz nicht vollständig bestanden/);
    }
  });
});

describe('when a bot fetches one real token and replays it with ten addresses', () => {
  it('then only the first post counts as verified; the other nine are token_invalid and their addresses get no mail', async () => {
    const form = forms[1];
    const token = await fixture.service.formToken('contact-messages');
    const victims = Array.from({ length: 10 }, (_, i) => `replay-${i}@opfer.example`);
    const ids: string[] = [];
    for (const victim of victims) ids.push(await post(form, { ...validContactMessage, email: victim, _token: token }));
    const rows = await Promise.all(ids.map((id) => settled(form, id)));

    expect(rows[0]!.spam_reason).toBeNull();
    expect(fixture.smtp.to(victims[0]!)).toHaveLength(1);
    for (const [index, stored] of rows.entries()) {
      if (index === 0) continue;
      expect(stored.spam_reason).toBe('token_invalid');
      expect(stored[`${form.mail}_error`]).toBe(visitorMailSkipped.unverified);
      expect(fixture.smtp.rcptAttempts.has(victims[index]!)).toBe(false);
    }
  });
});

describe('when someone uses every form to flood one victim address', () => {
  it(`then the address gets at most ${perAddress} mails a day, the rest is stored, told to the team and recorded as not sent`, async () => {
    const victim = 'Bombe.Ziel@Opfer.example';
    const ids: Array<{ form: Form; id: string }> = [];
    // Different spellings of the same address and every form: the allowance is per address, not per form.
    for (let round = 0; round < 2; round += 1) {
      for (const form of forms) {
        const email = round === 0 ? victim : victim.toLowerCase();
        ids.push({ form, id: await post(form, form.body(email)) });
        await settled(form, ids.at(-1)!.id);
      }
    }
    await sleep(200);
    const delivered = fixture.smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === victim.toLowerCase()));
    expect(delivered).toHaveLength(perAddress);

    const rows = await Promise.all(ids.map(({ form, id }) => row(form, id)));
    const skipped = rows.filter((stored, index) => stored[`${ids[index]!.form.mail}_error`] === visitorMailSkipped.limit);
    expect(skipped).toHaveLength(ids.length - perAddress);
    for (const { form, id } of ids) expect(mailsFor(id).some((mail) => mail.to.includes(form.team))).toBe(true);

    // Redis counts a keyed hash, never the address.
    const redis = new Redis(fixture.service.config.redisUrl);
    const keys = await redis.keys(`${fixture.service.config.queuePrefix}:mail-limit:*`).finally(() => redis.disconnect());
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.toLowerCase()).not.toContain('opfer');
  });
});

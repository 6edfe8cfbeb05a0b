/**
 * Stories of the visitor who books the strategy call from the receipt mail, moves it and cancels it, and of
 * the calendar files that go with each step, parsed with ical.js as a calendar client would.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { clockLabel, dayLabel, slotLabel } from '../src/booking/call-time.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import ICAL from 'ical.js';
import { createBookingLinks } from '../src/booking/booking-links.ts';
import { bookingMessage } from '../src/booking/booking-mails.ts';
import { bookingSettingsFrom } from '../src/booking/booking-settings.ts';
import { findBooking } from '../src/booking/bookings.ts';
import { mailSettingsFrom } from '../src/app/mail-settings.ts';
import { addressOf } from '../src/platform/mail/mail-formatting.ts';
import { calendarTextOf, invitationOf } from './support/calendar-invitation.ts';
import { validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';
import { deskClient } from './support/desk-client.ts';
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { bookingMailJobId, bookingMailQueueName, type BookingMailJob } from '../src/booking/booking-mail-queue.ts';
import { insertLead } from './support/lead-rows.ts';

const adviserEmail = 'berater@sichtwerk.test';
const fixture = useServiceFixture({
  env: {
    BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00',
    BOOKING_CLOSED_DAYS: '2020-01-01',
    PUBLIC_HOLIDAY_STATE: 'none',
    BOOKING_LIMIT_PER_IP: '0',
  },
});

async function adviser(username: string) {
  const known = await fixture.db.pool.query('SELECT 1 FROM users WHERE username = $1', [username]);
  if ((known.rowCount ?? 0) > 0) return;
  await createUser(fixture.db.pool, { username, password: 'ein-langes-passwort', role: 'vertrieb', holdsCalls: true, email: adviserEmail });
}

/** A lead sent through the form; its booking link is taken from the receipt mail, as the visitor would. */
async function leadWithBookingLink(email: string): Promise<{ id: string; link: string }> {
  const response = await fixture.service.post({ ...validRequest, email });
  const { id } = (await response.json()) as { id: string };
  const receipt = await waitFor('the receipt mail', () => fixture.smtp.to(email)[0]);
  const found = /https?:\/\/[^\s"<>]+(\/termin\?vorgang=[^\s"<>]+)/.exec(receipt.parsed.text ?? '');
  if (!found?.[1]) throw new Error('no booking link in the receipt mail');
  return { id, link: `${fixture.service.url}${found[1].replace(/&amp;/g, '&')}` };
}

const slotValues = (html: string) => [...html.matchAll(/name="slot" id="slot-\d+" value="([^"]+)"/g)].map((match) => match[1] as string);
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});
const bookingOf = async (leadId: string) =>
  (
    await fixture.db.pool.query<{ id: string; status: string; sequence: number; starts_at: Date }>(
      'SELECT id::text, status, sequence, starts_at FROM bookings WHERE lead_id = $1 ORDER BY created_at DESC LIMIT 1',
      [leadId],
    )
  ).rows[0];
const leadStatus = async (leadId: string) =>
  (
    await fixture.db.pool.query<{ status: string }>(
      'SELECT status FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
      [leadId],
    )
  ).rows[0]?.status;
const mailsWith = (address: string, subject: RegExp) => fixture.smtp.to(address).filter((mail) => subject.test(mail.parsed.subject ?? ''));

describe('when no account holds strategy calls', () => {
  it('then the booking page says so in German and offers the callback form', async () => {
    const { link } = await leadWithBookingLink('niemand.da@example.de');
    const page = await fetch(link);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Gerade können wir keine Termine anbieten');
    expect(html).toContain('href="/rueckruf"');
  });
});

describe('when a visitor books the strategy call from the receipt mail', () => {
  it('then the free slots are listed by day, one choice books the call, and visitor and adviser get a calendar invitation', async () => {
    await adviser('berta');
    const email = 'buchung.eins@example.de';
    const { id, link } = await leadWithBookingLink(email);
    const page = await fetch(link);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    const slots = slotValues(html);
    expect(slots.length).toBeGreaterThan(10);
    const chosen = new Date(slots[0] as string);
    expect(html).toContain(dayLabel(chosen));
    expect(html).toContain(`aria-label="${slotLabel(chosen)}"`);
    // Nothing changes by looking: the page can be opened again and again.
    expect(await bookingOf(id)).toBeUndefined();

    const booked = await fetch(link, form({ slot: chosen.toISOString(), phone: '+49 30 7654321' }));
    expect(booked.status).toBe(303);
    const after = await (await fetch(link)).text();
    expect(after).toContain('Dein Termin steht');
    expect(after).toContain(clockLabel(chosen));
    expect(await leadStatus(id)).toBe('call_booked');

    const visitorMail = await waitFor('the visitor invitation', () => mailsWith(email, /^Gebucht/)[0]);
    const adviserMail = await waitFor('the adviser invitation', () => mailsWith(adviserEmail, /^Gebucht.*Bäckerei Müller/)[0]);
    for (const mail of [visitorMail, adviserMail]) {
      const invitation = invitationOf(mail);
      expect(invitation.partMethod).toBe('REQUEST');
      expect(invitation.method).toBe('REQUEST');
      expect(invitation.sequence).toBe(0);
      expect(invitation.start.getTime()).toBe(chosen.getTime());
      expect(clockLabel(invitation.start)).toBe(clockLabel(chosen));
    }
    expect(invitationOf(visitorMail).uid).toBe(invitationOf(adviserMail).uid);
    expect(visitorMail.parsed.text).toContain('+49 30 7654321');
  });

  it('then the link in the invitation opens the call; looking changes nothing, a move keeps the UID with SEQUENCE 1, a repeated post acts once, and Absagen sends METHOD:CANCEL', async () => {
    await adviser('berta');
    const email = 'buchung.zwei@example.de';
    const { id, link } = await leadWithBookingLink(email);
    const first = slotValues(await (await fetch(link)).text())[4] as string;
    expect((await fetch(link, form({ slot: first }))).status).toBe(303);
    const invitation = await waitFor('the invitation', () => mailsWith(email, /^Gebucht/)[0]);
    const manage = /https?:\/\/[^\s"<>]+(\/termin\?t=[A-Za-z0-9_-]{43})/.exec(invitation.parsed.text ?? '')?.[1];
    if (!manage) throw new Error('no manage link in the invitation');
    const manageUrl = `${fixture.service.url}${manage}`;

    const view = await (await fetch(manageUrl)).text();
    await fetch(manageUrl);
    expect(view).toContain('Anderen Termin wählen');
    expect(view).toContain('Absagen');
    expect((await bookingOf(id))?.sequence).toBe(0);

    const movePage = await (await fetch(`${fixture.service.url}${manage.replace('/termin?', '/termin/verschieben?')}`)).text();
    const key = /name="key" value="([^"]+)"/.exec(movePage)?.[1] as string;
    const target = slotValues(movePage).find((slot) => slot !== first) as string;
    const moveAction = `${fixture.service.url}${manage.replace('/termin?', '/termin/verschieben?')}`;
    expect((await fetch(moveAction, form({ key, slot: target }))).status).toBe(303);
    expect((await fetch(moveAction, form({ key, slot: slotValues(movePage).at(-1) as string }))).status).toBe(303);
    const moved = await bookingOf(id);
    expect(moved?.sequence).toBe(1);
    expect(moved?.starts_at.toISOString()).toBe(target);

    const update = await waitFor('the moved invitation', () => mailsWith(email, /^Neuer Termin/)[0]);
    expect(invitationOf(update)).toMatchObject({
      method: 'REQUEST',
      partMethod: 'REQUEST',
      uid: invitationOf(invitation).uid,
      sequence: 1,
    });
    expect(invitationOf(update).start.toISOString()).toBe(target);

    // „Absagen“ asks once, on a page of its own that works without script; only its button cancels.
    const callPage = await (await fetch(manageUrl)).text();
    expect(callPage).toMatch(/<form[^>]*method="get" action="\/termin\/absagen"[^>]*>.*Absagen<\/button>/);
    const cancelAction = `${fixture.service.url}${manage.replace('/termin?', '/termin/absagen?')}`;
    const question = await (await fetch(cancelAction)).text();
    expect(question).toContain(`Termin am ${slotLabel(new Date(target))} wirklich absagen?`);
    expect(question).toContain('Ja, Termin absagen');
    expect(question).toContain(`href="${manage.replace(/&/g, '&amp;')}"`);
    expect((await bookingOf(id))?.status).toBe('booked');
    const cancelKey = /name="key" value="([^"]+)"/.exec(question)?.[1] as string;
    expect((await fetch(cancelAction, form({ key: cancelKey }))).status).toBe(303);
    expect((await fetch(cancelAction, form({ key: cancelKey }))).status).toBe(303);
    expect(await bookingOf(id)).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(await leadStatus(id)).toBe('new');

    // The desk's Verlauf names the visitor as the one who booked, moved and cancelled, with the Berlin times.
    await createUser(fixture.db.pool, { username: 'bruno', password: 'ein-langes-passwort', role: 'vertrieb' });
    const desk = deskClient(fixture.service.url);
    expect((await desk.login('bruno', 'ein-langes-passwort')).status).toBe(200);
    const history = (await desk.get<DeskLead>(`/leads/${id}`)).body.history.filter((event) => event.actor === null);
    expect(history.map((event) => [event.label, event.by])).toEqual([
      [`Strategiegespräch gebucht: ${slotLabel(new Date(first))} Uhr`, 'Besucher:in'],
      ['Status geändert', 'Besucher:in'],
      [`Strategiegespräch verschoben: ${slotLabel(new Date(first))} → ${slotLabel(new Date(target))} Uhr`, 'Besucher:in'],
      [`Strategiegespräch abgesagt: ${slotLabel(new Date(target))} Uhr`, 'Besucher:in'],
      ['Status geändert', 'Besucher:in'],
    ]);
    const afterCancel = await (await fetch(manageUrl)).text();
    expect(afterCancel).toContain('Dein Termin ist abgesagt');
    // The way back to a call: the lead's booking page, from the manage link's page and from the mail.
    const bookingLink = createBookingLinks(fixture.service.config).bookingPathOf(id);
    expect(afterCancel).toContain(`href="${bookingLink.replace(/&/g, '&amp;')}"`);
    const rebook = await (await fetch(`${fixture.service.url}${bookingLink}`)).text();
    expect(rebook).toContain(`Dein Strategiegespräch am ${slotLabel(new Date(target))} findet nicht statt`);
    expect(slotValues(rebook).length).toBeGreaterThan(0);

    const cancellation = await waitFor('the cancellation', () => mailsWith(email, /^Abgesagt/)[0]);
    expect(invitationOf(cancellation)).toMatchObject({
      method: 'CANCEL',
      partMethod: 'CANCEL',
      status: 'CANCELLED',
      uid: invitationOf(invitation).uid,
      sequence: 2,
    });
    expect(cancellation.parsed.text).toContain(createBookingLinks(fixture.service.config).bookingUrl(id));
    await waitFor('the adviser cancellation', () => mailsWith(adviserEmail, /^Abgesagt/)[0]);
    expect(mailsWith(email, /^Abgesagt/)).toHaveLength(1);
  });

  it('then booking again after a cancellation sends a new invitation with a Message-ID of its own, to visitor and adviser', async () => {
    await adviser('berta');
    const email = 'buchung.wieder@example.de';
    const { id, link } = await leadWithBookingLink(email);
    const slots = slotValues(await (await fetch(link)).text());
    expect((await fetch(link, form({ slot: slots[1] as string }))).status).toBe(303);
    const first = await waitFor('the first invitation', () => mailsWith(email, /^Gebucht/)[0]);
    const manage = /https?:\/\/[^\s"<>]+(\/termin\?t=[A-Za-z0-9_-]{43})/.exec(first.parsed.text ?? '')?.[1] as string;
    const cancelAction = `${fixture.service.url}${manage.replace('/termin?', '/termin/absagen?')}`;
    const cancelKey = /name="key" value="([^"]+)"/.exec(await (await fetch(cancelAction)).text())?.[1] as string;
    expect((await fetch(cancelAction, form({ key: cancelKey }))).status).toBe(303);
    await waitFor('the cancellation', () => mailsWith(email, /^Abgesagt/)[0]);

    expect((await fetch(link, form({ slot: slots[3] as string }))).status).toBe(303);
    const visitorInvitations = await waitFor('both visitor invitations', () => {
      const found = mailsWith(email, /^Gebucht/);
      return found.length === 2 ? found : undefined;
    });
    const adviserInvitations = await waitFor('both adviser invitations', () => {
      const found = mailsWith(adviserEmail, /^Gebucht/).filter((mail) => mail.parsed.messageId?.includes(id));
      return found.length === 2 ? found : undefined;
    });
    const ids = [...visitorInvitations, ...adviserInvitations].map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(4);
    expect(invitationOf(visitorInvitations[1]!).start.toISOString()).toBe(slots[3]);
  });

  it('then a lead holds one upcoming call: a second booking shows the first call instead', async () => {
    const email = 'buchung.drei@example.de';
    const { id, link } = await leadWithBookingLink(email);
    const slots = slotValues(await (await fetch(link)).text());
    expect((await fetch(link, form({ slot: slots[2] as string }))).status).toBe(303);
    expect((await fetch(link, form({ slot: slots[9] as string }))).status).toBe(303);
    const { rows } = await fixture.db.pool.query('SELECT starts_at FROM bookings WHERE lead_id = $1', [id]);
    expect(rows).toHaveLength(1);
    expect((rows[0] as { starts_at: Date }).starts_at.toISOString()).toBe(slots[2]);
  });

  it('then a choice that is not on the list is refused in German and stores nothing', async () => {
    const { id, link } = await leadWithBookingLink('buchung.vier@example.de');
    const refused = await fetch(link, form({ slot: 'morgen früh' }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Bitte wähle einen Termin aus der Liste.');
    const forged = await fetch(link.replace(/s=[^&]+/, `s=${'A'.repeat(43)}`));
    expect(forged.status).toBe(404);
    expect(await bookingOf(id)).toBeUndefined();
  });

  it('then sending the form without choosing a time shows the slots again with the German message above them, and no radio leaves it to the browser', async () => {
    await adviser('berta');
    const { id, link } = await leadWithBookingLink('buchung.ohne.wahl@example.de');
    const page = await (await fetch(link)).text();
    // A required radio in a folded day: the browser's bubble could not point at it (one console error per radio).
    expect(page).not.toMatch(/<input[^>]*type="radio"[^>]*required/);
    const refused = await fetch(link, form({ phone: '+49 30 1234567' }));
    expect(refused.status).toBe(400);
    const again = await refused.text();
    expect(again).toMatch(/<p id="slot-error"[^>]*role="alert">Bitte wähle einen Termin aus der Liste\.<\/p>/);
    expect(slotValues(again)).toEqual(slotValues(page));
    expect(again).toContain('Kostenlosen Termin buchen');
    expect(await bookingOf(id)).toBeUndefined();
  });
});

/** The service's booking-mail queue, as an operator tool would open it. */
async function withBookingQueue<T>(work: (queue: Queue<BookingMailJob>) => Promise<T>): Promise<T> {
  const redis = new Redis(fixture.service.config.redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<BookingMailJob>(bookingMailQueueName, { connection: redis, prefix: fixture.service.config.queuePrefix });
  try {
    return await work(queue);
  } finally {
    await queue.close();
    redis.disconnect();
  }
}

async function bookFirstSlot(email: string): Promise<{ id: string; bookingId: string }> {
  await adviser('berta');
  const { id, link } = await leadWithBookingLink(email);
  const slot = slotValues(await (await fetch(link)).text())[0] as string;
  expect((await fetch(link, form({ slot }))).status).toBe(303);
  await waitFor('the invitation', () => mailsWith(email, /^Gebucht/)[0]);
  return { id, bookingId: (await bookingOf(id))?.id as string };
}

describe('when Redis was down the moment a call was moved', () => {
  it('then the sweeper queues the update it missed: visitor and adviser get SEQUENCE 1 once, and a second pass adds nothing', async () => {
    const email = 'verschoben.ohne.redis@example.de';
    const { bookingId } = await bookFirstSlot(email);
    // The move committed, but its mails never reached the queue (what announceOrLog logs during an outage).
    await fixture.db.pool.query('UPDATE bookings SET sequence = sequence + 1, changed_at = now() WHERE id = $1', [bookingId]);
    const withSequence = (to: string, sequence: number) =>
      fixture.smtp
        .to(to)
        .filter(
          (mail) =>
            mail.parsed.attachments.some((part) => part.mimeType === 'text/calendar') &&
            invitationOf(mail).sequence === sequence &&
            invitationOf(mail).uid.includes(bookingId),
        );

    await fixture.service.sweep();
    const update = await waitFor('the missed update', () => withSequence(email, 1)[0]);
    expect(invitationOf(update).method).toBe('REQUEST');
    await waitFor("the adviser's update", () => withSequence(adviserEmail, 1)[0]);
    const marked = await fixture.db.pool.query('SELECT mails_queued_sequence FROM bookings WHERE id = $1', [bookingId]);
    expect(marked.rows[0]?.mails_queued_sequence).toBe(1);

    await fixture.service.sweep();
    expect(withSequence(email, 1)).toHaveLength(1);
  });
});

/** Moves a booked call to the given moment (SQL), with its end and buffer. */
async function moveCall(bookingId: string, at: string, days = 0): Promise<Date> {
  const { rows } = await fixture.db.pool.query<{ starts_at: Date }>(
    `WITH moved AS (SELECT ${at} AS at)
     UPDATE bookings SET starts_at = moved.at, ends_at = moved.at + interval '30 minutes', blocked_until = moved.at + interval '45 minutes'
       FROM moved WHERE id = $1 RETURNING starts_at`,
    at.includes('$2') ? [bookingId, days] : [bookingId],
  );
  return rows[0]?.starts_at ?? new Date(Number.NaN);
}
const berlinToday = "date_trunc('day', now() AT TIME ZONE 'Europe/Berlin')";
/** Less than 24 hours ahead, so the reminder is due, and on tomorrow's Berlin date, whatever the time of day. */
const tomorrowWithin24Hours = `greatest(now() + interval '23 hours', (${berlinToday} + interval '1 day 1 minute') AT TIME ZONE 'Europe/Berlin')`;
/** 21:15 Berlin time `days` after today: after every slot, so no other call is there. */
const eveningIn = `(${berlinToday} + make_interval(days => $2::int, hours => 21, mins => 15)) AT TIME ZONE 'Europe/Berlin'`;

describe('when the day before the call comes', () => {
  it('then the visitor gets one reminder through the pipeline, and a second run of the same reminder sends nothing', async () => {
    const email = 'erinnerung@example.de';
    const { bookingId } = await bookFirstSlot(email);
    // The call is brought to tomorrow in Berlin, less than a day ahead, so its reminder (queued for the day before) is due now.
    const startsAt = await moveCall(bookingId, tomorrowWithin24Hours);
    const job: BookingMailJob = { mail: 'reminder', audience: 'visitor', bookingId, sequence: 0 };
    await withBookingQueue(async (queue) => {
      await (await queue.getJob(bookingMailJobId(job)))?.promote();
      const reminder = await waitFor('the reminder', () => mailsWith(email, /^Morgen/)[0]);
      expect(reminder.parsed.subject).toBe(`Morgen: dein Strategiegespräch um ${clockLabel(startsAt)} Uhr`);
      expect(reminder.parsed.text).toMatch(/\/termin\?t=[A-Za-z0-9_-]{43}/);
      const again = await queue.add('reminder', job, { jobId: 'call-reminder-again' });
      await waitFor('the second run', async () => (await again.getState()) === 'completed');
      expect((await queue.getJob('call-reminder-again'))?.returnvalue).toBe('already-sent');
    });
    expect(mailsWith(email, /^Morgen/)).toHaveLength(1);
  });

  it('when the reminder is written two days ahead (BOOKING_REMINDER_BEFORE_HOURS=48), then its subject names the weekday and date, not „Morgen“', async () => {
    const { bookingId } = await bookFirstSlot('erinnerung-zwei-tage@example.de');
    const startsAt = await moveCall(bookingId, eveningIn, 2);
    const call = await findBooking(fixture.db.pool, bookingId);
    if (!call) throw new Error('the booking is gone');
    const { config } = fixture.service;
    const reminder = bookingMessage('reminder', 'visitor', call, {
      settings: mailSettingsFrom(config),
      booking: bookingSettingsFrom(config),
    });
    const day = `Am ${dayLabel(startsAt)}`;
    expect(reminder.subject).toBe(`${day}: dein Strategiegespräch um 21:15 Uhr`);
    expect(reminder.text).toContain(`kurze Erinnerung: ${day} stellt dir`);
    expect(reminder.text).not.toContain('Morgen');
  });
});

describe('when an admin answers a DSGVO request of a visitor with a booked call', () => {
  it('then the export lists the call, the erasure removes it, and its queued mails send nothing', async () => {
    const email = 'auskunft@example.de';
    const { id, bookingId } = await bookFirstSlot(email);
    await createUser(fixture.db.pool, { username: 'admina', password: 'ein-langes-passwort', role: 'admin' });
    const admin = deskClient(fixture.service.url);
    expect((await admin.login('admina', 'ein-langes-passwort')).status).toBe(200);
    const exported = await admin.post<{ leads: { id: string; strategy_calls?: { status: string; adviser: string }[] }[] }>(
      '/dsgvo/export',
      {
        email,
      },
    );
    expect(exported.body.leads.find((lead) => lead.id === id)?.strategy_calls).toEqual([
      expect.objectContaining({ status: 'booked', adviser: 'berta' }),
    ]);
    expect((await admin.post('/dsgvo/erase', { email })).status).toBe(200);
    expect(await bookingOf(id)).toBeUndefined();
    const before = fixture.smtp.to(email).length;
    await withBookingQueue(async (queue) => {
      const job = await queue.add(
        'reminder',
        { mail: 'reminder', audience: 'visitor', bookingId, sequence: 0 },
        { jobId: 'call-after-erasure' },
      );
      await waitFor('the job after the erasure', async () => (await job.getState()) === 'completed');
      expect((await queue.getJob('call-after-erasure'))?.returnvalue).toBe('gone');
    });
    expect(fixture.smtp.to(email)).toHaveLength(before);
  });
});

/**
 * What a visitor typed, hostile: quotes, separators and line breaks that would end a parameter, a value or a
 * content line, a CR LF + space that an unfolding reader joins, RFC 6868's own escapes, and long multibyte text
 * that must fold between characters. The form refuses control characters; these are written into the lead's row
 * directly, as if they had got past it.
 */
const hostileNames = [
  'Evil";RSVP=TRUE;CN=Chef:mailto:attacker@evil.example?x=',
  'Muster GmbH\r\nATTENDEE;CN=Chef:mailto:attacker@evil.example',
  'Muster\r\n ATTENDEE:mailto:attacker@evil.example',
  'Bäckerei\rORGANIZER:mailto:attacker@evil.example\nX-EVIL:1',
  'A, B; C: D \\ E ^n ^\' "F" ^^',
  `${'Ä'.repeat(37)}${'😀'.repeat(9)}";:,`,
  'Rechnung\u202Etxt.exe\u200B',
];
const hostilePhones = ['030 123\r\nATTENDEE:mailto:attacker@evil.example', '"030";:,\\ 123 ^n', '030 123\r\n DESCRIPTION:x'];
const calendarProperties = new Set([
  'BEGIN',
  'END',
  'VERSION',
  'PRODID',
  'METHOD',
  'UID',
  'SEQUENCE',
  'DTSTAMP',
  'DTSTART',
  'DTEND',
  'SUMMARY',
  'LOCATION',
  'DESCRIPTION',
  'ORGANIZER',
  'ATTENDEE',
  'STATUS',
]);
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
/** The adviser reads the name as the desk shows it: the bidi override and the zero-width space of the list marked. */
const marked = (text: string) =>
  text.replace(/[\u202E\u200B]/g, (hidden) => `[U+${(hidden.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`);

describe('when a visitor with a hostile company name and phone number books the strategy call', () => {
  it("then both invitations, read by ical.js, have one ORGANIZER and one ATTENDEE per party with their addresses unchanged, the name stays text, and the adviser's shows its hidden characters marked", async () => {
    await adviser('berta');
    const links = createBookingLinks(fixture.service.config);
    for (const [index, name] of hostileNames.entries()) {
      const email = `anna.o'neil+termin${index}@example.de`;
      const phone = hostilePhones[index % hostilePhones.length] as string;
      const now = new Date();
      const rows = [
        {
          id: await insertLead(fixture.db.pool, 'contact_submissions', {
            company: name,
            email,
            phone,
            website: 'example.de',
            consent_version: 'test',
            consent_at: now,
            submitted_at: new Date(now.getTime() - 3 * 86_400_000),
            enqueued_at: now,
            confirmation_sent_at: now,
            notification_sent_at: now,
          }),
        },
      ];
      const link = `${fixture.service.url}${links.bookingPathOf(rows[0]?.id as string)}`;
      const slot = slotValues(await (await fetch(link)).text())[0] as string;
      expect((await fetch(link, form({ slot }))).status).toBe(303);
      const uid = (await fixture.db.pool.query<{ uid: string }>('SELECT uid FROM bookings WHERE lead_id = $1', [rows[0]?.id])).rows[0]?.uid;
      const visitorMail = await waitFor('the visitor invitation', () => mailsWith(email, /^Gebucht/)[0]);
      const adviserMail = await waitFor('the adviser invitation', () =>
        mailsWith(adviserEmail, /^Gebucht/).find((mail) => calendarTextOf(mail).includes(`UID:${uid}`)),
      );
      for (const [audience, mail] of [
        ['visitor', visitorMail],
        ['adviser', adviserMail],
      ] as const) {
        const text = calendarTextOf(mail);
        const where = { name, audience };
        // No line break but the ones between lines (the mail's transfer may write them as LF); every line holds at
        // most 75 octets; unfolded, each names a property we write.
        expect({ ...where, bareCarriageReturns: text.match(/\r(?!\n)/g) }).toEqual({ ...where, bareCarriageReturns: null });
        const physical = text.split(/\r?\n/);
        expect({ ...where, long: physical.filter((line) => new TextEncoder().encode(line).length > 75) }).toEqual({ ...where, long: [] });
        const contentLines = text
          .replace(/\r?\n[ \t]/g, '')
          .split(/\r?\n/)
          .filter((line) => line !== '');
        const names = contentLines.map((line) => /^[A-Z-]+/.exec(line)?.[0] ?? line);
        expect({ ...where, unknown: names.filter((property) => !calendarProperties.has(property)) }).toEqual({ ...where, unknown: [] });
        expect({
          ...where,
          organizers: names.filter((property) => property === 'ORGANIZER').length,
          attendees: names.filter((property) => property === 'ATTENDEE').length,
        }).toEqual({ ...where, organizers: 1, attendees: 2 });

        const event = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
        if (!event) throw new Error('no VEVENT');
        const organizers = event.getAllProperties('organizer');
        expect(organizers.map((organizer) => organizer.getFirstValue())).toEqual([`mailto:${addressOf(fixture.service.config.mailFrom)}`]);
        const attendees = event.getAllProperties('attendee');
        const shown = audience === 'adviser' ? marked(oneLine(name)) : oneLine(name);
        expect({
          ...where,
          attendees: attendees.map((attendee) => [attendee.getFirstValue(), attendee.getParameter('cn'), attendee.getParameter('rsvp')]),
        }).toEqual({
          ...where,
          attendees: [
            [`mailto:${email}`, shown, 'FALSE'],
            [`mailto:${adviserEmail}`, 'berta', 'FALSE'],
          ],
        });
        expect(event.getFirstPropertyValue('location')).toContain(oneLine(phone));
        if (audience === 'adviser') {
          expect(event.getFirstPropertyValue('summary')).toBe(`Strategiegespräch: ${shown}`);
          expect(event.getFirstPropertyValue('description')).toContain(`${marked(name.replace(/\r\n?/g, '\n'))}, ${email}`);
          expect({ ...where, hidden: text.match(/[\u202E\u200B]/gu) }).toEqual({ ...where, hidden: null });
        }
      }
    }
  });
});

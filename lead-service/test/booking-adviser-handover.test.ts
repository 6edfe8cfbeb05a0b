/**
 * Stories of a strategy call that changes hands: when staff or the visitor move it to a slot another adviser
 * holds, the adviser who had it gets METHOD:CANCEL for the call's UID at its old time, the new adviser a
 * REQUEST, and the visitor's invitation keeps its UID with SEQUENCE + 1. The calendar files are parsed with
 * ical.js as a calendar client would; times are compared in Berlin wall time.
 */
import type { LeadAppointmentAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import { describe, expect, it } from 'vitest';
import { setHoldsCalls } from '../src/booking/advisers.ts';
import { slotLabel } from '../src/booking/call-time.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { hasCalendar, invitationOf } from './support/calendar-invitation.ts';
import { deskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import type { ReceivedMail } from './support/smtp-sink.ts';
import { validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

const fixture = useServiceFixture({
  env: {
    BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00',
    BOOKING_CLOSED_DAYS: '2020-01-01',
    PUBLIC_HOLIDAY_STATE: 'none',
    BOOKING_LIMIT_PER_IP: '0',
  },
});
const password = 'ein-langes-passwort';
const anton = 'anton@sichtwerk.test';
const bea = 'bea@sichtwerk.test';

/** The calendar mails to `address` for the call `uid` at `sequence`. */
const calendarMails = (address: string, uid: string, sequence: number) =>
  fixture.smtp
    .to(address)
    .filter((mail) => hasCalendar(mail) && invitationOf(mail).uid === uid && invitationOf(mail).sequence === sequence);

async function onlyHolder(username: 'anton' | 'bea') {
  await setHoldsCalls(fixture.db.pool, 'anton', username === 'anton');
  await setHoldsCalls(fixture.db.pool, 'bea', username === 'bea');
}

/** The SEQUENCEs at which the call changed hands, as the move stored them for the sweeper. */
const handovers = async (bookingId: string) =>
  (
    await fixture.db.pool.query<{ sequence: number }>('SELECT sequence FROM booking_handovers WHERE booking_id = $1 ORDER BY sequence', [
      bookingId,
    ])
  ).rows.map((row) => row.sequence);

/** The one mail expected, with its calendar read: method, UID, SEQUENCE and the start in Berlin time. */
async function calendarOf(what: string, address: string, uid: string, sequence: number) {
  const mail: ReceivedMail = await waitFor(what, () => calendarMails(address, uid, sequence)[0]);
  const invitation = invitationOf(mail);
  return { ...invitation, berlinStart: slotLabel(invitation.start) };
}

describe('when a strategy call moves to another adviser', () => {
  it('then after a move from the desk the old adviser gets METHOD:CANCEL for the old time, the new one a REQUEST, the visitor the same UID with SEQUENCE 1; a move by the visitor back hands it over again', async () => {
    await createUser(fixture.db.pool, { username: 'anton', password, role: 'vertrieb', holdsCalls: true, email: anton });
    await createUser(fixture.db.pool, { username: 'bea', password, role: 'vertrieb', holdsCalls: false, email: bea });
    await createUser(fixture.db.pool, { username: 'chef', password, role: 'vertrieb' });
    const staff = deskClient(fixture.service.url);
    expect((await staff.login('chef', password)).status).toBe(200);
    const email = 'uebergabe@example.de';
    const id = ((await (await fixture.service.post({ ...validRequest, email })).json()) as { id: string }).id;

    const slots = (await staff.get<LeadAppointmentAnswer>(`/leads/${id}/termin`)).body.slots;
    const booked = (await staff.post<LeadAppointmentAnswer>(`/leads/${id}/termin`, { startsAt: slots[0]?.startsAt })).body.current;
    if (!booked) throw new Error('no call booked');
    expect(booked.adviserName).toBe('anton');
    const first = await waitFor('the visitor invitation', () => fixture.smtp.to(email).find(hasCalendar));
    const { uid } = invitationOf(first);
    const firstStart = slotLabel(new Date(booked.startsAt));

    // Staff move it to a time only bea holds calls.
    await onlyHolder('bea');
    const target = (await staff.get<LeadAppointmentAnswer>(`/leads/${id}/termin`)).body.slots[3];
    const moved = (await staff.post<LeadAppointmentAnswer>(`/leads/${id}/termin`, { startsAt: target?.startsAt })).body.current;
    expect(moved?.adviserName).toBe('bea');
    const secondStart = slotLabel(new Date(moved?.startsAt ?? ''));

    expect(await calendarOf("anton's cancellation", anton, uid, 1)).toMatchObject({
      method: 'CANCEL',
      partMethod: 'CANCEL',
      status: 'CANCELLED',
      berlinStart: firstStart,
    });
    expect(await calendarOf("bea's invitation", bea, uid, 1)).toMatchObject({
      method: 'REQUEST',
      partMethod: 'REQUEST',
      berlinStart: secondStart,
    });
    // For bea the call is new, not moved.
    expect(calendarMails(bea, uid, 1)[0]?.parsed.subject).toMatch(/^Neu für dich: Strategiegespräch/);
    expect(await calendarOf("the visitor's update", email, uid, 1)).toMatchObject({ method: 'REQUEST', berlinStart: secondStart });
    expect(await handovers(booked.id)).toEqual([1]);
    // anton's only mail for SEQUENCE 1 is the cancellation; bea got no cancellation.
    expect(calendarMails(anton, uid, 1).map((mail) => invitationOf(mail).method)).toEqual(['CANCEL']);
    expect(calendarMails(bea, uid, 1).map((mail) => invitationOf(mail).method)).toEqual(['REQUEST']);

    // The visitor moves it from the link in the update; now only anton holds calls again.
    await onlyHolder('anton');
    const update = calendarMails(email, uid, 1)[0] as ReceivedMail;
    const manage = /https?:\/\/[^\s"<>]+(\/termin\?t=[A-Za-z0-9_-]{43})/.exec(update.parsed.text ?? '')?.[1];
    if (!manage) throw new Error('no manage link in the update');
    const moveUrl = `${fixture.service.url}${manage.replace('/termin?', '/termin/verschieben?')}`;
    const movePage = await (await fetch(moveUrl)).text();
    const key = /name="key" value="([^"]+)"/.exec(movePage)?.[1] as string;
    const slot = [...movePage.matchAll(/name="slot" id="slot-\d+" value="([^"]+)"/g)].map((match) => match[1] as string).at(-1) as string;
    const posted = await fetch(moveUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key, slot }).toString(),
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    const thirdStart = slotLabel(new Date(slot));

    expect(await handovers(booked.id)).toEqual([1, 2]);
    expect(await calendarOf("bea's cancellation", bea, uid, 2)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      berlinStart: secondStart,
    });
    expect(await calendarOf("anton's new invitation", anton, uid, 2)).toMatchObject({ method: 'REQUEST', berlinStart: thirdStart });
    expect(await calendarOf("the visitor's second update", email, uid, 2)).toMatchObject({ method: 'REQUEST', berlinStart: thirdStart });
  });

  it('then a hand-over whose mails Redis missed is cancelled for the old adviser by the sweeper, once', async () => {
    await onlyHolder('anton');
    const staff = deskClient(fixture.service.url);
    expect((await staff.login('chef', password)).status).toBe(200);
    const email = 'uebergabe.ohne.redis@example.de';
    const id = ((await (await fixture.service.post({ ...validRequest, email })).json()) as { id: string }).id;
    const slots = (await staff.get<LeadAppointmentAnswer>(`/leads/${id}/termin`)).body.slots;
    const booked = (await staff.post<LeadAppointmentAnswer>(`/leads/${id}/termin`, { startsAt: slots[5]?.startsAt })).body.current;
    if (!booked) throw new Error('no call booked');
    const invitation = await waitFor('the visitor invitation', () => fixture.smtp.to(email).find(hasCalendar));
    const { uid } = invitationOf(invitation);
    await waitFor("anton's invitation", () => calendarMails(anton, uid, 0)[0]);

    // The hand-over to bea committed (as book-call.ts writes it), but its mails never reached the queue.
    await fixture.db.pool.query(
      `WITH call AS (SELECT * FROM bookings WHERE id = $1)
       INSERT INTO booking_handovers (booking_id, sequence, from_adviser_id, to_adviser_id, starts_at, ends_at)
       SELECT id, sequence + 1, adviser_id, (SELECT id FROM users WHERE username = 'bea'), starts_at, ends_at FROM call`,
      [booked.id],
    );
    await fixture.db.pool.query(
      `UPDATE bookings SET adviser_id = (SELECT id FROM users WHERE username = 'bea'), starts_at = starts_at + interval '1 day',
              ends_at = ends_at + interval '1 day', blocked_until = blocked_until + interval '1 day', sequence = 1, changed_at = now() - interval '1 hour'
        WHERE id = $1`,
      [booked.id],
    );
    await fixture.service.sweep();
    expect(await calendarOf("anton's cancellation", anton, uid, 1)).toMatchObject({
      method: 'CANCEL',
      berlinStart: slotLabel(new Date(booked.startsAt)),
    });
    await calendarOf("bea's invitation", bea, uid, 1);
    await fixture.service.sweep();
    await calendarOf("the visitor's update", email, uid, 1);
    expect(calendarMails(anton, uid, 1)).toHaveLength(1);
  });
});

/**
 * Stories of the strategy calls in the sales desk's API: staff book and move a call for a lead (the visitor
 * gets the same invitation), the Termine view shows one's own calls and an admin everybody's, after the call
 * staff record "Analyse vorgestellt" or "nicht erschienen", and an admin switches who holds calls.
 */
import {
  type AdvisersAnswer,
  appointmentStatusLabels,
  type AppointmentsAnswer,
  type LeadAppointmentAnswer,
} from '@sichtwerk/forms/desk/appointments-contract';
import { describe, expect, it } from 'vitest';
import { dayKey } from '../src/booking/call-time.ts';
import { runUsersCli } from '../src/cli/run-users-cli.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

const fixture = useServiceFixture({
  env: { BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00', BOOKING_CLOSED_DAYS: '2020-01-01', PUBLIC_HOLIDAY_STATE: 'none' },
});
const password = 'ein-langes-passwort';

async function signedIn(username: string) {
  const client = deskClient(fixture.service.url);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

async function lead(email: string): Promise<string> {
  const response = await fixture.service.post({ ...validRequest, email });
  return ((await response.json()) as { id: string }).id;
}

const status = async (id: string) =>
  (
    await fixture.db.pool.query<{ status: string }>(
      'SELECT status FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
      [id],
    )
  ).rows[0]?.status;

describe('when staff work with strategy calls in the desk', () => {
  it('then a sales user books and moves a call for a lead, and the visitor gets the invitation and its update', async () => {
    await createUser(fixture.db.pool, { username: 'vera', password, role: 'vertrieb', holdsCalls: true });
    const vera = await signedIn('vera');
    const email = 'am.telefon@example.de';
    const id = await lead(email);
    const before = await vera.get<LeadAppointmentAnswer>(`/leads/${id}/termin`);
    expect(before.body.current).toBeNull();
    expect(before.body.slots.length).toBeGreaterThan(2);
    const [first, second] = before.body.slots;

    const booked = await vera.post<LeadAppointmentAnswer>(`/leads/${id}/termin`, { startsAt: first?.startsAt });
    expect(booked.status).toBe(200);
    expect(booked.body.current).toMatchObject({ startsAt: first?.startsAt, bookedBy: 'vera', adviserName: 'vera', status: 'booked' });
    expect(await status(id)).toBe('call_booked');
    await waitFor('the invitation', () => fixture.smtp.to(email).find((mail) => /^Gebucht/.test(mail.parsed.subject ?? '')));

    const moved = await vera.post<LeadAppointmentAnswer>(`/leads/${id}/termin`, { startsAt: second?.startsAt });
    expect(moved.body.current?.startsAt).toBe(second?.startsAt);
    await waitFor('the update', () => fixture.smtp.to(email).find((mail) => /^Neuer Termin/.test(mail.parsed.subject ?? '')));

    const refused = await vera.post(`/leads/${id}/termin`, { startsAt: 'bald' });
    expect(refused.status).toBe(400);
  });

  it('then the Termine view shows a sales user their own calls and an admin everybody’s, per adviser on request', async () => {
    await createUser(fixture.db.pool, { username: 'otto', password, role: 'vertrieb', holdsCalls: true });
    await createUser(fixture.db.pool, { username: 'ada', password, role: 'admin' });
    const otto = await signedIn('otto');
    const id = await lead('otto.kunde@example.de');
    const slots = (await otto.get<LeadAppointmentAnswer>(`/leads/${id}/termin`)).body.slots;
    // vera has a call at the first slots already, so this one goes to otto (fewest calls that week).
    const taken = await otto.post<LeadAppointmentAnswer>(`/leads/${id}/termin`, { startsAt: slots[0]?.startsAt });
    const call = taken.body.current;
    if (!call) throw new Error('no call booked');
    // Bring both calls into today, as the view lists today's and this week's.
    await fixture.db.pool.query(
      `UPDATE bookings SET starts_at = date_trunc('day', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin' + interval '1 minute' * (row_number),
              ends_at = date_trunc('day', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin' + interval '1 minute' * (row_number + 30),
              blocked_until = date_trunc('day', now() AT TIME ZONE 'Europe/Berlin') AT TIME ZONE 'Europe/Berlin' + interval '1 minute' * (row_number + 30)
         FROM (SELECT id, row_number() OVER (ORDER BY created_at) * 60 AS row_number FROM bookings) AS numbered
        WHERE numbered.id = bookings.id AND bookings.status = 'booked'`,
    );
    const own = await otto.get<AppointmentsAnswer>('/termine?range=today');
    expect(own.body.canSeeAll).toBe(false);
    expect(own.body.calls.map((entry) => entry.adviserName)).toEqual(['otto']);
    const ada = await signedIn('ada');
    const all = await ada.get<AppointmentsAnswer>('/termine?range=week');
    expect(all.body.canSeeAll).toBe(true);
    expect(all.body.calls.map((entry) => entry.adviserName).sort()).toEqual(['otto', 'vera']);
    const ottoId = all.body.advisers.find((adviser) => adviser.name === 'otto')?.id;
    const perAdviser = await ada.get<AppointmentsAnswer>(`/termine?range=week&berater=${ottoId}`);
    expect(perAdviser.body.calls.map((entry) => entry.leadId)).toEqual([id]);
  });

  it('then after the call staff record "Analyse vorgestellt" or "nicht erschienen", never before it', async () => {
    const ada = await signedIn('ada');
    const week = await ada.get<AppointmentsAnswer>('/termine?range=week');
    const [early, late] = week.body.calls;
    if (!early || !late) throw new Error('two calls expected');
    await fixture.db.pool.query(
      `UPDATE bookings SET starts_at = now() + interval '2 hours', ends_at = now() + interval '150 minutes', blocked_until = now() + interval '165 minutes' WHERE id = $1`,
      [late.id],
    );
    expect((await ada.post(`/termine/${late.id}/ergebnis`, { outcome: 'held' })).status).toBe(409);
    await fixture.db.pool.query(
      `UPDATE bookings SET starts_at = now() - interval '40 minutes', ends_at = now() - interval '10 minutes', blocked_until = now() WHERE id = ANY($1::uuid[])`,
      [[early.id, late.id]],
    );
    const held = await ada.post<LeadAppointmentAnswer>(`/termine/${early.id}/ergebnis`, { outcome: 'held' });
    expect(held.body.history[0]?.status).toBe('held');
    expect(appointmentStatusLabels.held).toBe('Analyse vorgestellt');
    expect(await status(early.leadId)).toBe('presented');
    await ada.post(`/termine/${late.id}/ergebnis`, { outcome: 'no_show' });
    expect(await status(late.leadId)).toBe('no_show');
    expect((await ada.post(`/termine/${late.id}/ergebnis`, { outcome: 'held' })).status).toBe(409);
  });

  it('then only an admin switches "führt Strategiegespräche", and without anyone the desk says so', async () => {
    const vera = await signedIn('vera');
    expect((await vera.post('/berater/otto', { holdsCalls: false })).status).toBe(403);
    const ada = await signedIn('ada');
    for (const username of ['vera', 'otto']) expect((await ada.post(`/berater/${username}`, { holdsCalls: false })).status).toBe(200);
    const list = await ada.get<{ advisers: { username: string; holdsCalls: boolean }[] }>('/berater');
    expect(list.body.advisers.filter((adviser) => adviser.holdsCalls)).toEqual([]);
    const id = await lead('niemand.frei@example.de');
    const answer = await ada.get<LeadAppointmentAnswer>(`/leads/${id}/termin`);
    expect(answer.body.noAdvisers).toBe(true);
    expect(answer.body.slots).toEqual([]);
  });
});

describe('when an operator makes an account that holds calls without a display name', () => {
  it('then the CLI says visitors would read the login name and how to set one, and the admin list marks it until a name is set', async () => {
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text), readPassword: async () => password };
    const env = { DATABASE_URL: fixture.db.url };
    expect(await runUsersCli(['add', 'nina', '--role', 'vertrieb', '--gespraeche'], env, io)).toBe(0);
    expect(out.join('')).toContain('npm run users -- name nina "Vorname Nachname"');
    await createUser(fixture.db.pool, { username: 'ines', password, role: 'admin' });
    const ines = await signedIn('ines');
    const unnamed = await ines.get<AdvisersAnswer>('/berater');
    expect(unnamed.body.advisers.find((adviser) => adviser.username === 'nina')).toMatchObject({ holdsCalls: true, named: false });

    out.length = 0;
    expect(await runUsersCli(['add', 'timo', '--role', 'vertrieb', '--calls', '--name', 'Timo Weber'], env, io)).toBe(0);
    expect(out.join('')).not.toContain('Hinweis');
    expect(await runUsersCli(['name', 'nina', 'Nina Roth'], env, io)).toBe(0);
    const named = await ines.get<AdvisersAnswer>('/berater');
    for (const [username, name] of [
      ['nina', 'Nina Roth'],
      ['timo', 'Timo Weber'],
    ])
      expect(named.body.advisers.find((adviser) => adviser.username === username)).toMatchObject({ name, named: true });

    // users list shows what visitors read and where each adviser's invitations go.
    expect(await runUsersCli(['email', 'timo', 'timo.weber@sichtwerk.test'], env, io)).toBe(0);
    out.length = 0;
    expect(await runUsersCli(['list'], env, io)).toBe(0);
    const lineOf = (username: string) =>
      out
        .join('')
        .split('\n')
        .find((line) => line.startsWith(username)) ?? '';
    expect(lineOf('timo')).toContain('Timo Weber');
    expect(lineOf('timo')).toContain('timo.weber@sichtwerk.test');
    expect(lineOf('nina')).toContain('Nina Roth');
    expect(lineOf('nina')).toContain('SALES_EMAIL');
  });
});

describe('when an operator sets up an adviser with the English verbs or the German ones the README used to show', () => {
  it('then each German verb does what its English one does, and the help lists the English verbs with the German ones as older names', async () => {
    const out: string[] = [];
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text), readPassword: async () => password };
    const env = { DATABASE_URL: fixture.db.url };
    const said = async (argv: string[]) => {
      out.length = 0;
      expect(await runUsersCli(argv, env, io)).toBe(0);
      return out.join('');
    };
    await said(['add', 'olga', '--role', 'vertrieb', '--name', 'Olga Brandt']);
    await said(['add', 'piet', '--role', 'vertrieb', '--name', 'Piet Lange']);
    for (const [english, german] of [
      [
        ['calls', 'olga', 'on'],
        ['gespraeche', 'piet', 'an'],
      ],
      [
        ['hours', 'olga', 'Mo-Do 09:00-17:00; Fr 09:00-13:00'],
        ['stunden', 'piet', 'Mo-Do 09:00-17:00; Fr 09:00-13:00'],
      ],
      [
        ['block', 'olga', '2026-12-23'],
        ['sperren', 'piet', '2026-12-23'],
      ],
      [
        ['unblock', 'olga', '2026-12-23'],
        ['freigeben', 'piet', '2026-12-23'],
      ],
      [
        ['email', 'olga', 'none'],
        ['email', 'piet', 'keine'],
      ],
      [
        ['calls', 'olga', 'off'],
        ['gespraeche', 'piet', 'aus'],
      ],
    ] as const)
      expect((await said([...german])).replaceAll('piet', 'olga')).toBe(await said([...english]));
    const help = await said(['--help']);
    for (const verb of ['calls', 'hours', 'block', 'unblock', 'email', 'name', 'password', 'disable'])
      expect(help).toMatch(new RegExp(`^  ${verb} <benutzername>`, 'm'));
    expect(help).not.toMatch(/^ {2}(gespraeche|stunden|sperren|freigeben) /m);
    expect(help).toContain('stunden (hours), sperren (block), freigeben (unblock)');
  });
});

describe('when an adviser opens Termine while their calls lie days ahead', () => {
  it('then the view lists the next days as far as calls can be booked, and any chosen week, not only today', async () => {
    await createUser(fixture.db.pool, { username: 'wanda', password, role: 'vertrieb', holdsCalls: true });
    await createUser(fixture.db.pool, { username: 'wilma', password, role: 'admin' });
    const wanda = await signedIn('wanda');
    // The admin's view holds every adviser's calls, whoever the booking gave this one to.
    const admin = await signedIn('wilma');
    const id = await lead('weit.voraus@example.de');
    const slots = (await wanda.get<LeadAppointmentAnswer>(`/leads/${id}/termin`)).body.slots;
    const last = slots.at(-1)?.startsAt;
    if (!last) throw new Error('no free slot');
    expect((await wanda.post(`/leads/${id}/termin`, { startsAt: last })).status).toBe(200);
    const listed = (answer: AppointmentsAnswer) => answer.calls.some((call) => call.leadId === id);

    const next = (await admin.get<AppointmentsAnswer>('/termine')).body;
    expect(next.range).toBe('next');
    expect(next.period).toBe(`in den nächsten ${fixture.service.config.bookingHorizonDays} Tagen`);
    expect(listed(next)).toBe(true);
    expect(listed((await admin.get<AppointmentsAnswer>('/termine?range=today')).body)).toBe(false);

    const day = dayKey(new Date(last));
    const week = (await admin.get<AppointmentsAnswer>(`/termine?range=week&woche=${day}`)).body;
    expect(listed(week)).toBe(true);
    expect(week.week?.monday && week.week.monday <= day && day < (week.week?.next ?? '')).toBe(true);
    const after = (await admin.get<AppointmentsAnswer>(`/termine?range=week&woche=${week.week?.next}`)).body;
    expect(listed(after)).toBe(false);
    expect(after.week?.previous).toBe(week.week?.monday);
  });
});

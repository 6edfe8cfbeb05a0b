/**
 * Stories of the rule that "nicht erschienen" and "Analyse vorgestellt" tell how a booked call went: neither
 * is taken before the call's start, from the lead's status panel or from the Termine view (a German answer,
 * nothing changed); after the start both are, and the status panel's choice is the call's outcome too.
 */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import type { LeadAppointmentAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import { describe, expect, it } from 'vitest';
import { slotLabel } from '../src/booking/call-time.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';

const fixture = useServiceFixture({
  env: { BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00', BOOKING_CLOSED_DAYS: '2020-01-01', PUBLIC_HOLIDAY_STATE: 'none' },
});
const password = 'ein-langes-passwort';

async function signedIn(username: string) {
  const client = deskClient(fixture.service.url);
  expect((await client.login(username, password)).status).toBe(200);
  return client;
}

async function leadWithCall(email: string, staff: Awaited<ReturnType<typeof signedIn>>) {
  const response = await fixture.service.post({ ...validRequest, email });
  const id = ((await response.json()) as { id: string }).id;
  const slots = (await staff.get<LeadAppointmentAnswer>(`/leads/${id}/termin`)).body.slots;
  const booked = await staff.post<LeadAppointmentAnswer>(`/leads/${id}/termin`, { startsAt: slots[0]?.startsAt });
  const call = booked.body.current;
  if (!call) throw new Error('no call booked');
  return { id, call };
}

const leadStatus = async (id: string) =>
  (
    await fixture.db.pool.query<{ status: string }>(
      'SELECT status FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
      [id],
    )
  ).rows[0]?.status;
const callStatus = async (id: string) =>
  (await fixture.db.pool.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [id])).rows[0]?.status;
const statusEvents = async (id: string) =>
  Number(
    (
      await fixture.db.pool.query<{ count: string }>(
        "SELECT count(*) FROM lead_events WHERE lead_id = $1 AND action IN ('status_changed', 'status_reverted')",
        [id],
      )
    ).rows[0]?.count,
  );

/** Moves the call's start to the past, as the clock would. */
async function callHasBegun(callId: string) {
  await fixture.db.pool.query(
    `UPDATE bookings SET starts_at = now() - interval '40 minutes', ends_at = now() - interval '10 minutes', blocked_until = now() WHERE id = $1`,
    [callId],
  );
}

describe('when staff set how a booked strategy call went', () => {
  it('then before the call neither „nicht erschienen“ nor „Analyse vorgestellt“ is taken, and after it both are', async () => {
    await createUser(fixture.db.pool, { username: 'nina', password, role: 'vertrieb', holdsCalls: true });
    const nina = await signedIn('nina');
    const first = await leadWithCall('noch.nicht@example.de', nina);
    expect(await leadStatus(first.id)).toBe('call_booked');
    const eventsBefore = await statusEvents(first.id);

    // The lead's panel offers both steps with the reason they wait, and the service refuses them.
    const lead = (await nina.get<DeskLead>(`/leads/${first.id}`)).body;
    for (const key of ['presented', 'no_show']) {
      expect(lead.next.find((next) => next.key === key)?.notYet).toMatch(/^Das Strategiegespräch beginnt erst am .+ Uhr\./);
      const refused = await nina.post<{ error: { message: string } }>(`/leads/${first.id}/status`, { to: key });
      expect(refused.status).toBe(409);
      expect(JSON.stringify(refused.body)).toContain(`beginnt erst am ${slotLabel(new Date(first.call.startsAt))}.`);
    }
    expect(lead.next.find((next) => next.key === 'lost')?.notYet).toBeUndefined();
    // The Termine view's buttons meet the same rule.
    const early = await nina.post(`/termine/${first.call.id}/ergebnis`, { outcome: 'no_show' });
    expect(early.status).toBe(409);
    expect(JSON.stringify(early.body)).toContain('beginnt erst am');
    // Nothing changed: the lead, the call and the history are as they were.
    expect(await leadStatus(first.id)).toBe('call_booked');
    expect(await callStatus(first.call.id)).toBe('booked');
    expect(await statusEvents(first.id)).toBe(eventsBefore);

    // After the start: the status panel's „nicht erschienen“ is taken and is the call's outcome too.
    await callHasBegun(first.call.id);
    const after = (await nina.get<DeskLead>(`/leads/${first.id}`)).body;
    expect(after.next.every((next) => next.notYet === undefined)).toBe(true);
    expect((await nina.post(`/leads/${first.id}/status`, { to: 'no_show' })).status).toBe(200);
    expect(await leadStatus(first.id)).toBe('no_show');
    expect(await callStatus(first.call.id)).toBe('no_show');

    const second = await leadWithCall('danach@example.de', nina);
    await callHasBegun(second.call.id);
    expect((await nina.post(`/leads/${second.id}/status`, { to: 'presented' })).status).toBe(200);
    expect(await leadStatus(second.id)).toBe('presented');
    expect(await callStatus(second.call.id)).toBe('held');
  });
});

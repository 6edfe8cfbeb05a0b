/**
 * The conversion report follows what happens to a lead after it arrived: a strategy call booked and then cancelled,
 * a call held, a win recorded, corrected and set back, each through the desk as staff do it. The report reads these
 * stages from the lead (migrations/076_lead_stages.sql), so each change must reach it in the same step.
 */
import { plans } from '@sichtwerk/content/plans';
import type { LeadAppointmentAnswer } from '@sichtwerk/forms/desk/appointments-contract';
import type { ConversionReport, ReportLeads, ReportStage } from '@sichtwerk/forms/desk/report-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient, type DeskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';

const fixture = useServiceFixture({
  env: { BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00', BOOKING_CLOSED_DAYS: '2020-01-01', PUBLIC_HOLIDAY_STATE: 'none' },
});
const password = 'bericht-passwort-1234';
const priceOf = (id: string) => plans.find((plan) => plan.id === id)?.priceMonthly ?? Number.NaN;
const thisMonth = { period: 'this_month', group: 'kind' } as const;
let sales: DeskClient;

beforeAll(async () => {
  await createUser(fixture.db.pool, { username: 'wechselberater', password, role: 'vertrieb', holdsCalls: true });
  sales = deskClient(fixture.service.url);
  expect((await sales.login('wechselberater', password)).status).toBe(200);
});

async function lead(email: string): Promise<string> {
  const response = await fixture.service.post({ ...validRequest, email });
  return ((await response.json()) as { id: string }).id;
}

async function analysisRequests() {
  const report = await sales.post<ConversionReport>('/report', thisMonth);
  expect(report.status).toBe(200);
  return report.body.rows.find((row) => row.key === 'analysis-request');
}

async function leadsBehind(stage: ReportStage): Promise<string[]> {
  const answer = await sales.post<ReportLeads>('/report/leads', { ...thisMonth, key: 'analysis-request', stage });
  expect(answer.status).toBe(200);
  return answer.body.leads.map((entry) => entry.id);
}

async function bookCall(id: string): Promise<string> {
  const offered = await sales.get<LeadAppointmentAnswer>(`/leads/${id}/termin`);
  const booked = await sales.post<LeadAppointmentAnswer>(`/leads/${id}/termin`, { startsAt: offered.body.slots[0]?.startsAt });
  expect(booked.status).toBe(200);
  const call = booked.body.current;
  if (!call) throw new Error('no call booked');
  return call.id;
}

describe('when what became of a lead changes after it arrived', () => {
  it('then a call booked counts as booked until it is cancelled, and its lead leaves the number behind it', async () => {
    const id = await lead('abgesagt@example.de');
    const callId = await bookCall(id);
    expect(await analysisRequests()).toMatchObject({ requests: 1, callsBooked: 1, callsHeld: 0 });
    expect(await leadsBehind('callsBooked')).toEqual([id]);

    expect((await sales.post(`/termine/${callId}/absagen`)).status).toBe(200);
    expect(await analysisRequests()).toMatchObject({ requests: 1, callsBooked: 0, callsHeld: 0 });
    expect(await leadsBehind('callsBooked')).toEqual([]);
  });

  it('then a call held and a win count at once, a corrected win with its new value, and a win set back no more', async () => {
    const id = await lead('gewonnen@example.de');
    const callId = await bookCall(id);
    // The call is over: „Analyse vorgestellt“ is recorded only after its start.
    await fixture.db.pool.query(
      `UPDATE bookings SET starts_at = now() - interval '40 minutes', ends_at = now() - interval '10 minutes', blocked_until = now() WHERE id = $1`,
      [callId],
    );
    expect((await sales.post(`/termine/${callId}/ergebnis`, { outcome: 'held' })).status).toBe(200);
    expect(await analysisRequests()).toMatchObject({ requests: 2, callsBooked: 1, callsHeld: 1, customers: 0 });

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    const won = await sales.post(`/leads/${id}/status`, { to: 'won', won: { package: 'business', addOns: [], contractDate: today } });
    expect(won.status, JSON.stringify(won.body)).toBe(200);
    expect(await analysisRequests()).toMatchObject({ customers: 1, monthlyValue: priceOf('business'), medianDaysToCustomer: 0 });
    expect(await leadsBehind('customers')).toEqual([id]);

    const corrected = await sales.post(`/leads/${id}/outcome`, {
      won: { package: 'premium', addOns: [], contractDate: today },
      reason: 'Premium statt Business vereinbart',
    });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(await analysisRequests()).toMatchObject({ customers: 1, monthlyValue: priceOf('premium') });

    const back = await sales.post(`/leads/${id}/status`, { to: 'presented', reason: 'Vertrag doch nicht unterschrieben' });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await analysisRequests()).toMatchObject({
      requests: 2,
      callsHeld: 1,
      customers: 0,
      monthlyValue: 0,
      medianDaysToCustomer: null,
    });
    expect(await leadsBehind('customers')).toEqual([]);
  });
});

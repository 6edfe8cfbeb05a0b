/**
 * The referral reward from referral to due date (issue 44 item 3): a referral links to the recommended company's
 * analysis request by e-mail, whichever arrives first, or by the reference staff choose in the desk; when that
 * request is won, the referral moves to „Vertrag geschlossen“ with the day the reward falls due, or to „abgelehnt“
 * with the reason when the terms are not met; „Prämie ausgezahlt“ records the day. Real service and database.
 */
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { describe, expect, it } from 'vitest';
import { rewardDueDay } from '../src/desk/referral-rewards/reward-due-date.ts';
import { berlinDayOf } from '../src/platform/shared/calendar-day.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { validReferral } from './support/form-bodies.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';

const fixture = useServiceFixture();
const password = 'praemie-passwort-1234';
const today = berlinDayOf(new Date());

async function signedIn(role: 'vertrieb' | 'admin' = 'vertrieb') {
  const username = `praemie${Math.random().toString(36).slice(2, 8)}`;
  await createUser(fixture.db.pool, { username, password, role });
  const client = deskClient(fixture.service.url);
  await client.login(username, password);
  return { client, username };
}

async function referralFor(companyEmail: string): Promise<string> {
  const response = await fixture.service.postTo('/api/referrals', { ...validReferral, companyName: 'Empfohlen GmbH', companyEmail });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function requestFrom(email: string): Promise<{ id: string; reference: string }> {
  const response = await fixture.service.postTo('/api/contact-submissions', { ...validRequest, company: 'Empfohlen GmbH', email });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const { rows } = await fixture.db.pool.query<{ reference: string }>('SELECT reference FROM leads WHERE id = $1', [id]);
  return { id, reference: rows[0]?.reference ?? '' };
}

async function win(client: ReturnType<typeof deskClient>, id: string, contractDate = today) {
  expect((await client.post(`/leads/${id}/status`, { to: 'presented' })).status).toBe(200);
  const won = await client.post<DeskLead>(`/leads/${id}/status`, { to: 'won', won: { package: 'business', addOns: [], contractDate } });
  expect(won.status).toBe(200);
}

const unique = () => `firma-${Math.random().toString(36).slice(2, 10)}@empfohlen.test`;

describe('when a recommended company asks for an analysis after the referral and becomes a customer', () => {
  it('then the referral is linked by e-mail and moves to „Vertrag geschlossen“ with the reward’s due day', async () => {
    const email = unique();
    const referralId = await referralFor(email);
    // Typed differently by the company: the match ignores case and spaces around.
    const request = await requestFrom(email.toUpperCase());
    const { client } = await signedIn();
    const before = await client.get<DeskLead>(`/leads/${referralId}`);
    expect(before.body.reward).toMatchObject({ lead: { id: request.id, reference: request.reference }, linkedBy: 'email', dueOn: null });

    await win(client, request.id);
    const after = await client.get<DeskLead>(`/leads/${referralId}`);
    expect(after.body.status).toEqual({ key: 'contracted', label: 'Vertrag geschlossen' });
    expect(after.body.reward).toMatchObject({ contractDate: today, dueOn: rewardDueDay(today), declinedReason: null, paidOn: null });
    expect(after.body.history.at(-1)).toMatchObject({
      by: 'System',
      action: 'status_changed',
      detail: { from: 'new', to: 'contracted', contractDate: today, dueOn: rewardDueDay(today) },
    });

    const paid = await client.post<DeskLead>(`/leads/${referralId}/status`, { to: 'paid' });
    expect(paid.body.status.label).toBe('Prämie ausgezahlt');
    expect(paid.body.reward?.paidOn).toBe(today);

    // The referrer's DSGVO export carries the reward beside the referral.
    const admin = await signedIn('admin');
    const exported = await admin.client.post<{ leads: { id: string; referral_reward?: Record<string, unknown> }[] }>('/dsgvo/export', {
      email: validReferral.referrerEmail,
    });
    expect(exported.body.leads.find((lead) => lead.id === referralId)?.referral_reward).toMatchObject({
      linked_request: request.id,
      linked_by: 'email',
      contract_date: today,
      due_on: rewardDueDay(today),
      paid_on: today,
    });
  });
});

describe('when the recommended company had asked before it was recommended', () => {
  it('then winning it records the decision „kein Neukunde“ with its reason, and no due day', async () => {
    const email = unique();
    const request = await requestFrom(email);
    await fixture.db.pool.query(`UPDATE leads SET submitted_at = now() - interval '3 days' WHERE id = $1`, [request.id]);
    const referralId = await referralFor(email);
    const { client } = await signedIn();
    await win(client, request.id);
    const after = await client.get<DeskLead>(`/leads/${referralId}`);
    expect(after.body.status.label).toBe('abgelehnt');
    expect(after.body.reward?.dueOn).toBeNull();
    expect(after.body.reward?.declinedReason).toMatch(
      /^Kein Neukunde: Das Unternehmen hatte schon am \d\d\.\d\d\.\d{4} angefragt, vor der Empfehlung\.$/,
    );
  });
});

describe('when the company wrote from another address and staff choose its request', () => {
  it('then a request won later than five months after the referral is linked and declined with the last contract day', async () => {
    const referralId = await referralFor(unique());
    await fixture.db.pool.query(`UPDATE leads SET submitted_at = now() - interval '7 months' WHERE id = $1`, [referralId]);
    const request = await requestFrom(unique());
    const { client, username } = await signedIn();
    await win(client, request.id);
    expect((await client.get<DeskLead>(`/leads/${referralId}`)).body.reward?.lead).toBeNull();

    const wrong = await client.post<{ error: { message: string } }>(`/leads/${referralId}/referral-link`, { reference: 'SW-2222-2222' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Eine Analyse-Anfrage mit dieser Vorgangsnummer gibt es nicht.');
    const linked = await client.post<DeskLead>(`/leads/${referralId}/referral-link`, { reference: request.reference.toLowerCase() });
    expect(linked.status).toBe(200);
    expect(linked.body.reward).toMatchObject({ lead: { id: request.id }, linkedBy: username, contractDate: today, dueOn: null });
    expect(linked.body.reward?.declinedReason).toMatch(
      /^Vertrag am \d\d\.\d\d\.\d{4} geschlossen, später als 5 Monate nach der Empfehlung \(spätestens \d\d\.\d\d\.\d{4}\)\.$/,
    );
    expect(linked.body.status.label).toBe('abgelehnt');
    const again = await client.post(`/leads/${referralId}/referral-link`, { reference: request.reference });
    expect(again.status).toBe(409);
  });

  it('then erasing the company’s request keeps the referral’s decision without a link', async () => {
    const email = unique();
    const referralId = await referralFor(email);
    const request = await requestFrom(email);
    const { client } = await signedIn();
    await win(client, request.id);
    await fixture.db.pool.query('DELETE FROM leads WHERE id = $1', [request.id]);
    const after = await client.get<DeskLead>(`/leads/${referralId}`);
    expect(after.body.reward).toMatchObject({ lead: null, dueOn: rewardDueDay(today) });
    await fixture.db.pool.query('DELETE FROM leads WHERE id = $1', [referralId]);
    expect((await fixture.db.pool.query('SELECT 1 FROM referral_rewards WHERE referral_id = $1', [referralId])).rows).toHaveLength(0);
  });

  it('then setting the won request back takes the undecided reward back: the referral is „kontaktiert“ again without a due day', async () => {
    const email = unique();
    const referralId = await referralFor(email);
    const request = await requestFrom(email);
    const { client } = await signedIn();
    await win(client, request.id);
    const back = await client.post(`/leads/${request.id}/status`, { to: 'presented', reason: 'Kunde hat widerrufen' });
    expect(back.status).toBe(200);
    const after = await client.get<DeskLead>(`/leads/${referralId}`);
    expect(after.body.status.label).toBe('kontaktiert');
    expect(after.body.reward).toMatchObject({ lead: { id: request.id }, contractDate: null, dueOn: null, declinedReason: null });
    expect(after.body.history.at(-1)).toMatchObject({ by: 'System', action: 'status_reverted', detail: { to: 'contacted' } });
  });
});

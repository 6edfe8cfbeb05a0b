/**
 * The referral reward from referral to due date (issue 44 item 3): a referral links to the recommended company's
 * analysis request by e-mail, whichever arrives first, or by the reference staff choose in the desk; when that
 * request is won, the referral moves to „Vertrag geschlossen“ with the day the reward falls due, or to „abgelehnt“
 * with the reason when the terms are not met; „Prämie ausgezahlt“ records the day. A corrected contract date decides
 * an open reward again and leaves a paid or announced one with a note; an admin may grant a declined reward anyway.
 * Real service and database.
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

/** The Berlin day a lead arrived, `plusDays` later. */
async function arrivalDay(id: string, plusDays = 0): Promise<string> {
  const { rows } = await fixture.db.pool.query<{ submitted_at: Date }>('SELECT submitted_at FROM leads WHERE id = $1', [id]);
  return berlinDayOf(new Date((rows[0]?.submitted_at.getTime() ?? 0) + plusDays * 86_400_000));
}

async function correct(client: ReturnType<typeof deskClient>, id: string, contractDate: string, reason = 'Datum vertippt') {
  const corrected = await client.post<DeskLead>(`/leads/${id}/outcome`, { won: { package: 'business', addOns: [], contractDate }, reason });
  expect(corrected.status).toBe(200);
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

describe('when the won request’s contract date is corrected while the reward is neither paid nor announced', () => {
  it('then the referral is decided again from the new date: declined beyond five months, due again within them, the due day moving with the date', async () => {
    const email = unique();
    const referralId = await referralFor(email);
    const request = await requestFrom(email);
    // Recommended five months and ten days ago, the company asked five days later: a contract today is too late.
    await fixture.db.pool.query(`UPDATE leads SET submitted_at = now() - interval '5 months 10 days' WHERE id = $1`, [referralId]);
    await fixture.db.pool.query(`UPDATE leads SET submitted_at = now() - interval '5 months 5 days' WHERE id = $1`, [request.id]);
    const asked = await arrivalDay(request.id);
    const dayAfter = await arrivalDay(request.id, 1);
    const { client } = await signedIn();
    await win(client, request.id);
    expect((await client.get<DeskLead>(`/leads/${referralId}`)).body.status.label).toBe('abgelehnt');

    await correct(client, request.id, asked, 'Vertrag wurde schon beim ersten Termin unterschrieben');
    const due = await client.get<DeskLead>(`/leads/${referralId}`);
    expect(due.body.status.label).toBe('Vertrag geschlossen');
    expect(due.body.reward).toMatchObject({
      contractDate: asked,
      dueOn: rewardDueDay(asked),
      declinedReason: null,
      correctedContractDate: null,
    });
    expect(due.body.history.at(-1)).toMatchObject({
      by: 'System',
      action: 'reward_redecided',
      label: 'Prämie neu entschieden (Vertragsdatum der Anfrage korrigiert)',
      detail: { from: 'rejected', to: 'contracted', previousContractDate: today, contractDate: asked, dueOn: rewardDueDay(asked) },
    });

    await correct(client, request.id, dayAfter);
    const moved = await client.get<DeskLead>(`/leads/${referralId}`);
    expect(moved.body.reward).toMatchObject({ contractDate: dayAfter, dueOn: rewardDueDay(dayAfter) });
    expect(moved.body.history.at(-1)).toMatchObject({ action: 'reward_redecided', detail: { from: 'contracted', to: 'contracted' } });

    // A correction that keeps the date (another package) leaves the referral alone.
    const events = moved.body.history.length;
    await client.post(`/leads/${request.id}/outcome`, { won: { package: 'premium', addOns: [], contractDate: dayAfter }, reason: 'Paket' });
    expect((await client.get<DeskLead>(`/leads/${referralId}`)).body.history).toHaveLength(events);

    await correct(client, request.id, today);
    const declined = await client.get<DeskLead>(`/leads/${referralId}`);
    expect(declined.body.status.label).toBe('abgelehnt');
    expect(declined.body.reward).toMatchObject({ contractDate: today, dueOn: null });
    expect(declined.body.reward?.declinedReason).toMatch(/später als 5 Monate nach der Empfehlung/);
    expect(declined.body.history.at(-1)?.detail.reason).toBe(declined.body.reward?.declinedReason);
  });
});

describe('when the won request’s contract date is corrected after the reward was paid or announced', () => {
  it('then the decision stays, and the referral’s history and card say that the date changed afterwards', async () => {
    const email = unique();
    const paidId = await referralFor(email);
    const announcedId = await referralFor(email);
    const request = await requestFrom(email);
    await fixture.db.pool.query(`UPDATE leads SET submitted_at = now() - interval '3 days' WHERE id = ANY($1)`, [[paidId, announcedId]]);
    await fixture.db.pool.query(`UPDATE leads SET submitted_at = now() - interval '2 days' WHERE id = $1`, [request.id]);
    const asked = await arrivalDay(request.id);
    const { client } = await signedIn();
    await win(client, request.id);
    expect((await client.post(`/leads/${paidId}/status`, { to: 'paid' })).status).toBe(200);
    // As the daily job records the referrer's mail it sent (its own stories: referral-reward-mail).
    await fixture.db.pool.query('UPDATE referral_rewards SET due_mail_sent_at = now() WHERE referral_id = $1', [announcedId]);

    await correct(client, request.id, asked);
    const paid = await client.get<DeskLead>(`/leads/${paidId}`);
    expect(paid.body.status.label).toBe('Prämie ausgezahlt');
    expect(paid.body.reward).toMatchObject({
      contractDate: today,
      dueOn: rewardDueDay(today),
      paidOn: today,
      correctedContractDate: asked,
    });
    expect(paid.body.history.at(-1)).toMatchObject({
      by: 'System',
      action: 'reward_kept',
      detail: { previousContractDate: today, contractDate: asked, paidOn: today, announced: false },
    });
    const announced = await client.get<DeskLead>(`/leads/${announcedId}`);
    expect(announced.body.status.label).toBe('Vertrag geschlossen');
    expect(announced.body.reward).toMatchObject({ contractDate: today, dueOn: rewardDueDay(today), correctedContractDate: asked });
    expect(announced.body.history.at(-1)).toMatchObject({ action: 'reward_kept', detail: { announced: true, paidOn: null } });

    // Corrected back to the date it was decided on, the card has nothing left to point out.
    await correct(client, request.id, today);
    expect((await client.get<DeskLead>(`/leads/${paidId}`)).body.reward?.correctedContractDate).toBeNull();
  });
});

describe('when the conditions declined a reward and an admin grants it anyway', () => {
  it('then only an admin may, with a reason: the referral is „Vertrag geschlossen“ with the due day from the contract, and the history says who and why', async () => {
    const email = unique();
    const request = await requestFrom(email);
    await fixture.db.pool.query(`UPDATE leads SET submitted_at = now() - interval '3 days' WHERE id = $1`, [request.id]);
    const referralId = await referralFor(email);
    const sales = await signedIn();
    await win(sales.client, request.id);
    const declined = await sales.client.get<DeskLead>(`/leads/${referralId}`);
    expect(declined.body.status.label).toBe('abgelehnt');
    const waived = declined.body.reward?.declinedReason ?? '';
    expect(waived).toMatch(/^Kein Neukunde/);

    const refused = await sales.client.post<{ error: { message: string } }>(`/leads/${referralId}/referral-reward/grant`, {
      reason: 'Kollege hat zugesagt',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Dafür fehlt deinem Konto die Berechtigung (nur Administration).');
    const admin = await signedIn('admin');
    const withoutReason = await admin.client.post<{ error: { message: string } }>(`/leads/${referralId}/referral-reward/grant`, {
      reason: ' ',
    });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.error.message).toBe('Bitte gib an, warum die Prämie trotzdem gewährt wird.');

    const reason = 'Die frühere Anfrage blieb ohne Kontakt; Geschäftsführung hat zugestimmt.';
    const granted = await admin.client.post<DeskLead>(`/leads/${referralId}/referral-reward/grant`, { reason });
    expect(granted.status).toBe(200);
    expect(granted.body.status.label).toBe('Vertrag geschlossen');
    expect(granted.body.reward).toMatchObject({
      contractDate: today,
      dueOn: rewardDueDay(today),
      declinedReason: null,
      dueMailSentAt: null,
      granted: { by: admin.username, reason, waived },
    });
    expect(granted.body.history.at(-1)).toMatchObject({
      actor: admin.username,
      action: 'reward_granted',
      label: 'Prämie trotzdem gewährt',
      detail: { from: 'rejected', to: 'contracted', contractDate: today, dueOn: rewardDueDay(today), reason, waived },
    });
    const again = await admin.client.post<{ error: { message: string } }>(`/leads/${referralId}/referral-reward/grant`, { reason });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/^Trotzdem gewähren lässt sich nur eine Prämie/);
    expect((await admin.client.post(`/leads/${request.id}/referral-reward/grant`, { reason })).status).toBe(409);

    // Undoing the win takes the grant along: the next win is decided from the conditions again.
    await sales.client.post(`/leads/${request.id}/status`, { to: 'presented', reason: 'Vertrag widerrufen' });
    expect((await sales.client.get<DeskLead>(`/leads/${referralId}`)).body.reward).toMatchObject({ granted: null, dueOn: null });
    const wonAgain = await sales.client.post(`/leads/${request.id}/status`, {
      to: 'won',
      won: { package: 'business', addOns: [], contractDate: today },
    });
    expect(wonAgain.status).toBe(200);
    expect((await sales.client.get<DeskLead>(`/leads/${referralId}`)).body.status.label).toBe('abgelehnt');
  });

  it('then a later correction of the contract date keeps the grant and moves its due day', async () => {
    const email = unique();
    const request = await requestFrom(email);
    await fixture.db.pool.query(`UPDATE leads SET submitted_at = now() - interval '3 days' WHERE id = $1`, [request.id]);
    const referralId = await referralFor(email);
    const asked = await arrivalDay(request.id);
    const admin = await signedIn('admin');
    await win(admin.client, request.id);
    await admin.client.post(`/leads/${referralId}/referral-reward/grant`, { reason: 'Ausnahme' });
    await correct(admin.client, request.id, asked);
    const after = await admin.client.get<DeskLead>(`/leads/${referralId}`);
    expect(after.body.status.label).toBe('Vertrag geschlossen');
    expect(after.body.reward).toMatchObject({ contractDate: asked, dueOn: rewardDueDay(asked), granted: { reason: 'Ausnahme' } });
  });
});

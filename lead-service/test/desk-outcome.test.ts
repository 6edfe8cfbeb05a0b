/**
 * How a lead ends in the desk: „Kunde geworden“ with the package, add-ons and contract date, priced from the
 * content; „kein Interesse“ with a reason; corrected with history and undone like any status. Through the real
 * service and database; prices and names come from the content.
 */
import { addonPriceLabel, serviceAddons } from '@sichtwerk/content/addons';
import { plans } from '@sichtwerk/content/plans';
import type { Meta } from '@sichtwerk/forms/desk/account-contract';
import type { DeskLead } from '@sichtwerk/forms/desk/lead-contract';
import { lostReasons } from '@sichtwerk/forms/desk/outcome-contract';
import { describe, expect, it } from 'vitest';
import { berlinDayOf } from '../src/platform/shared/calendar-day.ts';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';

const fixture = useServiceFixture();
const password = 'abschluss-passwort-1234';

async function signedIn(role: 'vertrieb' | 'admin' = 'vertrieb') {
  const username = `abschluss${Math.random().toString(36).slice(2, 8)}`;
  await createUser(fixture.db.pool, { username, password, role });
  const client = deskClient(fixture.service.url);
  await client.login(username, password);
  return { client, username };
}

async function presentedLead(company: string) {
  const response = await fixture.service.postTo('/api/contact-submissions', { ...validRequest, company });
  const { id } = (await response.json()) as { id: string };
  const signed = await signedIn();
  expect((await signed.client.post(`/leads/${id}/status`, { to: 'presented' })).status).toBe(200);
  return { id, ...signed };
}

const business = plans.find((plan) => plan.id === 'business');
const monthlyAddOn = serviceAddons.find((addon) => addon.unit === 'pro Monat' && !addon.includedIn.includes('business'));
const oneOffAddOn = serviceAddons.find((addon) => addon.unit === 'einmalig' && !addon.includedIn.includes('business'));
const includedInBusiness = serviceAddons.find((addon) => addon.includedIn.includes('business'));
const today = berlinDayOf(new Date());

describe('when a presented lead becomes a customer', () => {
  it('then the desk offers the content’s packages and add-ons, and asks for the facts before „Kunde geworden“', async () => {
    const { id, client } = await presentedLead('Abschlussfrage GmbH');
    const meta = await client.get<Meta>('/meta');
    expect(meta.body.outcomes.packages).toEqual(plans.map((plan) => ({ id: plan.id, name: plan.name, priceMonthly: plan.priceMonthly })));
    expect(meta.body.outcomes.addOns.find((addon) => addon.id === monthlyAddOn?.id)).toMatchObject({
      priceLabel: addonPriceLabel(monthlyAddOn as NonNullable<typeof monthlyAddOn>),
      monthly: true,
    });
    const lead = await client.get<DeskLead>(`/leads/${id}`);
    expect(lead.body.next).toEqual([
      { key: 'won', label: 'Kunde geworden', asks: 'won' },
      { key: 'lost', label: 'kein Interesse', asks: 'lost' },
    ]);

    const bare = await client.post<{ error: { message: string } }>(`/leads/${id}/status`, { to: 'won' });
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toBe('Bitte gib Paket, Add-ons und das Datum des Vertragsschlusses an.');
    const unknown = await client.post<{ error: { message: string } }>(`/leads/${id}/status`, {
      to: 'won',
      won: { package: 'platin', addOns: [], contractDate: today },
    });
    expect(unknown.body.error.message).toBe('Dieses Paket gibt es nicht.');
    const included = await client.post<{ error: { message: string } }>(`/leads/${id}/status`, {
      to: 'won',
      won: { package: 'business', addOns: [includedInBusiness?.id], contractDate: today },
    });
    expect(included.body.error.message).toBe(`${includedInBusiness?.name} ist in Business schon enthalten.`);
    const future = await client.post<{ error: { message: string } }>(`/leads/${id}/status`, {
      to: 'won',
      won: { package: 'business', addOns: [], contractDate: '2999-01-01' },
    });
    expect(future.body.error.message).toBe('Bitte trag den Abschluss erst ein, wenn der Vertrag geschlossen ist.');
    const noDay = await client.post<{ error: { message: string } }>(`/leads/${id}/status`, {
      to: 'won',
      won: { package: 'business', addOns: [], contractDate: '2026-02-30' },
    });
    expect(noDay.body.error.message).toBe('Dieses Datum gibt es nicht.');
    expect((await fixture.db.pool.query('SELECT status FROM leads WHERE id = $1', [id])).rows[0]?.status).toBe('presented');
    expect((await fixture.db.pool.query('SELECT count(*)::int AS n FROM lead_outcomes WHERE lead_id = $1', [id])).rows[0]?.n).toBe(0);
  });

  it('then the lead keeps package, add-ons, contract date and monthly value with who set them', async () => {
    const { id, client, username } = await presentedLead('Neukunde Sonnenschein GmbH');
    const won = await client.post<DeskLead>(`/leads/${id}/status`, {
      to: 'won',
      won: { package: 'business', addOns: [monthlyAddOn?.id, oneOffAddOn?.id], contractDate: today },
    });
    expect(won.status).toBe(200);
    expect(won.body.status.label).toBe('Kunde geworden');
    // The one-off add-on is recorded but billed once: only the package and the monthly add-on count per month.
    const monthlyValue = (business?.priceMonthly ?? 0) + (monthlyAddOn?.price ?? 0);
    expect(won.body.outcome).toMatchObject({
      kind: 'won',
      package: { id: 'business', name: 'Business' },
      addOns: [
        { id: monthlyAddOn?.id, name: monthlyAddOn?.name },
        { id: oneOffAddOn?.id, name: oneOffAddOn?.name },
      ],
      monthlyValue,
      contractDate: today,
      setBy: username,
    });
    expect(won.body.history.at(-1)).toMatchObject({
      actor: username,
      action: 'status_changed',
      detail: { from: 'presented', to: 'won', package: 'business', contractDate: today, monthlyValue },
    });
  });

  it('then a correction replaces the facts with a reason, keeps the earlier ones, and setting the status back withdraws them', async () => {
    const { id, client, username } = await presentedLead('Korrekturbetrieb KG');
    await client.post(`/leads/${id}/status`, { to: 'won', won: { package: 'premium', addOns: [], contractDate: today } });
    const withoutReason = await client.post(`/leads/${id}/outcome`, { won: { package: 'enterprise', addOns: [], contractDate: today } });
    expect(withoutReason.status).toBe(400);
    const corrected = await client.post<DeskLead>(`/leads/${id}/outcome`, {
      won: { package: 'enterprise', addOns: [], contractDate: today },
      reason: 'Paket beim Abschluss hochgestuft',
    });
    expect(corrected.status).toBe(200);
    const enterprise = plans.find((plan) => plan.id === 'enterprise');
    expect(corrected.body.outcome).toMatchObject({ kind: 'won', package: { name: 'Enterprise' }, monthlyValue: enterprise?.priceMonthly });
    expect(corrected.body.history.at(-1)).toMatchObject({
      actor: username,
      action: 'outcome_corrected',
      label: 'Abschluss korrigiert',
      detail: { package: 'enterprise', reason: 'Paket beim Abschluss hochgestuft' },
    });

    const back = await client.post<DeskLead>(`/leads/${id}/status`, { to: 'presented', reason: 'Vertrag doch nicht unterschrieben' });
    expect(back.body.outcome).toBeNull();
    const stored = await fixture.db.pool.query<{ outcome: string; package: string | null; current: boolean }>(
      'SELECT outcome, package, current FROM lead_outcomes WHERE lead_id = $1 ORDER BY id',
      [id],
    );
    expect(stored.rows).toEqual([
      { outcome: 'won', package: 'premium', current: false },
      { outcome: 'won', package: 'enterprise', current: false },
      { outcome: 'withdrawn', package: null, current: true },
    ]);
    const notWon = await client.post<{ error: { message: string } }>(`/leads/${id}/outcome`, {
      won: { package: 'premium', addOns: [], contractDate: today },
      reason: 'nochmal',
    });
    expect(notWon.status).toBe(409);
  });
});

describe('when a presented lead has no interest', () => {
  it('then the desk asks for a reason from the list, keeps the free text, and the lead is gone with its outcome when erased', async () => {
    const { id, client } = await presentedLead('Absagebetrieb OHG');
    const bare = await client.post<{ error: { message: string } }>(`/leads/${id}/status`, { to: 'lost' });
    expect(bare.body.error.message).toBe('Bitte wähle, warum kein Interesse besteht.');
    const unlisted = await client.post(`/leads/${id}/status`, { to: 'lost', lost: { reason: 'wetter' } });
    expect(unlisted.status).toBe(400);
    const lost = await client.post<DeskLead>(`/leads/${id}/status`, {
      to: 'lost',
      lost: { reason: 'competitor', note: 'hat bei der Agentur des Schwagers unterschrieben' },
    });
    expect(lost.body.outcome).toMatchObject({
      kind: 'lost',
      reason: 'competitor',
      reasonLabel: lostReasons.competitor,
      note: 'hat bei der Agentur des Schwagers unterschrieben',
    });
    // The free text is staff's words about a person: never in the history, gone with the lead.
    expect(JSON.stringify(lost.body.history)).not.toContain('Schwager');
    const admin = await signedIn('admin');
    const email = validRequest.email;
    const exported = await admin.client.post<{ leads: { id: string; outcomes: { lost_note: string }[] }[] }>('/dsgvo/export', { email });
    expect(exported.body.leads.find((lead) => lead.id === id)?.outcomes[0]?.lost_note).toBe(
      'hat bei der Agentur des Schwagers unterschrieben',
    );
    await fixture.db.pool.query('DELETE FROM leads WHERE id = $1', [id]);
    expect((await fixture.db.pool.query('SELECT count(*)::int AS n FROM lead_outcomes WHERE lead_id = $1', [id])).rows[0]?.n).toBe(0);
  });
});

import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { baseUrl } from '../support/base-url.ts';
import { logInAs } from '../support/desk-login.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { requestAnalysis } from '../support/strategy-calls.ts';
import { keepShots } from '../support/keep-shots.ts';

/** A referral as the form stores it (its own stories are in forms/referral.spec.ts). */
async function storedReferral(companyName: string, companyEmail: string): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      // The lead (leads), its own fields (referrals) and its two mails, sent (migrations/074_one_lead_table.sql).
      `WITH lead AS (
         INSERT INTO leads (kind, status, enqueued_at, search_text)
         VALUES ('referral', 'new', now(), lead_search_normal('Petra Empfehl ' || $3 || ' ' || $1 || ' Jonas Kunde ' || $2))
         RETURNING id
       ), fields AS (
         INSERT INTO referrals (id, referrer_name, referrer_email, company_name, contact_person, company_email, company_phone, company_consent)
         SELECT id, 'Petra Empfehl', $3, $1, 'Jonas Kunde', $2, '+49 30 7654321', 'ja' FROM lead
       ), mails AS (
         INSERT INTO lead_mails (lead_id, mail, sent_at) SELECT id, mail, now() FROM lead, unnest(ARRAY['acknowledgement', 'notification']) AS mail
       )
       SELECT id::text FROM lead`,
      [companyName, companyEmail, uniqueEmail('empfehler')],
    );
    return rows[0]?.id ?? '';
  } finally {
    await client.end();
  }
}

/** Moves the leads' arrival back by whole days (what a story cannot wait for); answers the Berlin day of the first. */
async function arrivedDaysAgo(ids: string[], days: number): Promise<string> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ day: string }>(
      `UPDATE leads SET submitted_at = now() - make_interval(days => $2) WHERE id = ANY($1::uuid[])
       RETURNING to_char(submitted_at AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS day`,
      [ids, days],
    );
    return rows[0]?.day ?? '';
  } finally {
    await client.end();
  }
}

/** The recommended company asks for an analysis in a visitor's own browser; answers its request's id. */
async function companyAsks(page: Page, company: string, email: string): Promise<string> {
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('kein Browser');
  const requestId = await requestAnalysis(visitor, company, email);
  await visitor.close();
  return requestId;
}

/** In the desk: the request presented, then „Kunde geworden“ with the first package and today's date. */
async function winRequest(page: Page, requestId: string): Promise<void> {
  await page.goto(baseUrl(`/vertrieb/leads/${requestId}`));
  const status = page.getByRole('region', { name: 'Status', exact: true });
  await status.getByRole('button', { name: '→ Analyse vorgestellt' }).click();
  await status.getByRole('button', { name: '→ Kunde geworden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kunde geworden' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Als Kunde speichern' }).click();
  await expect(dialog).toBeHidden();
}

const germanDay = (day: string) => day.split('-').reverse().join('.');

test.describe('the referral reward in the desk', () => {
  test.describe.configure({ timeout: 120_000 });

  test('when the recommended company asks for an analysis and becomes a customer, then its referral shows the linked request, „Vertrag geschlossen“ and the day the reward falls due', async ({
    page,
  }) => {
    const company = `Bäckerei Empfohlen ${Date.now().toString(36)}`;
    const email = uniqueEmail('empfohlen');
    const referralId = await storedReferral(company, email);
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('kein Browser');
    const requestId = await requestAnalysis(visitor, company, email);
    await visitor.close();

    await logInAs(page, 'vertrieb');
    await page.goto(baseUrl(`/vertrieb/leads/${referralId}`));
    const card = page.getByRole('region', { name: 'Empfehlungsprämie' });
    await expect(card).toContainText('per E-Mail-Adresse gefunden');
    await expect(card.getByRole('link', { name: new RegExp(company) })).toBeVisible();

    await card.getByRole('link', { name: new RegExp(company) }).click();
    await expect(page).toHaveURL(new RegExp(`/vertrieb/leads/${requestId}`));
    const status = page.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: '→ Analyse vorgestellt' }).click();
    await status.getByRole('button', { name: '→ Kunde geworden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kunde geworden' });
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Als Kunde speichern' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(baseUrl(`/vertrieb/leads/${referralId}`));
    await expect(
      page.getByRole('region', { name: 'Status', exact: true }).getByRole('button', { name: '→ Prämie ausgezahlt' }),
    ).toBeVisible();
    await expect(card).toContainText('Vertrag geschlossen am');
    await expect(card).toContainText('Prämie fällig am');
    await expect(card).toContainText('geht am Fälligkeitstag raus');
    await keepShots(page, 'referral-reward');
  });

  test('when the won request’s contract date is corrected after the reward was paid, then the decision stays and the referral’s card points the admin to the new date', async ({
    page,
  }) => {
    const company = `Tischlerei Korrigiert ${Date.now().toString(36)}`;
    const email = uniqueEmail('korrigiert');
    const referralId = await storedReferral(company, email);
    const requestId = await companyAsks(page, company, email);
    await arrivedDaysAgo([referralId], 3);
    const asked = await arrivedDaysAgo([requestId], 2);

    await logInAs(page, 'admin');
    await winRequest(page, requestId);
    await page.goto(baseUrl(`/vertrieb/leads/${referralId}`));
    await page.getByRole('region', { name: 'Status', exact: true }).getByRole('button', { name: '→ Prämie ausgezahlt' }).click();
    const card = page.getByRole('region', { name: 'Empfehlungsprämie' });
    await expect(card).toContainText('Prämie ausgezahlt am');

    await page.goto(baseUrl(`/vertrieb/leads/${requestId}`));
    await page.getByRole('button', { name: 'Abschluss korrigieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abschluss korrigieren' });
    await dialog.getByLabel('Vertrag geschlossen am').fill(asked);
    await dialog.getByLabel('Was wird korrigiert?').fill('Vertrag wurde schon am Telefon geschlossen');
    await dialog.getByRole('button', { name: 'Korrektur speichern' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(baseUrl(`/vertrieb/leads/${referralId}`));
    await expect(card.locator('[data-slot="contract-corrected"]')).toContainText(
      `Die Anfrage hat jetzt einen Vertrag vom ${germanDay(asked)}. Die Prämie war da schon ausgezahlt`,
    );
    await expect(page.getByRole('list', { name: 'Verlauf' })).toContainText(
      `Vertragsdatum der Anfrage nachträglich korrigiert, Prämie bleibt wie entschieden: Vertrag vom ${germanDay(asked)} statt`,
    );
    await keepShots(page, 'referral-reward-corrected');
  });

  test('when the conditions declined the reward (the company had asked before), then an admin grants it anyway with a reason, and a salesperson has no such button', async ({
    page,
    browser,
  }) => {
    const company = `Friseur Schonbekannt ${Date.now().toString(36)}`;
    const email = uniqueEmail('schonbekannt');
    const referralId = await storedReferral(company, email);
    const requestId = await companyAsks(page, company, email);
    await arrivedDaysAgo([requestId], 1);

    await logInAs(page, 'vertrieb');
    await winRequest(page, requestId);
    await page.goto(baseUrl(`/vertrieb/leads/${referralId}`));
    const card = page.getByRole('region', { name: 'Empfehlungsprämie' });
    await expect(card).toContainText('Kein Neukunde');
    await expect(card.getByRole('button', { name: 'Prämie trotzdem gewähren' })).toHaveCount(0);

    const adminPage = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    await logInAs(adminPage, 'admin');
    await adminPage.goto(baseUrl(`/vertrieb/leads/${referralId}`));
    const adminCard = adminPage.getByRole('region', { name: 'Empfehlungsprämie' });
    await adminCard.getByRole('button', { name: 'Prämie trotzdem gewähren' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Prämie trotzdem gewähren' });
    await expect(dialog).toContainText('Abgelehnt, weil: Kein Neukunde');
    await expect(dialog.getByRole('button', { name: 'Prämie gewähren' })).toBeDisabled();
    await dialog
      .getByLabel('Warum gewährst du die Prämie trotzdem?')
      .fill('Die frühere Anfrage blieb ohne Kontakt; so mit der Geschäftsführung abgesprochen.');
    await keepShots(adminPage, 'referral-reward-grant-dialog', 'wideOnly');
    await dialog.getByRole('button', { name: 'Prämie gewähren' }).click();
    await expect(dialog).toBeHidden();

    await expect(adminCard).toContainText('Trotzdem gewährt');
    await expect(adminCard).toContainText('so mit der Geschäftsführung abgesprochen');
    await expect(adminCard).toContainText('Prämie fällig am');
    await expect(adminCard).toContainText('geht am Fälligkeitstag raus');
    await expect(adminCard.getByRole('button', { name: 'Prämie trotzdem gewähren' })).toHaveCount(0);
    await expect(
      adminPage.getByRole('region', { name: 'Status', exact: true }).getByRole('button', { name: '→ Prämie ausgezahlt' }),
    ).toBeVisible();
    await expect(adminPage.getByRole('list', { name: 'Verlauf' })).toContainText('Prämie trotzdem gewährt: Vertrag vom');
    await keepShots(adminPage, 'referral-reward-granted');
    await adminPage.context().close();
  });
});

import { expect, test } from '@playwright/test';
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
});

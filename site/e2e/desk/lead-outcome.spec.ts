import { serviceAddons } from '@sichtwerk/content/addons';
import { plans } from '@sichtwerk/content/plans';
import { expect, type Page, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { logInAs } from '../support/desk-login.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { requestAnalysis } from '../support/strategy-calls.ts';
import { keepShots } from '../support/keep-shots.ts';

const euro = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);

async function presentedLead(page: Page, company: string): Promise<void> {
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('kein Browser');
  const leadId = await requestAnalysis(visitor, company, uniqueEmail('abschluss'));
  await visitor.close();
  await logInAs(page, 'vertrieb');
  await page.goto(baseUrl(`/vertrieb/leads/${leadId}`));
  const status = page.getByRole('region', { name: 'Status', exact: true });
  await status.getByRole('button', { name: '→ Analyse vorgestellt' }).click();
  await expect(status.getByRole('button', { name: '→ Kunde geworden' })).toBeVisible();
}

test.describe('how a lead ends in the desk', () => {
  test.describe.configure({ timeout: 120_000 });

  test('when a salesperson marks a presented lead „Kunde geworden“, then the dialog asks package, add-ons and contract date, and the lead shows them with the monthly value', async ({
    page,
  }) => {
    const business = plans.find((plan) => plan.id === 'business');
    const monthly = serviceAddons.find((addon) => addon.unit === 'pro Monat' && !addon.includedIn.includes('business'));
    const included = serviceAddons.find((addon) => addon.includedIn.includes('business'));
    if (!business || !monthly || !included) throw new Error('Inhalt ohne Business-Paket oder monatliches Add-on');
    await presentedLead(page, `Gärtnerei Abschluss ${Date.now().toString(36)}`);
    const status = page.getByRole('region', { name: 'Status', exact: true });

    await status.getByRole('button', { name: '→ Kunde geworden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kunde geworden' });
    await expect(dialog.getByRole('button', { name: 'Als Kunde speichern' })).toBeDisabled();
    await dialog.getByRole('radio', { name: new RegExp(`^${business.name}`) }).check();
    // What Business already contains is not offered as an add-on.
    await expect(dialog.getByLabel(included.name, { exact: false })).toHaveCount(0);
    await dialog.getByLabel(monthly.name, { exact: false }).check();
    await keepShots(page, 'won-dialog', 'wideOnly');
    await dialog.getByRole('button', { name: 'Als Kunde speichern' }).click();
    await expect(dialog).toBeHidden();

    const outcome = status.locator('[data-slot="outcome"]');
    await expect(status.getByText('„Kunde geworden“ ist ein Endstatus.')).toBeVisible();
    await expect(outcome).toContainText(business.name);
    await expect(outcome).toContainText(monthly.name);
    await expect(outcome).toContainText(euro(business.priceMonthly + monthly.price));
    await expect(page.getByRole('list', { name: 'Verlauf' })).toContainText(`${euro(business.priceMonthly + monthly.price)} im Monat`);
    await keepShots(page, 'won-lead', 'wideOnly');
  });

  test('when a salesperson marks a presented lead „kein Interesse“, then the dialog asks a reason from the list and the lead shows it', async ({
    page,
  }) => {
    await presentedLead(page, `Metzgerei Absage ${Date.now().toString(36)}`);
    const status = page.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: '→ kein Interesse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kein Interesse' });
    await dialog.getByRole('radio', { name: 'macht es selbst' }).check();
    await dialog.getByLabel('Anmerkung (optional)').fill('Der Sohn macht die Website.');
    await keepShots(page, 'lost-dialog', 'wideOnly');
    await dialog.getByRole('button', { name: 'Als „kein Interesse“ speichern' }).click();
    await expect(status.locator('[data-slot="outcome"]')).toContainText('macht es selbst – Der Sohn macht die Website.');
  });
});

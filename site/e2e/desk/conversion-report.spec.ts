import { plans } from '@sichtwerk/content/plans';
import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { logInAs } from '../support/desk-login.ts';
import { uniqueEmail } from '../support/outbox.ts';
import { requestAnalysis } from '../support/strategy-calls.ts';
import { keepShots } from '../support/keep-shots.ts';

const euro = (value: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);

test.describe('the conversion report', () => {
  test.describe.configure({ timeout: 120_000 });

  test('when a campaign brought a customer this month, then the admin sees it in the report by campaign, opens the lead behind the number and may take the CSV', async ({
    page,
  }) => {
    const business = plans.find((plan) => plan.id === 'business');
    if (!business) throw new Error('Inhalt ohne Business-Paket');
    const campaign = `herbst-${Date.now().toString(36)}`;
    const visitor = await page.context().browser()?.newPage();
    if (!visitor) throw new Error('kein Browser');
    const won = await requestAnalysis(
      visitor,
      `Bäckerei Kampagne ${campaign}`,
      uniqueEmail('bericht'),
      `/kostenlose-analyse?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`,
    );
    await requestAnalysis(
      visitor,
      `Tischlerei Kampagne ${campaign}`,
      uniqueEmail('bericht'),
      `/kostenlose-analyse?utm_campaign=${campaign}`,
    );
    await visitor.close();

    await logInAs(page, 'admin');
    await page.goto(baseUrl(`/vertrieb/leads/${won}`));
    const status = page.getByRole('region', { name: 'Status', exact: true });
    await status.getByRole('button', { name: '→ Analyse vorgestellt' }).click();
    await status.getByRole('button', { name: '→ Kunde geworden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kunde geworden' });
    await dialog.getByRole('radio', { name: new RegExp(`^${business.name}`) }).check();
    await dialog.getByRole('button', { name: 'Als Kunde speichern' }).click();
    await expect(status.locator('[data-slot="outcome"]')).toContainText(business.name);

    await page.goto(baseUrl('/vertrieb/kennzahlen'));
    await page.getByRole('navigation', { name: 'Kennzahlen' }).getByRole('link', { name: 'Von der Anfrage zum Kunden' }).click();
    await page.getByLabel('Gruppiert nach').selectOption({ label: 'Kampagne (utm_campaign)' });
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: campaign }) });
    // Two requests this month from the campaign, one of them won: 50 % from request to customer.
    await expect(row.getByRole('cell').nth(0)).toHaveText('2');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await expect(row.getByRole('cell').nth(5)).toHaveText(euro(business.priceMonthly));
    await expect(row.getByRole('cell').nth(6)).toHaveText('50 %');
    // The chart's numbers are there for a screen reader too.
    await expect(page.getByRole('img', { name: /Anfragen: \d+; Analyse gesendet: \d+/ })).toBeVisible();

    await table.getByRole('button', { name: 'Monatswert' }).click();
    await expect(table.getByRole('columnheader', { name: /Monatswert/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('button', { name: 'Als CSV exportieren' })).toBeVisible();
    await keepShots(page, 'conversion-report');

    await row.getByRole('button', { name: new RegExp(`^1 Kunden: ${campaign}`) }).click();
    const leads = page.getByRole('region', { name: `Kunden: ${campaign}` });
    await expect(leads.getByRole('listitem')).toHaveCount(1);
    await expect(leads).toContainText(`Kunde geworden · ${euro(business.priceMonthly)} im Monat`);
    await leads.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/vertrieb/leads/${won}`));
  });

  test('when an admin switches the weekly report on, then the digest settings keep it, and a salesperson is not offered it', async ({
    page,
  }) => {
    await logInAs(page, 'admin');
    await page.getByRole('button', { name: 'Tägliche Übersicht einstellen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tägliche Übersicht' });
    await dialog.getByLabel(/montags um 8 Uhr den Wochenbericht/).check();
    await dialog.getByLabel('E-Mail-Adresse').fill(uniqueEmail('wochenbericht'));
    await keepShots(page, 'weekly-report-setting');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.getByRole('button', { name: 'Tägliche Übersicht einstellen' }).click();
    await expect(page.getByRole('dialog', { name: 'Tägliche Übersicht' }).getByLabel(/den Wochenbericht/)).toBeChecked();

    const sales = await page.context().browser()?.newPage();
    if (!sales) throw new Error('kein Browser');
    await logInAs(sales, 'vertrieb');
    await sales.getByRole('button', { name: 'Tägliche Übersicht einstellen' }).click();
    await expect(sales.getByRole('dialog', { name: 'Tägliche Übersicht' }).getByLabel(/den Wochenbericht/)).toHaveCount(0);
    await sales.close();
  });
});

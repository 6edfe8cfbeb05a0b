import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { createDeskAccount, logIn } from '../support/desk-accounts.ts';
import { uniqueEmail, waitForMail } from '../support/outbox.ts';
import { callHasBegun, requestAnalysis } from '../support/strategy-calls.ts';

test.describe('strategy calls in the desk', () => {
  // CLI processes, scrypt logins, the public form and a mail worker: generous on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test('when staff book a call for a lead, then the visitor gets the invitation, and the status panel offers „nicht erschienen“ and „Analyse vorgestellt“ only after the call has begun', async ({
    page,
    browser,
  }) => {
    const adviser = await createDeskAccount('vertrieb', { holdsCalls: true });
    const email = uniqueEmail('termin-status');
    const company = `Bäckerei Status ${Date.now().toString(36)}`;
    const visitor = await browser.newPage();
    const leadId = await requestAnalysis(visitor, company, email);
    await visitor.close();

    await logIn(page, adviser);
    await page.goto(baseUrl(`/vertrieb/leads/${leadId}`));
    await page.getByLabel('Termin für den Lead buchen').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Termin buchen' }).click();
    await expect(page.getByText('Termin vereinbart').first()).toBeVisible();
    await waitForMail(email, 'ist gebucht', 30_000);

    const status = page.getByRole('region', { name: 'Status', exact: true });
    for (const step of ['→ Analyse vorgestellt', '→ nicht erschienen'])
      await expect(status.getByRole('button', { name: step })).toBeDisabled();
    await expect(status.getByText(/^Das Strategiegespräch beginnt erst am .+ Uhr\./)).toBeVisible();
    await expect(status.getByRole('button', { name: '→ kein Interesse' })).toBeEnabled();

    await callHasBegun(leadId);
    await page.reload();
    await expect(status.getByRole('button', { name: '→ Analyse vorgestellt' })).toBeEnabled();
    await expect(status.getByText(/beginnt erst am/)).toHaveCount(0);
    await status.getByRole('button', { name: '→ nicht erschienen' }).click();
    await expect(page.getByRole('list', { name: 'Verlauf' })).toContainText(`Termin vereinbart → nicht erschienen · ${adviser.username}`);
  });
});

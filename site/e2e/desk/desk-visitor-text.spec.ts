import { contactPage } from '@sichtwerk/content/form-pages/contact-message';
import { expect, type Page, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { createDeskAccount } from '../support/desk-accounts.ts';
import { logIn } from '../support/desk-login.ts';
import { wakeIsland } from '../support/lead-form-stories.ts';
import { uniqueEmail } from '../support/outbox.ts';

async function sendContactForm(page: Page, fields: { name: string; email: string; phone: string; message: string }): Promise<void> {
  await page.goto(baseUrl('/kontakt'));
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await wakeIsland(form);
  await form.getByLabel('Name *', { exact: true }).fill(fields.name);
  await form.getByLabel('E-Mail-Adresse *', { exact: true }).fill(fields.email);
  await form.getByLabel('Telefon', { exact: true }).fill(fields.phone);
  await form.getByLabel('Nachricht *', { exact: true }).fill(fields.message);
  await form.getByRole('button', { name: contactPage.submitLabel }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText(contactPage.success.title);
}

test.describe('the sales desk and what a visitor typed', () => {
  test.describe.configure({ timeout: 90_000 });

  test('when a name hides a bidi override and a message a zero-width space, then the desk marks both, and a number written with (0) dials the right number', async ({
    page,
    browser,
  }) => {
    const account = await createDeskAccount('vertrieb');
    const tag = Date.now().toString(36);
    const name = `Rechnung${tag}\u202Etxt.exe`;
    const visitor = await browser.newPage();
    await sendContactForm(visitor, {
      name,
      email: uniqueEmail('desk-bidi'),
      phone: '+49 (0) 30 / 777-888',
      message: 'Bitte\u200B zurückrufen.',
    });
    await visitor.close();

    await logIn(page, account);
    await page.getByRole('searchbox').fill(`rechnung${tag}`);
    const row = page
      .getByRole('list', { name: 'Leads' })
      .getByRole('link')
      .filter({ hasText: `Rechnung${tag}` });
    // In the list the override is a marker between the two halves, which therefore read in their own order.
    await expect(row).toContainText(`Rechnung${tag}U+202Etxt.exe`);
    await row.click();

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(`Rechnung${tag}U+202Etxt.exe`);
    await expect(heading.locator('[data-slot="hidden-character"]')).toHaveAttribute('title', /Schreibrichtung/);
    await expect(page.getByText('BitteU+200B zurückrufen.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Angaben' }).getByRole('link', { name: '+49 (0) 30 / 777-888' })).toHaveAttribute(
      'href',
      'tel:+4930777888',
    );
  });
});

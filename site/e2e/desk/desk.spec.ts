import { contactPage } from '@sichtwerk/content/form-pages/contact-message';
import { pages } from '@sichtwerk/content/routes';
import { expect, type Page, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { logIn } from '../support/desk-login.ts';
import { createDeskAccount, createDeskAccountByProcess, recordFailedLogins } from '../support/desk-accounts.ts';
import { wakeIsland } from '../support/lead-form-stories.ts';
import { uniqueEmail, waitForMail } from '../support/outbox.ts';

async function sendContactForm(page: Page, name: string, email: string): Promise<void> {
  await page.goto(baseUrl('/kontakt?utm_source=newsletter'));
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await wakeIsland(form);
  await form.getByLabel('Name *', { exact: true }).fill(name);
  await form.getByLabel('E-Mail-Adresse *', { exact: true }).fill(email);
  await form.getByLabel('Nachricht *', { exact: true }).fill('Bitte ruft mich wegen der Google-Sichtbarkeit zurück.');
  await form.getByRole('button', { name: contactPage.submitLabel }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText(contactPage.success.title);
}

test.describe('the sales desk', () => {
  // Each story starts a CLI process and runs a login's scrypt; on a busy machine that takes a while.
  test.describe.configure({ timeout: 90_000 });

  test('when a sales user logs in, then the lead just sent through the public form is in the inbox, and a status change shows in its history', async ({
    page,
    browser,
  }) => {
    // Made as the operator makes it, the password piped into `npm run users -- add` (users-main.ts).
    const account = await createDeskAccountByProcess('vertrieb');
    const name = `Desk Probe ${Date.now().toString(36)}`;
    const visitor = await browser.newPage();
    await sendContactForm(visitor, name, uniqueEmail('desk-inbox'));
    await visitor.close();

    await logIn(page, account);
    await page.getByRole('searchbox').fill(name.toLowerCase());
    await page
      .getByRole('list', { name: 'Leads' })
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('/kontakt', { exact: true })).toBeVisible();
    await expect(page.getByText('newsletter', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '→ beantwortet' }).click();
    await expect(page.getByRole('list', { name: 'Verlauf' })).toContainText(`Status: neu → beantwortet · ${account.username}`);
    await expect(page.getByRole('button', { name: '→ beantwortet' })).toHaveCount(0);
  });

  test('when the inbox is open and a lead arrives, then it shows up without a reload', async ({ page, browser }) => {
    test.setTimeout(60_000);
    await logIn(page, await createDeskAccount('vertrieb'));
    const name = `Polling Probe ${Date.now().toString(36)}`;
    const visitor = await browser.newPage();
    await sendContactForm(visitor, name, uniqueEmail('desk-poll'));
    await visitor.close();
    await expect(page.getByRole('list', { name: 'Leads' }).getByText(name)).toBeVisible({ timeout: 30_000 });
  });

  test('when a form is sent without JavaScript, then it waits under Prüfen, and "Echt – Bestätigung senden" delivers the visitor confirmation', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('desk-nojs');
    const name = `Ohne Skript ${Date.now().toString(36)}`;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await context.newPage();
    await visitor.goto(baseUrl('/kontakt'));
    const form = visitor.getByRole('form', { name: 'Kontaktformular' });
    await form.getByLabel('Name *', { exact: true }).fill(name);
    await form.getByLabel('E-Mail-Adresse *', { exact: true }).fill(email);
    await form.getByLabel('Nachricht *', { exact: true }).fill('Gesendet ohne JavaScript, bitte trotzdem melden.');
    await form.getByRole('button', { name: contactPage.submitLabel }).click();
    // Without a form token the visitor lands on the confirmation step; not clicking leaves the lead to staff.
    await visitor.waitForURL(`**${pages.kontakt.path}/bestaetigen?**`);
    await context.close();

    await logIn(page, await createDeskAccount('vertrieb'));
    await page.getByRole('link', { name: 'Prüfen', exact: true }).click();
    const held = page.getByRole('list', { name: 'Zu prüfende Leads' }).getByRole('listitem').filter({ hasText: name });
    await expect(held).toContainText('ohne Formular-Zeitstempel gesendet');
    await held.getByRole('link', { name: new RegExp(name) }).click();
    await expect(page.getByText('Grund: ohne Formular-Zeitstempel gesendet')).toBeVisible();
    await page.getByRole('button', { name: 'Echt – Bestätigung senden' }).click();
    await expect(page.getByRole('list', { name: 'Verlauf' })).toContainText('als echt bestätigt');
    await waitForMail(email, 'Antworte einfach auf diese E-Mail');
  });

  test('when someone types a wrong password, then one German message does not say which part was wrong; after 10 failures even the right one is refused', async ({
    page,
  }) => {
    const account = await createDeskAccount('vertrieb');
    const script = page.waitForResponse((response) => /\/vertrieb\/assets\/.+\.js$/.test(response.url()));
    const loginPage = await page.goto(baseUrl('/vertrieb/'));
    expect(loginPage?.headers()['cache-control']).toBe('no-store');
    expect((await script).headers()['cache-control']).toContain('immutable');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByLabel('Benutzername').fill(account.username);
    await page.getByLabel('Passwort').fill('falsches-passwort-123');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort stimmen nicht.');
    await recordFailedLogins(account.username, 9);
    await page.getByLabel('Passwort').fill(account.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toContainText('Bitte warte 15 Minuten');
    await expect(page.getByRole('button', { name: 'Abmelden' })).toHaveCount(0);
  });

  test('when another site sends a request with the valid desk cookie, then it is refused', async ({ page }) => {
    await logIn(page, await createDeskAccount('vertrieb'));
    const own = await page.request.post(baseUrl('/vertrieb/api/inbox'), { data: {}, headers: { origin: new URL(baseUrl()).origin } });
    expect(own.status()).toBe(200);
    const foreign = await page.request.post(baseUrl('/vertrieb/api/inbox'), { data: {}, headers: { origin: 'https://angreifer.example' } });
    expect(foreign.status()).toBe(403);
    expect((await foreign.json()).error.message).toContain('nur aus dem Vertriebs-Desk');
  });

  test('when a sales user looks for the DSGVO erasure, then there is none, and asking the API directly is refused', async ({ page }) => {
    await logIn(page, await createDeskAccount('vertrieb'));
    await expect(page.getByRole('link', { name: 'DSGVO' })).toHaveCount(0);
    const erase = await page.request.post(baseUrl('/vertrieb/api/dsgvo/erase'), {
      data: { email: 'jemand@beispiel.de' },
      headers: { origin: new URL(baseUrl()).origin },
    });
    expect(erase.status()).toBe(403);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect((await page.request.get(baseUrl('/vertrieb/api/session'))).status()).toBe(401);
  });
});

import { expect, type Page } from '@playwright/test';
import { baseUrl } from './base-url.ts';
import { createDeskAccount, type DeskAccount } from './desk-accounts.ts';

/** Logs into the desk as a person does: the login form, then the signed-in header. */
export async function logIn(page: Page, account: DeskAccount): Promise<void> {
  await page.goto(baseUrl('/vertrieb/'));
  await page.getByLabel('Benutzername').fill(account.username);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
}

/** A fresh account of the role (desk-accounts.ts), logged in on the page. */
export async function logInAs(page: Page, role: 'vertrieb' | 'admin'): Promise<DeskAccount> {
  const account = await createDeskAccount(role);
  await logIn(page, account);
  return account;
}

import { readFile } from 'node:fs/promises';
import { callbackPage } from '@sichtwerk/content/form-pages/callback-request';
import { callbackTimeWindows } from '@sichtwerk/forms/callback-request-schema';
import { expect, type Page, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { logIn } from '../support/desk-login.ts';
import { createDeskAccount } from '../support/desk-accounts.ts';
import { wakeIsland } from '../support/lead-form-stories.ts';

/** A visitor asks for a callback; the success in place names the reference they can quote on the phone. */
async function askForCallback(page: Page, name: string, phone: string): Promise<string> {
  await page.goto(baseUrl('/rueckruf'));
  const form = page.getByRole('form', { name: callbackPage.formTitle });
  await wakeIsland(form);
  await form.getByLabel('Name *', { exact: true }).fill(name);
  await form.getByLabel('Telefon *', { exact: true }).fill(phone);
  await form.getByLabel('Wann passt es dir? *', { exact: true }).selectOption({ label: callbackTimeWindows.nachmittags });
  await form.getByRole('button', { name: callbackPage.submitLabel }).click();
  const reference = page.locator('[data-slot="form-reference"] strong');
  await expect(reference).toHaveText(/^SW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  return (await reference.textContent()) ?? '';
}

test.describe("the desk as a salesperson's workplace", () => {
  test.describe.configure({ timeout: 120_000 });

  test('when "Berger hier" calls back, then a phone fragment finds the lead, calls and a note are kept, a follow-up tops the inbox, and returning keeps the search', async ({
    page,
    browser,
  }) => {
    const tag = Date.now().toString(36).slice(-5);
    const name = `Bäckerei Berger ${tag}`;
    const digits = `${Math.floor(100000 + Math.random() * 899999)}`;
    const visitor = await browser.newPage();
    const reference = await askForCallback(visitor, name, `+49 (0) 711 / ${digits.slice(0, 3)}-${digits.slice(3)}`);
    await visitor.close();

    await logIn(page, await createDeskAccount('vertrieb'));
    // The number as the caller reads it, in another notation than the form's.
    await page.getByRole('searchbox').fill(`0711 ${digits}`);
    const row = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(reference);
    await expect(row.getByRole('link', { name: /711/ })).toHaveAttribute('href', `tel:+49711${digits}`);
    // The list follows the search after a typing pause; the search itself never enters the URL.
    await expect(page.getByRole('heading', { name: `Treffer für „0711 ${digits}“` })).toBeVisible();
    expect(page.url()).not.toContain(digits);
    await row.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(`Vorgangsnummer ${reference}`)).toBeVisible();
    const calls = page.getByRole('region', { name: /Anrufe/ });
    await calls.getByRole('button', { name: 'nicht erreicht', exact: true }).click();
    await calls.getByLabel('Notiz zum Anruf (optional)').fill('auf AB gesprochen');
    await calls.getByRole('button', { name: 'Mailbox' }).click();
    await expect(calls.getByRole('list', { name: 'Anrufversuche' }).getByRole('listitem')).toHaveCount(2);
    await expect(calls).toContainText('Mailbox');
    const notes = page.getByRole('region', { name: /Notizen/ });
    await notes.getByLabel('Neue Notiz').fill('<b>Chef</b> ist ab 14 Uhr im Laden.');
    await notes.getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(notes.getByRole('list', { name: 'Notizen' })).toContainText('<b>Chef</b> ist ab 14 Uhr im Laden.');

    const now = new Date();
    const berlin = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(now.getTime() - 60 * 60_000),
    );
    await page.getByLabel('Datum und Uhrzeit').fill(berlin.replace(' ', 'T'));
    await page.getByRole('button', { name: 'Wiedervorlage setzen' }).click();
    await expect(page.getByRole('region', { name: 'Zuständig' })).toContainText('(du)');
    await expect(page.getByRole('list', { name: 'Verlauf' })).toContainText('Wiedervorlage gesetzt');

    // Esc goes back to the list as it was left: the search is still there.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('searchbox')).toHaveValue(`0711 ${digits}`);
    await expect(page.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: name })).toContainText('2 Versuche');

    await page.getByRole('searchbox').fill('');
    const dueList = page.getByRole('list', { name: 'Heute fällige Wiedervorlagen' });
    await expect(dueList.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  });

  test('when a salesperson presses "?" the shortcuts are listed; "/" jumps to the search and j/Enter open the first lead', async ({
    page,
  }) => {
    await logIn(page, await createDeskAccount('vertrieb'));
    await expect(page.getByRole('list', { name: 'Leads' })).toBeVisible();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Tastenkürzel' });
    await expect(help).toContainText('in die Suche springen');
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('j');
    const first = page
      .getByRole('list', { name: /Leads|Wiedervorlagen|Überfällige/ })
      .first()
      .getByRole('link')
      .first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/vertrieb\/leads\//);
  });
  test('when a salesperson takes a lead, sets a status back by mistake and hands it on, then the colleague finds it under "Meine Leads" and only an admin exports the list as CSV', async ({
    page,
    browser,
  }) => {
    const tag = Date.now().toString(36).slice(-5);
    const name = `Malerbetrieb Nowak ${tag}`;
    const visitor = await browser.newPage();
    const reference = await askForCallback(visitor, name, `0711 ${Math.floor(100000 + Math.random() * 899999)}`);
    await visitor.close();
    const [seller, admin] = await Promise.all([createDeskAccount('vertrieb'), createDeskAccount('admin')]);

    await logIn(page, seller);
    await expect(page.getByRole('button', { name: 'Als CSV exportieren' })).toHaveCount(0);
    await page.getByRole('searchbox').fill(reference);
    await page.getByRole('list', { name: 'Leads' }).getByRole('link', { name }).click();
    const owner = page.getByRole('region', { name: 'Zuständig' });
    await owner.getByRole('button', { name: 'Mir zuweisen' }).click();
    await expect(owner).toContainText(`${seller.username} (du)`);

    const status = page.getByRole('region', { name: 'Status' });
    const first = status.getByRole('button', { name: /^→ / }).first();
    const reached = ((await first.textContent()) ?? '').replace('→', '').trim();
    await first.click();
    await expect(page.getByRole('list', { name: 'Verlauf' })).toContainText(reached);
    // A step clicked by mistake is taken back in one click; the history keeps both lines.
    await status.getByRole('button', { name: /^Rückgängig \(zurück auf „.+“\)$/ }).click();
    const history = page.getByRole('list', { name: 'Verlauf' });
    await expect(history).toContainText(`Status zurückgesetzt: ${reached} →`);
    await expect(history).toContainText('Rückgängig gemacht');
    await expect(status.getByRole('button', { name: /^Rückgängig/ })).toHaveCount(0);

    await owner.getByLabel('Übergeben an').selectOption({ label: admin.username });
    await expect(owner).toContainText(admin.username);
    await expect(owner).not.toContainText('(du)');

    const adminPage = await browser.newPage();
    await logIn(adminPage, admin);
    await adminPage.getByLabel('Zuständig').selectOption({ label: 'Meine Leads' });
    const row = adminPage.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText(reference);
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Als CSV exportieren' }).click(),
    ]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    // Excel opens UTF-8 only with the byte order mark; fields are separated by semicolons.
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const line = csv.split(/\r?\n/).find((entry) => entry.includes(reference)) ?? '';
    expect(line.split(';')).toEqual(expect.arrayContaining([expect.stringContaining(name), admin.username]));
    await adminPage.close();
  });
});

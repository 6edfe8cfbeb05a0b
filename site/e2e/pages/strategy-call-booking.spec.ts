import { expect, type Page, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { createDeskAccount } from '../support/desk-accounts.ts';
import { uniqueEmail, waitForMail } from '../support/outbox.ts';
import { requestAnalysis } from '../support/strategy-calls.ts';

/** Set to a folder to keep screenshots of the booking pages (the story passes without). */
const shotsDir = process.env.SHOTS_DIR;

async function expectFitsAndKeep(page: Page, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    if (shotsDir) await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the strategy call booked by the visitor', () => {
  test.describe.configure({ timeout: 150_000 });

  test('when a visitor opens the booking link from the receipt without JavaScript, then they pick a slot from the list by day, book it in one step, and the invitation’s link offers Absagen and Anderen Termin wählen', async ({
    browser,
  }) => {
    // Someone must hold calls for slots to be offered.
    await createDeskAccount('vertrieb', { holdsCalls: true });
    const email = uniqueEmail('termin-besucher');
    const company = `Schreinerei Termin ${Date.now().toString(36)}`;
    const visitor = await browser.newPage();
    await requestAnalysis(visitor, company, email);
    await visitor.close();
    const receipt = await waitForMail(email, '/termin?vorgang=', 30_000);
    const link = /\/termin\?vorgang=[^\s"<>]+/.exec(receipt.text ?? '')?.[0]?.replace(/&amp;/g, '&');
    if (!link) throw new Error('kein Buchungslink in der Eingangsbestätigung');

    // With JavaScript the page is the same plain form (it ships none); shots of both.
    const withScript = await browser.newPage();
    await withScript.goto(baseUrl(link));
    await expect(withScript.getByRole('heading', { level: 1 })).toHaveText('Dein Strategiegespräch buchen');
    await expectFitsAndKeep(withScript, 'slot-page-js');
    // Sent without a choice: the page comes back with the German message above the slots, and the browser has
    // nothing to complain about (its bubble stood behind the sticky header, with one console error per folded radio).
    const consoleErrors: string[] = [];
    withScript.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await withScript.setViewportSize({ width: 390, height: 900 });
    await withScript.getByRole('button', { name: 'Kostenlosen Termin buchen' }).click();
    const alert = withScript.getByRole('alert');
    await expect(alert).toHaveText('Bitte wähle einen Termin aus der Liste.');
    await expect(alert).toBeInViewport();
    // Chromium logs the page's 400 itself; what it must not log is a control it cannot show its bubble at.
    expect(consoleErrors.filter((text) => !text.includes('status of 400'))).toEqual([]);
    await expectFitsAndKeep(withScript, 'slot-page-no-choice');
    await withScript.close();

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 900 });
    const response = await page.goto(baseUrl(link));
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('group', { name: 'Wähle einen Termin (deutsche Zeit)' })).toBeVisible();
    await expectFitsAndKeep(page, 'slot-page-nojs');
    const first = page.getByRole('radio').first();
    const chosen = (await first.getAttribute('aria-label')) ?? '';
    expect(chosen).toMatch(/^[A-Z][a-z]\., \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+, um \d{2}:\d{2} Uhr$/);
    // The radio is drawn as a card: a visitor taps its label.
    await page.locator(`label[for="${await first.getAttribute('id')}"]`).click();
    await expect(first).toBeChecked();
    await page.getByRole('button', { name: 'Kostenlosen Termin buchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Termin steht');

    const invitation = await waitForMail(email, 'ist gebucht', 30_000);
    const manage = /\/termin\?t=[A-Za-z0-9_-]{43}/.exec(invitation.text ?? '')?.[0];
    if (!manage) throw new Error('kein Link zum Ändern in der Einladung');
    await page.goto(baseUrl(manage));
    await expect(page.getByRole('button', { name: 'Absagen' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Anderen Termin wählen' }).or(page.getByRole('button', { name: 'Anderen Termin wählen' })),
    ).toBeVisible();
    await expectFitsAndKeep(page, 'manage-page');
    await page.goto(baseUrl(manage.replace('/termin?', '/termin/verschieben?')));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anderen Termin wählen');
    await expectFitsAndKeep(page, 'move-page');
    await context.close();
  });
});

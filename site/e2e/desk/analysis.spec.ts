import { analysisMailCopy, analysisResultCopy, analysisSections } from '@sichtwerk/content/analysis-result';
import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { logIn } from '../support/desk-login.ts';
import { nameAdviser } from '../support/adviser-name.ts';
import { createDeskAccount } from '../support/desk-accounts.ts';
import { wakeIsland } from '../support/lead-form-stories.ts';
import { uniqueEmail, waitForMail } from '../support/outbox.ts';

const salesEmail = 'vertrieb@sichtwerk.de';
/** Set to a folder to keep screenshots of the editor, the mail and the result page (the stories pass without). */
const shotsDir = process.env.SHOTS_DIR;

const origin = () => ({ origin: new URL(baseUrl()).origin });

test.describe('the free analysis from the desk to the visitor', () => {
  // A real website check, CLI processes, scrypt logins and a mail worker: generous on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test('when staff open a new analysis request, then the draft is prefilled from the pre-check, the preview is the visitor’s page, the analysis goes out once and its link works without JavaScript', async ({
    page,
    browser,
  }) => {
    const website = process.env.FIXTURE_WEBSITE_URL;
    if (!website) throw new Error('FIXTURE_WEBSITE_URL fehlt: global-setup.ts hat die Fixture-Website nicht gestartet');
    const email = uniqueEmail('analyse-ergebnis');
    const company = `Tischlerei Ergebnis ${Date.now().toString(36)}`;
    const visitor = await browser.newPage();
    await visitor.goto(baseUrl('/kostenlose-analyse'));
    const form = visitor.getByRole('form', { name: 'Kostenlose Analyse anfordern' });
    await wakeIsland(form);
    await visitor.getByLabel('Firma / Name *').fill(company);
    await visitor.getByLabel('E-Mail-Adresse *').fill(email);
    await visitor.getByLabel('Telefon *').fill('+49 30 1234567');
    await form.getByLabel('Website').fill(website);
    await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
    await expect(visitor.locator('[data-slot="toast"]')).toContainText('Anfrage erfolgreich gesendet!');
    await visitor.close();
    // The team's notification carries the pre-check: it has run and is stored.
    await waitForMail(salesEmail, company, 60_000);

    const account = await createDeskAccount('vertrieb');
    await nameAdviser(account.username, 'Paula Prüfer');
    await logIn(page, account);
    await page.getByRole('searchbox').fill(company.toLowerCase());
    await page
      .getByRole('list', { name: 'Leads' })
      .getByRole('link', { name: new RegExp(company) })
      .click();
    await page.getByRole('link', { name: 'Analyse erstellen' }).click();

    // Prefilled where the pre-check found something, marked; the rest „nicht geprüft“.
    await expect(page.getByRole('heading', { name: 'Kostenlose Analyse' })).toBeVisible();
    const websiteSection = page.getByRole('region', { name: analysisSections[3].title });
    await expect(websiteSection.getByText('Vorschlag aus dem Website-Check').first()).toBeVisible();
    await expect(websiteSection.getByRole('textbox').first()).not.toHaveValue('');
    const competitors = page.getByRole('region', { name: analysisSections[1].title });
    await expect(competitors.getByLabel('Bewertung', { exact: true })).toHaveValue('unchecked');
    await expect(page.getByRole('button', { name: 'Analyse senden' })).toBeDisabled();

    // Staff take the suggestions over, add what only they know, and the draft saves itself.
    // Each click takes one section's suggestions over, and its button goes.
    const takeOver = page.getByRole('button', { name: 'Alle Vorschläge übernehmen' });
    for (let left = await takeOver.count(); left > 0; left -= 1) {
      await takeOver.first().click();
      await expect(takeOver).toHaveCount(left - 1);
    }
    // What the offer lists must be rated before sending; the desk says so in the section and above the button.
    await expect(competitors.getByText(/^Vor dem Senden: .*braucht eine Bewertung/)).toBeVisible();
    if (shotsDir)
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${shotsDir}/desk-editor-missing-${width}.png`, fullPage: true });
      }
    await competitors.getByLabel('Bewertung', { exact: true }).selectOption('improvable');
    await competitors.getByRole('button', { name: '+ Befund hinzufügen' }).click();
    await competitors.getByRole('textbox').last().fill('Zwei Tischlereien im Umkreis stehen in Google Maps vor dir.');
    const maps = page.getByRole('region', { name: analysisSections[0].title });
    await maps.getByLabel('Bewertung', { exact: true }).selectOption('improvable');
    await maps.getByRole('button', { name: '+ Befund hinzufügen' }).click();
    await maps.getByRole('textbox').last().fill('In Google Maps fehlen Fotos und Antworten auf Bewertungen.');
    const profile = page.getByRole('region', { name: analysisSections[2].title });
    await profile.getByLabel('Bewertung', { exact: true }).selectOption('good');
    await profile.getByRole('button', { name: '+ Befund hinzufügen' }).click();
    await profile.getByRole('textbox').last().fill('Dein Unternehmensprofil nennt Öffnungszeiten, Leistungen und Fotos.');
    await page.getByLabel('Zusammenfassung').fill('Deine Website ist gut aufgestellt; in Maps verlierst du Anfragen an zwei Nachbarn.');
    await expect(page.getByText('Vor dem Senden fehlt noch:')).toHaveCount(0);
    await expect(page.getByText(/^Gespeichert/)).toBeVisible({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByLabel('Zusammenfassung')).toHaveValue(/zwei Nachbarn/);
    if (shotsDir) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${shotsDir}/desk-editor-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    // „Vorschau“ is the visitor's page, from the saved draft.
    const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Vorschau' }).click()]);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Analyse für ${company}`);
    await expect(preview.getByText('Paula Prüfer')).toBeVisible();
    await preview.close();

    await page.getByRole('button', { name: 'Analyse senden' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Jetzt senden' }).click();
    await expect(page.getByText('Analyse verschickt', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyse senden' })).toHaveCount(0);
    // A second send (another tab, a double click) is refused by the service.
    const revision = (await (
      await page.request.get(baseUrl(`/vertrieb/api/leads/${page.url().split('/leads/')[1]?.split('/')[0]}/analysis`))
    ).json()) as {
      revision: number;
      leadId: string;
    };
    const again = await page.request.post(baseUrl(`/vertrieb/api/leads/${revision.leadId}/analysis/send`), {
      data: { revision: revision.revision },
      headers: origin(),
    });
    expect(again.status()).toBe(409);

    // The visitor's mail: once, with the adviser, the link and the strategy call.
    const mail = await waitForMail(email, analysisMailCopy.linkLabel, 30_000);
    expect(mail.text).toContain('Paula Prüfer');
    expect(mail.text).toContain('Strategiegespräch');
    const link = /\/analyse\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0];
    expect(link).toBeDefined();
    if (shotsDir) {
      const mailPage = await browser.newPage();
      await mailPage.setContent(mail.html ?? '', { waitUntil: 'load' });
      for (const width of [1366, 390]) {
        await mailPage.setViewportSize({ width, height: 900 });
        await mailPage.screenshot({ path: `${shotsDir}/mail-${width}.png`, fullPage: true });
      }
      await mailPage.close();
    }

    // The result page, without JavaScript, on a phone and on a laptop.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const result = await context.newPage();
    for (const width of [390, 1366]) {
      await result.setViewportSize({ width, height: 900 });
      const response = await result.goto(baseUrl(link ?? ''));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('no-store');
      await expect(result.getByRole('heading', { level: 1 })).toHaveText(`Analyse für ${company}`);
      await expect(result.getByText('Zwei Tischlereien im Umkreis')).toBeVisible();
      // Saving it as a PDF is the browser's print, which the page says how to reach; the hint itself is not printed.
      await expect(result.getByText(`${analysisResultCopy.printHintLabel}:`)).toBeVisible();
      // The next step: the strategy call, booked online (the callback form is the fallback without booking).
      await expect(result.getByRole('link', { name: analysisResultCopy.bookingStepLabel })).toBeVisible();
      const overflow = await result.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (shotsDir) await result.screenshot({ path: `${shotsDir}/result-${width}.png`, fullPage: true });
    }
    await result.emulateMedia({ media: 'print' });
    await expect(result.getByText(`${analysisResultCopy.printHintLabel}:`)).toBeHidden();
    if (shotsDir) await result.screenshot({ path: `${shotsDir}/result-print.png`, fullPage: true });

    // The 48-hour figure counts the sent mail.
    const figures = (await (await page.request.get(baseUrl('/vertrieb/api/figures'))).json()) as {
      promises: { kind: string; kept: number }[];
    };
    expect(figures.promises.find((promise) => promise.kind === 'analysis-request')?.kept).toBeGreaterThanOrEqual(1);

    // Erased on request: the link answers like one that never existed.
    const admin = await browser.newPage();
    await logIn(admin, await createDeskAccount('admin'));
    expect((await admin.request.post(baseUrl('/vertrieb/api/dsgvo/erase'), { data: { email }, headers: origin() })).status()).toBe(200);
    const erased = await result.goto(baseUrl(link ?? ''));
    expect(erased?.status()).toBe(404);
    await expect(result.getByRole('heading', { level: 1 })).toHaveText(analysisResultCopy.notFoundTitle);
    await context.close();
    await admin.close();
  });
});

/**
 * The callback request on /rueckruf: the one form without an e-mail field. It tells the team and nobody
 * else, with and without JavaScript; the other forms' stories (support/lead-form-stories.ts) follow a receipt
 * this form does not have.
 */
import { expect, test, type Page } from '@playwright/test';
import { formCopy } from '@sichtwerk/content/form-copy';
import { callbackPage } from '@sichtwerk/content/form-pages/callback-request';
import { formPageOf, thankYouPageOf } from '@sichtwerk/content/routes';
import { callbackTimeWindows } from '@sichtwerk/forms/callback-request-schema';
import { baseUrl } from '../support/base-url.ts';
import { waitForMail } from '../support/outbox.ts';

const route = formPageOf('callback-request').path;
/** Receives the team's notification (SALES_EMAIL of the e2e server). */
const teamEmail = 'vertrieb@sichtwerk.de';

/** A phone number no other story uses, so the team mail found is this story's. */
const uniquePhone = () => `0${String(Date.now()).slice(-9)}`;

async function fill(page: Page, phone: string) {
  const form = page.getByRole('form', { name: 'Rückruf anfordern' });
  await form.getByLabel('Name *', { exact: true }).fill('Sabine Krüger');
  await form.getByLabel('Telefon *', { exact: true }).fill(phone);
  await form.getByLabel('Wann passt es dir? *', { exact: true }).selectOption({ label: callbackTimeWindows.nachmittags });
  await form.getByLabel('Worum geht es? (optional)', { exact: true }).fill('Frage zum Business-Paket.');
  return form;
}

test(`when a visitor asks for a callback on ${route}, then the form offers the time windows, and an empty form is answered beside its fields`, async ({
  page,
}) => {
  await page.goto(baseUrl(route));
  const form = page.getByRole('form', { name: 'Rückruf anfordern' });
  await form.getByLabel('Name *', { exact: true }).focus();
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  await expect(form.getByLabel('Telefon *', { exact: true })).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('E-Mail-Adresse', { exact: false })).toHaveCount(0);
  const windows = form.getByLabel('Wann passt es dir? *', { exact: true }).locator('option');
  await expect(windows).toHaveText(['Bitte wählen', ...Object.values(callbackTimeWindows)]);
  await form.getByRole('button', { name: callbackPage.submitLabel }).click();
  await expect(form.getByText('Bitte gib deinen Namen an.')).toBeVisible();
  await expect(form.getByText('Bitte gib an, wann wir dich am besten erreichen.')).toBeVisible();
});

test(`when a visitor sends the callback form on ${route}, then the answer replacing the form is the whole receipt (no mail is promised), and the team gets the number and the window`, async ({
  page,
}) => {
  await page.goto(baseUrl(route));
  const phone = uniquePhone();
  const form = await fill(page, phone);
  await form.getByRole('button', { name: callbackPage.submitLabel }).click();
  const answer = page.locator('[data-slot="form-success"]');
  await expect(answer.getByRole('heading', { level: 2, name: callbackPage.success.title })).toBeFocused();
  await expect(form).toHaveCount(0);
  await expect(answer.locator('[data-slot="form-reference"] strong')).toHaveText(/^SW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  await expect(answer.locator('[data-slot="form-reference"]')).toContainText(formCopy['callback-request'].answer.referenceNote);
  const received = answer.locator('[data-slot="form-received"]');
  for (const typed of ['Sabine Krüger', phone, callbackTimeWindows.nachmittags, 'Frage zum Business-Paket.'])
    await expect(received).toContainText(typed);
  for (const step of formCopy['callback-request'].answer.nextSteps) await expect(answer).toContainText(step);
  // The only mention of e-mail says that none comes; nothing promises one.
  await expect(answer).not.toContainText(formCopy['contact-message'].answer.referenceNote);
  await expect(answer).not.toContainText(/(bekommst|erhältst|schicken) [^.–]*per E-Mail/);
  const notification = await waitForMail(teamEmail, phone);
  expect(notification.subject).toContain(callbackTimeWindows.nachmittags);
  expect(notification.text).not.toMatch(/Bitte prüfen/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(`when a visitor without JavaScript sends the callback form on ${route}, then the thank-you page follows at once (there is no receipt to ask for) and the team is told`, async ({
    page,
  }) => {
    await page.goto(baseUrl(route));
    const phone = uniquePhone();
    const form = await fill(page, phone);
    await form.getByRole('button', { name: callbackPage.submitLabel }).click();
    await page.waitForURL((url) => url.pathname === thankYouPageOf('callback-request').path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(callbackPage.success.title);
    // No script fetched a time token: the team's mail asks to check it.
    const notification = await waitForMail(teamEmail, phone);
    expect(notification.text).toMatch(/Bitte prüfen: Diese Anfrage hat den Spam-Schutz nicht vollständig bestanden/);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { analysisRequestSuccess, analysisRequestThankYou } from '@sichtwerk/content/analysis-offer';
import { claimLabels } from '@sichtwerk/content/claims';
import { analysisPromise } from '@sichtwerk/content/analysis-promise';
import { thankYouPageOf } from '@sichtwerk/content/routes';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { baseUrl } from '../support/base-url.ts';
import { findLeadByEmail } from '../support/lead-database.ts';
import { leadFormStories, wakeIsland } from '../support/lead-form-stories.ts';
import { uniqueEmail, waitForMail } from '../support/outbox.ts';

const salesEmail = 'vertrieb@sichtwerk.de';

const endpoint = '**/api/contact-submissions';

type Box = { x: number; y: number; width: number; height: number };

leadFormStories({
  route: '/kostenlose-analyse',
  formName: 'Kostenlose Analyse anfordern',
  submitLabel: 'Jetzt kostenlos analysieren lassen',
  endpoint: '/api/contact-submissions',
  fields: [
    { label: 'Firma / Name *', value: 'Friseursalon Beispiel', required: true },
    { label: 'E-Mail-Adresse *', value: '{email}', type: 'email', required: true },
    { label: 'Telefon *', value: '+49 40 7654321', type: 'tel', required: true },
    { label: 'Website', value: 'https://salon-beispiel.de', type: 'url' },
    { label: 'Branche', value: 'Friseur' },
  ],
  requiredMessages: [
    'Bitte gib deine Firma oder deinen Namen an.',
    'Bitte gib deine E-Mail-Adresse an.',
    'Bitte gib deine Telefonnummer an.',
  ],
  success: {
    title: 'Anfrage erfolgreich gesendet!',
    description: analysisRequestSuccess.description,
  },
  // A mail to a typed-in address carries only our own text (spam-relay protection), so the story looks for that.
  confirmationContains: 'Antworte einfach auf diese E-Mail',
  thankYou: { path: thankYouPageOf('analysis-request').path, title: analysisRequestThankYou.title },
});

async function openForm(page: Page) {
  await page.goto(baseUrl('/kostenlose-analyse'));
  const form = page.getByRole('form', { name: 'Kostenlose Analyse anfordern' });
  // The button works from the first byte (a plain post); the island wakes when the form is first used.
  await wakeIsland(form);
  return form;
}

async function fillRequired(page: Page, email: string) {
  await page.getByLabel('Firma / Name *').fill('Malerbetrieb Beispiel');
  await page.getByLabel('E-Mail-Adresse *').fill(email);
  await page.getByLabel('Telefon *').fill('+49 30 1234567');
}

test('when a visitor looks at the form, then the labels, input types and placeholders are the spec ones', async ({ page }) => {
  const form = await openForm(page);
  await expect(form.getByLabel('Firma / Name *')).toHaveAttribute('autocomplete', 'organization');
  await expect(form.getByLabel('E-Mail-Adresse *')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Telefon *')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('Telefon *')).toHaveAttribute('placeholder', '+49 ...');
  await expect(form.getByLabel('Website')).toHaveAttribute('type', 'url');
  await expect(form.getByLabel('Branche')).toHaveAttribute('placeholder', /Handwerk, Dienstleistung/);
  await expect(form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' })).toBeEnabled();
  await expect(form).toContainText('nicht an Dritte weiter');
  await expect(form.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
});

test('when a visitor types an invalid e-mail address, then a German message explains the format', async ({ page }) => {
  const form = await openForm(page);
  await fillRequired(page, 'kein-at-zeichen');
  await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
  await expect(form.getByText('Bitte gib eine gültige E-Mail-Adresse an, z. B. name@firma.de.')).toBeVisible();
  await expect(form.getByLabel('E-Mail-Adresse *')).toBeFocused();
});

test('when a visitor sends a valid request, then the button shows the pending label, the answer replaces the form, the success toast appears and both e-mails go out', async ({
  page,
}) => {
  const form = await openForm(page);
  const email = uniqueEmail('analyse');
  let requests = 0;
  await page.route(endpoint, async (route) => {
    requests += 1;
    // Hold the real request briefly so the pending state is observable.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await fillRequired(page, email);
  await form.getByLabel('Website').fill('malerbetrieb-beispiel.de');
  await form.getByLabel('Branche').fill('Handwerk');
  const button = form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' });
  await button.click();
  await expect(form.getByRole('button', { name: 'Wird gesendet...' })).toBeDisabled();
  const toast = page.locator('[data-slot="toast"]');
  await expect(toast).toContainText('Anfrage erfolgreich gesendet!');
  // The toast writes the range as every page does: „24–48 Stunden“ with an en dash, never „24-48“.
  await expect(toast).toContainText(analysisRequestSuccess.description);
  expect(analysisRequestSuccess.description).toContain(claimLabels.analysisDelivery);
  await expect(form).toHaveCount(0);
  const answer = page.locator('[data-slot="form-success"]');
  await expect(answer.locator('[data-slot="form-received"]')).toContainText('malerbetrieb-beispiel.de');
  // What happens next is the analysis' one promise, read from its module.
  await expect(answer.locator('[data-slot="form-next-steps"]')).toContainText(analysisPromise.sentence);
  expect(requests).toBe(1);
  await expect(page.locator('[data-slot="toast"]')).toHaveCount(1);
  const confirmation = await waitForMail(email, 'Antworte einfach auf diese E-Mail');
  expect(confirmation.text).toMatch(/24.48\sStunden/);
  // A plain name greets the visitor; nothing else they typed is repeated to an address nobody verified.
  expect(confirmation.text).toContain('Hallo Malerbetrieb Beispiel,');
  expect(confirmation.text).not.toContain('malerbetrieb-beispiel.de');
});

test('when the server answers 500 without a usable body, then the visitor reads the German fallback, never raw text', async ({ page }) => {
  const form = await openForm(page);
  await page.route(endpoint, (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' }),
  );
  await fillRequired(page, 'fehler2@beispiel.de');
  await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
  const toast = page.locator('[data-slot="toast"]');
  await expect(toast).toContainText('Bitte versuche es später erneut.');
  await expect(toast).not.toContainText('Internal Server Error');
  await expect(form.getByLabel('Telefon *')).toHaveValue('+49 30 1234567');
});

test('when a visitor clicks the submit button twice quickly, then exactly one request is sent', async ({ page }) => {
  const form = await openForm(page);
  let requests = 0;
  await page.route(endpoint, async (route) => {
    requests += 1;
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ id: '00000000-0000-4000-8000-000000000000', submittedAt: new Date().toISOString() }),
    });
  });
  await fillRequired(page, uniqueEmail('doppelklick'));
  const button = form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' });
  await button.dblclick();
  await expect(page.locator('[data-slot="toast"]')).toContainText('Anfrage erfolgreich gesendet!');
  expect(requests).toBe(1);
});

test('when the toast region is focused with F8, then keyboard users reach the notification', async ({ page }) => {
  const form = await openForm(page);
  // A 500 gets the toast; a 503 is shown in the form itself, with „Noch einmal senden“ (database-outage.spec.ts).
  await page.route(endpoint, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'X', message: 'Da ist bei uns etwas schiefgelaufen.' } }),
    }),
  );
  await fillRequired(page, 'f8@beispiel.de');
  await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
  await expect(page.locator('[data-slot="toast"]')).toBeVisible();
  await page.keyboard.press('F8');
  await expect(page.locator('[data-slot="toast-viewport"]')).toBeFocused();
  const box = await page.locator('[data-slot="toast-viewport"]').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(420);
});

test('when the service refuses fields the browser let through (400, 422), then each message stands beside its field, linked to it, the first of them in the form has the focus, the input is kept, and changing a field clears its message', async ({
  page,
}) => {
  const emailMessage = 'Unter dieser Adresse kommt keine E-Mail an. Bitte prüfe sie.';
  const phoneMessage = 'Diese Nummer ist nicht vergeben. Bitte prüfe sie.';
  for (const status of [400, 422]) {
    const form = await openForm(page);
    await page.route(endpoint, (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        // The service names the fields in its own order; the focus follows the form's.
        body: JSON.stringify({
          error: {
            code: errorCodes.validationFailed,
            message: 'Bitte prüfe deine Eingaben.',
            fields: { phone: phoneMessage, email: emailMessage },
          },
        }),
      }),
    );
    await fillRequired(page, 'abgelehnt@beispiel.de');
    await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
    const email = form.getByLabel('E-Mail-Adresse *');
    const phone = form.getByLabel('Telefon *');
    await expect(email).toBeFocused();
    for (const [input, message] of [
      [email, emailMessage],
      [phone, phoneMessage],
    ] as const) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`)).toHaveText(message);
    }
    await expect(page.locator('[data-slot="toast"][data-variant="destructive"]')).toContainText('Bitte prüfe deine Eingaben.');
    await expect(email).toHaveValue('abgelehnt@beispiel.de');
    await expect(form.getByLabel('Firma / Name *')).toHaveValue('Malerbetrieb Beispiel');
    // Corrected, the address loses its message; the number keeps its own until it is changed or sent again.
    await email.fill('richtig@beispiel.de');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(form.getByText(emailMessage)).toHaveCount(0);
    await expect(form.getByText(phoneMessage)).toBeVisible();
    await page.unroute(endpoint);
  }
});

test('when the connection fails as a visitor sends the form, then the form says so in place, keeps every field, and sends the same again once', async ({
  page,
}) => {
  const form = await openForm(page);
  const email = uniqueEmail('verbindung');
  let posts = 0;
  await page.route(endpoint, (route) => {
    posts += 1;
    return posts === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await fillRequired(page, email);
  await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
  const notice = form.locator('[data-slot="form-unsent"]');
  await expect(notice).toBeFocused();
  await expect(notice).toContainText('Noch nicht gesendet');
  await expect(notice).toContainText('Keine Verbindung zum Server');
  await expect(form.getByLabel('E-Mail-Adresse *')).toHaveValue(email);
  await expect(form.getByLabel('Telefon *')).toHaveValue('+49 30 1234567');
  await notice.getByRole('button', { name: 'Noch einmal senden' }).click();
  await expect(page.locator('[data-slot="form-success"]')).toBeVisible();
  expect(posts).toBe(2);
  // The second try carried a fresh time token, so nothing about it looked like a program.
  expect((await findLeadByEmail(email))?.spamReason).toBeNull();
});

test('when the form could not fetch its time token, then the request is still sent, stored and flagged, the team is told, and the typed address gets nothing', async ({
  page,
}) => {
  await page.route('**/api/form-token**', (route) => route.abort('failed'));
  const form = await openForm(page);
  const email = uniqueEmail('ohne-token');
  await fillRequired(page, email);
  await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText('Anfrage erfolgreich gesendet!');
  await waitForMail(salesEmail, email);
  expect((await findLeadByEmail(email))?.spamReason).toBe('token_missing');
  await expect(waitForMail(email, '', 2_000)).rejects.toThrow(/Keine E-Mail/);
});

test('when a visitor sends the form, then the success toast never stands over the answer: on a phone at the top with the answer below it, gone once the visitor scrolls on; on a wide screen beside the form card', async ({
  page,
}) => {
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const form = await openForm(page);
    await fillRequired(page, uniqueEmail(`toast-${width}`));
    await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
    const answer = page.locator('[data-slot="form-success"]');
    await expect(answer.getByRole('heading', { level: 2 })).toBeFocused();
    const toast = page.locator('[data-slot="toast"]');
    await expect(toast).toContainText('Anfrage erfolgreich gesendet!');
    const toastBox = await toast.boundingBox();
    const answerBox = await answer.boundingBox();
    if (!toastBox || !answerBox) throw new Error('Toast oder Antwort fehlt');
    expect(overlaps(toastBox, answerBox)).toBe(false);
    if (width === 390) {
      // The answer's heading is in view, right below the toast.
      expect(answerBox.y).toBeGreaterThan(toastBox.y + toastBox.height);
      expect(answerBox.y).toBeLessThan(844 / 2);
      await page.mouse.wheel(0, 300);
      await expect(toast).toHaveCount(0);
      await expect(answer.locator('[data-slot="form-next-steps"]')).toBeVisible();
    }
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when a visitor opens the page on a 390 px wide screen, then the form comes right after the hero and the benefit lists follow it', async ({
    page,
  }) => {
    await page.goto(baseUrl('/kostenlose-analyse'));
    const hero = await page.locator('[data-slot="page-hero"]').boundingBox();
    const form = await page.getByRole('form', { name: 'Kostenlose Analyse anfordern' }).boundingBox();
    const formCard = await page.locator('[data-slot="form-card"]').boundingBox();
    const benefits = await page.getByRole('heading', { name: 'Das bekommst du kostenlos' }).boundingBox();
    const premium = await page.getByTestId('premium-only').boundingBox();
    if (!hero || !form || !formCard || !benefits || !premium) throw new Error('Hero, Formular oder Vorteile fehlen');
    // Nothing but the card's own heading and hint between the hero and the form.
    expect(formCard.y).toBeGreaterThanOrEqual(hero.y + hero.height);
    expect(formCard.y - (hero.y + hero.height)).toBeLessThan(64);
    expect(form.y).toBeLessThan(benefits.y);
    expect(form.y + form.height).toBeLessThanOrEqual(benefits.y);
    expect(benefits.y).toBeLessThan(premium.y);
  });
});

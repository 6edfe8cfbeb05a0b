import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { wakeIsland } from '../support/lead-form-stories.ts';
import { uniqueEmail, waitForMail } from '../support/outbox.ts';

const salesEmail = 'vertrieb@sichtwerk.de';

test('when a visitor requests an analysis for their website, then sales get a Website-Schnellcheck naming its defects and the visitor sees none of it', async ({
  page,
}) => {
  const website = process.env.FIXTURE_WEBSITE_URL;
  if (!website) throw new Error('FIXTURE_WEBSITE_URL fehlt: global-setup.ts hat die Fixture-Website nicht gestartet');
  const email = uniqueEmail('schnellcheck');
  const company = `Malerbetrieb Prüfstand ${Date.now()}`;
  await page.goto(baseUrl('/kostenlose-analyse'));
  const form = page.getByRole('form', { name: 'Kostenlose Analyse anfordern' });
  await wakeIsland(form);
  await page.getByLabel('Firma / Name *').fill(company);
  await page.getByLabel('E-Mail-Adresse *').fill(email);
  await page.getByLabel('Telefon *').fill('+49 30 1234567');
  await form.getByLabel('Website').fill(website);
  await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText('Anfrage erfolgreich gesendet!');

  const notification = await waitForMail(salesEmail, company);
  const text = (notification.text ?? '').replace(/\u00a0/g, ' ');
  expect(text).toContain('Website-Schnellcheck');
  for (const defect of ['Es fehlt eine Meta-Beschreibung', 'keine Viewport-Angabe', 'noindex', '2 von 2 Bildern', 'keine sitemap.xml']) {
    expect(text).toContain(defect);
  }
  const confirmation = await waitForMail(email, 'Antworte einfach auf diese E-Mail');
  expect(confirmation.text).not.toContain(company);
  expect(confirmation.text).not.toContain('Schnellcheck');
  expect(confirmation.text).not.toContain('Viewport');
});

import { expect, test } from '@playwright/test';
import { cancellationPage } from '@sichtwerk/content/form-pages/cancellation';
import { thankYouCopies } from '@sichtwerk/content/form-pages';
import { agbTermSectionId } from '@sichtwerk/content/legal/agb';
import { thankYouPageOf } from '@sichtwerk/content/routes';
import { baseUrl } from '../support/base-url.ts';
import { leadFormStories } from '../support/lead-form-stories.ts';

leadFormStories({
  route: '/kuendigung',
  formName: 'Kündigungsformular',
  submitLabel: cancellationPage.submitLabel,
  endpoint: '/api/cancellations',
  fields: [
    { label: 'Firma / Name *', value: 'Physiotherapie Beispiel', required: true },
    { label: 'E-Mail-Adresse *', value: '{email}', type: 'email', required: true },
    { label: 'Kundennummer', value: 'SW-10423' },
    { label: 'Kündigungsgrund', value: 'Wir schließen die Praxis zum Jahresende.', multiline: true },
  ],
  requiredMessages: ['Bitte gib deine Firma oder deinen Namen an.', 'Bitte gib deine E-Mail-Adresse an.'],
  success: cancellationPage.success,
  // The receipt shows only the number's end, so it cannot carry a message to a typed address.
  confirmationContains: 'endet auf 0423',
  thankYou: { path: thankYouPageOf('cancellation').path, title: thankYouCopies.cancellation.title },
});

test('when a customer opens /kuendigung, then the notice periods and the e-mail confirmation notice are stated', async ({ page }) => {
  await page.goto(baseUrl('/kuendigung'));
  await expect(page.getByTestId('cancellation-term')).toHaveText(cancellationPage.termNotice);
  await expect(page.getByText(cancellationPage.confirmationNotice).first()).toBeVisible();
  await expect(page.getByRole('link', { name: '§ 4 unserer AGB' })).toHaveAttribute('href', `/agb#${agbTermSectionId}`);
});

test('when a customer fills in the cancellation form, then the form says what happens to the data and links the privacy policy (review 2026-11-26 L10)', async ({
  page,
}) => {
  await page.goto(baseUrl('/kuendigung'));
  const form = page.getByRole('form', { name: 'Kündigungsformular' });
  await expect(form).toContainText(cancellationPage.privacyNote.replace(/\u00a0/g, ' '));
  await expect(form.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
});

import { formPostPathOf } from '@sichtwerk/forms/form-post';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formCopy } from '@sichtwerk/content/form-copy';
import { formKindNames, formKinds } from '@sichtwerk/forms/form-kinds';
import { baseUrl } from './base-url.ts';
import { waitUntilOneClickCounts } from './confirmation-step.ts';
import { findLeadByEmail } from './lead-database.ts';
import { expectNoMail, uniqueEmail, waitForMail } from './outbox.ts';

export interface LeadFormField {
  label: string;
  /** A valid value; `{email}` is replaced by the test's own unique address. */
  value: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'checkbox';
  required?: boolean;
  multiline?: boolean;
}

export interface LeadFormStory {
  route: string;
  formName: string;
  submitLabel: string;
  endpoint: string;
  fields: readonly LeadFormField[];
  /** German messages shown when the form is submitted empty, in field order. */
  requiredMessages: readonly string[];
  success: { title: string; description: string };
  /** The e-mail the visitor receives: sent to `{email}` and containing this text. */
  confirmationContains: string;
  /** Where the form leads when it is sent without JavaScript (a plain post, answered 303). */
  thankYou: { path: string; title: string };
}

/** Receives the team's notification of every form in these stories (SALES_EMAIL; BACKOFFICE_EMAIL defaults to it). */
const teamEmail = 'vertrieb@sichtwerk.de';

/** Focuses the form's first field, which wakes its island, and waits until React has hydrated it. */
export async function wakeIsland(form: Locator): Promise<void> {
  await form.locator('input, textarea').first().focus();
  await expect(form).toHaveAttribute('data-enhanced', 'true');
}

async function openForm(page: Page, story: LeadFormStory): Promise<Locator> {
  await page.goto(baseUrl(story.route));
  const form = page.getByRole('form', { name: story.formName });
  // The button works from the first byte (a plain post); the island wakes when the form is first used.
  await wakeIsland(form);
  return form;
}

async function fillAll(form: Locator, story: LeadFormStory, email: string, skip?: LeadFormField) {
  for (const field of story.fields) {
    if (field === skip) continue;
    const input = form.getByLabel(field.label, { exact: true });
    if (field.type === 'checkbox') await input.check();
    else await input.fill(field.value.replace('{email}', email));
  }
}

/** The field holds what fillAll put there (`filled`), or is back to empty and unticked. */
async function expectField(form: Locator, field: LeadFormField, email: string, filled: boolean) {
  const input = form.getByLabel(field.label, { exact: true });
  if (field.type === 'checkbox') await (filled ? expect(input).toBeChecked() : expect(input).not.toBeChecked());
  else await expect(input).toHaveValue(filled ? field.value.replace('{email}', email) : '');
}

/** The stories every lead form must tell; each form's spec calls this with its own fields and texts. */
export function leadFormStories(story: LeadFormStory) {
  test(`when a visitor looks at the form on ${story.route}, then every field has its label and input type`, async ({ page }) => {
    const form = await openForm(page, story);
    for (const field of story.fields) {
      const input = form.getByLabel(field.label, { exact: true });
      if (field.multiline) await expect(input).toHaveJSProperty('tagName', 'TEXTAREA');
      else await expect(input).toHaveAttribute('type', field.type ?? 'text');
      if (field.required) await expect(input).toHaveAttribute('aria-required', 'true');
    }
  });

  test(`when a visitor submits the empty form on ${story.route}, then nothing is sent and German messages appear beside the fields`, async ({
    page,
  }) => {
    const form = await openForm(page, story);
    const requests: string[] = [];
    // Only posts count: the form's GET /api/form-token on render sends nothing the visitor typed.
    page.on('request', (request) => request.url().includes('/api/') && request.method() === 'POST' && requests.push(request.url()));
    await form.getByRole('button', { name: story.submitLabel }).click();
    for (const message of story.requiredMessages) await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
    const firstRequired = story.fields.find((field) => field.required);
    if (firstRequired) {
      const input = form.getByLabel(firstRequired.label, { exact: true });
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await input.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(story.requiredMessages[0] ?? '');
    }
    expect(requests).toEqual([]);
  });

  test(`when a visitor sends the form on ${story.route} right after opening it, then the success toast appears, the answer takes the form's place and the confirmation e-mail arrives`, async ({
    page,
  }) => {
    const form = await openForm(page, story);
    const email = uniqueEmail(story.route.slice(1));
    let requests = 0;
    page.on('request', (request) => request.url().endsWith(story.endpoint) && (requests += 1));
    await fillAll(form, story, email);
    await form.getByRole('button', { name: story.submitLabel }).click();
    const toast = page.locator('[data-slot="toast"]');
    await expect(toast).toContainText(story.success.title);
    await expect(toast).toContainText(story.success.description);
    await expect(page.locator('[data-slot="form-success"]')).toBeVisible();
    await expect(page.getByRole('form', { name: story.formName })).toHaveCount(0);
    expect(requests).toBe(1);
    // The form sent its time token along, so the spam protection had nothing to remark (without it the typed
    // address would get no mail: send-unsent-mails.ts), and the confirmation goes out.
    expect(await findLeadByEmail(email)).toMatchObject({ spamReason: null });
    await waitForMail(email, story.confirmationContains);
  });

  test(`when a visitor sends the form on ${story.route}, then the answer replaces the form: what arrived, the reference and what happens next, with the focus on its heading`, async ({
    page,
  }) => {
    const kind = formKindNames.find((name) => formKinds[name].endpoint === story.endpoint);
    const copy = kind ? formCopy[kind] : undefined;
    expect(copy).toBeDefined();
    const form = await openForm(page, story);
    await expect(page.locator('[data-slot="form-success"]')).toHaveCount(0);
    const email = uniqueEmail(`${story.route.slice(1)}-antwort`);
    await fillAll(form, story, email);
    await form.getByRole('button', { name: story.submitLabel }).click();
    const answer = page.locator('[data-slot="form-success"]');
    await expect(answer.getByRole('heading', { level: 2, name: story.success.title })).toBeFocused();
    await expect(page.getByRole('form', { name: story.formName })).toHaveCount(0);
    await expect(answer).toContainText(story.success.description);
    await expect(answer.locator('[data-slot="form-reference"] strong')).toHaveText(/^SW-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    await expect(answer.locator('[data-slot="form-reference"]')).toContainText(copy?.answer.referenceNote ?? '');
    // What arrived is what the visitor typed, as text: the address and every single-line value.
    const received = answer.locator('[data-slot="form-received"]');
    await expect(received).toContainText(email);
    for (const field of story.fields.filter((entry) => !entry.multiline && entry.type !== 'checkbox')) {
      await expect(received).toContainText(field.value.replace('{email}', email));
    }
    for (const step of copy?.answer.nextSteps ?? []) await expect(answer.locator('[data-slot="form-next-steps"]')).toContainText(step);
    await expect(page.locator('[data-slot="toast"]')).toContainText(story.success.title);
  });

  test(`when a program fills the hidden field on ${story.route}, then it is told success, but the lead is only stored as spam and no e-mail goes out`, async ({
    page,
  }) => {
    const form = await openForm(page, story);
    const honeypot = form.locator('[data-slot="honeypot"]');
    await expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    await expect(honeypot.locator('label')).toHaveText('Bitte leer lassen');
    const input = honeypot.locator('input');
    await expect(input).toHaveAttribute('tabindex', '-1');
    await expect(input).toHaveAttribute('autocomplete', 'off');
    await expect(input).toHaveValue('');
    // People never see it: it lies outside the page, and Tab from the last field never lands on it.
    const box = await input.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0);

    const email = uniqueEmail(`spam-${story.route.slice(1)}`);
    await fillAll(form, story, email);
    // What a form-filling program does: it fills every text field it finds, the hidden one too.
    await input.evaluate((element: HTMLInputElement) => {
      element.value = 'https://billige-backlinks.example';
    });
    const answer = page.waitForResponse((response) => response.url().endsWith(story.endpoint));
    await form.getByRole('button', { name: story.submitLabel }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.locator('[data-slot="toast"]')).toContainText(story.success.title);

    const stored = await findLeadByEmail(email);
    expect(stored?.spamReason).toBe('honeypot');
    expect(stored?.enqueuedAt).toBeNull();
    expect(stored?.columns).not.toContain('_hp');
    await expectNoMail(email);
  });

  test(`when the server fails on ${story.route}, then the error toast shows its German message and the input is kept`, async ({ page }) => {
    const form = await openForm(page, story);
    await page.route(`**${story.endpoint}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERN', message: 'Gerade klemmt etwas bei uns.' } }),
      }),
    );
    const email = 'behalten@beispiel.de';
    await fillAll(form, story, email);
    await form.getByRole('button', { name: story.submitLabel }).click();
    const toast = page.locator('[data-slot="toast"][data-variant="destructive"]');
    await expect(toast).toContainText('Fehler beim Senden');
    await expect(toast).toContainText('Gerade klemmt etwas bei uns.');
    for (const field of story.fields) await expectField(form, field, email, true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`when a visitor without JavaScript sends the form on ${story.route}, then the lead is stored, the team is told, and one click on the confirmation step in the site's layout sends the receipt`, async ({
      page,
    }) => {
      await page.goto(baseUrl(story.route));
      const form = page.getByRole('form', { name: story.formName });
      await expect(form.getByRole('button', { name: story.submitLabel })).toBeEnabled();
      const email = uniqueEmail(`ohne-js-${story.route.slice(1)}`);
      await fillAll(form, story, email);
      await form.getByRole('button', { name: story.submitLabel }).click();
      await page.waitForURL((url) => url.pathname === `${story.route}/bestaetigen`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fast fertig: Bestätigung anfordern');
      // The site's own frame: its header and footer around the answer, noindex.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByText(email)).toHaveCount(0);

      // No script fetched a time token, so the lead is stored and mailed to the team marked for review.
      const stored = await findLeadByEmail(email);
      expect(stored?.spamReason).toBe('token_missing');
      expect(stored?.columns).not.toContain('homepage');
      const notification = await waitForMail(teamEmail, email);
      expect(notification.text).toMatch(/Bitte prüfen: Diese Anfrage hat den Spam-Schutz nicht vollständig bestanden/);
      expect(notification.text).toContain('Bestätigung an den Absender: nicht verschickt');

      // The step speaks plainly: no technical words about scripts or tokens.
      await expect(page.locator('main')).not.toContainText(/JavaScript|Token|Skript/i);
      // A person who reads the two sentences and clicks once the step's minimum has passed is taken for one
      // (docs/decisions.md, "Minimum fill time").
      await waitUntilOneClickCounts(page);
      await page.getByRole('button', { name: /^Bestätigung an .+•••@b•••\.de senden$/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Deine Bestätigung ist (unterwegs|verschickt)/);
      const receipt = await waitForMail(email, '');
      expect(receipt.subject).toBeTruthy();
    });

    test(`when a visitor without JavaScript sends the form on ${story.route} with a required field empty, then a German page under the form's own address names the problem and shows the form again with what was typed, and nothing is stored`, async ({
      page,
    }) => {
      await page.goto(baseUrl(story.route));
      const form = page.getByRole('form', { name: story.formName });
      const email = uniqueEmail(`ohne-js-fehler-${story.route.slice(1)}`);
      const firstRequired = story.fields.find((field) => field.required && field.value !== '{email}');
      await fillAll(form, story, email, firstRequired);
      const answer = page.waitForResponse((response) => response.url().endsWith(formPostPathOf(story.route)));
      await form.getByRole('button', { name: story.submitLabel }).click();
      expect((await answer).status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitte prüfe deine Eingaben');
      // The address bar names the form's page, not the API (newcomer review 2026-11-28).
      expect(new URL(page.url()).pathname).toBe(`${story.route}/absenden`);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.locator('[data-form-answer] li')).toHaveText([story.requiredMessages[0] ?? '']);
      await expect(page.getByRole('link', { name: 'Zum leeren Formular' })).toHaveAttribute('href', story.route);
      expect(await findLeadByEmail(email)).toBeUndefined();

      // The way back keeps what was typed: the form again, filled, the empty field marked; filled in, it sends.
      const correction = page.getByRole('form', { name: 'Angaben korrigieren' });
      for (const field of story.fields) {
        if (field !== firstRequired) await expectField(correction, field, email, true);
      }
      const fix = correction.getByLabel(firstRequired?.label ?? '', { exact: true });
      await expect(fix).toHaveAttribute('aria-invalid', 'true');
      await fix.fill(firstRequired?.value ?? '');
      await correction.getByRole('button', { name: story.submitLabel }).click();
      await page.waitForURL((url) => url.pathname === `${story.route}/bestaetigen`);
      expect(await findLeadByEmail(email)).toBeDefined();
    });
  });
}

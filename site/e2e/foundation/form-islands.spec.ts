import { expect, type Page, test } from '@playwright/test';
import { analysisHero } from '@sichtwerk/content/analysis-offer';
import { company } from '@sichtwerk/content/company';
import { callbackPage } from '@sichtwerk/content/form-pages/callback-request';
import { cancellationPage } from '@sichtwerk/content/form-pages/cancellation';
import { contactPage } from '@sichtwerk/content/form-pages/contact-message';
import { legalDocuments } from '@sichtwerk/content/legal/index';
import { referralHero } from '@sichtwerk/content/referral-offer';
import { formPageOf, pages } from '@sichtwerk/content/routes';
import { formKindNames } from '@sichtwerk/forms/form-kinds';
import { formSchemas } from '@sichtwerk/forms/schemas';
import { baseUrl } from '../support/base-url.ts';
import { wakeIsland } from '../support/lead-form-stories.ts';

/**
 * Only the form hydrates on a form page (an island), and only once it is used: the JavaScript must not carry
 * the page around it. The needles come from the content package, so they follow every edit of the copy.
 */
const firstParagraph = (document: (typeof legalDocuments)[keyof typeof legalDocuments]) =>
  document.sections.flatMap((section) => section.blocks).find((block): block is string => typeof block === 'string') ?? '';

const needles: Readonly<Record<string, readonly string[]>> = {
  'the route registry': Object.values(pages).flatMap((page) => [page.title, page.description]),
  'page copy': [
    analysisHero.subtitle,
    contactPage.intro,
    referralHero.subtitle,
    cancellationPage.intro,
    callbackPage.intro,
    contactPage.success.description,
    cancellationPage.termNotice,
  ],
  'legal texts': Object.values(legalDocuments).map(firstParagraph),
  'company facts': [company.street, company.vatId, company.registerNumber, company.managingDirector, company.phone],
};

/** The text a script holds, with \uXXXX escapes resolved, as a minifier may write non-ASCII characters. */
const readable = (source: string) =>
  source.replace(/\\u([0-9a-fA-F]{4})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** What the kind's own schema answers an empty form with: a German rule only its island carries. */
function emptyFormMessage(kind: (typeof formKindNames)[number]): string {
  const result = formSchemas[kind].safeParse({});
  return result.success ? '' : (result.error.issues[0]?.message ?? '');
}

for (const kind of formKindNames) {
  const route = formPageOf(kind).path;
  test(`when a visitor opens ${route}, then only a small loader runs; on first use only the form hydrates, without an error, and its scripts hold its German rules but no route registry, page copy, legal text or company fact`, async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    // A hydration mismatch is reported as an error and React renders the island anew: none may occur.
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(baseUrl(route), { waitUntil: 'networkidle' });
    // Until the form is used the page loads like a content page: a loader of a few kilobytes, no React (200 kB).
    const beforeUse = (await Promise.all(scripts)).join('\n');
    expect(beforeUse.length).toBeLessThan(8_000);
    await expect(page.locator('form[data-enhanced]')).toHaveCount(0);

    const form = page.locator('form[method="post"]');
    await wakeIsland(form);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    const javascript = readable((await Promise.all(scripts)).join('\n'));
    // The shared schema's messages are there: the browser validates with the server's rules.
    expect(javascript).toContain(emptyFormMessage(kind));
    for (const [source, texts] of Object.entries(needles)) {
      for (const text of texts) expect(javascript.includes(text), `${source}: „${text.slice(0, 60)}…“`).toBe(false);
    }
  });
}

/** The contact page, loaded but untouched, with every POST the page sends recorded. */
async function openContactFormWatchingPosts(page: Page) {
  await page.goto(baseUrl(pages.kontakt.path), { waitUntil: 'networkidle' });
  const posts: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
  return { form: page.getByRole('form', { name: 'Kontaktformular' }), posts };
}

test('when a visitor presses the button of the untouched form, then the island wakes, holds the submit and shows the messages beside the fields, and nothing is posted', async ({
  page,
}) => {
  const { form, posts } = await openContactFormWatchingPosts(page);
  await form.getByRole('button', { name: contactPage.submitLabel }).click();
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  await expect(form.getByText('Bitte gib deinen Namen an.')).toBeVisible();
  await expect(form.getByLabel('Name *', { exact: true })).toBeFocused();
  await expect(page).toHaveURL(baseUrl(pages.kontakt.path));
  expect(posts).toEqual([]);
});

test('when a visitor whose browser filled the form sends it before the island woke, then it is sent once, through the island, and the success toast appears', async ({
  page,
}) => {
  const { form, posts } = await openContactFormWatchingPosts(page);
  // What autofill does: values appear without a focus or a keystroke, so nothing has woken the island yet.
  await form.evaluate((element: HTMLFormElement) => {
    const set = (name: string, value: string) => ((element.elements.namedItem(name) as HTMLInputElement).value = value);
    set('name', 'Lena Beispiel');
    set('email', `autofill-${Date.now()}@beispiel.de`);
    set('message', 'Ich hätte gern einen Rückruf.');
  });
  await expect(form).not.toHaveAttribute('data-enhanced');
  await form.getByRole('button', { name: contactPage.submitLabel }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText(contactPage.success.title);
  await expect(page).toHaveURL(baseUrl(pages.kontakt.path));
  expect(posts.filter((url) => url.endsWith('/api/contact-messages'))).toHaveLength(1);
});

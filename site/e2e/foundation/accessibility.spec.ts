/**
 * The accessibility gate (issue 33; the statement at /barrierefreiheit names it): axe-core checks every route of
 * the built site and every state of the forms — empty, errors shown, sent, the steps without JavaScript — and
 * the desk's login, inbox and lead against WCAG 2.0, 2.1 and 2.2 at levels A and AA. Any violation fails, named
 * with the elements it was found on. What axe cannot judge (whether a text alternative says the right thing, a
 * screen reader's reading order) the statement lists as a known limit.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { formCopy } from '@sichtwerk/content/form-copy';
import { formPageOf } from '@sichtwerk/content/routes';
import type { FieldDeclarations } from '@sichtwerk/forms/form-fields';
import { formKindNames } from '@sichtwerk/forms/form-kinds';
import { formDeclarations } from '@sichtwerk/forms/schemas';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes, formRoutes, routesWithoutForms } from '../support/routes.ts';
import { waitUntilOneClickCounts } from '../support/confirmation-step.ts';
import { createDeskAccount } from '../support/desk-accounts.ts';
import { logIn } from '../support/desk-login.ts';
import { wakeIsland } from '../support/lead-form-stories.ts';
import { uniqueEmail, waitForMail } from '../support/outbox.ts';
import { requestAnalysis, storeSentAnalysis } from '../support/strategy-calls.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Every page the build prerendered, read off its output; the answer frame is checked filled (below), not empty. */
const builtDir = fileURLToPath(new URL('../../dist/client/', import.meta.url));
const builtRoutes = readdirSync(builtDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('index.html') && !file.startsWith('formular-antwort'))
  .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
  .sort();

async function expectNoViolations(page: Page, state: string): Promise<void> {
  // axe.run in the page itself: the default injects axe-core a second time into a blank page to merge the results
  // of cross-origin frames, which no page here has (every route's story below: nothing from another host). Same rules, same
  // findings, ~1.5 s less per state on the loaded CI machine.
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(found, `axe on ${state}`).toEqual([]);
}

/** The label the site's form shows for a declared field (declared-fields.tsx). */
const shownLabel = (declared: FieldDeclarations[string]) => {
  const asked = declared.prompt ?? declared.label;
  return declared.required ? `${asked} *` : asked;
};

test('the build prerendered the pages the gate reads', () => {
  expect(builtRoutes).toContain('/');
  expect(builtRoutes).toContain('/barrierefreiheit');
  expect(builtRoutes.length).toBeGreaterThan(30);
});

test.describe('every built route', () => {
  // One page and one axe run each, 18–19 s under CI's load; three timed out at the default 30 s at load 17.
  test.describe.configure({ timeout: 60_000 });

  // The same load also answers what the browser does with the page (a page load is most of a browser story's CPU):
  // - it runs under the site's strict Content-Security-Policy, which the lead service sends
  //   (lead-service/src/platform/http-security/content-security-policy.ts; Caddy and the CDN headers send the same).
  //   A page that needs an inline script or style the policy does not allow would break silently, so any violation
  //   fails. zod's eval probe is switched off in the browser (forms/src/zod-setup.ts), so not even that one is expected;
  // - it requests nothing from another host, and a page without a form loads and runs no script at all.
  // These are read before axe-core is put into the page.
  test('the routes the gate reads are the routes the site has', () => {
    expect(builtRoutes).toEqual([...allRoutes].sort());
  });

  for (const route of builtRoutes) {
    const withoutForm = routesWithoutForms.includes(route);
    test(`when a visitor opens ${route}, then the site's CSP blocks nothing, the browser requests nothing from another host${
      withoutForm ? ', no script is loaded or executed (the page has no form)' : ''
    } and axe finds no WCAG 2.2 AA violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.effectiveDirective}: ${event.blockedURI || 'inline'} ${event.sample}`);
        });
      });
      const origin = new URL(baseUrl()).origin;
      const foreign: string[] = [];
      const scripts: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url);
        if (request.resourceType() === 'script') scripts.push(url);
      });
      const response = await page.goto(baseUrl(route), { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      if (formRoutes.includes(route)) await expect(page.locator('form')).toBeVisible();
      expect(foreign).toEqual([]);
      if (withoutForm) {
        expect(scripts).toEqual([]);
        const executable = await page.locator('script:not([type="application/ld+json"]):not([type="application/json"])').count();
        expect(executable).toBe(0);
      }
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations).toEqual([]);

      await expectNoViolations(page, route);
    });
  }

  test('when a visitor opens an address that does not exist, then the 404 page has no violation either', async ({ page }) => {
    await page.goto(baseUrl('/gibt-es-nicht'));
    await expectNoViolations(page, '404');
  });
});

test.describe('every state of the forms', () => {
  for (const kind of formKindNames) {
    const route = formPageOf(kind).path;
    const { fields } = formDeclarations[kind];
    test(`when a visitor sends the form on ${route} empty and then filled, then the errors and the answer have no violation`, async ({
      page,
    }) => {
      await page.goto(baseUrl(route));
      const form = page.getByRole('form', { name: formCopy[kind].label });
      await wakeIsland(form);
      await form.getByRole('button', { name: formCopy[kind].submitLabel }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
      await expectNoViolations(page, `${route} with errors`);

      for (const [, declared] of Object.entries(fields)) {
        const input = form.getByLabel(shownLabel(declared), { exact: true });
        if (declared.input === 'checkbox') await input.check();
        else if (declared.options) await input.selectOption(declared.example);
        else await input.fill(declared.input === 'email' ? uniqueEmail(`axe-${kind}`) : declared.example);
      }
      await form.getByRole('button', { name: formCopy[kind].submitLabel }).click();
      await expect(page.locator('[data-slot="form-success"] h2')).toBeFocused();
      // The toast is part of the state a visitor sees right after sending.
      await expect(page.locator('[data-slot="toast"]')).toBeVisible();
      await expectNoViolations(page, `${route} sent`);
    });
  }

  // The steps a form without JavaScript leads to run no script of ours; axe itself needs script, so the form is
  // posted natively (HTMLFormElement.submit() passes the island's handler by) and the service's pages are read as they come.
  test('when a visitor without JavaScript leaves a field empty, corrects it and asks for the receipt, then every step has no violation', async ({
    page,
  }) => {
    await page.goto(baseUrl(formPageOf('contact-message').path));
    const form = page.getByRole('form', { name: formCopy['contact-message'].label });
    await form.getByLabel('Name *', { exact: true }).fill('Petra Beispiel');
    await form.getByLabel('E-Mail-Adresse *', { exact: true }).fill(uniqueEmail('axe-ohne-js'));
    await form.evaluate((element) => (element as HTMLFormElement).submit());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bitte prüfe deine Eingaben');
    await expectNoViolations(page, 'the error page');

    const correction = page.getByRole('form', { name: 'Angaben korrigieren' });
    await correction.getByLabel('Nachricht *', { exact: true }).fill('Bitte um Rückruf.');
    await correction.getByRole('button', { name: formCopy['contact-message'].submitLabel }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fast fertig: Bestätigung anfordern');
    await expectNoViolations(page, 'the confirmation step');

    await waitUntilOneClickCounts(page);
    await page.getByRole('button', { name: /^Bestätigung an / }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Deine Bestätigung ist (unterwegs|verschickt)/);
    await expectNoViolations(page, 'the confirmed step');
  });
});

test.describe('the desk', () => {
  test.describe.configure({ timeout: 120_000 });

  test('when a salesperson logs in, looks at the inbox and opens a lead, then none of the three has a violation', async ({
    page,
    browser,
  }) => {
    const account = await createDeskAccount('vertrieb');
    const name = `Axe Probe ${Date.now().toString(36)}`;
    const visitor = await browser.newPage();
    await visitor.goto(baseUrl(formPageOf('callback-request').path));
    const form = visitor.getByRole('form', { name: formCopy['callback-request'].label });
    await wakeIsland(form);
    await form.getByLabel('Name *', { exact: true }).fill(name);
    await form.getByLabel('Telefon *', { exact: true }).fill(`030 ${String(Date.now()).slice(-8)}`);
    await form.getByLabel('Wann passt es dir? *', { exact: true }).selectOption('vormittags');
    await form.getByRole('button', { name: formCopy['callback-request'].submitLabel }).click();
    await expect(visitor.locator('[data-slot="form-success"]')).toBeVisible();
    await visitor.close();

    await page.goto(baseUrl('/vertrieb/'));
    await expect(page.getByLabel('Benutzername')).toBeVisible();
    await expectNoViolations(page, 'the desk login');
    await logIn(page, account);
    await expect(page.getByRole('list', { name: 'Leads' })).toBeVisible();
    await expectNoViolations(page, 'the desk inbox');
    await page.getByRole('searchbox').fill(name.toLowerCase());
    await page
      .getByRole('list', { name: 'Leads' })
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expectNoViolations(page, 'the desk lead');
  });
});

test.describe('the pages the service sends a visitor by link', () => {
  test.describe.configure({ timeout: 150_000 });

  test('when a visitor books the strategy call and opens the result, then no state of the booking or result page has a violation', async ({
    page,
    browser,
  }) => {
    await createDeskAccount('vertrieb', { holdsCalls: true });
    const email = uniqueEmail('axe-termin');
    const visitor = await browser.newPage();
    const leadId = await requestAnalysis(visitor, `Axe Termin ${Date.now().toString(36)}`, email);
    await visitor.close();
    const receipt = await waitForMail(email, '/termin?vorgang=', 30_000);
    const link = /\/termin\?vorgang=[^\s"<>]+/.exec(receipt.text ?? '')?.[0]?.replace(/&amp;/g, '&');
    if (!link) throw new Error('kein Buchungslink in der Eingangsbestätigung');

    await page.goto(baseUrl(link));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Strategiegespräch buchen');
    await expectNoViolations(page, 'the booking page with its slots');
    // Sent without a slot (past the browser's own check): the service's German error page.
    await page.evaluate(() => {
      for (const form of document.querySelectorAll('form')) form.noValidate = true;
    });
    await page.getByRole('button', { name: 'Kostenlosen Termin buchen' }).click();
    await page.waitForLoadState('load');
    await expectNoViolations(page, 'the booking page with an error');
    await page.goto(baseUrl(link));
    await page.locator(`label[for="${await page.getByRole('radio').first().getAttribute('id')}"]`).click();
    await page.getByRole('button', { name: 'Kostenlosen Termin buchen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Termin steht');
    await expectNoViolations(page, 'the booked call');
    await page
      .getByRole('button', { name: /absagen/i })
      .first()
      .click();
    const confirm = page.getByRole('button', { name: /absagen/i });
    if ((await confirm.count()) > 0) await confirm.first().click();
    // The booking page again, with the notice that the call is cancelled.
    await expect(page.getByText(/abgesagt/i).first()).toBeVisible();
    await expectNoViolations(page, 'the cancelled call');
    await page.goto(baseUrl('/termin?vorgang=00000000-0000-0000-0000-000000000000&s=falsch'));
    await expectNoViolations(page, 'a wrong booking link');

    const token = await storeSentAnalysis(leadId, {
      sections: ['maps', 'competitors', 'profile', 'website', 'social'].map((key, index) => ({
        key,
        rating: index < 3 ? 'improvable' : 'unchecked',
        ratingPrefilled: false,
        findings: [{ text: index < 3 ? `Befund zu ${key}.` : 'Du hast keine Website angegeben.', prefilled: false }],
      })),
      summary: 'In Maps fehlst du noch.',
    });
    await page.goto(baseUrl(`/analyse/${token}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Analyse für');
    await expectNoViolations(page, 'the result page');
    await page.goto(baseUrl(`/analyse/${'A'.repeat(43)}`));
    await expectNoViolations(page, 'a wrong result link');
  });
});

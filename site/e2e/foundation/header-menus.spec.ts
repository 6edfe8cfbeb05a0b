import { referralLinkLabel } from '@sichtwerk/content/referral-offer';
import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { copyrightYear } from '../../components/layout/copyright-year.ts';

// The header must work without JavaScript: native popovers, nothing hydrated.
test.use({ javaScriptEnabled: false });

test.describe('on a desktop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('when a visitor clicks Login, then both login links appear, and a second click or Escape closes the menu', async ({ page }) => {
    await page.goto(baseUrl('/preise'));
    const menu = page.locator('#login-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kundenlogin' })).toHaveAttribute('href', /^https:\/\//);
    await expect(menu.getByRole('link', { name: 'Login App' })).toHaveAttribute('href', /^https:\/\//);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(menu).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(menu).toBeHidden();
  });

  test('when a keyboard user tabs to Login and presses Enter, then the menu opens and its links are reachable', async ({ page }) => {
    await page.goto(baseUrl('/'));
    const login = page.getByRole('button', { name: 'Login' });
    await login.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#login-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#login-menu')).toBeHidden();
  });

  test('when a visitor looks at the header, then the spec navigation and the Gratis Check button are there', async ({ page }) => {
    await page.goto(baseUrl('/'));
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const [name, href] of [
      ['Vorteile', '/vorteile'],
      ['Funktionen', '/funktionen'],
      ['Preise', '/preise'],
      ['Blog', '/blog'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Gratis Check' })).toHaveAttribute('href', '/kostenlose-analyse');
    await expect(page.getByRole('link', { name: 'hallo@sichtwerk.de' }).first()).toHaveAttribute('href', 'mailto:hallo@sichtwerk.de');
    await expect(page.getByText('Neu: KI Sichtbarkeit Check')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sichtwerk – zur Startseite' })).toHaveAttribute('href', '/');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('when a visitor taps the menu button, then the same links appear, and the close button or Escape hides them', async ({ page }) => {
    await page.goto(baseUrl('/'));
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
    const menu = page.locator('#mobile-menu');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(menu).toBeVisible();
    for (const name of ['Vorteile', 'Funktionen', 'Preise', 'Blog', 'Kundenlogin', 'Login App', 'Gratis Check']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('when a visitor reads the footer, then the four columns, the referral link and both social links are there', async ({ page }) => {
  await page.goto(baseUrl('/'));
  const footer = page.getByRole('contentinfo');
  for (const heading of ['Allgemeines', 'Plattform', 'Marketing Guide', 'Kontakt']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: referralLinkLabel })).toHaveAttribute('href', '/empfehlung');
  for (const href of [
    '/kostenlose-analyse',
    '/ki-funktionen',
    '/seo-tool',
    '/google-maps-ranking',
    '/google-my-business',
    '/google-business-profil-optimieren',
    '/backlink-strategie',
    '/impressum',
    '/datenschutz',
    '/agb',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  const social = footer.locator('a[target="_blank"]');
  await expect(social).toHaveCount(2);
  for (const link of await social.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  // The site was built moments ago: the year it printed is the Berlin year now.
  await expect(footer).toContainText(`© ${copyrightYear()}`);
});

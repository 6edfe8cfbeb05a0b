/**
 * PostgreSQL goes away while a visitor fills in the contact form, and comes back. This story runs its own
 * lead service on a private PostgreSQL it may stop (lead-service/test/support/private-postgres.ts), never the
 * machine's shared one. With JavaScript the form says in place that it was not sent, keeps every field and
 * offers to send again; without JavaScript the service answers a page that re-posts the same data with one
 * button. Either way the lead is stored once when PostgreSQL is back, without a restart of the service.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { contactPage } from '@sichtwerk/content/form-pages/contact-message';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { startPrivatePostgres, type PrivatePostgres } from '../../../lead-service/test/support/private-postgres.ts';
import { wakeIsland } from '../support/lead-form-stories.ts';
import { type E2eLeadService, startLeadService, waitForStatus } from '../support/start-lead-service.ts';

const shots = '/work/shots/scale';
const queuePrefix = `e2e-outage-${randomBytes(4).toString('hex')}`;

let postgres: PrivatePostgres;
let service: E2eLeadService | undefined;
let base: string;

async function storedMessages(email: string): Promise<number> {
  const { rows } = await postgres.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages WHERE email = $1', [email]);
  return rows[0]?.n ?? 0;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  postgres = await startPrivatePostgres();
  mkdirSync(shots, { recursive: true });
  service = await startLeadService({
    databaseUrl: postgres.url,
    queuePrefix,
    readyPath: '/readyz',
    startWithinMs: 60_000,
    env: {
      LOG_LEVEL: 'silent',
      FORM_MIN_FILL_MS: '1000',
      FORM_TOKEN_SECRET: 'e2e-outage-form-token-secret-0123456789abcdef',
      RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_WINDOW: '10000',
    },
  });
  base = service.url;
});

test.afterAll(async () => {
  await service?.stop();
  await postgres?.close();
});

const typed = (email: string) => ({
  'Name *': 'Petra Ausfall',
  'E-Mail-Adresse *': email,
  Telefon: '0351 654321',
  'Nachricht *': 'Funktioniert das Business-Paket auch für zwei Standorte?',
});

async function fill(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('when the database is down as a visitor sends the contact form, then the form says so in place, keeps every field and sends the same again once the database is back', async ({
  page,
}) => {
  const email = `outage-js-${randomBytes(3).toString('hex')}@example.de`;
  await page.goto(`${base}/kontakt`);
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await wakeIsland(form);
  await fill(form, typed(email));

  await postgres.stop();
  await form.getByRole('button', { name: contactPage.submitLabel }).click();
  const notice = form.locator('[data-slot="form-unsent"]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Noch nicht gesendet');
  await expect(notice).toContainText('kurz nicht erreichbar');
  for (const [label, value] of Object.entries(typed(email))) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  await shoot(page, 'outage-form-unsent');

  await postgres.start();
  await waitForStatus(`${base}/readyz`, 30_000, 200);
  expect(await storedMessages(email)).toBe(0);
  await notice.getByRole('button', { name: 'Noch einmal senden' }).click();
  await expect(page.locator('[data-slot="form-success"]')).toContainText(contactPage.success.title);
  await expect(notice).toHaveCount(0);
  expect(await storedMessages(email)).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('when the database is down as a visitor posts the contact form, then a page of the site says so and one button posts the same data again, stored once the database is back', async ({
    page,
  }) => {
    const email = `outage-nojs-${randomBytes(3).toString('hex')}@example.de`;
    await page.goto(`${base}/kontakt`);
    const form = page.getByRole('form', { name: 'Kontaktformular' });
    await fill(form, typed(email));

    await postgres.stop();
    await form.getByRole('button', { name: contactPage.submitLabel }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurz nicht erreichbar');
    await expect(page.getByText('kurz nicht erreichbar', { exact: false }).first()).toBeVisible();
    const resend = page.getByRole('button', { name: 'Noch einmal senden' });
    await expect(resend).toHaveCount(1);
    await shoot(page, 'outage-plain-post');

    await postgres.start();
    await waitForStatus(`${base}/readyz`, 30_000, 200);
    expect(await storedMessages(email)).toBe(0);
    await resend.click();
    // A post without script carries no time token: the service asks the visitor to confirm the address.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Kurz nicht erreichbar');
    expect(await storedMessages(email)).toBe(1);
  });
});

import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { createDeskAccount } from '../support/desk-accounts.ts';
import { logIn } from '../support/desk-login.ts';
import { uniqueEmail, waitForMail } from '../support/outbox.ts';
import { callHasBegun, moveCallToToday, requestAnalysis } from '../support/strategy-calls.ts';
import { keepMailShot, keepShots } from '../support/keep-shots.ts';

const origin = () => ({ origin: new URL(baseUrl()).origin });

test.describe('strategy calls in the desk', () => {
  // CLI processes, scrypt logins, the public form and a mail worker: generous on a busy machine.
  test.describe.configure({ timeout: 150_000 });

  test('when staff book a call for a lead, then the visitor gets the invitation, and the status panel offers „nicht erschienen“ and „Analyse vorgestellt“ only after the call has begun', async ({
    page,
    browser,
  }) => {
    const adviser = await createDeskAccount('vertrieb', { holdsCalls: true });
    const email = uniqueEmail('termin-status');
    const company = `Bäckerei Status ${Date.now().toString(36)}`;
    const visitor = await browser.newPage();
    const leadId = await requestAnalysis(visitor, company, email);
    await visitor.close();

    await logIn(page, adviser);
    await page.goto(baseUrl(`/vertrieb/leads/${leadId}`));
    // A day first (the first with free times is chosen), then one of its times.
    const booking = page.getByRole('group', { name: 'Termin für den Lead buchen' });
    await expect(booking.getByLabel('Tag')).toHaveValue(/\S/);
    await booking.getByLabel('Uhrzeit').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Termin buchen' }).click();
    await expect(page.getByText('Termin vereinbart').first()).toBeVisible();
    const invitation = await waitForMail(email, 'ist gebucht', 30_000);
    expect(invitation.attachments.some((part) => part.mimeType === 'text/calendar')).toBe(true);
    await keepMailShot(browser, invitation.html, 'invitation-mail');

    // Moved from the desk: the visitor gets the update with the calendar file.
    const move = page.getByRole('group', { name: 'Verschieben auf' });
    await move.getByLabel('Tag').selectOption({ index: 1 });
    await move.getByLabel('Uhrzeit').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Termin verschieben' }).click();
    const update = await waitForMail(email, 'ist verschoben', 30_000);
    expect(update.attachments.some((part) => part.mimeType === 'text/calendar')).toBe(true);

    const status = page.getByRole('region', { name: 'Status', exact: true });
    for (const step of ['→ Analyse vorgestellt', '→ nicht erschienen'])
      await expect(status.getByRole('button', { name: step })).toBeDisabled();
    await expect(status.getByText(/^Das Strategiegespräch beginnt erst am .+ Uhr\./)).toBeVisible();
    await expect(status.getByRole('button', { name: '→ kein Interesse' })).toBeEnabled();

    await callHasBegun(leadId);
    await page.reload();
    await expect(status.getByRole('button', { name: '→ Analyse vorgestellt' })).toBeEnabled();
    await expect(status.getByText(/beginnt erst am/)).toHaveCount(0);
    await status.getByRole('button', { name: '→ nicht erschienen' }).click();
    await expect(page.getByRole('list', { name: 'Verlauf' })).toContainText(`Termin vereinbart → nicht erschienen · ${adviser.username}`);
  });
  test('when staff open Termine, then a sales adviser sees their own calls of today and this week, and an admin everybody’s or one adviser’s', async ({
    page,
    browser,
  }) => {
    const first = await createDeskAccount('vertrieb', { holdsCalls: true });
    const second = await createDeskAccount('vertrieb');
    const admin = await createDeskAccount('admin');
    const suffix = Date.now().toString(36);
    const firstCompany = `Friseur Heute ${suffix}`;
    const secondCompany = `Gärtnerei Heute ${suffix}`;
    const visitor = await browser.newPage();
    const firstLead = await requestAnalysis(visitor, firstCompany, uniqueEmail('termine-eins'));
    const secondLead = await requestAnalysis(visitor, secondCompany, uniqueEmail('termine-zwei'));
    await visitor.close();

    // Booked from the desk for each lead, then set to today with each adviser (the desk books two days ahead at the earliest).
    await logIn(page, admin);
    for (const [lead, adviser, minutes] of [
      [firstLead, first.username, 9 * 60],
      [secondLead, second.username, 10 * 60],
    ] as const) {
      const answer = (await (await page.request.get(baseUrl(`/vertrieb/api/leads/${lead}/termin`))).json()) as {
        slots: { startsAt: string }[];
      };
      const booked = await page.request.post(baseUrl(`/vertrieb/api/leads/${lead}/termin`), {
        data: { startsAt: answer.slots[0]?.startsAt },
        headers: origin(),
      });
      expect(booked.status()).toBe(200);
      await moveCallToToday(lead, adviser, minutes);
    }

    await page.goto(baseUrl('/vertrieb/termine'));
    await expect(page.getByRole('heading', { name: 'Termine', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nächste Tage', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: firstCompany })).toBeVisible();
    await expect(page.getByRole('link', { name: secondCompany })).toBeVisible();
    await expect(page.getByText(`mit ${second.username}`)).toBeVisible();
    await keepShots(page, 'termine-admin');
    await page.getByLabel('Berater').selectOption({ label: second.username });
    await expect(page.getByRole('link', { name: secondCompany })).toBeVisible();
    await expect(page.getByRole('link', { name: firstCompany })).toHaveCount(0);
    await page.getByLabel('Berater').selectOption({ label: 'Alle' });
    await page.getByRole('link', { name: 'Woche', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Woche', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByLabel('Woche mit dem Tag')).toBeVisible();
    await expect(page.getByRole('link', { name: firstCompany })).toBeVisible();
    await expect(page.getByRole('link', { name: secondCompany })).toBeVisible();

    // A sales adviser sees their own calls only, and no choice of adviser.
    const own = await browser.newPage();
    await logIn(own, first);
    await own.goto(baseUrl('/vertrieb/termine'));
    await expect(own.getByRole('link', { name: firstCompany })).toBeVisible();
    await expect(own.getByRole('link', { name: secondCompany })).toHaveCount(0);
    await expect(own.getByLabel('Berater')).toHaveCount(0);
    await own.getByRole('link', { name: 'Woche', exact: true }).click();
    await expect(own.getByRole('link', { name: firstCompany })).toBeVisible();
    await expect(own.getByRole('link', { name: secondCompany })).toHaveCount(0);
    await keepShots(own, 'termine-vertrieb');
    await own.close();
  });
});

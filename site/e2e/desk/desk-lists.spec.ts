import { expect, test } from '@playwright/test';
import { baseUrl } from '../support/base-url.ts';
import { callbackExists, storeCallbacks } from '../support/desk-leads.ts';
import { logInAs } from '../support/desk-login.ts';

const tagOf = () => `Liste${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('the desk keeps a salesperson in their list', () => {
  // A CLI process for the account and a login's scrypt: generous on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('when a lead arrived in an earlier year, then its row says which year, and a lead of today only its time', async ({ page }) => {
    const tag = tagOf();
    // 400 days back is always another year; the lead of a moment ago is today's, shown by its time alone.
    const [old] = await storeCallbacks([`${tag} Altkunde`], { daysAgo: 400 });
    const [recent] = await storeCallbacks([`${tag} Neukunde`]);
    if (!old || !recent) throw new Error('no lead stored');
    await logInAs(page, 'vertrieb');
    await page.getByRole('searchbox').fill(tag);
    const list = page.getByRole('list', { name: 'Leads' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const year = await page.evaluate(() =>
      new Intl.DateTimeFormat('de-DE', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(Date.now() - 400 * 86_400_000),
    );
    const received = (name: string) => list.getByRole('listitem').filter({ hasText: name }).locator('time').first();
    await expect(received(old.name)).toHaveText(new RegExp(`^\\d{2}\\.\\d{2}\\.${year}, \\d{2}:\\d{2}$`));
    await expect(received(recent.name)).toHaveText(/^\d{2}:\d{2}$/);
  });

  test('when "Spam – löschen" is clicked, then the question names the lead; "Abbrechen" keeps it, "Endgültig löschen" erases it', async ({
    page,
  }) => {
    const tag = tagOf();
    const [held] = await storeCallbacks([`${tag} Gewinnspiel`], { held: true });
    if (!held) throw new Error('no lead stored');
    await logInAs(page, 'vertrieb');
    await page.goto(baseUrl(`/vertrieb/leads/${held.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(held.name);

    await page.getByRole('button', { name: 'Spam – löschen' }).click();
    const question = page.getByRole('alertdialog', { name: 'Als Spam löschen?' });
    await expect(question).toContainText(`„${held.name}“ (${held.reference})`);
    await expect(question).toContainText('Notizen und Anrufen endgültig gelöscht');
    await question.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(held.name);
    expect(await callbackExists(held.id)).toBe(true);

    await page.getByRole('button', { name: 'Spam – löschen' }).click();
    await page.getByRole('alertdialog', { name: 'Als Spam löschen?' }).getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page).toHaveURL(/\/vertrieb\/pruefen/);
    await expect(page.getByRole('list', { name: 'Zu prüfende Leads' }).getByText(held.name)).toHaveCount(0);
    await expect.poll(() => callbackExists(held.id)).toBe(false);
  });

  test('when a salesperson opens a lead from a filtered, searched and scrolled list, then previous/next follow that list and returning keeps filter, search and scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 600 });
    const tag = tagOf();
    // Twelve callbacks a minute apart: the list shows the newest first, "Probe 12" at the top.
    const leads = await storeCallbacks(Array.from({ length: 12 }, (_, index) => `${tag} Probe ${index + 1}`));
    const newestFirst = [...leads].reverse();
    await logInAs(page, 'vertrieb');
    await page.getByLabel('Art').selectOption({ label: 'Rückrufbitten' });
    await page.getByRole('searchbox').fill(tag);
    // The list follows the search after a typing pause; with no other callbacks stored yet the kind alone already
    // lists these twelve, so the count says nothing about the search: the heading does.
    await expect(page.getByRole('heading', { name: `Treffer für „${tag}“` })).toBeVisible();
    const list = page.getByRole('list', { name: 'Leads' });
    await expect(list.getByRole('listitem')).toHaveCount(leads.length);
    // The URL keeps the kind; the search stays in the page's history entry.
    const search = new URL(page.url()).search;
    expect(search).toContain('kind=callback-request');
    expect(search).not.toContain(tag);

    // Scrolled down to the tenth row, which is opened.
    const tenth = newestFirst[9];
    if (!tenth) throw new Error('too few leads');
    const row = list.getByRole('link', { name: tenth.name, exact: true });
    await row.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await row.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tenth.name);

    // Back to the list with the browser: the same filter, search and rows, scrolled where it was.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe(search);
    await expect(page.getByRole('searchbox')).toHaveValue(tag);
    await expect(page.getByLabel('Art')).toHaveValue('callback-request');
    await expect(list.getByRole('listitem')).toHaveCount(leads.length);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Previous and next are the neighbours in this list, not in the whole inbox.
    await row.click();
    await page.getByRole('link', { name: 'nächster ›' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestFirst[10]?.name ?? '');
    await page.getByRole('link', { name: '‹ vorheriger' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tenth.name);
    await page.getByRole('link', { name: '‹ vorheriger' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestFirst[8]?.name ?? '');

    // "← zur Liste" from a lead returns to the same list too.
    await page.getByRole('link', { name: '← zur Liste' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(search);
    await expect(page.getByRole('searchbox')).toHaveValue(tag);
    await expect(page.getByLabel('Art')).toHaveValue('callback-request');
  });
});

test.describe('the desk keeps what a salesperson searches for out of every URL', () => {
  test.describe.configure({ timeout: 120_000 });

  test('when a salesperson searches by a name and by a phone number, then neither the address bar, nor a history entry, nor a request holds what was typed, and back, forward and reload return to the searched list', async ({
    page,
  }) => {
    const tag = tagOf();
    const [lead] = await storeCallbacks([`${tag} Diskret`]);
    if (!lead) throw new Error('no lead stored');
    const phone = '030 5550100';
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await logInAs(page, 'vertrieb');
    const list = page.getByRole('list', { name: 'Leads' });
    const row = list.getByRole('listitem').filter({ hasText: lead.name });
    for (const term of [`${tag} Diskret`, phone]) {
      await page.getByRole('searchbox').fill(term);
      await expect(page.getByRole('heading', { name: `Treffer für „${term}“` })).toBeVisible();
      await expect(row).toBeVisible();
    }

    await row.getByRole('link', { name: lead.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lead.name);
    await page.goBack();
    await expect(page.getByRole('searchbox')).toHaveValue(phone);
    await expect(page.getByRole('heading', { name: `Treffer für „${phone}“` })).toBeVisible();
    await expect(row).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lead.name);
    await page.getByRole('link', { name: '← zur Liste' }).click();
    await expect(page.getByRole('searchbox')).toHaveValue(phone);
    await page.reload();
    await expect(page.getByRole('searchbox')).toHaveValue(phone);
    await expect(row).toBeVisible();

    // However a URL would carry the typed text: as typed, percent-encoded, with + for spaces, as the bare digits.
    const forms = [tag, phone, encodeURIComponent(phone), phone.replace(/ /g, '+'), phone.replace(/\D/g, '')];
    const leaking = (url: string) => forms.filter((form) => url.includes(form));
    const cdp = await page.context().newCDPSession(page);
    const { entries } = (await cdp.send('Page.getNavigationHistory')) as { entries: { url: string }[] };
    expect(entries.length).toBeGreaterThan(2);
    for (const url of [page.url(), ...entries.map((entry) => entry.url), ...requested])
      expect({ url, leaking: leaking(url) }).toEqual({ url, leaking: [] });
  });
});

test.describe('the figures a salesperson can see', () => {
  test.describe.configure({ timeout: 120_000 });

  test('when the figures open, then each kind with leads shows its eight weeks as titled charts and as a table with the numbers the service computed', async ({
    page,
  }) => {
    await storeCallbacks([`${tagOf()} Kennzahl`]);
    await logInAs(page, 'vertrieb');
    await page.getByRole('link', { name: 'Kennzahlen' }).click();
    const card = page.getByRole('region', { name: 'Rückrufbitten: letzte 8 Wochen' });
    await expect(card.getByRole('img', { name: /^Leads pro Woche/ })).toBeVisible();
    await expect(card.getByRole('img', { name: /^Erste Reaktion in Stunden/ })).toBeVisible();
    const figures = (await (await page.request.get(baseUrl('/vertrieb/api/figures'))).json()) as {
      weekly: { kind: string; weeks: { label: string; leads: number }[] }[];
    };
    const weeks = figures.weekly.find((kind) => kind.kind === 'callback-request')?.weeks ?? [];
    expect(weeks).toHaveLength(8);
    const rows = card.getByRole('table').getByRole('row');
    // A header row, then one row per week, oldest first, each with the week's leads as text.
    await expect(rows).toHaveCount(9);
    for (const [index, week] of weeks.entries()) {
      const row = rows.nth(index + 1);
      await expect(row.getByRole('rowheader')).toContainText(week.label);
      await expect(row.getByRole('cell').first()).toHaveText(String(week.leads));
    }
    expect(weeks.at(-1)?.leads).toBeGreaterThanOrEqual(1);
  });
});

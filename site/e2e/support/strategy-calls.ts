import { createHash, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { baseUrl } from './base-url.ts';
import { wakeIsland } from './lead-form-stories.ts';
import { recordPromiseState } from '../../../lead-service/src/kind-kit/lead-promise.ts';
import { analysisPromise } from '../../../lead-service/src/kinds/analysis-requests/reminders.ts';

/** A visitor asks for the free analysis through the public form (no website, so no pre-check runs); answers the lead's id. */
export async function requestAnalysis(page: Page, company: string, email: string, formPage = '/kostenlose-analyse'): Promise<string> {
  await page.goto(baseUrl(formPage));
  const form = page.getByRole('form', { name: 'Kostenlose Analyse anfordern' });
  await wakeIsland(form);
  await page.getByLabel('Firma / Name *').fill(company);
  await page.getByLabel('E-Mail-Adresse *').fill(email);
  await page.getByLabel('Telefon *').fill('+49 30 1234567');
  await form.getByRole('button', { name: 'Jetzt kostenlos analysieren lassen' }).click();
  await expect(page.locator('[data-slot="toast"]')).toContainText('Anfrage erfolgreich gesendet!');
  const id = await withDatabase(
    async (client) =>
      (await client.query<{ id: string }>('SELECT id::text FROM contact_submissions WHERE email = $1', [email])).rows[0]?.id,
  );
  if (!id) throw new Error(`keine Analyse-Anfrage von ${email} gespeichert`);
  return id;
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The lead's booked call as stored: its id, adviser and start. */
export async function bookedCallOf(leadId: string): Promise<{ id: string; adviser: string; startsAt: Date } | undefined> {
  return withDatabase(
    async (client) =>
      (
        await client.query<{ id: string; adviser: string; startsAt: Date }>(
          `SELECT b.id::text, u.username AS adviser, b.starts_at AS "startsAt" FROM bookings b JOIN users u ON u.id = b.adviser_id
            WHERE b.lead_id = $1 AND b.status = 'booked'`,
          [leadId],
        )
      ).rows[0],
  );
}

/**
 * Sets the lead's booked call to `minutes` after today's Berlin midnight with the given adviser, as if it had
 * been booked for today: the desk books no earlier than two days ahead, the Termine view's story needs today.
 */
export async function moveCallToToday(leadId: string, adviser: string, minutes: number): Promise<void> {
  await withDatabase(async (client) => {
    const { rowCount } = await client.query(
      `UPDATE bookings SET adviser_id = (SELECT id FROM users WHERE username = $2),
              starts_at = (date_trunc('day', now() AT TIME ZONE 'Europe/Berlin') + make_interval(mins => $3)) AT TIME ZONE 'Europe/Berlin',
              ends_at = (date_trunc('day', now() AT TIME ZONE 'Europe/Berlin') + make_interval(mins => $3 + 30)) AT TIME ZONE 'Europe/Berlin',
              blocked_until = (date_trunc('day', now() AT TIME ZONE 'Europe/Berlin') + make_interval(mins => $3 + 30)) AT TIME ZONE 'Europe/Berlin'
        WHERE lead_id = $1 AND status = 'booked'`,
      [leadId, adviser, minutes],
    );
    if (rowCount !== 1) throw new Error('kein gebuchter Termin für diesen Lead');
  });
}

/** The clock has passed the call's start: it began 40 minutes ago. */
export async function callHasBegun(leadId: string): Promise<void> {
  await withDatabase(async (client) => {
    await client.query(
      `UPDATE bookings SET starts_at = now() - interval '40 minutes', ends_at = now() - interval '10 minutes', blocked_until = now()
        WHERE lead_id = $1 AND status = 'booked'`,
      [leadId],
    );
  });
}

/**
 * A sent analysis for the lead, written as the desk's send stores it (one version, its link's SHA-256), for stories
 * about the visitor's result page; answers the link's token.
 */
export async function storeSentAnalysis(leadId: string, content: unknown): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await withDatabase(async (client) => {
    await client.query(
      `INSERT INTO analyses (lead_id, draft, created_by, updated_by, sent_at, sent_by, mail_sent_at)
       VALUES ($1, $2, 'axe', 'axe', now(), 'axe', now())`,
      [leadId, JSON.stringify(content)],
    );
    await client.query(
      `INSERT INTO analysis_versions (lead_id, version, content, adviser_name, published_by) VALUES ($1, 1, $2, 'Anna Prüfer', 'axe')`,
      [leadId, JSON.stringify(content)],
    );
    await recordPromiseState(client, analysisPromise, leadId);
    await client.query('INSERT INTO analysis_links (token_hash, lead_id) VALUES ($1, $2)', [
      createHash('sha256').update(token, 'utf8').digest(),
      leadId,
    ]);
  });
  return token;
}

/**
 * The booking link of the receipt mail outlives the process that mailed it (issue #48, 3): a bare `npm start`
 * (no FORM_TOKEN_SECRET, no BOOKING_LINK_SECRET) keeps its booking-link secret in DATA_DIR, as it keeps its
 * database there, and a link that names nothing still shows the visitor the way on.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { validRequest } from './support/test-service.ts';
import { waitFor } from './support/wait-for.ts';

let db: TestDatabase;
let smtp: SmtpSink;
let dataDir: string;
beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), 'booking-restart-'));
});
afterAll(async () => {
  await smtp?.close();
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * As `npm start` runs without .env: neither secret set, one DATA_DIR for every start. Each start loads the
 * service's modules afresh, as a new process would, so nothing a module kept in memory survives it.
 */
async function bareStart() {
  vi.resetModules();
  const { startTestService } = await import('./support/test-service.ts');
  return startTestService({
    databaseUrl: db.url,
    smtpUrl: smtp.url,
    dataDir,
    env: {
      FORM_TOKEN_SECRET: '',
      BOOKING_LINK_SECRET: '',
      BOOKING_TEAM_HOURS: 'Mo-So 09:00-17:00',
      BOOKING_CLOSED_DAYS: '2020-01-01',
      PUBLIC_HOLIDAY_STATE: 'none',
    },
  });
}

describe('when the service restarts after mailing a booking link, without any secret configured', () => {
  it('then the link from the receipt mail still opens the booking page, and a cut-off link offers the callback form', async () => {
    const first = await bareStart();
    const email = 'neustart@example.de';
    let path = '';
    try {
      const response = await first.post({ ...validRequest, email });
      expect(response.status).toBe(201);
      const receipt = await waitFor('the receipt mail', () => smtp.to(email)[0]);
      path = /https?:\/\/[^\s"<>]+(\/termin\?vorgang=[^\s"<>]+)/.exec(receipt.parsed.text ?? '')?.[1] ?? '';
      expect(path).not.toBe('');
      expect((await fetch(`${first.url}${path}`)).status).toBe(200);
    } finally {
      await first.close();
    }

    const second = await bareStart();
    try {
      const page = await fetch(`${second.url}${path}`);
      const html = await page.text();
      expect(page.status).toBe(200);
      expect(html).not.toContain('Dieser Link ist ungültig');
      expect(html).toContain('Strategiegespräch');

      const cut = await fetch(`${second.url}${path.slice(0, -5)}`);
      const refused = await cut.text();
      expect(cut.status).toBe(404);
      expect(refused).toContain('Dieser Link ist ungültig');
      expect(refused).toContain('href="/rueckruf"');
    } finally {
      await second.close();
    }
  });
});

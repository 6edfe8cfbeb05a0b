/**
 * The desk's inbox under faults a review provoked: a lead table locked by an operator (a migration, a forgotten
 * transaction in psql) and a page cursor with an impossible date. Neither may end in a 500.
 */
import { describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { deskClient, type DeskClient } from './support/desk-client.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { insertLead } from './support/lead-rows.ts';

const timeoutMs = 1_000;
const fixture = useServiceFixture({ env: { DATABASE_STATEMENT_TIMEOUT_MS: String(timeoutMs) }, worker: false, sweeper: false });

const password = 'vertrieb-passwort-123';

async function signedIn(): Promise<DeskClient> {
  const user = await createUser(fixture.db.pool, { username: `vera-${crypto.randomUUID().slice(0, 8)}`, password, role: 'vertrieb' });
  const client = deskClient(fixture.service.url);
  expect((await client.login(user.username, password)).status).toBe(200);
  return client;
}

describe('when an operator holds a lock on one lead table and a sales user opens the inbox', () => {
  it('then the inbox over every kind answers a German 503 with Retry-After, and works again once the lock is gone', async () => {
    const client = await signedIn();
    const locker = await fixture.db.pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE referrals IN ACCESS EXCLUSIVE MODE');
      const inbox = await client.post<{ error: { code: string; message: string } }>('/inbox', {});
      expect(inbox.status).toBe(503);
      expect(inbox.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(inbox.body.error.code).toBe('VORUEBERGEHEND_NICHT_VERFUEGBAR');
      expect(inbox.body.error.message).toMatch(/gerade nicht erreichbar/);
    } finally {
      await locker.query('ROLLBACK');
      locker.release();
    }
    expect((await client.post('/inbox', {})).status).toBe(200);
  });
});

describe('when a request to the inbox names a filter the list does not have', () => {
  it('then the inbox answers 400 and says in German that the list cannot be filtered by it', async () => {
    const client = await signedIn();
    const answer = await client.post<{ error: { code: string; message: string } }>('/inbox', { farbe: 'blau' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'VALIDIERUNG_FEHLGESCHLAGEN',
      message: 'Nach dieser Angabe lässt sich die Liste nicht filtern.',
    });
  });
});

describe('when a page cursor names a date that does not exist', () => {
  it.each(['9999-99-99T99:99:99.999Z', '2026-02-30T10:00:00.000Z', '2026-11-26T24:00:00.000Z'])(
    'then the inbox and the review list answer 400 in German for %s',
    async (at) => {
      const client = await signedIn();
      const after = `${at}_${crypto.randomUUID()}`;
      for (const path of ['/inbox', '/review']) {
        const answer = await client.post<{ error: { code: string; message: string } }>(path, { after });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'VALIDIERUNG_FEHLGESCHLAGEN', message: 'Die Seitenangabe ist ungültig.' });
      }
      expect((await client.post('/inbox', { after: `2026-11-26T10:00:00.000Z_${crypto.randomUUID()}` })).status).toBe(200);
    },
  );
});

describe('when more leads than a page arrive within the same millisecond and a sales user pages through the inbox', () => {
  it('then every lead shows exactly once, none skipped at the page end', async () => {
    const client = await signedIn();
    const name = `Mikro ${crypto.randomUUID().slice(0, 8)}`;
    // 120 leads a microsecond apart: every page's end falls inside one millisecond.
    const rows: { id: string }[] = [];
    for (let n = 1; n <= 120; n += 1) {
      rows.push({
        id: await insertLead(fixture.db.pool, 'contact_messages', {
          name: `${name} ${n}`,
          email: `mikro${n}@example.de`,
          message: 'Bitte um Rückruf.',
          submitted_at: `2026-11-20 10:00:00.${String(n).padStart(6, '0')}+00`,
        }),
      });
    }
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const answer: { status: number; body: { leads: { id: string }[]; next: string | null } } = await client.post('/inbox', {
        kind: 'contact-message',
        ...(after ? { after } : {}),
      });
      expect(answer.status).toBe(200);
      seen.push(...answer.body.leads.map((lead) => lead.id));
      after = answer.body.next;
      if (!after) break;
    }
    expect(seen.length).toBe(rows.length);
    expect(new Set(seen)).toEqual(new Set(rows.map((row) => row.id)));
  });
});

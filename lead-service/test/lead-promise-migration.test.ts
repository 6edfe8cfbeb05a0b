import { analysisSections } from '@sichtwerk/content/analysis-result';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPromiseState } from '../src/kind-kit/lead-promise.ts';
import { analysisPromise, analysisPromiseMs } from '../src/kinds/analysis-requests/reminders.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { finishedAnalysis } from './support/finished-analysis.ts';
import { type MigrationFolders, migrationsAround } from './support/migrations-around.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const migration = '075_lead_promise.sql';
let db: TestDatabase;
let folders: MigrationFolders;

beforeAll(async () => {
  db = await createTestDatabase({ migrate: false });
  // This upgrade alone: the later migrations have stories of their own.
  folders = await migrationsAround(migration);
  await migrate(db.pool, { dir: folders.before });
});

afterAll(async () => {
  await db?.drop();
  await folders?.remove();
});

describe('when a database in use gets the promise columns on its leads', () => {
  const complete = finishedAnalysis({ revision: 0, content: { sections: analysisSections } });
  // Sent before the rule: the competitors left „nicht geprüft“, so its mail did not keep the promise.
  const incomplete = {
    ...complete,
    sections: complete.sections.map((section) => (section.key === 'competitors' ? { ...section, rating: 'unchecked' } : section)),
  };
  const ids: Record<'kept' | 'sentIncomplete' | 'waiting' | 'contact', string> = { kept: '', sentIncomplete: '', waiting: '', contact: '' };
  const arrived = new Date('2026-10-05T08:00:00Z');
  const mailed = new Date('2026-10-06T09:30:00Z');

  async function analysisRequest(company: string): Promise<string> {
    const { rows } = await db.pool.query<{ id: string }>(
      `WITH lead AS (
         INSERT INTO leads (kind, status, submitted_at, search_text) VALUES ('analysis-request', 'analysis_sent', $2, lead_search_normal($1))
         RETURNING id
       ) INSERT INTO contact_submissions (id, company, email, phone, consent_version, consent_at)
         SELECT id, $1, 'info@example.de', '030 123456', 'v1', $2 FROM lead RETURNING id::text AS id`,
      [company, arrived],
    );
    return rows[0]?.id ?? '';
  }

  async function sent(leadId: string, content: unknown): Promise<void> {
    await db.pool.query(
      `INSERT INTO analyses (lead_id, draft, created_by, updated_by, sent_at, sent_by, mail_sent_at) VALUES ($1, $2, 'anna', 'anna', $3, 'anna', $3)`,
      [leadId, JSON.stringify(content), mailed],
    );
    await db.pool.query(
      `INSERT INTO analysis_versions (lead_id, version, content, adviser_name, published_at, published_by) VALUES ($1, 1, $2, 'Anna', $3, 'anna')`,
      [leadId, JSON.stringify(content), mailed],
    );
  }

  beforeAll(async () => {
    ids.kept = await analysisRequest('Bäckerei Gehalten');
    ids.sentIncomplete = await analysisRequest('Friseur Unvollständig');
    ids.waiting = await analysisRequest('Café Wartet');
    await sent(ids.kept, complete);
    await sent(ids.sentIncomplete, incomplete);
    const { rows } = await db.pool.query<{ id: string }>(
      `WITH lead AS (INSERT INTO leads (kind, status, search_text) VALUES ('contact-message', 'new', 'x') RETURNING id)
       INSERT INTO contact_messages (id, name, email, message) SELECT id, 'Lena', 'lena@example.de', 'Hallo' FROM lead RETURNING id::text AS id`,
    );
    ids.contact = rows[0]?.id ?? '';
    expect(await migrate(db.pool, { dir: folders.through })).toEqual([migration]);
  });

  const promiseOf = async (id: string) =>
    (
      await db.pool.query<{ due: Date | null; kept: Date | null }>(
        'SELECT promise_due_at AS due, promise_kept_at AS kept FROM leads WHERE id = $1',
        [id],
      )
    ).rows[0];

  it('then every analysis request falls due 48 hours after it arrived, and a contact message promises nothing', async () => {
    for (const id of [ids.kept, ids.sentIncomplete, ids.waiting]) {
      expect((await promiseOf(id))?.due?.getTime()).toBe(arrived.getTime() + analysisPromiseMs);
    }
    expect(await promiseOf(ids.contact)).toEqual({ due: null, kept: null });
  });

  it('then only the complete analysis that was mailed counts as kept, at the moment its mail was accepted', async () => {
    expect((await promiseOf(ids.kept))?.kept?.getTime()).toBe(mailed.getTime());
    expect((await promiseOf(ids.sentIncomplete))?.kept).toBeNull();
    expect((await promiseOf(ids.waiting))?.kept).toBeNull();
  });

  it('then the correction that completes the incomplete one keeps the promise from its publication on', async () => {
    const corrected = new Date('2026-10-09T10:00:00Z');
    await db.pool.query(
      `INSERT INTO analysis_versions (lead_id, version, content, adviser_name, published_at, published_by) VALUES ($1, 2, $2, 'Anna', $3, 'anna')`,
      [ids.sentIncomplete, JSON.stringify(complete), corrected],
    );
    await recordPromiseState(db.pool, analysisPromise, ids.sentIncomplete);
    expect((await promiseOf(ids.sentIncomplete))?.kept?.getTime()).toBe(corrected.getTime());
  });
});

/**
 * The figures a sales lead reads about the 48-hour analysis promise (the desk's „letzte vier Wochen“ and
 * /metrics), from requests whose analysis mail went out (or did not) as the desk and the mail worker record it.
 * The promise is the result by e-mail, so what counts is the mail, not a status click.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyLeadForms } from '../src/lead-forms.ts';
import { promiseFigures, promisingForms } from '../src/lead-records/promise-figures.ts';
import { insertSentAnalysis } from './support/finished-analysis.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { insertLead } from './support/lead-rows.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

const hour = 3600 * 1000;

/**
 * A request that arrived `ageHours` ago; `mailedAfterHours` later (if given) its analysis mail was sent,
 * `presentedAfterHours` later it was marked presented, first handled after `handledAfterHours`.
 */
async function request(
  ageHours: number,
  history: { handledAfterHours?: number; mailedAfterHours?: number; presentedAfterHours?: number; spam?: string } = {},
) {
  const submittedAt = new Date(Date.now() - ageHours * hour);
  const handledAt = history.handledAfterHours === undefined ? null : new Date(submittedAt.getTime() + history.handledAfterHours * hour);
  const id = await insertLead(db.pool, 'contact_submissions', {
    company: 'Bäckerei',
    email: 'a@example.de',
    phone: '+49 30 1',
    consent_version: 'v1',
    consent_at: new Date(),
    submitted_at: submittedAt,
    first_handled_at: handledAt,
    spam_reason: history.spam ?? null,
  });
  if (history.presentedAfterHours !== undefined) {
    await db.pool.query(
      `INSERT INTO lead_events (lead_id, lead_kind, at, actor, action, detail) VALUES ($1, 'analysis-request', $2, 'anna', 'status_changed', '{"from":"in_progress","to":"presented"}')`,
      [id, new Date(submittedAt.getTime() + history.presentedAfterHours * hour)],
    );
  }
  if (history.mailedAfterHours !== undefined) {
    const mailedAt = new Date(submittedAt.getTime() + history.mailedAfterHours * hour);
    await insertSentAnalysis(db.pool, id, mailedAt);
  }
  return id;
}

describe('when a sales lead asks how well the 48-hour promise was kept', () => {
  it('then a mail sent within 48 h is kept, later or never (48 h over) broken — even when presented in time —, younger unsent ones open, spam left out, and the median first contact is read from first_handled_at', async () => {
    await request(100, { handledAfterHours: 2, mailedAfterHours: 30 }); // kept
    await request(90, { handledAfterHours: 4, mailedAfterHours: 47 }); // kept
    await request(80, { handledAfterHours: 6, mailedAfterHours: 60 }); // broken: mailed too late
    await request(70, { handledAfterHours: 3, presentedAfterHours: 20 }); // broken: presented, but no mail within 48 h
    await request(10, { handledAfterHours: 1 }); // open
    await request(60, { spam: 'honeypot' }); // no request at all
    await request(24 * 40, { mailedAfterHours: 1 }); // outside the window

    // The analysis request is the kind that promises its result within 48 hours.
    const [analysis] = promisingForms(anyLeadForms).filter((form) => form.table.name === 'contact_submissions');
    const figures = await promiseFigures(db.pool, analysis!, { since: new Date(Date.now() - 28 * 24 * hour), until: new Date() });
    expect(figures).toEqual({ requests: 5, kept: 2, broken: 2, open: 1, medianFirstContactMs: 3 * hour });
  });
});

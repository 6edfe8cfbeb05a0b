import { analysisRequestSchema } from '@sichtwerk/forms/analysis-request-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisRequestForm } from '../src/kinds/analysis-requests/form.ts';
import { createLeadRepository } from '../src/pipeline/lead-repository.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

const visitor = (n: number) =>
  analysisRequestSchema.parse({
    company: `Bäckerei ${n}`,
    email: `anfrage-${n}@example.org`,
    phone: '+49 30 1234567',
    website: `baeckerei-${n}.de`,
    industry: 'Handwerk',
  });

describe('when fifty visitors send the analysis form at the same moment', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('then each hears of their own stored lead: its own id and reference, holding what that visitor typed', async () => {
    const repository = createLeadRepository(db.pool, analysisRequestForm);
    const stored = await Promise.all(Array.from({ length: 50 }, (_, n) => repository.insert(visitor(n))));
    expect(new Set(stored.map((lead) => lead.id)).size).toBe(50);
    expect(new Set(stored.map((lead) => lead.reference)).size).toBe(50);
    for (const [n, lead] of stored.entries()) {
      const { rows } = await db.pool.query<{ email: string; reference: string }>(
        'SELECT email, reference FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
        [lead.id],
      );
      expect(rows).toEqual([{ email: `anfrage-${n}@example.org`, reference: lead.reference }]);
    }
  });

  it('then a row the database refuses fails that one visitor alone, and everyone else is stored', async () => {
    const repository = createLeadRepository(db.pool, analysisRequestForm);
    // PostgreSQL text cannot hold U+0000 (the form route refuses it before; here it stands for any fault of one row).
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, n) =>
        repository.insert(n === 10 ? { ...visitor(100 + n), company: 'Bäckerei \u0000' } : visitor(100 + n)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
    expect(outcomes[10]?.status).toBe('rejected');
    const { rows } = await db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE email LIKE 'anfrage-1__@example.org'`,
    );
    expect(rows[0]?.n).toBe(29);
  });
});

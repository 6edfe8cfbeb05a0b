/**
 * A cancellation is a legal declaration: it is kept for the statutory period, which begins at the end of the
 * calendar year of receipt (§ 257 HGB, § 147 AO; content dataRetention.businessLetterYears), and the database
 * itself refuses to lose it earlier.
 */
import { dataRetention } from '@sichtwerk/content/legal/datenschutz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancellationForm } from '../src/kinds/cancellations/form.ts';
import { createLeadRepository } from '../src/pipeline/lead-repository.ts';
import { cancellationSchema } from '@sichtwerk/forms/schemas';
import { validCancellation } from './support/form-bodies.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { insertRows } from './support/lead-rows.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

async function storeCancellation(): Promise<{ id: string; submittedAt: Date }> {
  return createLeadRepository(db.pool, cancellationForm).insert(cancellationSchema.parse(validCancellation));
}

/** 1 January, 00:00 in Berlin (always CET, UTC+1). */
const berlinNewYear = (year: number) => new Date(`${year}-01-01T00:00:00+01:00`);

describe('when a cancellation is stored', () => {
  it('then it is kept until the end of the year of receipt plus the statutory period, in Berlin time', async () => {
    const { id, submittedAt } = await storeCancellation();
    const row = (
      await db.pool.query('SELECT submitted_at, retain_until FROM (leads JOIN cancellations USING (id)) AS cancellations WHERE id = $1', [
        id,
      ])
    ).rows[0];
    const yearInBerlin = Number(new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(submittedAt));
    expect(dataRetention.businessLetterYears).toBe(6);
    expect(row.retain_until).toEqual(berlinNewYear(yearInBerlin + 1 + dataRetention.businessLetterYears));
    expect(row.submitted_at).toEqual(submittedAt);
  });

  it('then deleting it before that moment is refused by the database, and the row stays', async () => {
    const { id } = await storeCancellation();
    await expect(db.pool.query('DELETE FROM leads WHERE id = $1', [id])).rejects.toThrow(/must be kept until/);
    await expect(db.pool.query('DELETE FROM leads')).rejects.toThrow(/must be kept until/);
    expect(
      (await db.pool.query('SELECT id FROM (leads JOIN cancellations USING (id)) AS cancellations WHERE id = $1', [id])).rowCount,
    ).toBe(1);
  });

  it('then its retention period cannot be shortened', async () => {
    const { id } = await storeCancellation();
    await expect(db.pool.query("UPDATE leads SET retain_until = now() - interval '1 day' WHERE id = $1", [id])).rejects.toThrow(
      /cannot be shortened/,
    );
    // Extending is allowed (e.g. a dispute that needs the evidence longer).
    await db.pool.query("UPDATE leads SET retain_until = retain_until + interval '1 year' WHERE id = $1", [id]);
  });

  it('then once the period is over it can be deleted like any other row', async () => {
    const [id] = await insertRows(
      db.pool,
      `INSERT INTO cancellations (company, email, submitted_at, retain_until)
       VALUES ('Alt GmbH', 'alt@example.de', '2010-03-01T10:00:00Z', '2021-01-01T00:00:00+01:00')`,
    );
    await db.pool.query('DELETE FROM leads WHERE id = $1', [id]);
    expect(
      (await db.pool.query('SELECT id FROM (leads JOIN cancellations USING (id)) AS cancellations WHERE id = $1', [id])).rowCount,
    ).toBe(0);
  });

  it('then a row without retain_until cannot be stored at all, and its period cannot be removed', async () => {
    await expect(insertRows(db.pool, "INSERT INTO cancellations (company, email) VALUES ('X', 'x@example.de')")).rejects.toThrow(
      /retain_until|retained_unless_held/,
    );
    const { id } = await storeCancellation();
    await expect(db.pool.query("UPDATE leads SET retain_until = NULL, spam_reason = 'honeypot' WHERE id = $1", [id])).rejects.toThrow(
      /cannot be shortened/,
    );
  });
});

describe('when a program sends a cancellation that is held as spam (honeypot or too fast)', () => {
  it.each(['honeypot', 'too_fast'] as const)('then as %s it gets no legal retention and can be deleted at once', async (reason) => {
    const { id } = await createLeadRepository(db.pool, cancellationForm).insert(cancellationSchema.parse(validCancellation), reason);
    const row = (await db.pool.query('SELECT retain_until FROM (leads JOIN cancellations USING (id)) AS cancellations WHERE id = $1', [id]))
      .rows[0];
    expect(row.retain_until).toBeNull();
    await db.pool.query('DELETE FROM leads WHERE id = $1', [id]);
    expect(
      (await db.pool.query('SELECT id FROM (leads JOIN cancellations USING (id)) AS cancellations WHERE id = $1', [id])).rowCount,
    ).toBe(0);
  });

  it('then a cancellation that only missed its token is still a declaration and kept for the full period', async () => {
    const { id } = await createLeadRepository(db.pool, cancellationForm).insert(
      cancellationSchema.parse(validCancellation),
      'token_missing',
    );
    await expect(db.pool.query('DELETE FROM leads WHERE id = $1', [id])).rejects.toThrow(/must be kept until/);
  });

  it('then releasing it as a real cancellation needs a retention period in the same step', async () => {
    const { id } = await createLeadRepository(db.pool, cancellationForm).insert(cancellationSchema.parse(validCancellation), 'honeypot');
    await expect(db.pool.query('UPDATE leads SET spam_reason = NULL WHERE id = $1', [id])).rejects.toThrow(/retained_unless_held/);
  });
});

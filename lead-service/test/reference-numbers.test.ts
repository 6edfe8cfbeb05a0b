import { parseReference, referencePattern } from '@sichtwerk/forms/desk/reference';
import { describe, expect, it } from 'vitest';
import { formCases } from './support/forms.ts';
import { useServiceFixture } from './support/service-fixture.ts';

const fixture = useServiceFixture();

describe('when visitors send any of the forms', () => {
  it('then each gets a short reference without 0/O/1/I/L in the 201 answer, unique across kinds, and the UUID stays internal', async () => {
    const answers: { id: string; submittedAt: string; reference: string }[] = [];
    for (const form of formCases) {
      const response = await fixture.service.postTo(form.path, form.valid);
      expect(response.status, form.kind).toBe(201);
      answers.push((await response.json()) as { id: string; submittedAt: string; reference: string });
    }
    for (const answer of answers) {
      expect(Object.keys(answer).sort()).toEqual(['id', 'reference', 'submittedAt']);
      expect(answer.reference).toMatch(referencePattern);
      expect(answer.reference).not.toMatch(/[01OIL]/);
    }
    expect(new Set(answers.map((answer) => answer.reference)).size).toBe(answers.length);
    const stored = await fixture.db.pool.query<{ reference: string; lead_id: string }>(
      'SELECT reference, lead_id::text AS lead_id FROM lead_references WHERE lead_id = ANY($1::uuid[])',
      [answers.map((answer) => answer.id)],
    );
    expect(stored.rows.map((row) => [row.lead_id, row.reference]).sort()).toEqual(
      answers.map((answer) => [answer.id, answer.reference]).sort(),
    );
  });

  it('then a reference already given is never drawn again: the insert draws anew on the unique constraint', async () => {
    const client = await fixture.db.pool.connect();
    try {
      // The same seed makes the same first draw: that reference is given to another lead first.
      await client.query('SELECT setseed(0.42)');
      const taken = (await client.query<{ reference: string }>('SELECT new_lead_reference() AS reference')).rows[0]?.reference ?? '';
      await client.query("INSERT INTO lead_references (reference, lead_id, lead_kind) VALUES ($1, gen_random_uuid(), 'cancellation')", [
        taken,
      ]);
      await client.query('SELECT setseed(0.42)');
      const { rows } = await client.query<{ reference: string }>(
        "INSERT INTO leads (kind, status, search_text) VALUES ('callback-request', 'new', 'kollisionsprobe') RETURNING reference",
      );
      expect(taken).toMatch(referencePattern);
      expect(rows[0]?.reference).toMatch(referencePattern);
      expect(rows[0]?.reference).not.toBe(taken);
    } finally {
      client.release();
    }
  });

  it('then staff can type the reference as people read it out: lower case, spaces or no dashes', () => {
    expect(parseReference('sw 7k3m 9qxr')).toBe('SW-7K3M-9QXR');
    expect(parseReference('7K3M9QXR')).toBe('SW-7K3M-9QXR');
    expect(parseReference('SW-7K3M-9QXO')).toBeUndefined();
    expect(parseReference('Berger')).toBeUndefined();
  });
});

/**
 * One stuck table must cost only its own form. With a table locked (a long migration, a forgotten
 * transaction in psql), its posts give up after the statement/lock timeout with a German 503 instead of
 * holding every pool connection, and the other forms keep working.
 */
import { describe, expect, it } from 'vitest';
import { validContactMessage } from './support/form-bodies.ts';
import { useServiceFixture } from './support/service-fixture.ts';
import { validRequest } from './support/test-service.ts';

const timeoutMs = 1_000;
const fixture = useServiceFixture({ env: { DATABASE_STATEMENT_TIMEOUT_MS: String(timeoutMs) }, worker: false, sweeper: false });

describe('when an operator holds a lock on contact_messages and visitors keep posting', () => {
  it('then the contact form answers a quick German 503 and the analysis form still stores its lead', async () => {
    const locker = await fixture.db.pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');

      const started = performance.now();
      const contactPosts = Array.from({ length: 10 }, (_, i) =>
        fixture.service.postTo('/api/contact-messages', { ...validContactMessage, email: `gesperrt-${i}@example.de` }),
      );
      const analysis = await fixture.service.post({ ...validRequest, email: 'trotzdem@example.de' });
      const analysisMs = performance.now() - started;
      const contacts = await Promise.all(contactPosts);
      const contactMs = performance.now() - started;

      expect(analysis.status).toBe(201);
      expect(analysisMs).toBeLessThan(timeoutMs * 10);
      for (const response of contacts) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).not.toBeNull();
        expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/kurz nicht erreichbar/);
      }
      expect(contactMs).toBeLessThan(timeoutMs * 15);
    } finally {
      await locker.query('ROLLBACK');
      locker.release();
    }
    const { rows } = await fixture.db.pool.query(
      "SELECT count(*)::int AS n FROM (leads JOIN contact_messages USING (id)) AS contact_messages WHERE email LIKE 'gesperrt-%'",
    );
    expect(rows[0].n).toBe(0);
    const after = await fixture.service.postTo('/api/contact-messages', { ...validContactMessage, email: 'wieder-frei@example.de' });
    expect(after.status).toBe(201);
  });
});

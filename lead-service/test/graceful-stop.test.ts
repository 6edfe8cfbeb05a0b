import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { validRequest } from './support/test-service.ts';
import { sleep } from './support/wait-for.ts';
import { useServiceFixture } from './support/service-fixture.ts';

const fixture = useServiceFixture();

describe('when the fixture.service is stopped while a visitor is still sending a request', () => {
  it('then that request is finished and stored before the fixture.service goes down', async () => {
    const body = JSON.stringify({ ...validRequest, email: 'late@example.de' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(`${fixture.service.url}/api/contact-submissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      // Half the body now, the rest after stop() has begun.
      request.write(body.slice(0, 20));
      setTimeout(() => request.end(body.slice(20)), 300);
    });
    await sleep(100);

    const stopped = fixture.service.stop();
    const { status, body: text } = await answer;
    await stopped;

    expect(status).toBe(201);
    const { id } = JSON.parse(text) as { id: string };
    const rows = await fixture.db.pool.query(
      'SELECT id FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1',
      [id],
    );
    expect(rows.rowCount).toBe(1);
    await expect(fetch(`${fixture.service.url}/`)).rejects.toThrow();
  });
});

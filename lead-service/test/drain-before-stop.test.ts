/**
 * An API instance behind a load balancer stops without cutting a visitor off: for SHUTDOWN_DRAIN_MS it still
 * answers while /readyz and /readyz/instance say 503 (the balancer's health check takes it out of rotation), and every answer in that
 * time closes its connection, so no idle keep-alive connection is left for the close to cut under a post.
 */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { validRequest } from './support/test-service.ts';
import { useServiceFixture } from './support/service-fixture.ts';

// Long enough for two requests on a busy machine; the story waits for the stop either way.
const fixture = useServiceFixture({ env: { SHUTDOWN_DRAIN_MS: '5000' }, worker: false });

function request(path: string, body?: string): Promise<{ status: number; connection: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${fixture.service.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {},
    });
    outgoing.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('when an API instance with a drain time is told to stop', () => {
  it('then /readyz answers 503 at once, a post in the drain time is still stored, every answer closes its connection, and then it goes down', async () => {
    expect((await request('/readyz')).status).toBe(200);
    expect((await request('/readyz/instance')).status).toBe(200);

    const stopped = fixture.service.stop();
    const ready = await request('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toMatchObject({ error: { message: 'Der Dienst wird gerade beendet.' } });
    expect(ready.connection).toBe('close');
    // The check the balancer uses (infra/Caddyfile) says the same.
    const instance = await request('/readyz/instance');
    expect(instance.status).toBe(503);
    expect(JSON.parse(instance.text)).toMatchObject({ error: { message: 'Der Dienst wird gerade beendet.' } });

    const post = await request('/api/contact-submissions', JSON.stringify({ ...validRequest, email: 'drain@example.de' }));
    expect(post.status).toBe(201);
    expect(post.connection).toBe('close');
    const { id } = JSON.parse(post.text) as { id: string };
    expect(
      (await fixture.db.pool.query('SELECT 1 FROM (leads JOIN contact_submissions USING (id)) AS contact_submissions WHERE id = $1', [id]))
        .rowCount,
    ).toBe(1);

    await stopped;
    await expect(request('/healthz')).rejects.toThrow();
  }, 60_000);
});

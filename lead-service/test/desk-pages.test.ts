import { describe, expect, it } from 'vitest';
import { createUser } from '../src/platform/staff/users.ts';
import { useServiceFixture } from './support/service-fixture.ts';

// Caddy in front (compose): the service believes X-Forwarded-Proto from loopback only because TRUST_PROXY says so.
const fixture = useServiceFixture({ env: { TRUST_PROXY: 'loopback' } });

describe('the sales desk’s answers', () => {
  it('when anyone opens a desk page or its API, then nothing is cached, indexed or framed', async () => {
    for (const path of ['/vertrieb/', `/vertrieb/leads/${crypto.randomUUID()}`, '/vertrieb/api/session']) {
      const response = await fetch(`${fixture.service.url}${path}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toMatch(/noindex/);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('when a login comes over HTTPS through the trusted proxy, then the cookie is Secure; over plain HTTP it cannot be', async () => {
    await createUser(fixture.db.pool, { username: 'tina', password: 'tinas-passwort-123', role: 'vertrieb' });
    const login = (headers: Record<string, string>) =>
      fetch(`${fixture.service.url}/vertrieb/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ username: 'tina', password: 'tinas-passwort-123' }),
      });
    const overHttps = await login({ origin: `https://${new URL(fixture.service.url).host}`, 'x-forwarded-proto': 'https' });
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers.getSetCookie()[0]).toMatch(/; Secure/);
    const plain = await login({ origin: fixture.service.url });
    expect(plain.status).toBe(200);
    expect(plain.headers.getSetCookie()[0]).not.toMatch(/Secure/);
  });

  it('when a desk asset does not exist, then the answer is a plain 404, not an error', async () => {
    const response = await fetch(`${fixture.service.url}/vertrieb/assets/gibt-es-nicht-123.js`);
    expect(response.status).toBe(404);
  });
});

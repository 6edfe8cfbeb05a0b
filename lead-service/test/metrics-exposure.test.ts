/**
 * /metrics without METRICS_AUTH, as the single-process `npm start` runs it on 0.0.0.0: Prometheus next to
 * the service reads it, but nobody reaches it from outside, directly or through a reverse proxy.
 */
import { describe, expect, it } from 'vitest';
import { useServiceFixture } from './support/service-fixture.ts';

const fixture = useServiceFixture({ env: { HOST: '0.0.0.0', METRICS_AUTH: 'false' } });

describe('when /metrics is asked for without a login', () => {
  it('then a direct request from this machine (Prometheus beside the service) gets the figures', async () => {
    const response = await fetch(`${fixture.service.url}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('sichtwerk_leads_received_total');
  });

  it.each([
    ['X-Forwarded-For', { 'X-Forwarded-For': '203.0.113.7' }],
    ['Forwarded', { Forwarded: 'for=203.0.113.7;proto=https' }],
    ['X-Real-IP', { 'X-Real-IP': '203.0.113.7' }],
  ])('then a request a proxy relayed from the internet (%s) gets a 404 and no figures', async (_name, headers) => {
    const response = await fetch(`${fixture.service.url}/metrics`, { headers });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('sichtwerk_');
  });
});

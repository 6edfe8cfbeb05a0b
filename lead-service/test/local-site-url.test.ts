/** Links in mails of a local `npm start` (the .eml outbox) open on this machine (src/platform/embedded/local-site-url.ts). */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/load-config.ts';
import { withLocalSiteUrl } from '../src/platform/embedded/local-site-url.ts';

describe('when the service starts without SITE_URL', () => {
  it('then with the .eml outbox (no SMTP_URL) its mails link to http://localhost:<PORT>, the team\'s "Im Vertrieb" too', () => {
    expect(withLocalSiteUrl(loadConfig({}), {}).siteUrl).toBe('http://localhost:3000');
    expect(withLocalSiteUrl(loadConfig({ PORT: '4100' }), { PORT: '4100' }).siteUrl).toBe('http://localhost:4100');
  });

  it('then with a mail server, or with SITE_URL given, the configured origin stays', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example.com:587' };
    expect(withLocalSiteUrl(loadConfig(smtp), smtp).siteUrl).toBe('https://www.sichtwerk.de');
    const site = { SITE_URL: 'https://staging.example.de' };
    expect(withLocalSiteUrl(loadConfig(site), site).siteUrl).toBe('https://staging.example.de');
  });
});

describe("when the service's own pages live on another origin than the site (SERVICE_URL)", () => {
  it('then their links use it, without it they share SITE_URL, and a local npm start points both at itself', () => {
    const split = { SITE_URL: 'https://www.sichtwerk.de', SERVICE_URL: 'https://api.sichtwerk.de/' };
    expect(loadConfig(split)).toMatchObject({ siteUrl: 'https://www.sichtwerk.de', serviceUrl: 'https://api.sichtwerk.de' });
    expect(loadConfig({ SITE_URL: 'https://staging.example.de' }).serviceUrl).toBe('https://staging.example.de');
    expect(withLocalSiteUrl(loadConfig({ PORT: '4100' }), { PORT: '4100' }).serviceUrl).toBe('http://localhost:4100');
    const apiOnly = { SERVICE_URL: 'http://127.0.0.1:3001' };
    expect(withLocalSiteUrl(loadConfig(apiOnly), apiOnly).serviceUrl).toBe('http://127.0.0.1:3001');
  });

  it('then an address with a path is refused at start, naming the variable', () => {
    expect(() => loadConfig({ SERVICE_URL: 'https://api.sichtwerk.de/lead' })).toThrow(/SERVICE_URL=.*must be an origin/);
  });
});

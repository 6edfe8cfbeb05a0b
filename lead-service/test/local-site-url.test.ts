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

import type { Config } from '../config/load-config.ts';

/**
 * `npm start` on a developer's machine — no SMTP_URL, so mails go to the .eml outbox — with no SITE_URL: the links
 * in those mails (the team's "Im Vertrieb", a visitor's result or booking page) point at this service
 * (http://localhost:<PORT>), not at the production default nobody can open from the outbox. With SMTP_URL or
 * SITE_URL set, nothing changes.
 */
export function withLocalSiteUrl(config: Config, env: Readonly<Record<string, string | undefined>>): Config {
  if (config.smtpUrl || env.SITE_URL) return config;
  const local = `http://localhost:${config.port}`;
  return Object.freeze({ ...config, siteUrl: local, serviceUrl: env.SERVICE_URL ? config.serviceUrl : local });
}

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, requireResolved } from '../src/platform/config/load-config.ts';

describe('when the service reads its configuration', () => {
  it('then an empty environment yields the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Sichtwerk <hallo@sichtwerk.de>',
      salesEmail: 'vertrieb@sichtwerk.de',
      backofficeEmail: 'vertrieb@sichtwerk.de',
      queuePrefix: 'sichtwerk',
      trustProxy: [],
      logLevel: 'info',
    });
    expect(config.siteDir).toMatch(/site[/\\]dist[/\\]client$/);
    expect(config.dataDir).toMatch(/[/\\]\.data$/);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('then BACKOFFICE_EMAIL falls back to SALES_EMAIL', () => {
    expect(loadConfig({ SALES_EMAIL: 'leads@firma.de' }).backofficeEmail).toBe('leads@firma.de');
    expect(loadConfig({ SALES_EMAIL: 'leads@firma.de', BACKOFFICE_EMAIL: 'office@firma.de' }).backofficeEmail).toBe('office@firma.de');
  });

  it('then a bad PORT fails with a readable message naming the variable and its value', () => {
    expect(() => loadConfig({ PORT: 'achtzig' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'achtzig' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('Ungültige Konfiguration');
      expect(message).toContain('PORT="achtzig"');
      expect(message).toContain('whole number between 0 and 65535');
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000"/);
  });

  it('then every bad variable is listed at once', () => {
    const bad = { PORT: '-1', REDIS_URL: 'localhost:6379', LOG_LEVEL: 'loud', QUEUE_PREFIX: 'a:b' };
    const message = (() => {
      try {
        loadConfig(bad);
        return '';
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    })();
    for (const name of Object.keys(bad)) expect(message).toMatch(new RegExp(`^  - ${name}=`, 'm'));
  });

  it('then blank variables count as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('then the worker entry point refuses to run without a database and Redis', () => {
    expect(() => requireResolved(loadConfig({}))).toThrow(/DATABASE_URL, REDIS_URL/);
  });

  it('then TRUST_PROXY takes proxy addresses and CIDRs, and a hop count is refused at start', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,2001:db8::1' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback', '2001:db8::1']);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY="1": a hop count lets any client choose its IP/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/not an IP address, CIDR/);
  });

  it('then a bad secret variable is named but its value is not printed', () => {
    const secrets = {
      DATABASE_URL: 'mysql://app:Pg-Geheim-4711@db:3306/leads',
      SMTP_URL: 'http://mailer:Smtp-Geheim-0815@mail.example',
      ADMIN_PASSWORD: 'kurz-007',
      FORM_TOKEN_SECRET: 'zu-kurzes-geheimnis-42',
    };
    let message = '';
    try {
      loadConfig({ ...secrets, ADMIN_USER: 'betrieb' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const [variable, value] of Object.entries(secrets)) {
      expect(message).toContain(`${variable}="[verborgen]"`);
      expect(message).not.toContain(value);
    }
    expect(message).not.toContain('Geheim');
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, requireResolved } from '../src/config.ts';

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
      trustProxy: 0,
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
    expect(() => loadConfig({ PORT: '-1', REDIS_URL: 'localhost:6379', LOG_LEVEL: 'loud', QUEUE_PREFIX: 'a:b' })).toThrow(
      /PORT[\s\S]*REDIS_URL[\s\S]*LOG_LEVEL[\s\S]*QUEUE_PREFIX/,
    );
  });

  it('then blank variables count as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('then the worker entry point refuses to run without a database and Redis', () => {
    expect(() => requireResolved(loadConfig({}))).toThrow(/DATABASE_URL, REDIS_URL/);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, configVariablesOf, loadConfig } from '../src/platform/config/load-config.ts';

describe('when the service reads its operations settings', () => {
  it('then the defaults run the worker in-process, keep the dashboard off and keep leads 180 days', () => {
    expect(loadConfig({})).toMatchObject({
      runWorker: true,
      adminUser: undefined,
      adminPassword: undefined,
      metricsAuth: false,
      retentionDays: 180,
      workerHttpPort: 9464,
    });
  });

  it('then RUN_WORKER understands true/false, 1/0 and yes/no in any case', () => {
    for (const [value, expected] of [
      ['false', false],
      ['FALSE', false],
      ['0', false],
      ['no', false],
      ['true', true],
      ['1', true],
      ['Yes', true],
    ] as const) {
      expect(loadConfig({ RUN_WORKER: value }).runWorker, value).toBe(expected);
    }
    expect(() => loadConfig({ RUN_WORKER: 'vielleicht' })).toThrow(/RUN_WORKER="vielleicht": must be true or false/);
  });

  it('then ADMIN_USER and ADMIN_PASSWORD must come together, and the password must not be short', () => {
    expect(() => loadConfig({ ADMIN_USER: 'betrieb' })).toThrow(/ADMIN_PASSWORD="": ADMIN_USER and ADMIN_PASSWORD must be set together/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'ein-langes-passwort' })).toThrow(/ADMIN_USER=""/);
    expect(() => loadConfig({ ADMIN_USER: 'betrieb', ADMIN_PASSWORD: 'kurz' })).toThrow(/at least 12 characters/);
    expect(() => loadConfig({ ADMIN_USER: 'a:b', ADMIN_PASSWORD: 'ein-langes-passwort' })).toThrow(ConfigError);
    expect(loadConfig({ ADMIN_USER: 'betrieb', ADMIN_PASSWORD: 'ein-langes-passwort' })).toMatchObject({ adminUser: 'betrieb' });
  });

  it('then METRICS_AUTH without a login is refused instead of silently leaving /metrics open', () => {
    expect(() => loadConfig({ METRICS_AUTH: 'true' })).toThrow(/METRICS_AUTH="true": needs ADMIN_USER and ADMIN_PASSWORD/);
  });

  it('then RETENTION_DAYS must be at least one day', () => {
    expect(() => loadConfig({ RETENTION_DAYS: '0' })).toThrow(/RETENTION_DAYS/);
    expect(loadConfig({ RETENTION_DAYS: '365' }).retentionDays).toBe(365);
  });

  it('then the list of variables the service reads includes the new ones', () => {
    expect(configVariablesOf({})).toEqual(
      expect.arrayContaining([
        'RUN_WORKER',
        'ADMIN_USER',
        'ADMIN_PASSWORD',
        'METRICS_AUTH',
        'RETENTION_DAYS',
        'WORKER_HTTP_PORT',
        'DATABASE_URL',
      ]),
    );
  });
});

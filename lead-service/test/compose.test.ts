import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { kindVariablesOf } from '../src/platform/config/kind-settings.ts';
import { configVariablesOf } from '../src/platform/config/load-config.ts';
import { leadForms } from '../src/lead-forms.ts';
import { cspHeaderValue, siteCspDirectives } from '../src/platform/http-security/content-security-policy.ts';
import {
  checkCompose,
  dotenvValues,
  dotenvVariables,
  interpolate,
  loadCompose,
  type CheckContext,
  type ComposeDocument,
} from './support/compose-check.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

const composeText = read('docker-compose.yml');
const envExample = read('.env.example');
// .env as an operator would fill it in: the example plus the one required secret.
const env = {
  ...dotenvValues(envExample),
  POSTGRES_PASSWORD: 'geheim-und-url-sicher',
  FORM_TOKEN_SECRET: 'ein-langes-geheimnis-fuer-form-tokens-0123456789',
};
const configVariables = configVariablesOf(kindVariablesOf(leadForms));
const context: CheckContext = { repoRoot, configVariables, env, envExampleVariables: dotenvVariables(envExample), composeText };

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validateSchema = ajv.compile(JSON.parse(read('infra/compose-spec.schema.json')) as object);

function schemaErrors(document: unknown): string[] {
  return validateSchema(document)
    ? []
    : (validateSchema.errors ?? []).map((error: ErrorObject) => `${error.instancePath} ${error.message ?? ''}`);
}

const load = () => loadCompose(composeText, env);
/** A fresh copy of the real file, changed by `change`. */
function broken(change: (document: ComposeDocument) => void): ComposeDocument {
  const document = structuredClone(load());
  change(document);
  return document;
}

describe('when the compose file is validated against the Compose Specification schema', () => {
  it('then docker-compose.yml is valid', () => {
    expect(schemaErrors(load())).toEqual([]);
  });

  it('then a misspelt key, a wrong depends_on condition or a bad healthcheck field is rejected', () => {
    expect(schemaErrors(broken((d) => void ((d.services.api as Record<string, unknown>).helthcheck = {})))).not.toEqual([]);
    expect(schemaErrors(broken((d) => void (d.services.api!.depends_on = { postgres: { condition: 'service_ready' } })))).not.toEqual([]);
    expect(schemaErrors(broken((d) => void ((d.services.redis!.healthcheck as Record<string, unknown>).every = '5s')))).not.toEqual([]);
    expect(schemaErrors(broken((d) => void ((d.services.api as Record<string, unknown>).deploy = { replica: 2 })))).not.toEqual([]);
    expect(schemaErrors(broken((d) => void ((d as Record<string, unknown>).servcies = {})))).not.toEqual([]);
    expect(schemaErrors(broken((d) => void (d.services.api!.restart = 'unless_stopped')))).not.toEqual([]);
  });

  it('then a missing POSTGRES_PASSWORD stops the interpolation, as docker compose would', () => {
    expect(() => loadCompose(composeText, { ...env, POSTGRES_PASSWORD: '' })).toThrow(/POSTGRES_PASSWORD/);
  });

  it('then a missing FORM_TOKEN_SECRET stops it too, so api restarts never invalidate open forms', () => {
    expect(() => loadCompose(composeText, { ...env, FORM_TOKEN_SECRET: '' })).toThrow(/FORM_TOKEN_SECRET/);
    expect(interpolate('a$${B}${C:-d}${E-f}', { E: '' })).toBe('a${B}d');
  });
});

describe('when the compose file is checked against the code', () => {
  it('then every command, Dockerfile, port and variable it names exists', () => {
    expect(checkCompose(load(), context)).toEqual([]);
  });

  it('then the services are what the stack needs: one-shot migrate, two api instances without worker, a scalable worker', () => {
    const { services } = load();
    expect(Object.keys(services).sort()).toEqual(['api', 'api-2', 'backup', 'mailpit', 'migrate', 'postgres', 'redis', 'site', 'worker']);
    // The second instance is the first one but for building the image: same command, settings and checks.
    const { build: _build, ...api } = services.api!;
    expect(services['api-2']).toEqual(api);
    expect(services.migrate?.command).toEqual(['node', 'lead-service/src/platform/db/migrate-cli.ts']);
    expect(services.api?.environment).toMatchObject({
      RUN_WORKER: 'false',
      SMTP_URL: 'smtp://mailpit:1025',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(services.api?.depends_on).toMatchObject({
      migrate: { condition: 'service_completed_successfully' },
      postgres: { condition: 'service_healthy' },
    });
    expect(services.worker?.command).toEqual(['node', 'lead-service/src/worker-main.ts']);
    expect(String(services.worker?.deploy?.replicas)).toBe('1');
    expect(services.mailpit?.profiles).toEqual(['mailpit']);
    expect(services.site?.depends_on).toEqual({ api: { condition: 'service_healthy' }, 'api-2': { condition: 'service_healthy' } });
    expect((services.site!.environment as Record<string, string>).API_UPSTREAMS).toBe('api:3000 api-2:3000');
    expect(services.redis?.command).toEqual(expect.arrayContaining(['--appendonly', 'yes', '--maxmemory-policy', 'noeviction']));
    expect(services.postgres?.image).toMatch(/^postgres:16/);
    expect(services.redis?.image).toMatch(/^redis:7/);
  });

  const mutations: Array<{ story: string; change: (document: ComposeDocument) => void; problem: RegExp }> = [
    {
      story: 'the migrate service runs an npm script that does not exist',
      change: (d) => void (d.services.migrate!.command = ['npm', 'run', 'migrat', '-w', 'lead-service']),
      problem: /npm script "migrat" does not exist in lead-service\/package.json/,
    },
    {
      story: 'the worker runs a file that does not exist',
      change: (d) => void (d.services.worker!.command = ['node', 'lead-service/src/worker.ts']),
      problem: /runs lead-service\/src\/worker.ts, which does not exist/,
    },
    {
      story: 'the api runs a file the image does not contain',
      change: (d) => void (d.services.api!.command = ['node', 'lead-service/scripts/bench-api.ts']),
      problem: /which the image does not contain/,
    },
    {
      story: 'the worker builds the lead-service image a second time',
      change: (d) => void (d.services.worker!.build = { context: '.', dockerfile: 'infra/lead-service.Dockerfile' }),
      problem: /builds sichtwerk\/lead-service:local again, which services.api already builds/,
    },
    {
      story: 'migrate reuses the image but would pull it from a registry',
      change: (d) => void delete d.services.migrate!.pull_policy,
      problem: /services.migrate: runs sichtwerk\/lead-service:local, which services.api builds, but would try to pull it/,
    },
    {
      story: 'postgres is called healthy over its socket during the first-boot initialisation',
      change: (d) => void (d.services.postgres!.healthcheck = { test: ['CMD-SHELL', 'pg_isready -U x -d y'] }),
      problem: /health check must ask over TCP/,
    },
    {
      story: 'the number of workers lives only in a one-off --scale',
      change: (d) => void delete d.services.worker!.deploy,
      problem: /deploy.replicas is unset/,
    },
    {
      story: 'the api sets a variable load-config.ts does not read',
      change: (d) => void ((d.services.api!.environment as Record<string, string>).REDIS_HOST = 'redis'),
      problem: /sets REDIS_HOST, which lead-service\/src\/platform\/config\/load-config.ts does not read/,
    },
    {
      story: 'a variable of platform/config/variables.ts reaches neither the api instances nor the worker',
      change: (d) => {
        delete (d.services.api!.environment as Record<string, string>).VISITOR_MAILS_PER_ADDRESS;
        delete (d.services['api-2']!.environment as Record<string, string>).VISITOR_MAILS_PER_ADDRESS;
        delete (d.services.worker!.environment as Record<string, string>).VISITOR_MAILS_PER_ADDRESS;
      },
      problem: /pass VISITOR_MAILS_PER_ADDRESS \(platform\/config\/variables.ts reads it\) or list it in containerDefaults/,
    },
    {
      story: 'a variable left at its default in the containers is passed to them after all',
      change: (d) => void ((d.services.worker!.environment as Record<string, string>).WEBSITE_CHECK_ALLOW_HOSTS = '127.0.0.1:8080'),
      problem: /containerDefaults: WEBSITE_CHECK_ALLOW_HOSTS is passed to a container after all/,
    },
    {
      story: 'the worker gets a value load-config.ts rejects',
      change: (d) => void ((d.services.worker!.environment as Record<string, string>).RUN_WORKER = 'vielleicht'),
      problem: /load-config.ts rejects the environment: .*RUN_WORKER/,
    },
    {
      story: 'Caddy is pointed at a port the api does not listen on',
      change: (d) => void ((d.services.site!.environment as Record<string, string>).API_UPSTREAMS = 'api:3000 api-2:8080'),
      problem: /API_UPSTREAMS points at api-2:8080, but api-2 listens on 3000/,
    },
    {
      story: 'the api is moved to another port but Caddy is not',
      change: (d) => void ((d.services.api!.environment as Record<string, string>).PORT = '4000'),
      problem: /API_UPSTREAMS points at api:3000, but api listens on 4000/,
    },
    {
      story: 'the mail server URL has the wrong port',
      change: (d) => void ((d.services.worker!.environment as Record<string, string>).SMTP_URL = 'smtp://mailpit:25'),
      problem: /SMTP_URL points at mailpit:25/,
    },
    {
      story: 'the site sets a variable the Caddyfile does not read',
      change: (d) => void ((d.services.site!.environment as Record<string, string>).SITE_DOMAIN = 'x'),
      problem: /sets SITE_DOMAIN, which the Caddyfile does not read/,
    },
    {
      story: 'a Dockerfile is missing',
      change: (d) => void ((d.services.site!.build as { dockerfile: string }).dockerfile = 'infra/nginx.Dockerfile'),
      problem: /Dockerfile infra\/nginx.Dockerfile does not exist/,
    },
    {
      story: 'a build target is not a stage',
      change: (d) => void ((d.services.api!.build as { target?: string }).target = 'production'),
      problem: /build target "production" is not a stage/,
    },
    {
      story: 'the worker gets a fixed container name',
      change: (d) => void (d.services.worker!.container_name = 'sichtwerk-worker'),
      problem: /container_name prevents --scale/,
    },
    {
      story: 'the worker publishes a host port',
      change: (d) => void (d.services.worker!.ports = ['9464:9464']),
      problem: /published ports prevent --scale/,
    },
    {
      story: 'a service waits for the health of one without health check',
      change: (d) => void (d.services.site!.depends_on = { migrate: { condition: 'service_healthy' } }),
      problem: /waits for migrate to be healthy, but it has no health check/,
    },
    {
      story: 'a service waits for a long-running service to complete',
      change: (d) => void (d.services.worker!.depends_on = { redis: { condition: 'service_completed_successfully' } }),
      problem: /not a one-shot service/,
    },
    {
      story: 'a service depends on one that does not exist',
      change: (d) => void (d.services.api!.depends_on = { db: { condition: 'service_healthy' } }),
      problem: /depends on db, which is not a service/,
    },
    {
      story: 'a volume is not declared',
      change: (d) => void (d.services.postgres!.volumes = ['pgdata:/var/lib/postgresql/data']),
      problem: /uses volume pgdata, which is not declared/,
    },
    {
      story: 'a health check reads a variable the service does not set',
      change: (d) => void (d.services.worker!.healthcheck = { test: ['CMD', 'node', '-e', 'fetch(process.env.HEALTH_URL)'] }),
      problem: /healthcheck reads HEALTH_URL/,
    },
    {
      story: 'postgres gets a variable its image does not know',
      change: (d) => void ((d.services.postgres!.environment as Record<string, string>).POSTGRES_PASS = 'x'),
      problem: /sets POSTGRES_PASS, which postgres:16.10-alpine does not read/,
    },
  ];

  it.each(mutations)('then the check fails when $story', ({ change, problem }) => {
    const problems = checkCompose(broken(change), context);
    expect(problems.join('\n')).toMatch(problem);
  });

  it('then .env.example documents every variable of load-config.ts and of the compose file, and only those', () => {
    expect(
      checkCompose(load(), {
        ...context,
        envExampleVariables: context.envExampleVariables.filter((name) => name !== 'RETENTION_DAYS'),
      }).join('\n'),
    ).toMatch(/does not document RETENTION_DAYS, which load-config.ts reads/);
    expect(
      checkCompose(load(), { ...context, envExampleVariables: context.envExampleVariables.filter((name) => name !== 'SITE_PORT') }).join(
        '\n',
      ),
    ).toMatch(/does not document SITE_PORT, which docker-compose.yml uses/);
    expect(
      checkCompose(load(), { ...context, envExampleVariables: [...context.envExampleVariables, 'REDIS_PASSWORD'] }).join('\n'),
    ).toMatch(/REDIS_PASSWORD is read neither by load-config.ts nor by docker-compose.yml/);
  });
});

describe('when the site is delivered by Caddy, a CDN or the service itself', () => {
  const policy = cspHeaderValue(siteCspDirectives);

  it('then all three send the same Content-Security-Policy, without unsafe-inline', () => {
    expect(policy).not.toContain('unsafe-inline');
    expect(read('infra/Caddyfile')).toContain(`header Content-Security-Policy "${policy}"`);
    expect(read('infra/cdn-headers')).toContain(`  Content-Security-Policy: ${policy}\n`);
  });

  it('then Caddy balances over both api instances, drops one that is draining and retries only requests that never reached one', () => {
    const caddyfile = read('infra/Caddyfile');
    expect(caddyfile).toContain('reverse_proxy {$API_UPSTREAMS:api:3000 api-2:3000} {');
    for (const line of ['lb_policy round_robin', 'lb_try_duration 10s']) expect(caddyfile).toContain(line);
    // The instance's own check, not /readyz: a database or Redis outage must not take every instance out at once.
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz\/instance$/m);
    // A retry of a request an instance already received could store a lead twice; Caddy retries such requests only when told to.
    expect(caddyfile).not.toContain('lb_retry_match');
  });

  it('then the Caddyfile and the CDN headers cache /assets for a year, immutable, and HTML briefly', () => {
    const caddyfile = read('infra/Caddyfile');
    expect(caddyfile).toMatch(/@immutable path \/assets\/\*\n\s*header @immutable Cache-Control "public, max-age=31536000, immutable"/);
    expect(caddyfile).toContain('header @html Cache-Control "public, max-age=0, must-revalidate"');
    expect(caddyfile).toMatch(/encode zstd gzip/);
    expect(caddyfile).toMatch(/try_files \{path\} \{path\}\/index.html \{path\}.html/);
    const headers = read('infra/cdn-headers');
    expect(headers).toMatch(/\/assets\/\*\n(?:\s+.*\n)*?\s+Cache-Control: public, max-age=31536000, immutable/);
    expect(headers).toContain('Strict-Transport-Security: max-age=31536000; includeSubDomains');
  });
});

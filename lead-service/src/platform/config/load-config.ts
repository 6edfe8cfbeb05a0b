/**
 * The service's whole configuration, read from the environment once at start and then passed around as a
 * frozen value, so no module reads process.env on its own and a typo fails at start, not at the first lead.
 * The service's variables are listed once, in platform/config/variables.ts, and the Config type follows from them; the
 * form kinds' own settings are handed in by the process (kind-settings.ts kindVariablesOf) and read by each kind.
 */
import { dataRetention } from '@sichtwerk/content/legal/datenschutz';
import { z } from 'zod';
import type { ConfigVariable, ConfigVariables } from './config-variable.ts';
import { serviceVariables, type logLevels } from './variables.ts';
import { ConfigError } from '../errors/config-error.ts';

export { ConfigError };

type Definitions = typeof serviceVariables;
type VariableName = keyof Definitions;

/** DATABASE_URL → databaseUrl */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<S>;

type ParsedEnv = { [Name in VariableName]: z.output<Definitions[Name]['schema']> };

/** Every variable under its camel-case name, plus what follows from several of them. */
export type Config = Readonly<
  Omit<{ [Name in VariableName as CamelCase<Name>]: ParsedEnv[Name] }, 'backofficeEmail' | 'serviceUrl'> & {
    /** BACKOFFICE_EMAIL, else SALES_EMAIL. */
    backofficeEmail: string;
    /** SERVICE_URL, else SITE_URL: the origin of the service's own pages in links. */
    serviceUrl: string;
    /** The longer rate-limit window: the privacy policy's figure (dataRetention.rateLimitMinutes), never longer. */
    rateLimitWindowMs: number;
    /** The form kinds' settings by variable name, as handed to loadConfig; each kind reads its own (kind-settings.ts settingsOf). */
    kindSettings: Readonly<Record<string, unknown>>;
  }
>;

/** A config whose database and Redis are known: what app/server.ts and worker-main.ts need. */
export type ResolvedConfig = Config & { readonly databaseUrl: string; readonly redisUrl: string };

export type LogLevel = (typeof logLevels)[number];

const variableNames = Object.keys(serviceVariables) as VariableName[];

/** Every variable the service reads, its own and the kinds' handed in, for documentation checks (.env.example, docker-compose.yml). */
export function configVariablesOf(kindVariables: ConfigVariables): readonly string[] {
  return Object.freeze([...variableNames, ...Object.keys(kindVariables)]);
}

/** The service's variables and the kinds', in that order; a kind may not redefine one of the service's. */
export function allVariablesOf(kindVariables: ConfigVariables): ConfigVariables {
  for (const name of Object.keys(kindVariables)) {
    if (name in serviceVariables) throw new Error(`a form kind declares ${name}, a variable of the service itself`);
  }
  return Object.freeze({ ...serviceVariables, ...kindVariables });
}

const serviceShape = Object.fromEntries(variableNames.map((name) => [name, serviceVariables[name].schema])) as {
  [Name in VariableName]: Definitions[Name]['schema'];
};

const kindShapeOf = (kindVariables: ConfigVariables) =>
  Object.fromEntries(Object.entries(kindVariables).map(([name, definition]) => [name, definition.schema])) as Record<string, z.ZodType>;

const envSchemaOf = (kindVariables: ConfigVariables) =>
  z.object({ ...kindShapeOf(kindVariables), ...serviceShape }).superRefine((env, context) => {
    // A half-configured login would either lock the operator out or leave the dashboard unexpectedly off.
    if (Boolean(env.ADMIN_USER) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_USER ? 'ADMIN_PASSWORD' : 'ADMIN_USER';
      context.addIssue({ code: 'custom', path: [missing], message: 'ADMIN_USER and ADMIN_PASSWORD must be set together' });
    }
    if (env.REDIS_CLUSTER && !env.QUEUE_PREFIX.startsWith('{')) {
      // Without one hash tag BullMQ's scripts touch keys in several slots and the cluster refuses them (CROSSSLOT).
      context.addIssue({
        code: 'custom',
        path: ['QUEUE_PREFIX'],
        message: 'must be a hash tag such as {sichtwerk} with REDIS_CLUSTER=true',
      });
    }
    if (env.REDIS_CLUSTER && !env.REDIS_URL) {
      context.addIssue({ code: 'custom', path: ['REDIS_URL'], message: 'must name a node of the cluster with REDIS_CLUSTER=true' });
    }
    if (env.METRICS_AUTH && !env.ADMIN_USER) {
      context.addIssue({ code: 'custom', path: ['METRICS_AUTH'], message: 'needs ADMIN_USER and ADMIN_PASSWORD' });
    }
  });

function camelCase(name: string): string {
  return name.toLowerCase().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function isSecret(definitions: ConfigVariables, name: string): boolean {
  return (definitions[name] as ConfigVariable | undefined)?.secret === true;
}

/** The parsed environment, or a ConfigError naming every bad variable (secrets' values hidden). */
function parseEnv<T>(schema: z.ZodType<T>, env: Record<string, string | undefined>, definitions: ConfigVariables): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? '(env)');
    const shown = isSecret(definitions, variable) && env[variable] ? '"[verborgen]"' : JSON.stringify(env[variable] ?? '');
    return `  - ${variable}=${shown}: ${issue.message}`;
  });
  throw new ConfigError(
    [
      'Ungültige Konfiguration / invalid configuration — bitte diese Umgebungsvariablen korrigieren / please fix these environment variables:',
      ...problems,
    ].join('\n'),
  );
}

const kindSettingsOf = (kindVariables: ConfigVariables, parsed: Record<string, unknown>) =>
  Object.freeze(Object.fromEntries(Object.keys(kindVariables).map((name) => [name, parsed[name]])));

/**
 * Parses environment variables into a frozen Config, or throws a ConfigError naming every bad variable.
 * Tests pass their own env object instead of process.env; a process that runs form kinds passes their
 * settings (kind-settings.ts kindVariablesOf), which are checked with the service's own.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, kindVariables: ConfigVariables = {}): Config {
  const parsed = parseEnv(envSchemaOf(kindVariables), env, allVariablesOf(kindVariables)) as z.output<z.ZodObject<typeof serviceShape>> &
    Record<string, unknown>;
  const byKey = Object.fromEntries(variableNames.map((name) => [camelCase(name), parsed[name]]));
  return Object.freeze({
    ...byKey,
    backofficeEmail: parsed.BACKOFFICE_EMAIL ?? parsed.SALES_EMAIL,
    serviceUrl: parsed.SERVICE_URL ?? parsed.SITE_URL,
    rateLimitWindowMs: dataRetention.rateLimitMinutes * 60_000,
    kindSettings: kindSettingsOf(kindVariables, parsed),
  }) as Config;
}

/**
 * The config with the kinds' settings parsed from the same environment, for a process that learns its kinds
 * after it loaded the config (main.ts loads them while the embedded database starts).
 */
export function withKindSettings<C extends Config>(config: C, env: Record<string, string | undefined>, kindVariables: ConfigVariables): C {
  const parsed = parseEnv(z.object(kindShapeOf(kindVariables)), env, allVariablesOf(kindVariables));
  return Object.freeze({ ...config, kindSettings: kindSettingsOf(kindVariables, parsed) });
}

/** Narrows a Config to a ResolvedConfig, or says which variable is missing. */
export function requireResolved(config: Config): ResolvedConfig {
  const missing = [config.databaseUrl ? undefined : 'DATABASE_URL', config.redisUrl ? undefined : 'REDIS_URL'].filter(
    (name) => name !== undefined,
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Fehlende Konfiguration / missing configuration: ${missing.join(', ')} (only \`npm start\` fills these in with embedded defaults).`,
    );
  }
  return config as ResolvedConfig;
}

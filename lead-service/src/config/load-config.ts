/**
 * The service's whole configuration, read from the environment once at start and then passed around as a
 * frozen value, so no module reads process.env on its own and a typo fails at start, not at the first lead.
 * The variables themselves are listed once, in config/variables.ts; the Config type follows from them.
 */
import { dataRetention } from '@sichtwerk/content/legal/datenschutz';
import { z } from 'zod';
import { configVariableDefinitions, type logLevels } from './variables.ts';
import { ConfigError } from '../errors/config-error.ts';

export { ConfigError };

type Definitions = typeof configVariableDefinitions;
type VariableName = keyof Definitions;

/** DATABASE_URL → databaseUrl */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<S>;

type ParsedEnv = { [Name in VariableName]: z.output<Definitions[Name]['schema']> };

/** Every variable under its camel-case name, plus what follows from several of them. */
export type Config = Readonly<
  Omit<{ [Name in VariableName as CamelCase<Name>]: ParsedEnv[Name] }, 'backofficeEmail'> & {
    /** BACKOFFICE_EMAIL, else SALES_EMAIL. */
    backofficeEmail: string;
    /** The longer rate-limit window: the privacy policy's figure (dataRetention.rateLimitMinutes), never longer. */
    rateLimitWindowMs: number;
  }
>;

/** A config whose database and Redis are known: what server.ts and worker-main.ts need. */
export type ResolvedConfig = Config & { readonly databaseUrl: string; readonly redisUrl: string };

export type LogLevel = (typeof logLevels)[number];

const variableNames = Object.keys(configVariableDefinitions) as VariableName[];

/** Every variable the service reads, for documentation checks (.env.example, docker-compose.yml). */
export const configVariables: readonly string[] = Object.freeze([...variableNames]);

const envSchema = z
  .object(
    Object.fromEntries(variableNames.map((name) => [name, configVariableDefinitions[name].schema])) as {
      [Name in VariableName]: Definitions[Name]['schema'];
    },
  )
  .superRefine((env, context) => {
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

function isSecret(name: string): boolean {
  return name in configVariableDefinitions && configVariableDefinitions[name as VariableName].secret === true;
}

/**
 * Parses environment variables into a frozen Config, or throws a ConfigError naming every bad variable.
 * Tests pass their own env object instead of process.env.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? '(env)');
      const shown = isSecret(variable) && env[variable] ? '"[verborgen]"' : JSON.stringify(env[variable] ?? '');
      return `  - ${variable}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(
      [
        'Ungültige Konfiguration / invalid configuration — bitte diese Umgebungsvariablen korrigieren / please fix these environment variables:',
        ...problems,
      ].join('\n'),
    );
  }
  const parsed = result.data;
  const byKey = Object.fromEntries(variableNames.map((name) => [camelCase(name), parsed[name]]));
  return Object.freeze({
    ...byKey,
    backofficeEmail: parsed.BACKOFFICE_EMAIL ?? parsed.SALES_EMAIL,
    rateLimitWindowMs: dataRetention.rateLimitMinutes * 60_000,
  }) as Config;
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

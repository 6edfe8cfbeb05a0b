/**
 * The service's whole configuration, read from the environment once at start and then passed around as a
 * frozen value, so no module reads process.env on its own and a typo fails at start, not at the first lead.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataRetention } from '@sichtwerk/content/legal/datenschutz';
import { resolveSiteUrl } from '@sichtwerk/content/site-url';
import { z } from 'zod';

/** The monorepo root, two levels above this file (lead-service/src). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset or blank variable counts as absent, so `FOO=` in a .env file falls back to the default. */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

function optionalUrl(protocols: readonly string[], example: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      }, `must be a URL like ${example}`)
      .optional(),
  );
}

function integer(defaultValue: number, min: number, max: number) {
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `must be a whole number between ${min} and ${max}` })
      .int(`must be a whole number between ${min} and ${max}`)
      .min(min, `must be a whole number between ${min} and ${max}`)
      .max(max, `must be a whole number between ${min} and ${max}`)
      .default(defaultValue),
  );
}

/** true/false (also 1/0, yes/no, any case); blank counts as unset. */
function boolean(defaultValue: boolean) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .transform((value) => value === 'true' || value === '1' || value === 'yes')
      .default(defaultValue),
  );
}

/** "Name <address>" or a bare address; only the address part is checked. */
const mailbox = z.string().refine((value) => {
  const address = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value;
  return z.regexes.email.test(address.trim());
}, 'must be an e-mail address, optionally as "Name <address>"');

/** Comma-separated http(s) origins ("https://www.sichtwerk.de,https://sichtwerk.de"); blank → none. */
const originList = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z.string().transform((value, context) => {
    const origins: string[] = [];
    for (const part of value.split(',').map((item) => item.trim()).filter(Boolean)) {
      let url: URL | undefined;
      try {
        url = new URL(part);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== part.replace(/\/$/, '')) {
        context.addIssue({ code: 'custom', message: `"${part}" is not an origin like https://www.sichtwerk.de (scheme, host, optional port; no path)` });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  }),
);

/** Express's names for address ranges ("trust proxy"). */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For is believed, as addresses or CIDRs ("10.0.0.0/8,loopback"); blank → none.
 * A hop count is refused: it believes whatever the client itself put at the front of the header.
 */
const trustedProxyList = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z.string().transform((value, context) => {
    const entries = value.split(',').map((item) => item.trim()).filter(Boolean);
    if (entries.length === 1 && /^\d+$/.test(entries[0] ?? '')) {
      if (entries[0] === '0') return [];
      context.addIssue({ code: 'custom', message: 'a hop count lets any client choose its IP; list the proxy addresses or CIDRs instead, e.g. 10.0.0.0/8,loopback' });
      return z.NEVER;
    }
    const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
    if (invalid.length > 0) {
      context.addIssue({ code: 'custom', message: `not an IP address, CIDR or loopback/linklocal/uniquelocal: ${invalid.join(', ')}` });
      return z.NEVER;
    }
    return entries;
  }),
);

/** Variables whose values are never printed, not even in the message about a bad value. */
const secretVariables = new Set(['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'ADMIN_PASSWORD', 'FORM_TOKEN_SECRET']);

const envSchema = z.object({
  PORT: integer(3000, 0, 65535),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db'),
  DATABASE_POOL_MAX: integer(10, 1, 100),
  /** Longest a statement may run and wait for a lock; past it the form answers 503 instead of holding the pool. */
  DATABASE_STATEMENT_TIMEOUT_MS: integer(5_000, 100, 600_000),
  /** Longest a request waits for a free pool connection. */
  DATABASE_CONNECT_TIMEOUT_MS: integer(5_000, 100, 60_000),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587'),
  MAIL_FROM: z.preprocess(blankToUndefined, mailbox.default('Sichtwerk <hallo@sichtwerk.de>')),
  SALES_EMAIL: z.preprocess(blankToUndefined, mailbox.default('vertrieb@sichtwerk.de')),
  BACKOFFICE_EMAIL: z.preprocess(blankToUndefined, mailbox.optional()),
  /** The public origin, as the site build reads it (content/src/site-url.ts); for links in e-mails. */
  SITE_URL: optionalUrl(['http:', 'https:'], 'https://www.sichtwerk.de'),
  SITE_DIR: z.preprocess(blankToUndefined, z.string().default(path.join(repoRoot, 'site', 'dist', 'client'))),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default(path.join(repoRoot, '.data'))),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  ),
  QUEUE_PREFIX: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must contain only letters, digits, _ and - (BullMQ forbids ":")')
      .default('sichtwerk'),
  ),
  TRUST_PROXY: trustedProxyList,
  /** Sweeper cadence and the age a row must reach before the sweeper touches it (see sweeper.ts). */
  SWEEP_INTERVAL_MS: integer(30_000, 100, 3_600_000),
  SWEEP_MIN_AGE_MS: integer(30_000, 0, 86_400_000),
  /** First retry delay of a mail job; BullMQ doubles it per attempt (8 attempts ≈ 2 hours at 30 s). */
  JOB_BACKOFF_MS: integer(30_000, 10, 3_600_000),
  /** How long a worker's job lock lives without renewal; a killed worker's job is taken over after this. */
  WORKER_LOCK_MS: integer(30_000, 1_000, 600_000),
  // Operations (src/ops/): process roles, the queue dashboard, metrics and retention.
  /** false → this process serves HTTP only and a separate worker-main.ts sends the mails (compose `worker`). */
  RUN_WORKER: boolean(true),
  /** Basic-auth login for /admin/queues; both unset → the dashboard is switched off. */
  ADMIN_USER: z.preprocess(blankToUndefined, z.string().regex(/^[^:\s]+$/, 'must not contain ":" or spaces').optional()),
  ADMIN_PASSWORD: z.preprocess(blankToUndefined, z.string().min(12, 'must be at least 12 characters').optional()),
  /** true → /metrics also asks for ADMIN_USER/ADMIN_PASSWORD (default: open, for the internal network only). */
  METRICS_AUTH: boolean(false),
  /** Leads older than this many days are deleted by the daily retention job (unless retain_until is ahead). */
  RETENTION_DAYS: integer(180, 1, 3650),
  /** worker-main.ts's own listener for /healthz, /readyz and /metrics. */
  WORKER_HTTP_PORT: integer(9464, 0, 65535),
  // Spam and abuse protection of the form endpoints (src/leads/form-protection.ts).
  /** Signs the forms' time tokens; unset → a random secret per process (tokens then die with the process). */
  FORM_TOKEN_SECRET: z.preprocess(blankToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** A form sent sooner than this after its token was issued counts as sent by a program (silent spam). */
  FORM_MIN_FILL_MS: integer(3_000, 0, 600_000),
  /** Tokens older than this are expired (the lead is kept and mailed, flagged for review). */
  FORM_TOKEN_MAX_AGE_MS: integer(86_400_000, 60_000, 2_592_000_000),
  /** Form posts per IP and minute; 0 switches this limit off. */
  RATE_LIMIT_PER_MINUTE: integer(5, 0, 100_000),
  /** Form posts per IP within the privacy policy's rate-limit window (15 minutes); 0 switches it off. */
  RATE_LIMIT_PER_WINDOW: integer(20, 0, 1_000_000),
  /** Origins allowed to call the API from a browser (CORS, with credentials); blank → same origin only. */
  ALLOWED_ORIGINS: originList,
  // The automatic website check of analysis requests (src/website-check/).
  /** Website checks run at the same time per worker process; 0 switches the check off. */
  WEBSITE_CHECK_CONCURRENCY: integer(4, 0, 50),
  /** Longest the sales notification waits after submission for the check; a later check follows as its own mail. */
  WEBSITE_CHECK_WAIT_MS: integer(20_000, 0, 120_000),
  /** Tests only: `host:port` pairs (comma-separated) the check may reach although private; blank → none. */
  WEBSITE_CHECK_ALLOW_HOSTS: z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z
      .string()
      .transform((value) => value.split(',').map((item) => item.trim().toLowerCase()).filter(Boolean))
      .refine((items) => items.every((item) => /^[a-z0-9.-]+:\d{1,5}$|^\[[0-9a-f:.]+\]:\d{1,5}$/.test(item)), 'must be host:port pairs like 127.0.0.1:8081'),
  ),
  /** Mails to one typed-in visitor address per 24 hours, across all forms; 0 switches the limit off. */
  VISITOR_MAILS_PER_ADDRESS: integer(3, 0, 1_000),
}).superRefine((env, context) => {
  // A half-configured login would either lock the operator out or leave the dashboard unexpectedly off.
  if (Boolean(env.ADMIN_USER) !== Boolean(env.ADMIN_PASSWORD)) {
    const missing = env.ADMIN_USER ? 'ADMIN_PASSWORD' : 'ADMIN_USER';
    context.addIssue({ code: 'custom', path: [missing], message: 'ADMIN_USER and ADMIN_PASSWORD must be set together' });
  }
  if (env.METRICS_AUTH && !env.ADMIN_USER) {
    context.addIssue({ code: 'custom', path: ['METRICS_AUTH'], message: 'needs ADMIN_USER and ADMIN_PASSWORD' });
  }
});

/** Every variable the service reads, for documentation checks (.env.example, docker-compose.yml). */
export const configVariables: readonly string[] = Object.freeze(Object.keys(envSchema.shape));

export type LogLevel = (typeof logLevels)[number];

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absent → main.ts starts an embedded PGlite (see embedded/). */
  readonly databaseUrl: string | undefined;
  readonly databasePoolMax: number;
  readonly databaseStatementTimeoutMs: number;
  readonly databaseConnectTimeoutMs: number;
  /** Absent → main.ts uses a local or spawned redis-server (see embedded/). */
  readonly redisUrl: string | undefined;
  /** Absent → mails are written as .eml files to `<dataDir>/outbox`. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly salesEmail: string;
  /** Receives the cancellation notification (default SALES_EMAIL). */
  readonly backofficeEmail: string;
  /** Public origin of the site without trailing slash (SITE_URL, default as in the site build). */
  readonly siteUrl: string;
  readonly siteDir: string;
  readonly dataDir: string;
  readonly logLevel: LogLevel;
  readonly queuePrefix: string;
  /** Addresses / CIDRs of the proxies in front of the service (Express "trust proxy"); empty → none. */
  readonly trustProxy: readonly string[];
  readonly sweepIntervalMs: number;
  readonly sweepMinAgeMs: number;
  readonly jobBackoffMs: number;
  readonly workerLockMs: number;
  /** Run the mail and maintenance workers in the HTTP process (`npm start`); false in the compose `api`. */
  readonly runWorker: boolean;
  /** Both set or both undefined (checked at parse time). */
  readonly adminUser: string | undefined;
  readonly adminPassword: string | undefined;
  readonly metricsAuth: boolean;
  readonly retentionDays: number;
  readonly workerHttpPort: number;
  /** Undefined → form-protection.ts picks a random secret for this process and says so in the log. */
  readonly formTokenSecret: string | undefined;
  readonly formMinFillMs: number;
  readonly formTokenMaxAgeMs: number;
  readonly rateLimitPerMinute: number;
  readonly rateLimitPerWindow: number;
  /** The longer rate-limit window; the privacy policy's figure (dataRetention.rateLimitMinutes), never longer. */
  readonly rateLimitWindowMs: number;
  /** Exact origins (scheme://host[:port]) allowed to call the API cross-origin; empty → same origin only. */
  readonly allowedOrigins: readonly string[];
  /** 0 → no checks: nothing is queued and the notification does not wait. */
  readonly websiteCheckConcurrency: number;
  readonly websiteCheckWaitMs: number;
  /** `host:port`, lower case, IPv6 hosts in brackets; empty in production. */
  readonly websiteCheckAllowHosts: readonly string[];
  readonly visitorMailsPerAddress: number;
}

/** A config whose database and Redis are known: what server.ts and worker-main.ts need. */
export type ResolvedConfig = Config & { readonly databaseUrl: string; readonly redisUrl: string };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
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
      const shown = secretVariables.has(variable) && env[variable] ? '"[verborgen]"' : JSON.stringify(env[variable] ?? '');
      return `  - ${variable}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(
      [
        'Ungültige Konfiguration / invalid configuration — bitte diese Umgebungsvariablen korrigieren / please fix these environment variables:',
        ...problems,
      ].join('\n'),
    );
  }
  const e = result.data;
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseStatementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    salesEmail: e.SALES_EMAIL,
    backofficeEmail: e.BACKOFFICE_EMAIL ?? e.SALES_EMAIL,
    siteUrl: resolveSiteUrl({ SITE_URL: e.SITE_URL }),
    siteDir: path.resolve(e.SITE_DIR),
    dataDir: path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    queuePrefix: e.QUEUE_PREFIX,
    trustProxy: Object.freeze([...e.TRUST_PROXY]),
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    sweepMinAgeMs: e.SWEEP_MIN_AGE_MS,
    jobBackoffMs: e.JOB_BACKOFF_MS,
    workerLockMs: e.WORKER_LOCK_MS,
    runWorker: e.RUN_WORKER,
    adminUser: e.ADMIN_USER,
    adminPassword: e.ADMIN_PASSWORD,
    metricsAuth: e.METRICS_AUTH,
    retentionDays: e.RETENTION_DAYS,
    workerHttpPort: e.WORKER_HTTP_PORT,
    formTokenSecret: e.FORM_TOKEN_SECRET,
    formMinFillMs: e.FORM_MIN_FILL_MS,
    formTokenMaxAgeMs: e.FORM_TOKEN_MAX_AGE_MS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    rateLimitPerWindow: e.RATE_LIMIT_PER_WINDOW,
    rateLimitWindowMs: dataRetention.rateLimitMinutes * 60_000,
    allowedOrigins: Object.freeze([...e.ALLOWED_ORIGINS]),
    websiteCheckConcurrency: e.WEBSITE_CHECK_CONCURRENCY,
    websiteCheckWaitMs: e.WEBSITE_CHECK_WAIT_MS,
    websiteCheckAllowHosts: Object.freeze(e.WEBSITE_CHECK_ALLOW_HOSTS.map((item) => item.replace(/^\[|\](?=:)/g, ''))),
    visitorMailsPerAddress: e.VISITOR_MAILS_PER_ADDRESS,
  });
}

/** Narrows a Config to a ResolvedConfig, or says which variable is missing. */
export function requireResolved(config: Config): ResolvedConfig {
  const missing = [
    config.databaseUrl ? undefined : 'DATABASE_URL',
    config.redisUrl ? undefined : 'REDIS_URL',
  ].filter((name) => name !== undefined);
  if (missing.length > 0) {
    throw new ConfigError(
      `Fehlende Konfiguration / missing configuration: ${missing.join(', ')} (only \`npm start\` fills these in with embedded defaults).`,
    );
  }
  return config as ResolvedConfig;
}

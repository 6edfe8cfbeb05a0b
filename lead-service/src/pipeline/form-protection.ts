/**
 * Everything that protects the form endpoints, in one place for every form kind, without a third-party
 * service and without a cookie:
 *   - CORS: only the origins in ALLOWED_ORIGINS may call the API from a browser (credentials allowed).
 *   - GET /api/form-token?form=<endpoint name>: the signed time token (form-token.ts).
 *   - a per-IP rate limit on the form posts, shared through Redis (rate-limit.ts).
 *   - screen(): the honeypot field and the token decide a submission's spam_reason (spam.ts).
 * registry.ts wires these around the kinds' routes; form-route.ts takes the two fields off the body.
 */
import { minFillMsOf } from './one-click-fill.ts';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import cors from 'cors';
import { Router, type RequestHandler } from 'express';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../platform/db/database-errors.ts';
import type { Config } from '../platform/config/load-config.ts';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from '../platform/errors/app-error.ts';
import type { Logger } from '../platform/logger.ts';
import { formTokenEndpoint } from '@sichtwerk/forms/form-protection';
import { clockSkewMs, createFormTokens, type FormTokens } from './form-token.ts';
import { formRateLimit } from './rate-limit.ts';
import type { SpamReason } from '../kind-kit/spam.ts';
import { databaseUnavailable, type FormSignals } from './submit-lead.ts';

export { formNameOf } from '@sichtwerk/forms/form-protection';
export const formTokenPath = formTokenEndpoint;

export type ProtectionConfig = Pick<
  Config,
  | 'formTokenSecret'
  | 'formMinFillMs'
  | 'formTokenMaxAgeMs'
  | 'rateLimitPerMinute'
  | 'rateLimitPerWindow'
  | 'rateLimitWindowMs'
  | 'allowedOrigins'
  | 'siteUrl'
  | 'queuePrefix'
>;

export interface FormProtectionOptions {
  config: ProtectionConfig;
  /** The producer connection (no offline queue): a Redis outage fails the limiter at once, and it lets posts through. */
  redis: RedisClient;
  /** Where used tokens are recorded (used_form_tokens). */
  pool: pg.Pool;
  logger: Logger;
  /** The form names a token may be asked for (formNameOf of each endpoint). */
  forms: readonly string[];
}

export interface FormProtection {
  /** CORS for /api and the token endpoint; mount before the form routes. */
  readonly routes: Router;
  /** The rate limit, for every form post. */
  readonly limit: RequestHandler;
  /**
   * The spam verdict for one submission of the form whose endpoint is `/api/<form>`. A valid token counts
   * once: it is recorded in PostgreSQL until it expires, and a second use is token_invalid.
   */
  screen(form: string, signals: FormSignals): Promise<SpamReason | null>;
  readonly tokens: FormTokens;
  /** An HMAC of `value` under the same secret: links that name a lead (the confirmation step) carry it. */
  signLink(value: string): string;
}

/** A honeypot counts as filled when it holds anything but nothing or blanks. */
export function honeypotFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

const tokenVerdicts = { missing: 'token_missing', invalid: 'token_invalid', expired: 'token_expired', too_fast: 'too_fast' } as const;

export function createFormProtection({ config, redis, pool, logger, forms }: FormProtectionOptions): FormProtection {
  let secret = config.formTokenSecret;
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    logger.warn(
      'FORM_TOKEN_SECRET is not set: form tokens are signed with a random secret of this process. They become invalid when it restarts ' +
        'and other instances do not accept them (such leads are still mailed, marked for review). Set FORM_TOKEN_SECRET in production.',
    );
  }
  const tokens = createFormTokens({
    secret,
    minAgeMs: (form) => minFillMsOf(form, config.formMinFillMs),
    maxAgeMs: config.formTokenMaxAgeMs,
  });
  const known = new Set(forms);
  const allowed = new Set(config.allowedOrigins);

  const routes = Router();
  routes.use(
    '/api',
    cors({
      // No Origin header: same origin or not a browser — CORS does not apply. Unlisted origins get no
      // Access-Control-Allow-* headers, so the browser refuses to hand them the answer.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['Content-Type', 'Accept'],
      maxAge: 600,
      optionsSuccessStatus: 204,
    }),
  );
  /**
   * A plain form post is a "simple" request: no preflight, so CORS never stops it. Without this, any page on
   * the web could make its visitors' browsers post forms here (and plant rows under their addresses). A post
   * naming another site (Origin, or Sec-Fetch-Site when Origin is absent) is refused unless that site is
   * listed; the host is compared without the scheme, which a TLS terminator may not pass on.
   */
  const publicSite = hostOf(config.siteUrl);
  routes.use('/api', (req, _res, next) => {
    if (req.method !== 'POST') return next();
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    // Our own host as the request names it, or as SITE_URL does (a proxy may rewrite Host on its way here).
    const ownHosts = [req.get('host'), publicSite];
    const foreign =
      origin !== undefined && origin !== 'null'
        ? !allowed.has(origin) && !ownHosts.some((host) => host !== undefined && host === hostOf(origin))
        : origin === 'null' || site === 'cross-site' || site === 'same-site';
    if (!foreign) return next();
    next(
      new AppError({
        code: errorCodes.foreignOrigin,
        status: 403,
        message:
          'Dieses Formular lässt sich nur von unserer eigenen Website aus absenden. Bitte öffne das Formular dort und sende es erneut.',
      }),
    );
  });
  // A plain form post from the site on another origin is answered with links to that origin (platform/http/form-post.ts).
  routes.use('/api', (req, res, next) => {
    const origin = req.get('origin');
    if (origin !== undefined && allowed.has(origin)) res.locals.siteOrigin = origin;
    next();
  });
  routes.get(formTokenPath, (req, res) => {
    const form = typeof req.query.form === 'string' ? req.query.form : '';
    if (!known.has(form)) {
      throw new AppError({
        code: errorCodes.unknownForm,
        status: 400,
        message: 'Für dieses Formular gibt es keinen Zeitstempel.',
        fields: { form: `Erlaubt sind: ${[...known].join(', ')}.` },
      });
    }
    // minAgeMs lets the browser wait out the minimum fill time instead of sending a real lead too early.
    res.set('Cache-Control', 'no-store').json({ token: tokens.issue(form), minAgeMs: config.formMinFillMs });
  });

  /**
   * Records the token as used, in PostgreSQL: a Redis restart must not forget it. When the record cannot be
   * written the token counts as used (fail closed): the lead is still stored and the team told to check it,
   * but the typed address gets no mail on an unchecked token. An unreachable database is different: the
   * lead cannot be stored either, so the visitor hears the 503 at once (and the token stays unused).
   */
  async function firstUse(token: string): Promise<boolean> {
    const digest = createHash('sha256').update(token, 'utf8').digest('base64url');
    try {
      const result = await pool.query(
        `WITH expired AS (
           DELETE FROM used_form_tokens WHERE digest IN (SELECT digest FROM used_form_tokens WHERE expires_at < now() LIMIT 100)
         )
         INSERT INTO used_form_tokens (digest, expires_at) VALUES ($1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (digest) DO NOTHING`,
        [digest, config.formTokenMaxAgeMs + clockSkewMs],
      );
      return result.rowCount === 1;
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw databaseUnavailable;
      logger.warn({ err: error }, 'could not record the form token as used; treated as used');
      return false;
    }
  }

  const limit = formRateLimit({
    redis,
    prefix: config.queuePrefix,
    perMinute: config.rateLimitPerMinute,
    perWindow: config.rateLimitPerWindow,
    windowMs: config.rateLimitWindowMs,
    secret,
    logger,
  });

  return {
    routes,
    limit,
    tokens,
    signLink: (value) => createHmac('sha256', secret).update(`sichtwerk-link:v1:${value}`, 'utf8').digest('base64url'),
    async screen(form, { honeypot, token }) {
      // The honeypot is the stronger evidence, so it wins over whatever the token says.
      if (honeypotFilled(honeypot)) return 'honeypot';
      const verdict = tokens.verify(form, token);
      if (verdict !== 'ok') return tokenVerdicts[verdict];
      return (await firstUse(token as string)) ? null : 'token_invalid';
    },
  };
}

/**
 * Everything that protects the four form endpoints, in one place for every form kind, without a third-party
 * service and without a cookie:
 *   - CORS: only the origins in ALLOWED_ORIGINS may call the API from a browser (credentials allowed).
 *   - GET /api/form-token?form=<endpoint name>: the signed time token (form-token.ts).
 *   - a per-IP rate limit on the form posts, shared through Redis (rate-limit.ts).
 *   - screen(): the honeypot field and the token decide a submission's spam_reason (spam.ts).
 * registry.ts wires these around the kinds' routes; form-route.ts takes the two fields off the body.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import cors from 'cors';
import { Router, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from '../errors/app-error.ts';
import type { Logger } from '../logger.ts';
import { formTokenEndpoint } from '@sichtwerk/forms/form-protection';
import { clockSkewMs, createFormTokens, type FormTokens } from './form-token.ts';
import { formRateLimit } from './rate-limit.ts';
import type { SpamReason } from './spam.ts';
import type { FormSignals } from './submit-lead.ts';

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
  | 'queuePrefix'
>;

export interface FormProtectionOptions {
  config: ProtectionConfig;
  /** The producer connection (no offline queue): a Redis outage fails the limiter at once, and it lets posts through. */
  redis: Redis;
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
   * once: it is recorded in Redis until it expires, and a second use is token_invalid.
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

const tokenVerdicts = { missing: 'token_missing', invalid: 'token_invalid', expired: 'token_expired', too_fast: 'too_fast' } as const;

export function createFormProtection({ config, redis, logger, forms }: FormProtectionOptions): FormProtection {
  let secret = config.formTokenSecret;
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    logger.warn(
      'FORM_TOKEN_SECRET is not set: form tokens are signed with a random secret of this process. They become invalid when it restarts ' +
        'and other instances do not accept them (such leads are still mailed, marked for review). Set FORM_TOKEN_SECRET in production.',
    );
  }
  const tokens = createFormTokens({ secret, minAgeMs: config.formMinFillMs, maxAgeMs: config.formTokenMaxAgeMs });
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
  // A plain form post from the site on another origin is answered with links to that origin (http/form-post.ts).
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
   * Records the token as used (SET NX, expiring with the token). Redis down: the token is taken as unused —
   * the lead is still stored and mailed, and the per-address mail limit still applies.
   */
  async function firstUse(token: string): Promise<boolean> {
    const key = `${config.queuePrefix}:token-used:${createHash('sha256').update(token, 'utf8').digest('base64url')}`;
    try {
      return (await redis.set(key, '1', 'PX', config.formTokenMaxAgeMs + clockSkewMs, 'NX')) === 'OK';
    } catch (error) {
      logger.warn({ err: error }, 'could not record the form token as used; accepted without replay check');
      return true;
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

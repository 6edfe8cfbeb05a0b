/**
 * The limits in front of every password check (the desk's login, the queue dashboard's basic auth): failed
 * logins per address — an IPv6 address by its /64 network — and 15 minutes. A flood is refused here before it
 * costs a database query or a hash. Counted in this process's memory: the limit protects this process's
 * threads and pool; the guess limit that holds across instances is the desk's lockout (platform/staff/login-throttle.ts).
 */
import { errorCodes } from '@sichtwerk/forms/error-body';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from '../errors/app-error.ts';

export const loginRateWindowMs = 15 * 60_000;
/** Twice the lockout's guesses: a guesser meets the lockout first, a flood meets this. */
export const failedLoginsPerWindow = 20;

export const tooManyLoginAttempts = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError({
    code: errorCodes.tooManyLoginAttempts,
    status: 429,
    message: `Zu viele fehlgeschlagene Anmeldungen. Bitte warte ${Math.ceil(seconds / 60)} Minuten und versuche es dann erneut.`,
    headers: { 'Retry-After': String(seconds) },
  });
};

export function loginRateLimit(): RequestHandler {
  return rateLimit({
    windowMs: loginRateWindowMs,
    limit: failedLoginsPerWindow,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unbekannt', 64),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, _res, next) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      next(tooManyLoginAttempts(resetTime ? (resetTime.getTime() - Date.now()) / 1000 : loginRateWindowMs / 1000));
    },
  });
}

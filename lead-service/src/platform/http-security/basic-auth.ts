/**
 * HTTP basic auth for the operator pages (/admin/queues, optionally /metrics). Credentials are compared as
 * SHA-256 digests with timingSafeEqual, so neither the length nor a common prefix of a guess shows in the
 * response time. Meant for use over HTTPS only (Caddy or the platform's proxy terminates TLS).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { errorCodes } from '@sichtwerk/forms/error-body';

export interface Credentials {
  user: string;
  password: string;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The user and password of an `Authorization: Basic …` header, or undefined when it is missing or malformed. */
export function parseBasicAuth(header: string | undefined): Credentials | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export function credentialsMatch(given: Credentials | undefined, expected: Credentials): boolean {
  if (!given) return false;
  // Both comparisons always run: stopping after a wrong user would tell an attacker the user was wrong.
  const userOk = timingSafeEqual(digest(given.user), digest(expected.user));
  const passwordOk = timingSafeEqual(digest(given.password), digest(expected.password));
  return userOk && passwordOk;
}

export function basicAuth(expected: Credentials, realm = 'Sichtwerk Betrieb'): RequestHandler {
  return (req, res, next) => {
    if (credentialsMatch(parseBasicAuth(req.headers.authorization), expected)) {
      next();
      return;
    }
    res
      .status(401)
      .set('WWW-Authenticate', `Basic realm="${realm}", charset="UTF-8"`)
      .set('Cache-Control', 'no-store')
      .json({ error: { code: errorCodes.loginRequired, message: 'Bitte melde dich mit Benutzername und Passwort an.' } });
  };
}

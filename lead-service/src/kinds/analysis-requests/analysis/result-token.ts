/**
 * The visitor's link to the result, /analyse/<token>: 32 random bytes (256 bits), base64url. Only the SHA-256
 * is stored (analysis_links); the token itself exists in the sent mail and in no log.
 */
import { createHash, randomBytes } from 'node:crypto';

export const resultPathPrefix = '/analyse/';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export function newResultToken(): string {
  return randomBytes(32).toString('base64url');
}

/** undefined for anything that cannot be a token, so a lookup is not even tried. */
export function resultTokenHash(token: string): Buffer | undefined {
  if (!tokenPattern.test(token)) return undefined;
  return createHash('sha256').update(token, 'utf8').digest();
}

export function resultUrl(serviceUrl: string, token: string): string {
  return `${serviceUrl.replace(/\/+$/, '')}${resultPathPrefix}${token}`;
}

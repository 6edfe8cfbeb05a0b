/**
 * Staff passwords as memory-hard hashes (scrypt): `scrypt$N$r$p$salt$hash`, salt and hash in base64. The
 * cost travels with the hash, so raising it later still verifies the old ones. N = 2^15 with r = 8 takes
 * 32 MiB and tens of milliseconds per guess: cheap for one login, expensive for a stolen table. The work runs
 * on the password threads (password-threads.ts), never on the pool that serves the site.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { passwordLimits } from '@sichtwerk/forms/desk/account-contract';
import { scryptOffThread } from './password-threads.ts';

const cost = { N: 2 ** 15, r: 8, p: 1 } as const;
const keyLength = 32;
/** scrypt needs 128·N·r bytes; the default maxmem (32 MiB) is exactly too small for N = 2^15. */
const maxmem = 64 * 1024 * 1024;

export const minimumPasswordLength = 12;
/** Long passphrases are fine; a megabyte is not something to hash per request. */
export const maximumPasswordLength = passwordLimits.max;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return scryptOffThread({ password: password.normalize('NFC'), salt, keyLength, N, r, p, maxmem });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost.N, cost.r, cost.p);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash no password matches (random salt and random key at today's cost): verifying against it costs what a
 * real check costs, so an unknown username answers as slowly as a known one.
 */
export const decoyHash: string = [
  'scrypt',
  cost.N,
  cost.r,
  cost.p,
  randomBytes(16).toString('base64'),
  randomBytes(keyLength).toString('base64'),
].join('$');

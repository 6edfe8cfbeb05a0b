/**
 * The links of the booking. The booking page (`/termin?vorgang=<lead>&s=<sig>`) is named by an HMAC of the
 * lead's id under BOOKING_LINK_SECRET (else FORM_TOKEN_SECRET, else a secret kept in DATA_DIR, so a restart of
 * `npm start` keeps every mailed link) — the receipt mail and the result page carry it, and nothing needs
 * storing; changing the secret invalidates the links already mailed. The same page for one call, which cancels or moves it (`/termin?t=<token>`), is opened by a random
 * 256-bit token per visitor mail, of which only the SHA-256 is stored (booking_tokens). Both sit in the query,
 * which the request log never writes (platform/http/request-log.ts). The buttons on the pages carry a key bound to
 * the call's id, its SEQUENCE and the action: one use changes the SEQUENCE or the status, so the same post
 * cannot act twice.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { Config } from '../platform/config/load-config.ts';
import { dataDirSecret } from '../platform/embedded/data-dir-secret.ts';

export const bookingPath = '/termin';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const signaturePattern = /^[A-Za-z0-9_-]{43}$/;

export interface BookingLinks {
  /** The booking page of an analysis request, absolute under the service's origin (SERVICE_URL, else SITE_URL). */
  bookingUrl(leadId: string): string;
  /** The lead the booking page's query names, if its signature is genuine. */
  leadOf(query: Record<string, unknown>): string | undefined;
  /** The key a page's button carries for one action on one state of the call. */
  actionKey(bookingId: string, sequence: number, action: string): string;
  checkActionKey(bookingId: string, sequence: number, action: string, given: unknown): boolean;
  /** `/termin?vorgang=…&s=…`, relative, for redirects. */
  bookingPathOf(leadId: string): string;
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createBookingLinks(config: Pick<Config, 'bookingLinkSecret' | 'formTokenSecret' | 'dataDir' | 'serviceUrl'>): BookingLinks {
  const secret = config.bookingLinkSecret ?? config.formTokenSecret ?? dataDirSecret(config.dataDir, 'booking-link-secret');
  const sign = (value: string) => createHmac('sha256', secret).update(`sichtwerk-booking:v1:${value}`, 'utf8').digest('base64url');
  const bookingPathOf = (leadId: string) => `${bookingPath}?vorgang=${leadId}&s=${sign(`lead:${leadId}`)}`;
  return {
    bookingPathOf,
    bookingUrl: (leadId) => `${config.serviceUrl.replace(/\/+$/, '')}${bookingPathOf(leadId)}`,
    leadOf(query) {
      const id = typeof query.vorgang === 'string' ? query.vorgang : '';
      const given = typeof query.s === 'string' ? query.s : '';
      if (!uuidPattern.test(id) || !signaturePattern.test(given)) return undefined;
      return sameText(given, sign(`lead:${id}`)) ? id : undefined;
    },
    actionKey: (bookingId, sequence, action) => sign(`action:${bookingId}:${sequence}:${action}`),
    checkActionKey: (bookingId, sequence, action, given) =>
      typeof given === 'string' && signaturePattern.test(given) && sameText(given, sign(`action:${bookingId}:${sequence}:${action}`)),
  };
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** A fresh token for one visitor mail's link; only its hash is stored. */
export async function issueManageToken(db: Queryable, bookingId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO booking_tokens (token_hash, booking_id) VALUES ($1, $2)', [hashOf(token), bookingId]);
  return token;
}

/** The call a manage link's token opens, if any. */
export async function bookingOfToken(db: Queryable, token: unknown): Promise<string | undefined> {
  if (typeof token !== 'string' || !tokenPattern.test(token)) return undefined;
  const { rows } = await db.query<{ booking_id: string }>('SELECT booking_id::text FROM booking_tokens WHERE token_hash = $1', [
    hashOf(token),
  ]);
  return rows[0]?.booking_id;
}

/** A call's manage link, absolute under the service's origin (SERVICE_URL, else SITE_URL). */
export const manageUrl = (serviceUrl: string, token: string) => `${serviceUrl.replace(/\/+$/, '')}${bookingPath}?t=${token}`;

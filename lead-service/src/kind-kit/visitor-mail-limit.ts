/**
 * At most N mails per day to one visitor mailbox, whichever form and whichever client typed it in: an
 * address nobody verified must not become a target that anyone can fill. Counted in Redis under an HMAC of
 * the mailbox (the address itself is never stored there); each count expires a day after its first mail.
 * The count is of mails sent: a send that fails gives its allowance back, so a mail-server outage of any
 * length costs no visitor mail. Spellings that reach one mailbox (case, `+tag`, dots at Gmail) count as one.
 */
import { createHmac } from 'node:crypto';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import { addressOf } from '../platform/mail/mail-formatting.ts';

export const visitorMailWindowMs = 24 * 60 * 60 * 1000;

export interface VisitorMailLimit {
  /** Counts one mail to the address; false when the day's allowance is used up (the mail must not go out). */
  admit(recipient: string): Promise<boolean>;
  /** Gives back the allowance admit() counted, for a mail that then was not sent. */
  giveBack(recipient: string): Promise<void>;
}

const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address reaches: lower case, without a `+tag`, and for Gmail without dots in the name. */
export function mailboxOf(recipient: string): string {
  const address = addressOf(recipient).toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (gmailDomains.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** Counts up only below the limit, so refused mails do not fill the count that given-back allowances free. */
const admitScript = `
local count = tonumber(redis.call('get', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return 0 end
if redis.call('incr', KEYS[1]) == 1 then redis.call('pexpire', KEYS[1], ARGV[2]) end
return 1`;

/** Only a count that still exists goes down: after its day ran out there is nothing to give back. */
const giveBackScript = `
if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then redis.call('decr', KEYS[1]) end
return 0`;

export interface VisitorMailLimitOptions {
  redis: RedisClient;
  /** Keys live under `<prefix>:mail-limit:` (QUEUE_PREFIX). */
  prefix: string;
  secret: string;
  /** Mails per address per 24 hours; 0 switches the limit off. */
  perDay: number;
}

/**
 * FORM_TOKEN_SECRET keys the HMAC, so every process counts alike. Without it the key is fixed: the counts
 * still work across processes, but the hashes are only as private as the address is hard to guess.
 */
export function visitorMailLimitSecret(config: { formTokenSecret: string | undefined }): string {
  return config.formTokenSecret ?? 'sichtwerk-visitor-mail-limit';
}

export function createVisitorMailLimit({ redis, prefix, secret, perDay }: VisitorMailLimitOptions): VisitorMailLimit {
  const keyOf = (recipient: string) =>
    `${prefix}:mail-limit:${createHmac('sha256', secret)
      .update(`visitor-mail:${mailboxOf(recipient)}`, 'utf8')
      .digest('base64url')}`;
  return {
    async admit(recipient) {
      if (perDay === 0) return true;
      return (await redis.eval(admitScript, 1, keyOf(recipient), perDay, visitorMailWindowMs)) === 1;
    },
    async giveBack(recipient) {
      if (perDay === 0) return;
      await redis.eval(giveBackScript, 1, keyOf(recipient));
    },
  };
}

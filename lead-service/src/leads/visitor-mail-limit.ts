/**
 * At most N mails per day to one visitor address, whichever form and whichever client typed it in: an
 * address nobody verified must not become a target that anyone can fill. Counted in Redis under an HMAC of
 * the lower-cased address (the address itself is never stored there); each count expires a day after its
 * first mail.
 */
import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { addressOf } from '../mail/mail-formatting.ts';

export const visitorMailWindowMs = 24 * 60 * 60 * 1000;

export interface VisitorMailLimit {
  /** Counts one mail to the address; false when the day's allowance is used up (the mail must not go out). */
  admit(recipient: string): Promise<boolean>;
}

export interface VisitorMailLimitOptions {
  redis: Redis;
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
  return {
    async admit(recipient) {
      if (perDay === 0) return true;
      const digest = createHmac('sha256', secret)
        .update(`visitor-mail:${addressOf(recipient).toLowerCase()}`, 'utf8')
        .digest('base64url');
      const key = `${prefix}:mail-limit:${digest}`;
      const count = await redis.incr(key);
      if (count === 1) await redis.pexpire(key, visitorMailWindowMs);
      return count <= perDay;
    },
  };
}

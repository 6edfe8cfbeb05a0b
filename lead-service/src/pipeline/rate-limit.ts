/**
 * Per-IP limits on the form endpoints, counted in Redis (rate-limit-redis) so every API instance shares
 * them. Two fixed windows: a short one against bursts and the privacy policy's window (15 minutes,
 * content/src/legal/datenschutz.ts dataRetention.rateLimitMinutes) against slow floods; each key expires
 * with its window, so nothing about an address outlives it.
 *
 * The key is not the address itself but an HMAC of it (IPv6 reduced to its /56 network first), so Redis and
 * its snapshots hold no IP addresses. Behind a proxy the address is Express's req.ip under TRUST_PROXY.
 *
 * When Redis is unreachable the limiter lets the request through: a lost lead costs more than a few
 * unlimited requests, and the rest of the pipeline already copes without Redis (the sweeper queues later).
 */
import { createHmac } from 'node:crypto';
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type ClientRateLimitInfo, type Logger as RateLimitLogger, type Options } from 'express-rate-limit';
import { masterNodes, type RedisClient } from '../platform/redis/redis-connection.ts';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from '../platform/errors/app-error.ts';
import type { Logger } from '../platform/logger.ts';

export interface FormRateLimitOptions {
  redis: RedisClient;
  /** Keys live under `<prefix>:rl:` (QUEUE_PREFIX, like the queues). */
  prefix: string;
  perMinute: number;
  perWindow: number;
  windowMs: number;
  /** Keys the HMAC of the client address. */
  secret: string;
  logger: Logger;
}

export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError({
    code: errorCodes.tooManyRequests,
    status: 429,
    message: 'Zu viele Anfragen in kurzer Zeit. Bitte warte einen Moment und versuche es dann erneut.',
    headers: { 'Retry-After': String(Math.max(1, retryAfterSeconds)) },
  });

/**
 * The store's raw commands. A cluster routes EVALSHA by its key but SCRIPT LOAD (no key) to any one node, so
 * the script is loaded on every master: the node that owns the key, also after a failover, knows it.
 */
function sendCommandTo(redis: RedisClient): (command: string, ...args: string[]) => Promise<RedisReply> {
  return async (command, ...args) => {
    if (command.toUpperCase() !== 'SCRIPT') return (await redis.call(command, ...args)) as RedisReply;
    const masters = masterNodes(redis);
    // A cluster client that has not fetched its slots yet knows no master: failing the load makes the store load
    // again on the next post (RecoveringRedisStore) instead of keeping no script at all and letting posts through.
    if (masters.length === 0) throw new Error('no Redis master known yet to load the rate limit script on');
    const replies = await Promise.all(masters.map((node) => node.call(command, ...args)));
    return replies[0] as RedisReply;
  };
}

/**
 * rate-limit-redis loads its Lua script once, in init(). If Redis is down at that moment (a start during an
 * outage, or a reload after Redis lost its script cache), the stored promise stays rejected and every later
 * call fails — the limiter would stay open for good. This store loads the script again after a failure and
 * logs an outage once, not per request.
 */
class RecoveringRedisStore extends RedisStore {
  private scriptFailed = false;
  private outage = false;
  private readonly logger: Logger;
  private readonly name: string;

  constructor(redis: RedisClient, prefix: string, logger: Logger, name: string) {
    super({ prefix, sendCommand: sendCommandTo(redis) });
    this.logger = logger;
    this.name = name;
  }

  private loadScript(): void {
    const loading = this.loadIncrementScript();
    loading.catch(() => {
      this.scriptFailed = true;
    });
    this.incrementScriptSha = loading;
  }

  override async init(options: Options): Promise<void> {
    this.windowMs = options.windowMs;
    this.loadScript();
  }

  override async increment(key: string): Promise<ClientRateLimitInfo> {
    if (this.scriptFailed) {
      this.scriptFailed = false;
      this.loadScript();
    }
    try {
      const result = await super.increment(key);
      if (this.outage) this.logger.info({ limiter: this.name }, 'rate limiter store back; limits apply again');
      this.outage = false;
      return result;
    } catch (error) {
      if (!this.outage) this.logger.warn({ err: error, limiter: this.name }, 'rate limiter store unavailable; letting form posts through');
      this.outage = true;
      throw error;
    }
  }
}

/** express-rate-limit's own messages (validation hints, store errors) go to pino; store errors are logged above. */
function limiterLogger(logger: Logger): RateLimitLogger {
  return {
    error: (error, message) => {
      if (message?.includes('error from store')) logger.debug({ err: error }, message);
      else logger.warn({ err: error }, message ?? 'express-rate-limit error');
    },
    warn: (error, message) => logger.warn({ err: error }, message ?? 'express-rate-limit warning'),
  };
}

/** One middleware for every form endpoint: both windows, or nothing when both limits are 0. */
export function formRateLimit(options: FormRateLimitOptions): RequestHandler {
  const { redis, prefix, secret, logger } = options;
  const keyGenerator = (req: { ip?: string | undefined }) =>
    createHmac('sha256', secret)
      .update(ipKeyGenerator(req.ip ?? 'unknown'))
      .digest('base64url')
      .slice(0, 32);

  const limiters: RequestHandler[] = [];
  const windows = [
    { name: 'minute', limit: options.perMinute, windowMs: 60_000 },
    { name: 'window', limit: options.perWindow, windowMs: options.windowMs },
  ];
  for (const { name, limit, windowMs } of windows) {
    if (limit <= 0) continue;
    limiters.push(
      rateLimit({
        windowMs,
        limit,
        keyGenerator,
        store: new RecoveringRedisStore(redis, `${prefix}:rl:${name}:`, logger, name),
        passOnStoreError: true,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        logger: limiterLogger(logger),
        handler: (req, _res, next) => {
          const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
          const seconds = resetTime ? Math.ceil((resetTime.getTime() - Date.now()) / 1000) : Math.ceil(windowMs / 1000);
          logger.info({ limiter: name, path: req.path }, 'form post rate-limited');
          next(tooManyRequests(seconds));
        },
      }),
    );
  }
  return (req, res, next) => {
    let index = 0;
    const run = (error?: unknown): void => {
      const limiter = limiters[index];
      index += 1;
      if (error !== undefined || !limiter) {
        next(error);
        return;
      }
      void limiter(req, res, run);
    };
    run();
  };
}

/**
 * The graceful end of an API instance behind a load balancer. After SIGTERM the instance keeps answering for
 * SHUTDOWN_DRAIN_MS while /readyz says 503, so the balancer's health check takes it out of rotation before the
 * server closes. Answers in that time carry `Connection: close`, so the balancer keeps no idle connection that
 * the close would cut just as it sends the next post down it (a 502 for the visitor, and a post a proxy must
 * not retry).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { RequestHandler } from 'express';

export interface Drain {
  readonly active: boolean;
  /** Starts draining and resolves when the drain time is over. */
  run(): Promise<void>;
  closeConnections: RequestHandler;
}

export function createDrain(drainMs: number): Drain {
  let active = false;
  return {
    get active() {
      return active;
    },
    async run() {
      active = true;
      if (drainMs > 0) await sleep(drainMs);
    },
    closeConnections(_req, res, next) {
      if (active) res.set('Connection', 'close');
      next();
    },
  };
}

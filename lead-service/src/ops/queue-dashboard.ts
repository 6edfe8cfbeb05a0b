/**
 * bull-board at /admin/queues: the operator sees waiting, delayed and failed jobs (with their error) and can
 * retry or remove them. Behind basic auth; without ADMIN_USER/ADMIN_PASSWORD it is not mounted at all, and
 * says so once in the log, so a forgotten password never means an open dashboard.
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from '../logger.ts';
import { basicAuth, type Credentials } from './basic-auth.ts';
import { sameOriginOnly } from './same-origin-only.ts';
import { errorCodes } from '@sichtwerk/forms/error-body';

export const dashboardPath = '/admin/queues';

export interface QueueDashboardOptions {
  queues: readonly Queue[];
  credentials: Credentials | undefined;
  logger: Logger;
}

/** Slows down password guessing: 20 failed logins per address and 15 minutes. */
function loginLimiter(): RequestHandler {
  return rateLimit({
    windowMs: 15 * 60_000,
    limit: 20,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { error: { code: errorCodes.tooManyLoginAttempts, message: 'Zu viele Anmeldeversuche. Bitte versuche es später erneut.' } },
  });
}

export function queueDashboard({ queues, credentials, logger }: QueueDashboardOptions): Router {
  const router = Router();
  if (!credentials) {
    logger.info('queue dashboard disabled: set ADMIN_USER and ADMIN_PASSWORD to enable /admin/queues');
    return router;
  }
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(dashboardPath);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Sichtwerk' } },
  });
  router.use(dashboardPath, sameOriginOnly(), loginLimiter(), basicAuth(credentials), serverAdapter.getRouter() as RequestHandler);
  return router;
}

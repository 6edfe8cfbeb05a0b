/**
 * GET /analyse/<token>: the visitor's personal result, in the site's layout, without script. A wrong, malformed,
 * erased or expired token gets one and the same German „nicht gefunden“ page (404), so the page tells nobody
 * whether a link ever existed. Lookups that find nothing are limited per address (an IPv6 address by its /64),
 * so guessing is hopeless on top of the 256-bit token; the token is never logged (this route has no request
 * log, and errors name no URL).
 */
import { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type pg from 'pg';
import { formAnswerClasses } from '@sichtwerk/content/form-answer';
import { pageFrameOf } from '../../../platform/http/form-post.ts';
import { servedPaths } from '../../../platform/http/service-path.ts';
import { sendPersonalPage } from '../../../platform/http/visitor-page.ts';
import { html } from '../../../platform/shared/html.ts';
import { findPublishedResult } from './analysis-repository.ts';
import { resultNotFoundPage, resultPage } from './result-page.ts';
import { resultPathPrefix, resultTokenHash } from './result-token.ts';

export const resultPaths = servedPaths("the analysis result, `/analyse/<token>` (the analysis mail's link)", [`${resultPathPrefix}*`]);

export interface ResultRouteOptions {
  pool: pg.Pool;
  retentionDays: number;
  /** The lead's booking page of the strategy call, as a path on this origin; absent → the callback form. */
  bookingPathOf?: (leadId: string) => string;
  /** Lookups without a result per address and window before 429. */
  missesPerWindow?: number;
  windowMs?: number;
}

export function resultRoutes(options: ResultRouteOptions): Router {
  const { pool, retentionDays, bookingPathOf, missesPerWindow = 20, windowMs = 15 * 60_000 } = options;
  const router = Router();
  const limit = rateLimit({
    windowMs,
    limit: missesPerWindow,
    skipSuccessfulRequests: true,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unbekannt', 64),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) =>
      sendPersonalPage(res, pageFrameOf(req.app), 429, {
        title: 'Zu viele Aufrufe',
        body: html`<h1 class="${formAnswerClasses.heading}">Zu viele Aufrufe</h1><p class="${formAnswerClasses.text}">Von deinem Anschluss kamen in kurzer Zeit zu viele Aufrufe von Links, die es nicht gibt. Bitte versuche es in einer Viertelstunde noch einmal.</p>`,
      }),
  });

  router.get(`${resultPathPrefix}:token`, limit, async (req, res) => {
    const hash = resultTokenHash(String(req.params.token));
    const result = hash ? await findPublishedResult(pool, hash, retentionDays) : undefined;
    const frame = pageFrameOf(req.app);
    if (!result) {
      await sendPersonalPage(res, frame, 404, resultNotFoundPage());
      return;
    }
    await sendPersonalPage(
      res,
      frame,
      200,
      resultPage({
        company: result.company,
        adviserName: result.adviserName,
        sentAt: result.sentAt,
        changedAt: result.version > 1 ? result.changedAt : null,
        retainUntil: result.retainUntil,
        content: result.content,
        ...(bookingPathOf ? { bookingHref: bookingPathOf(result.leadId) } : {}),
      }),
    );
  });
  return router;
}

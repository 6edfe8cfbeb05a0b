/**
 * GET /analyse/<token>: the visitor's personal result, in the site's layout, without script, adapted from its
 * table (result-page-endpoints.ts) and bound to its use case (show-result.ts). Lookups that find nothing are
 * limited per address (an IPv6 address by its /64), so guessing is hopeless on top of the 256-bit token; the token
 * is never logged (this route has no request log, and errors name no URL).
 */
import type { Router } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { formAnswerClasses } from '@sichtwerk/content/form-answer';
import { endpointRoutes } from '../../../platform/http/endpoint-routes.ts';
import { pageFrameOf } from '../../../platform/http/form-post.ts';
import { endpointPaths } from '../../../platform/http/service-path.ts';
import { sendPersonalPage } from '../../../platform/http/visitor-page.ts';
import { html } from '../../../platform/shared/html.ts';
import { resultPageEndpoints } from './result-page-endpoints.ts';
import { showResult, type ShowResultDependencies } from './show-result.ts';

export const resultPaths = endpointPaths("the analysis result, `/analyse/<token>` (the analysis mail's link)", [resultPageEndpoints]);

export interface ResultRouteOptions extends ShowResultDependencies {
  /** Lookups without a result per address and window before 429. */
  missesPerWindow?: number;
  windowMs?: number;
}

export function resultRoutes(options: ResultRouteOptions): Router {
  const { missesPerWindow = 20, windowMs = 15 * 60_000 } = options;
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

  return endpointRoutes(resultPageEndpoints, { show: { before: [limit], handle: ({ params }) => showResult(options, params.token) } });
}

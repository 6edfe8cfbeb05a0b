/**
 * Assembles the Express app from its parts. Everything with state (database, queue, mailer) comes in as a
 * dependency, so tests and the bench build the same app around their own resources.
 */
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from '../platform/errors/app-error.ts';
import { errorMiddleware } from '../platform/http/error-middleware.ts';
import { assignRequestId, resumeRequestId } from '../platform/http/request-id.ts';
import { requestLog } from '../platform/http/request-log.ts';
import type { PageFrame } from '../platform/http/form-post-pages.ts';
import { staticSite } from '../platform/http/static-site.ts';
import type { Logger } from '../platform/logger.ts';
import { securityHeaders } from '../platform/http-security/security-headers.ts';
import type { OpsHttp } from './service-ops.ts';

export interface AppDependencies {
  logger: Logger;
  /** The form endpoints (kind-kit/registry.ts createLeadRoutes). */
  leadRoutes: Router;
  siteDir: string;
  /** Where the service's pages send links to the site's pages when the site lives on another origin (platform/http/form-post-pages.ts). */
  siteLinks?: PageFrame['siteLinks'];
  trustProxy: readonly string[];
  /** Metrics, /healthz, /readyz, /metrics and /admin/queues (app/service-ops.ts); absent in the bench. */
  ops?: OpsHttp;
  /** `Connection: close` while the instance drains before it stops (ops/health/drain.ts). */
  drain?: RequestHandler;
  /** The plain form post's address below each form page, handed on to the kind's endpoint (pipeline/form-post-addresses.ts). */
  formPosts?: Router;
  /** The sales desk under /vertrieb (desk/desk-routes.ts). */
  desk?: Router;
  /** The visitor's booking pages under /termin (booking/booking-routes.ts). */
  booking?: Router;
  /** Pages the service renders for visitors in the site's layout, e.g. the analysis result /analyse/<token> (kind-kit/kind-services.ts). */
  visitorPages?: readonly Router[];
}

/** Form posts are a few hundred bytes; 16 kB leaves room and caps what one request can make us parse. */
export const jsonBodyLimit = '16kb';

/** A plain form post (no script) is held to the same size as its JSON twin; no form has more than a dozen fields. */
const formPostParser = express.urlencoded({
  extended: false,
  limit: jsonBodyLimit,
  parameterLimit: 32,
  type: 'application/x-www-form-urlencoded',
});

/** Under /api, as Express matches a mount path: case-insensitive, the prefix as a whole segment. */
function underApi(req: Request): boolean {
  const path = req.path;
  return path.length >= 4 && path.slice(0, 4).toLowerCase() === '/api' && (path.length === 4 || path[4] === '/');
}

/**
 * The desk's and the operator's routes live outside /api: a form post skips them instead of walking every one
 * of their layers (the router's matching was a measurable share of a post's CPU time, `npm run bench:api`).
 * The wrapper carries the router's `stack`, so a listing of the app's routes sees what is inside
 * (test/service-paths.test.ts holds every route to the declared paths).
 */
function outsideApi(router: Router): RequestHandler {
  return Object.assign((req: Request, res: Response, next: NextFunction) => (underApi(req) ? next() : router(req, res, next)), {
    stack: router.stack,
  });
}

/**
 * A JSON post to the API is answered with a few hundred bytes of JSON (the lead's id, or the German error),
 * below what compression compresses at all; skipping it saves its wrapping of every answer. Pages, files and
 * the plain form post's HTML answers are compressed as before.
 */
function compressUnlessJsonPost(): RequestHandler {
  const compress = compression();
  return (req, res, next) => (req.method === 'POST' && underApi(req) && req.is('application/json') ? next() : compress(req, res, next));
}

export function createApp(deps: AppDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  app.locals.siteDir = deps.siteDir;
  if (deps.siteLinks) app.locals.siteLinks = deps.siteLinks;
  app.set('trust proxy', deps.trustProxy.length > 0 ? [...deps.trustProxy] : false);
  app.use(assignRequestId);
  if (deps.drain) app.use(deps.drain);
  // Before everything that looks at the path: from here on such a post is one to /api.
  if (deps.formPosts) app.use(deps.formPosts);
  if (deps.ops) app.use(deps.ops.measure);
  app.use(securityHeaders());
  app.use(compressUnlessJsonPost());
  if (deps.desk) app.use(outsideApi(deps.desk));
  if (deps.ops) app.use(outsideApi(deps.ops.routes));

  app.use(
    '/api',
    requestLog(deps.logger),
    express.json({ limit: jsonBodyLimit, type: 'application/json' }),
    formPostParser,
    resumeRequestId,
  );
  app.use(deps.leadRoutes);
  if (deps.booking) app.use(deps.booking);
  app.use('/api', (_req, _res, next) => {
    next(new AppError({ code: errorCodes.notFound, status: 404, message: 'Diese Schnittstelle gibt es nicht.' }));
  });

  for (const pages of deps.visitorPages ?? []) app.use(pages);
  app.use(staticSite(deps.siteDir));
  app.use(errorMiddleware(deps.logger));
  return app;
}

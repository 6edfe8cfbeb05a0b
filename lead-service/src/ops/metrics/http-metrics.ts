/**
 * Counts and times every HTTP answer by the Express route pattern ('/api/contact-submissions'), never by the
 * raw URL: raw paths would let every scanner's probe create a new time series. Requests that match no route
 * are labelled by what answered them ('static' for the site's files, 'not_found', or the mount path of a
 * sub-app such as '/admin/queues/*').
 *
 * Leads received are counted here too: every form, whatever its kind, is a POST to /api/<kind> that answers
 * 201 only after its row is committed (the shared form route and use-case). Counting at this one point
 * covers every present and future form kind without each use-case having to remember it.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Metrics } from '../../platform/metrics.ts';

/** POST /api/<kind> → kind; the route pattern, so only registered form routes qualify. */
const formRoute = /^\/api\/([a-z][a-z0-9-]*)$/;

function routePattern(req: Request): string | undefined {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  if (req.baseUrl) return `${req.baseUrl}/*`;
  return undefined;
}

/**
 * Express matches paths case-insensitively and req.baseUrl keeps the spelling of the request, so the label is
 * lower-cased: otherwise every spelling of /api/Referrals would open a new series.
 */
export function routeLabel(pattern: string | undefined, status: number): string {
  if (pattern) return pattern.toLowerCase();
  if (status === 404) return 'not_found';
  return 'static';
}

export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // A mounted router resets req.baseUrl when the request leaves it, which can be before 'finish'; the
    // pattern is therefore taken when the headers go out, while the answering handler is still in charge.
    let pattern: string | undefined;
    const writeHead = res.writeHead;
    res.writeHead = function patchedWriteHead(this: Response, ...args: unknown[]) {
      pattern ??= routePattern(req);
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as typeof res.writeHead;

    res.once('finish', () => {
      const status = res.statusCode;
      const route = routeLabel(pattern ?? routePattern(req), status);
      const labels = { method: req.method, route, status_code: String(status) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      // A stored lead answers 201 to the script and 303 (to the thank-you or confirmation page) to a plain post.
      const kind = req.method === 'POST' && (status === 201 || status === 303) ? formRoute.exec(route)?.[1] : undefined;
      if (kind) metrics.leadsReceived.inc({ kind });
    });
    next();
  };
}

/**
 * GET /metrics in the Prometheus text format. METRICS_AUTH=true puts it behind the admin login. Without it,
 * /metrics answers only a direct request from this machine or a private network (Prometheus next to the
 * service, the compose network): not a client on the internet when `npm start` listens on 0.0.0.0, and not
 * anything a reverse proxy forwards (X-Forwarded-For, Forwarded, X-Real-IP). Everyone else gets a 404.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { servedPaths } from '../../platform/http/service-path.ts';
import { isPublicAddress } from '../../platform/shared/address-guard.ts';
import type { Metrics } from '../../platform/metrics.ts';

/** Prometheus scrapes each instance on the private network; Caddy never forwards it (infra/README.md). */
export const metricsPaths = servedPaths('Prometheus metrics', ['/metrics'], { internal: true });

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** A request straight from loopback or a private network, not relayed by a proxy. */
export function isInternalRequest(req: Request): boolean {
  if (forwardingHeaders.some((header) => req.get(header) !== undefined)) return false;
  const peer = req.socket.remoteAddress;
  return peer !== undefined && !isPublicAddress(peer);
}

const internalOnly: RequestHandler = (req, res, next) => {
  if (isInternalRequest(req)) return next();
  res.status(404).type('text/plain').send('Nicht gefunden.');
};

export function metricsRoute(metrics: Metrics, guard?: RequestHandler): Router {
  const router = Router();
  router.get('/metrics', guard ?? internalOnly, async (_req, res) => {
    res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store');
    res.send(await metrics.registry.metrics());
  });
  return router;
}

/**
 * GET /metrics in the Prometheus text format. Open by default, because in the compose stack only the
 * internal network reaches the api (Caddy does not forward /metrics); METRICS_AUTH=true puts it behind the
 * admin login for setups where the port is reachable from outside.
 */
import { Router, type RequestHandler } from 'express';
import type { Metrics } from './metrics.ts';

export function metricsRoute(metrics: Metrics, guard?: RequestHandler): Router {
  const router = Router();
  const handlers: RequestHandler[] = guard ? [guard] : [];
  router.get('/metrics', ...handlers, async (_req, res) => {
    res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store');
    res.send(await metrics.registry.metrics());
  });
  return router;
}

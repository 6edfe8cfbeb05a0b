/**
 * The website check's series on the service's /metrics: created on the process's registry when the check's
 * worker starts (the only place that counts checks), so generic metrics know nothing of the step.
 */
import { Counter, Histogram, type Registry } from 'prom-client';

export interface WebsiteCheckMetrics {
  /** Website checks finished, by result (ok, refused, unreachable, http-error, not-html). */
  readonly checks: Counter<'result'>;
  readonly duration: Histogram<'result'>;
}

// A worker restarted in the same process finds its series already on the registry (prom-client refuses a second).
const created = new WeakMap<Registry, WebsiteCheckMetrics>();

export function createWebsiteCheckMetrics(registry: Registry): WebsiteCheckMetrics {
  const existing = created.get(registry);
  if (existing) return existing;
  const registers = [registry];
  const metrics: WebsiteCheckMetrics = {
    checks: new Counter({
      name: 'website_checks_total',
      help: 'Automatic website checks of analysis requests, by result.',
      labelNames: ['result'],
      registers,
    }),
    duration: new Histogram({
      name: 'website_check_duration_seconds',
      help: 'Duration of one website check (home page, robots.txt, sitemap.xml), by result.',
      labelNames: ['result'],
      // A check is cut at 10 s.
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers,
    }),
  };
  created.set(registry, metrics);
  return metrics;
}

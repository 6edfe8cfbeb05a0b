/**
 * The service's Prometheus metrics, in a Registry of its own per process (not prom-client's global one), so
 * tests and several services in one process never share counters. The series every kind shares are created
 * here; a kind's step adds its own to the same registry when its worker starts (the website check's:
 * kinds/analysis-requests/website-check/check-metrics.ts).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  readonly registry: Registry;
  /** HTTP answers by method, Express route pattern and status. */
  readonly httpRequests: Counter<'method' | 'route' | 'status_code'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Form submissions stored (HTTP 201), by form kind. */
  readonly leadsReceived: Counter<'kind'>;
  /** E-mails accepted by the SMTP server (or written to the outbox), by mail kind. */
  readonly mailsSent: Counter<'kind'>;
  /** Failed send attempts, by mail kind and whether a retry can help ('transient') or not ('permanent'). */
  readonly mailsFailed: Counter<'kind' | 'reason'>;
  /** Rows deleted by the retention job, by form kind. */
  readonly retentionPurged: Counter<'kind'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service: 'lead-service' });
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to finished response, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      // Form posts take a few ms to one INSERT + one Redis add; the upper buckets catch a slow database.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    leadsReceived: new Counter({
      name: 'sichtwerk_leads_received_total',
      help: 'Form submissions stored, by form kind.',
      labelNames: ['kind'],
      registers,
    }),
    mailsSent: new Counter({
      name: 'sichtwerk_mails_sent_total',
      help: 'E-mails handed to the mail server, by mail kind.',
      labelNames: ['kind'],
      registers,
    }),
    mailsFailed: new Counter({
      name: 'sichtwerk_mails_failed_total',
      help: 'Failed e-mail send attempts, by mail kind and reason (transient: retried; permanent: given up).',
      labelNames: ['kind', 'reason'],
      registers,
    }),
    retentionPurged: new Counter({
      name: 'sichtwerk_retention_purged_total',
      help: 'Rows deleted by the retention job, by form kind.',
      labelNames: ['kind'],
      registers,
    }),
  };
}

/** A gauge whose value is read at scrape time; collect() may be async (prom-client awaits it). */
export function registerCollectedGauge<Label extends string>(
  metrics: Metrics,
  definition: { name: string; help: string; labelNames: readonly Label[]; collect: (gauge: Gauge<Label>) => Promise<void> },
): Gauge<Label> {
  return new Gauge<Label>({
    name: definition.name,
    help: definition.help,
    labelNames: definition.labelNames,
    registers: [metrics.registry],
    async collect() {
      await definition.collect(this);
    },
  });
}

/**
 * GET /healthz — the process is alive and its event loop answers (for a restart-on-hang probe; it checks no
 * dependency, so a database outage does not get every container restarted at once).
 * GET /readyz — PostgreSQL and Redis answer (for compose's depends_on and the operator's monitoring); 503 with
 * the failed dependency named, in German like every other answer of the service; 503 too while the instance
 * drains before it stops (drain.ts).
 * GET /readyz/instance — this instance takes requests: it answers and is not draining (for the load balancer).
 * It checks no shared dependency on purpose: PostgreSQL and Redis are the same for every instance, so their
 * outage would take all of them out and the balancer would answer with a bare 503 of its own. Behind it the
 * service does better: without Redis a post is stored and answered 201 (the sweeper queues it later), without
 * PostgreSQL the visitor gets the German "kurz nicht erreichbar" with Retry-After and keeps what they typed.
 */
import { type Response, Router } from 'express';
import { servedPaths } from '../../platform/http/service-path.ts';
import type { Drain } from './drain.ts';
import { checkReadiness, type DependencyCheck, type DependencyName } from './readiness.ts';
import { errorCodes } from '@sichtwerk/forms/error-body';

export const probePaths = servedPaths('health probes: liveness and readiness (monitoring, compose)', ['/healthz', '/readyz']);
/** Caddy checks each instance straight on the private network (infra/Caddyfile health_uri); nobody outside needs it. */
export const instanceCheckPaths = servedPaths("the balancer's check of one instance", ['/readyz/instance'], { internal: true });

const dependencyLabels: Record<DependencyName, string> = { postgres: 'PostgreSQL', redis: 'Redis' };

export function healthRoutes(checks: readonly DependencyCheck[], timeoutMs?: number, drain?: Pick<Drain, 'active'>): Router {
  const router = Router();
  const startedAt = Date.now();

  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  });

  const draining = (res: Response) => {
    res.set('Cache-Control', 'no-store').status(503);
    res.json({ status: 'wird beendet', error: { code: errorCodes.notReady, message: 'Der Dienst wird gerade beendet.' } });
  };

  router.get('/readyz/instance', (_req, res) => {
    if (drain?.active) return draining(res);
    res.set('Cache-Control', 'no-store').json({ status: 'bereit' });
  });

  router.get('/readyz', async (_req, res) => {
    if (drain?.active) return draining(res);
    const report = await checkReadiness(checks, timeoutMs);
    res.set('Cache-Control', 'no-store');
    const checkStates = Object.fromEntries(
      Object.entries(report.checks).map(([name, result]) => [name, result.ok ? 'ok' : `fehler: ${result.error ?? 'unbekannt'}`]),
    );
    if (report.ready) {
      res.json({ status: 'bereit', checks: checkStates });
      return;
    }
    const failed = checks.filter((check) => !report.checks[check.name]?.ok).map((check) => dependencyLabels[check.name]);
    const message =
      failed.length === 1
        ? `Der Dienst ist nicht bereit: ${failed[0]} antwortet nicht.`
        : `Der Dienst ist nicht bereit: ${failed.join(' und ')} antworten nicht.`;
    res.status(503).json({ status: 'nicht bereit', checks: checkStates, error: { code: errorCodes.notReady, message } });
  });

  return router;
}

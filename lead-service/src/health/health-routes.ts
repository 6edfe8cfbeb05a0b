/**
 * GET /healthz — the process is alive and its event loop answers (for a restart-on-hang probe; it checks no
 * dependency, so a database outage does not get every container restarted at once).
 * GET /readyz — PostgreSQL and Redis answer (for the load balancer and compose's depends_on); 503 with the
 * failed dependency named, in German like every other answer of the service; 503 too while the instance drains
 * before it stops (drain.ts).
 */
import { Router } from 'express';
import type { Drain } from './drain.ts';
import { checkReadiness, type DependencyCheck, type DependencyName } from './readiness.ts';
import { errorCodes } from '@sichtwerk/forms/error-body';

const dependencyLabels: Record<DependencyName, string> = { postgres: 'PostgreSQL', redis: 'Redis' };

export function healthRoutes(checks: readonly DependencyCheck[], timeoutMs?: number, drain?: Pick<Drain, 'active'>): Router {
  const router = Router();
  const startedAt = Date.now();

  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) });
  });

  router.get('/readyz', async (_req, res) => {
    if (drain?.active) {
      res.set('Cache-Control', 'no-store').status(503);
      res.json({ status: 'wird beendet', error: { code: errorCodes.notReady, message: 'Der Dienst wird gerade beendet.' } });
      return;
    }
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

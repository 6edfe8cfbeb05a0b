/**
 * `npm start`: the service with everything it needs, on a fresh machine too (embedded PGlite, a local or
 * spawned Redis, an .eml outbox). SIGTERM/SIGINT stop it gracefully and exit 0.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { kindVariablesOf } from './platform/config/kind-settings.ts';
import { loadConfig, withKindSettings } from './platform/config/load-config.ts';
import { exitOnStartupError } from './platform/errors/exit-on-startup-error.ts';
import { createPool } from './platform/db/pool.ts';
import { migrate } from './platform/db/migrate.ts';
import { withLocalSiteUrl } from './platform/embedded/local-site-url.ts';
import { resolveEmbedded } from './platform/embedded/resolve-embedded.ts';
import { createLogger } from './platform/logger.ts';
import { stopOnSignal } from './app/stop-on-signal.ts';

async function main(): Promise<void> {
  const config = withLocalSiteUrl(loadConfig(process.env), process.env);
  const logger = createLogger({ level: config.logLevel });
  // The service's modules load while the embedded database starts: together they are most of a start's wait.
  const modules = Promise.all([import('./app/server.ts'), import('./lead-forms.ts'), import('./kind-kit/registry.ts')]);
  modules.catch(() => undefined);
  const embedded = await resolveEmbedded(config, logger);
  const resolved = embedded.config;

  const migrationPool = createPool({ connectionString: resolved.databaseUrl, max: 1, statementTimeoutMs: 0, logger });
  let deskAccounts: number;
  try {
    await migrate(migrationPool, { logger });
    const { rows } = await migrationPool.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE disabled_at IS NULL');
    deskAccounts = rows[0]?.count ?? 0;
  } finally {
    await migrationPool.end();
  }

  const [{ start }, { leadForms }, { createLeadRegistry }] = await modules;
  const service = await start(withKindSettings(resolved, process.env, kindVariablesOf(leadForms)), createLeadRegistry(leadForms), {
    logger,
  });
  // Under `npm run dev` the site comes from Vite on its own port; this line must not pass the API off as the site.
  const servesSite = existsSync(path.join(resolved.siteDir, 'index.html'));
  logger.info(
    servesSite
      ? `Sichtwerk läuft auf ${service.url} (Website aus SITE_DIR und Lead-Service-API) · Vertriebs-Desk: ${service.url}/vertrieb/`
      : `Lead-Service-API läuft auf ${service.url} (ohne Website) · Vertriebs-Desk: ${service.url}/vertrieb/`,
  );
  // Until someone can log in, the desk is a login nobody passes: say how to make the first account.
  if (deskAccounts === 0) {
    logger.info(
      'Noch kein Konto für den Vertriebs-Desk. Das erste anlegen (fragt nach dem Passwort): npm run users -- add <benutzername> --role admin',
    );
  }

  stopOnSignal(logger, 'shutting down', () => service.stop().then(() => embedded.stop()));
}

main().catch(exitOnStartupError);

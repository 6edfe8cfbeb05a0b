/**
 * `npm start`: the service with everything it needs, on a fresh machine too (embedded PGlite, a local or
 * spawned Redis, an .eml outbox). SIGTERM/SIGINT stop it gracefully and exit 0.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { kindVariablesOf } from './config/kind-settings.ts';
import { loadConfig, withKindSettings } from './config/load-config.ts';
import { exitOnStartupError } from './errors/exit-on-startup-error.ts';
import { createPool } from './db/pool.ts';
import { migrate } from './db/migrate.ts';
import { withLocalSiteUrl } from './embedded/local-site-url.ts';
import { resolveEmbedded } from './embedded/resolve-embedded.ts';
import { createLogger } from './logger.ts';
import { stopOnSignal } from './stop-on-signal.ts';

async function main(): Promise<void> {
  const config = withLocalSiteUrl(loadConfig(process.env), process.env);
  const logger = createLogger({ level: config.logLevel });
  // The service's modules load while the embedded database starts: together they are most of a start's wait.
  const modules = Promise.all([import('./server.ts'), import('./leads/lead-forms.ts'), import('./leads/registry.ts')]);
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

/**
 * bull-board at /admin/queues: the operator sees waiting, delayed and failed jobs (with their error) and can
 * retry or remove them. An admin of the sales desk opens it with the desk session; basic auth
 * (ADMIN_USER/ADMIN_PASSWORD) stays for headless use. With neither it is not mounted at all, and says so once
 * in the log, so a forgotten password never means an open dashboard. It shows every queue of the one job list
 * (app/service-jobs.ts) and loads nothing from a third party: bull-board's page links Google Fonts, which is
 * taken out as the page is rendered (the UI falls back to system fonts).
 */
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Router, type Express, type Request, type RequestHandler } from 'express';
import type { Logger } from '../platform/logger.ts';
import { basicAuth, type Credentials } from '../platform/http-security/basic-auth.ts';
import { loginRateLimit } from '../platform/http-security/login-rate-limit.ts';
import { sameOriginOnly } from '../platform/http-security/same-origin-only.ts';
import { servedPaths } from '../platform/http/service-path.ts';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { html } from '../platform/shared/html.ts';

export const dashboardPath = '/admin/queues';

export const dashboardPaths = servedPaths('the queue dashboard (admin login)', [dashboardPath, `${dashboardPath}/*`]);

export interface QueueDashboardOptions {
  queues: readonly Queue[];
  credentials: Credentials | undefined;
  /** Whether a request carries an admin's sales-desk session (platform/staff/desk-session.ts): the operators' one login. */
  deskAdmin?: (req: Request) => Promise<boolean>;
  logger: Logger;
}

/** The desk session first; without one, basic auth (headless use) or the way to the desk's login. */
function dashboardLogin(credentials: Credentials | undefined, deskAdmin: QueueDashboardOptions['deskAdmin']): RequestHandler {
  const basic = credentials ? basicAuth(credentials) : undefined;
  return async (req, res, next) => {
    if (deskAdmin && (await deskAdmin(req))) return next();
    if (basic) return basic(req, res, next);
    const message = 'Bitte melde dich im Vertriebs-Desk (/vertrieb/) als Administration an.';
    res.status(401).set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex, nofollow');
    // A person in a browser (a sales account following a link) reads a page; a script gets the JSON error.
    // JSON comes first: a client that accepts anything (*/*) gets the first type res.format names.
    res.format({
      json: () => res.json({ error: { code: errorCodes.loginRequired, message } }),
      html: () => res.type('html').send(loginPage),
      default: () => res.json({ error: { code: errorCodes.loginRequired, message } }),
    });
  };
}

const loginPage =
  String(html`<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Warteschlangen – nur für die Administration</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #0f172a">
<h1 style="font-size: 1.4rem">Die Warteschlangen sind nur für die Administration</h1>
<p>Dein Konto darf diese Seite nicht öffnen. Melde dich im Vertriebs-Desk mit einem Konto der Administration an und öffne sie dort über „Warteschlangen“.</p>
<p><a href="/vertrieb/">Zum Vertriebs-Desk</a></p></body></html>`);

/**
 * bull-board's German texts as it ships them, with the plural its translation lacks ("4 Job" → "4 Jobs"); served
 * in place of its file, which the dashboard loads from <base>/static/locales/de-DE/messages.json.
 */
function germanMessages(): string {
  const ui = path.dirname(createRequire(import.meta.url).resolve('@bull-board/ui/package.json'));
  const messages = JSON.parse(readFileSync(path.join(ui, 'dist', 'static', 'locales', 'de-DE', 'messages.json'), 'utf8')) as {
    DASHBOARD?: Record<string, string>;
  };
  return JSON.stringify({ ...messages, DASHBOARD: { ...messages.DASHBOARD, JOBS_COUNT_other: '{{count}} Jobs' } });
}

/** Stylesheets and other links to another origin (bull-board's Google Fonts), which the admin CSP would block anyway. */
const thirdPartyLink = /<link\b[^>]*\bhref="(?:https?:)?\/\/[^"]*"[^>]*>\s*/gi;

type RenderEngine = (file: string, options: object, callback: (error: Error | null, html?: string) => void) => void;

/**
 * Renders bull-board's page through its own engine, minus links to other origins: the operator's browser need not
 * tell Google about every dashboard visit, nor log a CSP violation for it.
 */
function withoutThirdPartyLinks(app: Express): void {
  const engines = (app as unknown as { engines: Record<string, RenderEngine | undefined> }).engines;
  const render = engines['.ejs'];
  if (!render) throw new Error('bull-board renders its page with an engine other than ejs: check queue-dashboard.ts');
  app.engine('ejs', (file, options, callback) =>
    render(file, options, (error, html) => callback(error, html?.replace(thirdPartyLink, ''))),
  );
}

export function queueDashboard({ queues, credentials, deskAdmin, logger }: QueueDashboardOptions): Router {
  const router = Router();
  if (!credentials && !deskAdmin) {
    logger.info('queue dashboard disabled: set ADMIN_USER and ADMIN_PASSWORD to enable /admin/queues');
    return router;
  }
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(dashboardPath);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    // German whatever the browser's language: the operators are the desk's staff.
    options: { uiConfig: { boardTitle: 'Sichtwerk', locale: { lng: 'de-DE' } } },
  });
  withoutThirdPartyLinks(serverAdapter.getRouter() as Express);
  const messages = germanMessages();
  router.use(
    dashboardPath,
    sameOriginOnly('Änderungen am Dashboard sind nur von seiner eigenen Seite aus möglich.'),
    loginRateLimit(),
    dashboardLogin(credentials, deskAdmin),
    Router().get('/static/locales/de-DE/messages.json', (_req, res) => {
      res.type('json').set('Cache-Control', 'no-store').send(messages);
    }),
    serverAdapter.getRouter() as RequestHandler,
  );
  return router;
}

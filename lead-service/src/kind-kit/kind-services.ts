/**
 * What a kind may run beyond its form, declared in its descriptor (define-lead-form.ts `services`) and started
 * by the generic parts that are handed the registry: routes in the desk's API and pages for visitors in the
 * web process, jobs of its own in the one job list (app/service-jobs.ts: queue, worker, sweep), and additions to
 * the DSGVO export. The analysis request's written analysis is one (kinds/analysis-requests/analysis/).
 */
import type { DeskTool } from '@sichtwerk/forms/desk/lead-contract';
import type { Router } from 'express';
import type pg from 'pg';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import type { DeclaredJob, JobQueues } from '../platform/jobs/define-job.ts';
import type { Metrics } from '../platform/metrics.ts';
import type { SessionTimes } from '../platform/staff/sessions.ts';
import type { ServedPaths } from '../platform/http/service-path.ts';
import type { Logger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type { MailSettings } from './lead-mail.ts';
import type { VisitorMailLimit } from './visitor-mail-limit.ts';

export interface KindServiceDependencies {
  config: ResolvedConfig;
  pool: pg.Pool;
  /** The producer connection (enableOfflineQueue: false). */
  producer: RedisClient;
  /** The process's queues: the kind's own jobs are added through them. */
  queues: JobQueues;
  sessionTimes: SessionTimes;
  settings: MailSettings;
  logger: Logger;
}

export interface RunningKindServices {
  /** Mounted under /vertrieb/api before the desk's own routes, with the kind's own body parser. */
  readonly deskApi?: Router;
  /** Pages for visitors, before the static site. */
  readonly visitorPages?: Router;
}

/** What a kind's jobs (its services' and its step's) are handed by the host of the one job list. */
export interface KindJobContext {
  config: ResolvedConfig;
  pool: pg.Pool;
  /** The producer connection (enableOfflineQueue: false): a sweep's adds fail at once while Redis is away. */
  producer: RedisClient;
  mailer: Mailer;
  settings: MailSettings;
  visitorMailLimit: VisitorMailLimit;
  metrics?: Metrics;
  logger: Logger;
}

export interface KindServices {
  /** The desk's cards for these services' routes, shown on the kind's leads (the written analysis: 'analysis'). */
  readonly deskTools?: readonly DeskTool[];
  /** The paths its visitor pages answer, declared beside their routes (app/service-paths.ts collects them). */
  readonly paths?: readonly ServedPaths[];
  start(deps: KindServiceDependencies): RunningKindServices;
  /** The kind's own jobs (platform/jobs/define-job.ts), run by the host of the one job list. */
  readonly jobs?: readonly DeclaredJob<unknown, KindJobContext>[];
  /** Adds what the kind keeps besides its row to its exported leads (objects of exportObjects, `kind` = table with dashes). */
  exportExtras?(pool: pg.Pool, objects: Array<Record<string, unknown>>): Promise<Array<Record<string, unknown>>>;
}

/** 'contact-submissions': a kind's table name with dashes, as exported objects, the API path and the CLI's --kind spell it. */
export function kindOfTable(table: string): string {
  return table.replace(/_/g, '-');
}

/** Every kind's export additions over the exported objects, in the kinds' order. */
export async function withKindExports(
  forms: readonly { readonly services?: KindServices }[],
  pool: pg.Pool,
  objects: Array<Record<string, unknown>>,
): Promise<Array<Record<string, unknown>>> {
  let result = objects;
  for (const form of forms) if (form.services?.exportExtras) result = await form.services.exportExtras(pool, result);
  return result;
}

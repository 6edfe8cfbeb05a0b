/**
 * The form routes of the kinds a process is handed (registry.ts): POST on each kind's endpoint, the form
 * protection around them and the confirmation step of a doubted plain post.
 */
import { formCopy } from '@sichtwerk/content/form-copy';
import { pages } from '@sichtwerk/content/routes';
import { Router } from 'express';
import type pg from 'pg';
import { createConfirmationRoutes } from './confirmation/confirmation-routes.ts';
import { servedPaths } from '../platform/http/service-path.ts';
import type { Logger } from '../platform/logger.ts';
import type { LeadQueue } from './lead-queue.ts';
import type { ScheduleReminders } from './reminders/schedule-reminders.ts';
import { formNameOf, type FormProtection } from './form-protection.ts';
import { formRoute } from './form-route.ts';
import { hasVisitorMail, type MailSettings } from '../kind-kit/lead-mail.ts';
import type { LeadRepositories } from './lead-wiring.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import { createSubmitLead } from './submit-lead.ts';

export const formApiPaths = servedPaths("the form API: every form's endpoint, its form token and CORS", ['/api/*']);

export interface LeadRouteDependencies {
  registry: LeadRegistry;
  repositories: LeadRepositories;
  leadQueue: LeadQueue;
  logger: Logger;
  /** CORS, form token, rate limit and spam screening for every form (form-protection.ts); absent → none. */
  protection?: FormProtection;
  /** Adds a stored lead's reminder jobs (reminders/); absent → only the sweeper adds them. */
  scheduleReminders?: ScheduleReminders;
  /** With protection, the confirmation step of a form sent without a valid token (pipeline/confirmation/) needs these. */
  pool?: pg.Pool;
  mailSettings?: MailSettings;
}

/**
 * POST on each kind's endpoint, and around them, once for all kinds, the form protection: CORS and
 * GET /api/form-token first, then the rate limit on every form post, and the spam screening inside each
 * kind's use-case.
 */
export function createLeadRoutes(deps: LeadRouteDependencies): Router {
  const { registry, repositories, leadQueue, logger, protection, scheduleReminders, pool, mailSettings } = deps;
  const router = Router();
  if (protection) {
    router.use(protection.routes);
    router.post(
      registry.forms.map((form) => form.endpoint),
      protection.limit,
    );
  }
  const confirmation =
    protection && pool && mailSettings
      ? createConfirmationRoutes({ registry, pool, repositories, leadQueue, protection, settings: mailSettings, logger })
      : undefined;
  if (confirmation) router.use(confirmation.routes);
  for (const form of registry.forms) {
    const { kind } = form;
    const repository = repositories[kind];
    const screen = protection?.screen.bind(undefined, formNameOf(form.endpoint));
    const submit = createSubmitLead({
      kind,
      store: repository.insert,
      markEnqueued: repository.markEnqueued,
      leadQueue,
      logger,
      ...(screen ? { screen } : {}),
      ...(scheduleReminders ? { scheduleReminders } : {}),
    });
    router.use(
      formRoute(
        form.endpoint,
        form.table.schema,
        submit,
        {
          form: pages[form.page].path,
          thanks: pages[form.thankYouPage].path,
          // A kind without its own copy (a story's) gets the plain German button.
          correction: { fields: form.table.fields, submitLabel: (formCopy as Partial<typeof formCopy>)[kind]?.submitLabel ?? 'Absenden' },
          // The confirmation step asks for the visitor's receipt; a kind without one (no e-mail field) has nothing
          // to hold back, so its doubted plain post goes to the thank-you page, which promises no mail.
          ...(confirmation && hasVisitorMail(form) ? { confirmation: (id: string) => confirmation.linkFor(form, id) } : {}),
        },
        { recordsSource: form.recordsSource !== false },
      ),
    );
  }
  return router;
}

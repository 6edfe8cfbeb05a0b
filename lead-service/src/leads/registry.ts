/**
 * Wires every form kind (lead-forms.ts) to the database, the mail settings and the HTTP routes: the
 * repositories, the pipeline handlers (worker and sweeper) and the form routes (app). Nothing here names a
 * kind; each is taken from its descriptor.
 */
import { formPageOf, thankYouPageOf } from '@sichtwerk/content/routes';
import { Router } from 'express';
import type pg from 'pg';
import type { Config } from '../config/load-config.ts';
import type { Logger } from '../logger.ts';
import type { LeadQueue } from '../queue/lead-queue.ts';
import type { ScheduleReminders } from '../reminders/schedule-reminders.ts';
import { formNameOf, type FormProtection } from './form-protection.ts';
import { formRoute } from './form-route.ts';
import type { LeadForm, LeadOf, LeadTable } from './define-lead-form.ts';
import { anyLeadForms, type LeadKind } from './lead-forms.ts';
import { createLeadKindHandler, type LeadKindHandler } from './lead-kind.ts';
import { hasVisitorMail } from './lead-mail.ts';
import type { MailSettings } from './lead-mail.ts';
import { createLeadRepository, type LeadRepository } from './lead-repository.ts';
import { createSubmitLead } from './submit-lead.ts';
import { createConfirmationRoutes } from '../confirmation/confirmation-routes.ts';
import { createBookingLinks } from '../booking/booking-links.ts';

export type LeadRepositories = Readonly<Record<LeadKind, LeadRepository<LeadOf<LeadTable>, Record<string, unknown>>>>;

function byKind<T>(make: (form: LeadForm) => T): Readonly<Record<LeadKind, T>> {
  return Object.freeze(Object.fromEntries(anyLeadForms.map((form) => [form.kind, make(form)])) as Record<LeadKind, T>);
}

export function createLeadRepositories(pool: pg.Pool): LeadRepositories {
  return byKind((form) => createLeadRepository(pool, form));
}

export function mailSettingsFrom(config: Config): MailSettings {
  return {
    mailFrom: config.mailFrom,
    salesEmail: config.salesEmail,
    backofficeEmail: config.backofficeEmail,
    siteUrl: config.siteUrl,
    bookingUrl: createBookingLinks(config).bookingUrl,
  };
}

/** One handler per kind, for the worker (dispatch by job kind) and the sweeper (Object.values). */
export function createLeadKindHandlers(
  repositories: LeadRepositories,
  settings: MailSettings,
): Readonly<Record<LeadKind, LeadKindHandler>> {
  return byKind((form) => createLeadKindHandler(form, repositories[form.kind as LeadKind], settings));
}

export interface LeadRouteDependencies {
  repositories: LeadRepositories;
  leadQueue: LeadQueue;
  logger: Logger;
  /** CORS, form token, rate limit and spam screening for every form (form-protection.ts); absent → none. */
  protection?: FormProtection;
  /** Adds a stored lead's reminder jobs (reminders/); absent → only the sweeper adds them. */
  scheduleReminders?: ScheduleReminders;
  /** With protection, the confirmation step of a form sent without a valid token (confirmation/) needs these. */
  pool?: pg.Pool;
  mailSettings?: MailSettings;
}

/**
 * POST on each kind's endpoint, and around them, once for all kinds, the form protection: CORS and
 * GET /api/form-token first, then the rate limit on every form post, and the spam screening inside each
 * kind's use-case.
 */
export function createLeadRoutes(deps: LeadRouteDependencies): Router {
  const { repositories, leadQueue, logger, protection, scheduleReminders, pool, mailSettings } = deps;
  const router = Router();
  if (protection) {
    router.use(protection.routes);
    router.post(
      anyLeadForms.map((form) => form.endpoint),
      protection.limit,
    );
  }
  const confirmation =
    protection && pool && mailSettings
      ? createConfirmationRoutes({ pool, repositories, leadQueue, protection, settings: mailSettings, logger })
      : undefined;
  if (confirmation) router.use(confirmation.routes);
  for (const form of anyLeadForms) {
    const kind = form.kind as LeadKind;
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
      formRoute(form.endpoint, form.table.schema, submit, {
        form: formPageOf(kind).path,
        thanks: thankYouPageOf(kind).path,
        // The confirmation step asks for the visitor's receipt; a kind without one (no e-mail field) has nothing
        // to hold back, so its doubted plain post goes to the thank-you page, which promises no mail.
        ...(confirmation && hasVisitorMail(form) ? { confirmation: (id: string) => confirmation.linkFor(form, id) } : {}),
      }),
    );
  }
  return router;
}

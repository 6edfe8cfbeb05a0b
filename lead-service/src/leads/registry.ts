/**
 * The one place that lists every form kind: their repositories, their pipeline handlers (worker and
 * sweeper) and their routes (app). Adding a form means a folder with schema, repository, mails, kind and
 * routes, a migration, and one line in each function here.
 */
import { Router } from 'express';
import type pg from 'pg';
import { cancellationKind } from '../cancellations/kind.ts';
import { createCancellationRepository, type CancellationRepository } from '../cancellations/repository.ts';
import { cancellationPath, cancellationRoutes } from '../cancellations/routes.ts';
import type { Config } from '../config.ts';
import { contactMessageKind } from '../contact-messages/kind.ts';
import { createContactMessageRepository, type ContactMessageRepository } from '../contact-messages/repository.ts';
import { contactMessagePath, contactMessageRoutes } from '../contact-messages/routes.ts';
import { contactSubmissionKind } from '../contact-submissions/kind.ts';
import { createContactSubmissionRepository, type ContactSubmissionRepository } from '../contact-submissions/repository.ts';
import { contactSubmissionPath, contactSubmissionRoutes } from '../contact-submissions/routes.ts';
import type { Logger } from '../logger.ts';
import type { LeadQueue } from '../queue/lead-queue.ts';
import { referralKind } from '../referrals/kind.ts';
import { createReferralRepository, type ReferralRepository } from '../referrals/repository.ts';
import { referralPath, referralRoutes } from '../referrals/routes.ts';
import { formNameOf, type FormProtection } from './form-protection.ts';
import { createLeadKindHandler, type LeadKind, type LeadKindHandler } from './lead-kind.ts';
import type { MailSettings } from './lead-mail.ts';
import { createSubmitLead } from './submit-lead.ts';

/** Each kind's endpoint; its last segment names the form for the time token (form-protection.ts). */
export const formPaths: Readonly<Record<LeadKind, string>> = Object.freeze({
  'contact-submission': contactSubmissionPath,
  'contact-message': contactMessagePath,
  referral: referralPath,
  cancellation: cancellationPath,
});

/**
 * The tables the form kinds declare: the only ones the operator tools and the retention job may read or
 * delete from, whatever else lives in the same schema.
 */
export const leadTableNames: readonly string[] = Object.freeze(
  [contactSubmissionKind, contactMessageKind, referralKind, cancellationKind].map((definition) => definition.table.name),
);

/** The names GET /api/form-token accepts: 'contact-submissions', 'contact-messages', 'referrals', 'cancellations'. */
export const formNames: readonly string[] = Object.freeze(Object.values(formPaths).map(formNameOf));

export interface LeadRepositories {
  contactSubmissions: ContactSubmissionRepository;
  contactMessages: ContactMessageRepository;
  referrals: ReferralRepository;
  cancellations: CancellationRepository;
}

export function createLeadRepositories(pool: pg.Pool): LeadRepositories {
  return {
    contactSubmissions: createContactSubmissionRepository(pool),
    contactMessages: createContactMessageRepository(pool),
    referrals: createReferralRepository(pool),
    cancellations: createCancellationRepository(pool),
  };
}

export function mailSettingsFrom(config: Config): MailSettings {
  return {
    mailFrom: config.mailFrom,
    salesEmail: config.salesEmail,
    backofficeEmail: config.backofficeEmail,
    siteUrl: config.siteUrl,
    websiteCheckWaitMs: config.websiteCheckConcurrency === 0 ? 0 : config.websiteCheckWaitMs,
  };
}

/** One handler per kind, for the worker (dispatch by job kind) and the sweeper (Object.values). */
export function createLeadKindHandlers(
  repositories: LeadRepositories,
  settings: MailSettings,
): Readonly<Record<LeadKind, LeadKindHandler>> {
  return Object.freeze({
    'contact-submission': createLeadKindHandler(contactSubmissionKind, repositories.contactSubmissions, settings),
    'contact-message': createLeadKindHandler(contactMessageKind, repositories.contactMessages, settings),
    referral: createLeadKindHandler(referralKind, repositories.referrals, settings),
    cancellation: createLeadKindHandler(cancellationKind, repositories.cancellations, settings),
  });
}

export interface LeadRouteDependencies {
  repositories: LeadRepositories;
  leadQueue: LeadQueue;
  logger: Logger;
  /** Stored with each analysis request (analysis-offer.ts); the other forms ask for no consent. */
  consentVersion: string;
  /** CORS, form token, rate limit and spam screening for every form (form-protection.ts); absent → none. */
  protection?: FormProtection;
}

/**
 * POST /api/contact-submissions, /api/contact-messages, /api/referrals and /api/cancellations, and around
 * them, once for all kinds, the form protection: CORS and GET /api/form-token first, then the rate limit on
 * every form post, and the spam screening inside each kind's use-case.
 */
export function createLeadRoutes({ repositories, leadQueue, logger, consentVersion, protection }: LeadRouteDependencies): Router {
  const { contactSubmissions, contactMessages, referrals, cancellations } = repositories;
  const common = (kind: LeadKind) => {
    const form = formNameOf(formPaths[kind]);
    return { kind, leadQueue, logger, ...(protection ? { screen: protection.screen.bind(undefined, form) } : {}) };
  };
  const router = Router();
  if (protection) {
    router.use(protection.routes);
    router.post(Object.values(formPaths), protection.limit);
  }
  router.use(
    contactSubmissionRoutes(
      createSubmitLead({
        ...common('contact-submission'),
        store: (input, spamReason) => contactSubmissions.insert(input, consentVersion, spamReason),
        markEnqueued: contactSubmissions.markEnqueued,
      }),
    ),
    contactMessageRoutes(
      createSubmitLead({ ...common('contact-message'), store: contactMessages.insert, markEnqueued: contactMessages.markEnqueued }),
    ),
    referralRoutes(createSubmitLead({ ...common('referral'), store: referrals.insert, markEnqueued: referrals.markEnqueued })),
    cancellationRoutes(
      createSubmitLead({ ...common('cancellation'), store: cancellations.insert, markEnqueued: cancellations.markEnqueued }),
    ),
  );
  return router;
}

/**
 * The one place that lists every form kind: their repositories, their pipeline handlers (worker and
 * sweeper) and their routes (app). Adding a form means a folder with schema, repository, mails, kind and
 * routes, a migration, and one line in each function here.
 */
import { Router } from 'express';
import type pg from 'pg';
import { cancellationKind } from '../cancellations/kind.ts';
import { createCancellationRepository, type CancellationRepository } from '../cancellations/repository.ts';
import { cancellationRoutes } from '../cancellations/routes.ts';
import type { Config } from '../config.ts';
import { contactMessageKind } from '../contact-messages/kind.ts';
import { createContactMessageRepository, type ContactMessageRepository } from '../contact-messages/repository.ts';
import { contactMessageRoutes } from '../contact-messages/routes.ts';
import { contactSubmissionKind } from '../contact-submissions/kind.ts';
import { createContactSubmissionRepository, type ContactSubmissionRepository } from '../contact-submissions/repository.ts';
import { contactSubmissionRoutes } from '../contact-submissions/routes.ts';
import type { Logger } from '../logger.ts';
import type { LeadQueue } from '../queue/lead-queue.ts';
import { referralKind } from '../referrals/kind.ts';
import { createReferralRepository, type ReferralRepository } from '../referrals/repository.ts';
import { referralRoutes } from '../referrals/routes.ts';
import { createLeadKindHandler, type LeadKind, type LeadKindHandler, type MailSettings } from './lead-kind.ts';
import { createSubmitLead } from './submit-lead.ts';

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
  };
}

/** One handler per kind, for the worker (dispatch by job kind) and the sweeper (Object.values). */
export function createLeadKindHandlers(repositories: LeadRepositories, settings: MailSettings): Readonly<Record<LeadKind, LeadKindHandler>> {
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
}

/** POST /api/contact-submissions, /api/contact-messages, /api/referrals and /api/cancellations. */
export function createLeadRoutes({ repositories, leadQueue, logger, consentVersion }: LeadRouteDependencies): Router {
  const { contactSubmissions, contactMessages, referrals, cancellations } = repositories;
  const common = { leadQueue, logger };
  const router = Router();
  router.use(
    contactSubmissionRoutes(
      createSubmitLead({
        ...common,
        kind: 'contact-submission',
        store: (input) => contactSubmissions.insert(input, consentVersion),
        markEnqueued: contactSubmissions.markEnqueued,
      }),
    ),
    contactMessageRoutes(
      createSubmitLead({ ...common, kind: 'contact-message', store: contactMessages.insert, markEnqueued: contactMessages.markEnqueued }),
    ),
    referralRoutes(createSubmitLead({ ...common, kind: 'referral', store: referrals.insert, markEnqueued: referrals.markEnqueued })),
    cancellationRoutes(
      createSubmitLead({ ...common, kind: 'cancellation', store: cancellations.insert, markEnqueued: cancellations.markEnqueued }),
    ),
  );
  return router;
}

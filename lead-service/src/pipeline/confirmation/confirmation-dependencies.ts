/** What the confirmation step's use cases are built from. */
import type pg from 'pg';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import type { LeadRegistry } from '../../kind-kit/registry.ts';
import type { Logger } from '../../platform/logger.ts';
import type { FormProtection } from '../form-protection.ts';
import type { LeadQueue } from '../lead-queue.ts';
import type { LeadRepositories } from '../lead-wiring.ts';
import type { ConfirmationLinks } from './confirmation-links.ts';

export interface ConfirmationDependencies {
  registry: LeadRegistry;
  pool: pg.Pool;
  repositories: LeadRepositories;
  leadQueue: LeadQueue;
  protection: FormProtection;
  settings: MailSettings;
  logger: Logger;
}

export interface ConfirmationUseCaseDependencies extends Omit<ConfirmationDependencies, 'registry'> {
  links: ConfirmationLinks;
}

/**
 * Each form kind's step (leads/lead-step.ts), started from its descriptor: the queue in every process (the
 * lead worker adds to it, the dashboard shows it); the worker only where workers run (start-workers.ts).
 */
import type { Queue } from 'bullmq';
import type { RedisClient } from '../queue/redis-connection.ts';
import type pg from 'pg';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { ResolvedConfig } from '../config/load-config.ts';
import { leadReferenceOf } from '../leads/define-lead-form.ts';
import type { MailSettings } from '../leads/lead-mail.ts';
import type { LeadStepService } from '../leads/lead-step.ts';
import type { LeadRepositories } from '../leads/lead-wiring.ts';
import type { LeadRegistry } from '../leads/registry.ts';
import type { Logger } from '../logger.ts';

export type LeadSteps = Readonly<Partial<Record<FormKind, LeadStepService>>>;

export interface LeadStepsOptions {
  registry: LeadRegistry;
  config: ResolvedConfig;
  pool: pg.Pool;
  producer: RedisClient;
  repositories: LeadRepositories;
  settings: MailSettings;
  logger: Logger;
}

export function startLeadSteps({ registry, repositories, ...context }: LeadStepsOptions): LeadSteps {
  const steps: Partial<Record<FormKind, LeadStepService>> = {};
  for (const form of registry.forms) {
    const { kind } = form;
    if (!form.step) continue;
    steps[kind] = form.step.start({
      ...context,
      leads: repositories[kind],
      reference: (id) => leadReferenceOf(form, id),
    });
  }
  return Object.freeze(steps);
}

export const stepQueues = (steps: LeadSteps): Queue[] => Object.values(steps).map((step) => step.queue);

export async function closeStepQueues(steps: LeadSteps): Promise<void> {
  for (const step of Object.values(steps)) await step.closeQueue();
}

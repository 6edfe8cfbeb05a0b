/**
 * Each form kind's step (kind-kit/lead-step.ts), started from its descriptor: the queue in every process (the
 * lead worker adds to it, the dashboard shows it); the worker only where workers run (start-workers.ts).
 */
import type { Queue } from 'bullmq';
import type { RedisClient } from '../platform/redis/redis-connection.ts';
import type pg from 'pg';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import { leadReferenceOf } from '../kind-kit/define-lead-form.ts';
import type { MailSettings } from '../kind-kit/lead-mail.ts';
import type { LeadStepService } from '../kind-kit/lead-step.ts';
import type { LeadRepositories } from './lead-wiring.ts';
import type { LeadRegistry } from '../kind-kit/registry.ts';
import type { Logger } from '../platform/logger.ts';

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

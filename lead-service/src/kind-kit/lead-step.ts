/**
 * A kind's own job beside its mails that one of its mails waits for, for a bounded time (the analysis
 * notification waits for the website check, kinds/analysis-requests/website-check/). The lead's job adds the step's
 * job as its BullMQ child and parks in 'waiting-children' (pipeline/lead-job.ts): BullMQ moves it back to the
 * queue the moment the child completes or fails, atomically, however the two jobs interleave. A delayed
 * wait-end job releases it at the bound if the child has not finished by then.
 */
import type { JobsOptions } from 'bullmq';
import type { ResolvedConfig } from '../platform/config/load-config.ts';
import type { DeclaredJob } from '../platform/jobs/define-job.ts';
import type { KindJobContext } from './kind-services.ts';

export interface LeadStep<Lead, Mail extends string> {
  /** The mail that waits for the step. */
  readonly mail: Mail;
  /** Whether the lead still needs the step: false once it is done or when there is nothing to do. */
  needed(lead: Lead): boolean;
  /** The queue of the step's job: the lead job adds to it. */
  readonly queue: string;
  /** The step's job (platform/jobs/define-job.ts) for the one job list, reading the kind's leads as its mails see them. */
  job(leads: StepLeads<Lead>): DeclaredJob<unknown, KindJobContext>;
  /** The step's job for one lead. */
  jobFor(leadId: string): LeadStepJob;
  /** Longest the mail waits after the lead's submission; 0 switches the step off. */
  waitMs(config: ResolvedConfig): number;
}

export interface StepLeads<Lead> {
  /** The kind's leads, as the mails see them. */
  findById(id: string): Promise<Lead | undefined>;
  /** The lead's reference (define-lead-form.ts leadReferenceOf): its mails' Message-IDs derive from it. */
  reference(leadId: string): string;
}

/** The step's job for one lead; its id must not be all digits nor contain ':' (BullMQ). */
export interface LeadStepJob {
  name: string;
  data: Record<string, unknown>;
  opts: JobsOptions & { jobId: string };
}

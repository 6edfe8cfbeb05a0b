/**
 * The website check as the analysis request's step (kind-kit/lead-step.ts): the sales notification waits for it,
 * at most WEBSITE_CHECK_WAIT_MS after submission. The lead's job adds the check's job (check-job.ts) as its child.
 */
import type { LeadStep } from '../../../kind-kit/lead-step.ts';
import type { AnalysisRequestLead } from '../table.ts';
import { websiteCheckJob, websiteCheckJobFor, websiteCheckQueueName, websiteCheckWaitMs } from './check-job.ts';

export const websiteCheckStep = Object.freeze<LeadStep<AnalysisRequestLead, 'notification'>>({
  mail: 'notification',
  // Leads without a website have nothing to check; a stored check is done (a retried job keeps the first).
  needed: (lead: AnalysisRequestLead) => Boolean(lead.website) && !lead.websiteCheck,
  queue: websiteCheckQueueName,
  job: (leads) => websiteCheckJob(leads),
  jobFor: websiteCheckJobFor,
  waitMs: websiteCheckWaitMs,
});

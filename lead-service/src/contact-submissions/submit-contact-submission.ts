/**
 * Stores an analysis request and queues its e-mails. The row is committed first: once the visitor sees
 * success, the lead exists even if Redis is down. A failed enqueue is only logged — the sweeper adds the job
 * later — because the visitor's part is done and an error toast would only provoke a duplicate submission.
 */
import type { Logger } from '../logger.ts';
import type { LeadQueue } from '../queue/lead-queue.ts';
import type { ContactSubmissionRepository } from './repository.ts';
import type { ContactSubmission } from './schema.ts';

export interface SubmitDependencies {
  repository: ContactSubmissionRepository;
  leadQueue: LeadQueue;
  logger: Logger;
  consentVersion: string;
}

export interface SubmitResult {
  id: string;
  submittedAt: Date;
}

export type SubmitContactSubmission = (submission: ContactSubmission) => Promise<SubmitResult>;

export function createSubmitContactSubmission(deps: SubmitDependencies): SubmitContactSubmission {
  return async (submission) => {
    const { id, submittedAt } = await deps.repository.insert(submission, deps.consentVersion);
    const logger = deps.logger.child({ leadId: id });
    try {
      await deps.leadQueue.enqueue(id);
      await deps.repository.markEnqueued(id);
      logger.info('contact submission stored and queued');
    } catch (error) {
      logger.warn({ err: error }, 'contact submission stored but not queued; the sweeper will queue it');
    }
    return { id, submittedAt };
  };
}

/**
 * The use-case behind every form: store the row, then queue its e-mails. The row is committed first: once the
 * visitor sees success, the lead exists even if Redis is down. A failed enqueue is only logged — the sweeper
 * adds the job later — because the visitor's part is done and an error toast would only provoke a duplicate.
 */
import type { Logger } from '../logger.ts';
import type { LeadQueue } from '../queue/lead-queue.ts';
import type { LeadKind } from './lead-kind.ts';

export interface SubmitResult {
  id: string;
  submittedAt: Date;
}

export type SubmitLead<Input> = (input: Input) => Promise<SubmitResult>;

export interface SubmitDependencies<Input> {
  kind: LeadKind;
  /** Inserts the validated input (the kind's repository); resolves once the row is committed. */
  store(input: Input): Promise<SubmitResult>;
  markEnqueued(id: string): Promise<void>;
  leadQueue: LeadQueue;
  logger: Logger;
}

export function createSubmitLead<Input>(deps: SubmitDependencies<Input>): SubmitLead<Input> {
  return async (input) => {
    const { id, submittedAt } = await deps.store(input);
    const logger = deps.logger.child({ leadId: id, leadKind: deps.kind });
    try {
      await deps.leadQueue.enqueue({ kind: deps.kind, id });
      await deps.markEnqueued(id);
      logger.info('lead stored and queued');
    } catch (error) {
      logger.warn({ err: error }, 'lead stored but not queued; the sweeper will queue it');
    }
    return { id, submittedAt };
  };
}

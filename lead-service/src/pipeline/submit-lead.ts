/**
 * The use-case behind every form: screen the submission, store the row, then queue its e-mails. The row is
 * committed first: once the visitor sees success, the lead exists even if Redis is down. A failed enqueue is
 * only logged — the sweeper adds the job later — because the visitor's part is done and an error toast would
 * only provoke a duplicate.
 *
 * Spam is answered exactly like a lead (201, same shape) so a program learns nothing, but the row carries
 * its `spam_reason`; a held one (honeypot, too fast) is never queued, and the worker and the sweeper skip it
 * too (kind-kit/spam.ts). If PostgreSQL is unreachable nothing is stored and the visitor hears so (503).
 */
import { isDatabaseUnavailable } from '../platform/db/database-errors.ts';
import { errorCodes } from '@sichtwerk/forms/error-body';
import { AppError } from '../platform/errors/app-error.ts';
import type { Logger } from '../platform/logger.ts';
import type { LeadQueue } from './lead-queue.ts';
import type { ScheduleReminders } from './reminders/schedule-reminders.ts';
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { LeadSource } from './lead-source.ts';
import type { SubmitResult } from './lead-repository.ts';
import { isHeld, type SpamReason } from '../kind-kit/spam.ts';

/** What the form protection's fields said (form-route.ts takes them off the body); both unchecked. */
export interface FormSignals {
  honeypot?: unknown;
  token?: unknown;
  /** Where the lead came from (lead-source.ts), already bounded; stored with it, never screened. */
  source?: LeadSource | undefined;
}

/** The stored lead and the form protection's verdict (a plain form post's answer depends on it). */
export interface SubmittedLead extends SubmitResult {
  spamReason: SpamReason | null;
}

export type SubmitLead<Input> = (input: Input, signals?: FormSignals) => Promise<SubmittedLead>;

export interface SubmitDependencies<Input> {
  kind: FormKind;
  /** Inserts the validated input with its spam flag (the kind's repository); resolves once the row is committed. */
  store(input: Input, spamReason: SpamReason | null, source?: LeadSource | null): Promise<SubmitResult>;
  markEnqueued(id: string): Promise<void>;
  /** The form protection's verdict (form-protection.ts); without it nothing is flagged. */
  screen?(signals: FormSignals): Promise<SpamReason | null>;
  leadQueue: LeadQueue;
  /** Adds the lead's reminder jobs (pipeline/reminders/schedule-reminders.ts); absent → the sweeper adds them. */
  scheduleReminders?: ScheduleReminders;
  logger: Logger;
}

export const databaseUnavailable = new AppError({
  code: errorCodes.storageUnavailable,
  status: 503,
  message:
    'Wir sind gerade kurz nicht erreichbar – deine Anfrage ist noch nicht bei uns angekommen. Deine Eingaben bleiben erhalten: Bitte sende sie in einer halben Minute noch einmal.',
  headers: { 'Retry-After': '30' },
});

export function createSubmitLead<Input>(deps: SubmitDependencies<Input>): SubmitLead<Input> {
  return async (input, signals = {}) => {
    const spamReason = (await deps.screen?.(signals)) ?? null;
    let stored: SubmitResult;
    try {
      stored = await deps.store(input, spamReason, signals.source ?? null);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      deps.logger.warn({ err: error, leadKind: deps.kind }, 'database unreachable; submission refused with 503');
      throw databaseUnavailable;
    }
    const { id, reference, submittedAt } = stored;
    // The lead's fields on each line instead of a child logger: a child costs pino an allocation per post.
    const lead = { leadId: id, leadKind: deps.kind };
    // The reminders and the mail job are independent Redis writes: side by side, the visitor waits for one round trip less.
    const reminders = deps.scheduleReminders?.({ kind: deps.kind, id, submittedAt }).catch((error: unknown) => {
      deps.logger.warn({ ...lead, err: error }, 'reminders not scheduled; the sweeper will add them');
    });
    if (isHeld(spamReason)) {
      await reminders;
      deps.logger.info({ ...lead, spamReason }, 'spam stored for review; not mailed');
      return { id, reference, submittedAt, spamReason };
    }
    try {
      await deps.leadQueue.enqueue({ kind: deps.kind, id });
      // The mark is the sweeper's bookkeeping, not the visitor's business: a row without it is looked at again
      // after SWEEP_MIN_AGE_MS and its job id makes the add a no-op, so the answer does not wait for its commit.
      deps.markEnqueued(id).catch((error: unknown) => {
        deps.logger.warn({ ...lead, err: error }, 'lead queued but not marked; the sweeper will mark it');
      });
      deps.logger.info(spamReason ? { ...lead, spamReason } : lead, 'lead stored and queued');
    } catch (error) {
      deps.logger.warn({ ...lead, err: error }, 'lead stored but not queued; the sweeper will queue it');
    }
    await reminders;
    return { id, reference, submittedAt, spamReason };
  };
}

/**
 * Sends a row's e-mails that are not held back (lead-kind.ts holdUntil), each at most once, for any kind: a mail whose `<mail>_sent_at` is set is skipped, so a
 * retry after a partial failure sends only what is missing. Transient failures throw and BullMQ retries with
 * backoff; permanent ones (SMTP 5xx) are recorded on the row and end the job without retry.
 */
import { UnrecoverableError } from 'bullmq';
import type { Logger } from '../logger.ts';
import { describeMailFailure, isPermanentMailFailure } from '../mail/smtp-failure.ts';
import type { Mailer } from '../mail/transport.ts';
import type { LeadKindHandler } from './lead-kind.ts';

export interface SendDependencies {
  mailer: Mailer;
  logger: Logger;
}

export interface AttemptInfo {
  /** True when BullMQ will not retry after this attempt, so a transient failure must be recorded now. */
  lastAttempt: boolean;
}

export async function sendUnsentMails(
  handler: LeadKindHandler,
  id: string,
  attempt: AttemptInfo,
  deps: SendDependencies,
): Promise<{ heldUntil?: Date }> {
  const logger = deps.logger.child({ leadId: id, leadKind: handler.kind });
  const unsent = await handler.unsentMails(id);
  if (!unsent) {
    logger.warn('lead no longer exists; nothing to send');
    return {};
  }
  const { mails, heldUntil } = unsent;

  let transient: unknown;
  const permanent: string[] = [];
  // Every mail is tried even if an earlier one fails: a bad visitor address must not keep the team uninformed.
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      const description = describeMailFailure(error);
      if (isPermanentMailFailure(error)) {
        logger.error({ mail: mail.kind, reason: description }, 'mail rejected permanently; not retrying');
        await handler.pipeline.recordMailError(id, mail.kind, description);
        permanent.push(mail.kind);
      } else {
        logger.warn({ mail: mail.kind, reason: description, lastAttempt: attempt.lastAttempt }, 'mail failed; will retry');
        if (attempt.lastAttempt) await handler.pipeline.recordMailError(id, mail.kind, `nach allen Versuchen: ${description}`);
        transient ??= error;
      }
      continue;
    }
    await handler.pipeline.markMailSent(id, mail.kind);
    logger.info({ mail: mail.kind }, 'mail sent');
  }

  if (transient) throw transient;
  if (permanent.length > 0) throw new UnrecoverableError(`permanently rejected: ${permanent.join(', ')}`);
  return heldUntil ? { heldUntil } : {};
}

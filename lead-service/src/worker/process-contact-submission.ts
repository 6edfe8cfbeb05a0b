/**
 * Sends a lead's two e-mails, each at most once: a mail whose *_sent_at is set is skipped, so a retry after
 * a partial failure sends only what is missing. Transient failures throw and BullMQ retries with backoff;
 * permanent ones (SMTP 5xx) are recorded on the row and end the job without retry.
 */
import { UnrecoverableError } from 'bullmq';
import type { ContactSubmissionRepository, MailKind, StoredContactSubmission } from '../contact-submissions/repository.ts';
import type { Logger } from '../logger.ts';
import { buildConfirmationMessage } from '../mail/confirmation-message.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { buildNotificationMessage } from '../mail/notification-message.ts';
import { describeMailFailure, isPermanentMailFailure } from '../mail/smtp-failure.ts';
import type { Mailer } from '../mail/transport.ts';

export interface ProcessDependencies {
  repository: ContactSubmissionRepository;
  mailer: Mailer;
  logger: Logger;
  mailFrom: string;
  salesEmail: string;
}

export interface AttemptInfo {
  /** True when BullMQ will not retry after this attempt, so a transient failure must be recorded now. */
  lastAttempt: boolean;
}

function pendingMails(lead: StoredContactSubmission, deps: ProcessDependencies): MailMessage[] {
  const mails: MailMessage[] = [];
  if (!lead.confirmationSentAt && !lead.confirmationError) {
    mails.push(buildConfirmationMessage(lead, { mailFrom: deps.mailFrom, replyTo: deps.salesEmail }));
  }
  if (!lead.notificationSentAt && !lead.notificationError) {
    mails.push(buildNotificationMessage(lead, { mailFrom: deps.mailFrom, salesEmail: deps.salesEmail }));
  }
  return mails;
}

export async function processContactSubmission(
  leadId: string,
  attempt: AttemptInfo,
  deps: ProcessDependencies,
): Promise<void> {
  const logger = deps.logger.child({ leadId });
  const lead = await deps.repository.findById(leadId);
  if (!lead) {
    logger.warn('lead no longer exists; nothing to send');
    return;
  }

  let transient: unknown;
  const permanent: MailKind[] = [];
  // Both mails are tried even if the first fails: a bad visitor address must not keep sales uninformed.
  for (const mail of pendingMails(lead, deps)) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      const description = describeMailFailure(error);
      if (isPermanentMailFailure(error)) {
        logger.error({ mail: mail.kind, reason: description }, 'mail rejected permanently; not retrying');
        await deps.repository.recordMailError(lead.id, mail.kind, description);
        permanent.push(mail.kind);
      } else {
        logger.warn({ mail: mail.kind, reason: description, lastAttempt: attempt.lastAttempt }, 'mail failed; will retry');
        if (attempt.lastAttempt) await deps.repository.recordMailError(lead.id, mail.kind, `nach allen Versuchen: ${description}`);
        transient ??= error;
      }
      continue;
    }
    await deps.repository.markMailSent(lead.id, mail.kind);
    logger.info({ mail: mail.kind }, 'mail sent');
  }

  if (transient) throw transient;
  if (permanent.length > 0) throw new UnrecoverableError(`permanently rejected: ${permanent.join(', ')}`);
}

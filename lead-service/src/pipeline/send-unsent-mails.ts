/**
 * Sends a row's e-mails, each at most once, for any kind: a mail whose `<mail>_sent_at` is set is skipped, so
 * a retry after a partial failure sends only what is missing; a mail that waits for the kind's step
 * (kind-kit/lead-step.ts) is left for a later run of the same job. Transient failures throw and BullMQ retries with
 * backoff, and after the last attempt the sweeper starts a new job; permanent ones (SMTP 5xx) are recorded on
 * the row and end the job without retry.
 */
import { UnrecoverableError } from 'bullmq';
import type { Logger } from '../platform/logger.ts';
import { describeMailFailure, isPermanentMailFailure } from '../platform/mail/smtp-failure.ts';
import type { Mailer } from '../platform/mail/transport.ts';
import type { LeadKindHandler, PendingMails } from './lead-kind.ts';
import { isHeld, type SpamReason } from '../kind-kit/spam.ts';
import type { VisitorMailLimit } from '../kind-kit/visitor-mail-limit.ts';
import { visitorMailSkipped } from './visitor-mail-skipped.ts';

export interface SendDependencies {
  mailer: Mailer;
  logger: Logger;
  /** Per-address daily allowance of visitor mails; absent → unlimited. */
  visitorMailLimit?: VisitorMailLimit;
}

/**
 * A lead whose form token was missing, forged, replayed or expired may come from a program that typed a
 * stranger's address: the team hears about it, the typed address does not.
 */
function unverified(reason: SpamReason | null): boolean {
  return reason !== null && !isHeld(reason);
}

export interface AttemptInfo {
  /**
   * True when BullMQ will not retry after this attempt. A transient failure is still not recorded as final:
   * the mail stays pending and the sweeper queues it again, so a mail-server outage of any length loses nothing.
   */
  lastAttempt: boolean;
}

export async function sendUnsentMails(
  handler: LeadKindHandler,
  id: string,
  attempt: AttemptInfo,
  deps: SendDependencies,
  /** Runs before anything is sent (the worker starts the kind's step there) and names the mails to leave out this time. */
  prepare?: (pending: PendingMails) => Promise<readonly string[]>,
): Promise<{ held: readonly string[] }> {
  const logger = deps.logger.child({ leadId: id, leadKind: handler.kind });
  const pending = await handler.unsentMails(id);
  if (!pending) {
    logger.warn('lead no longer exists; nothing to send');
    return { held: [] };
  }
  const held = (await prepare?.(pending)) ?? [];

  let transient: unknown;
  const permanent: string[] = [];
  let visitorTried = false;
  // Every mail is tried even if an earlier one fails: a bad visitor address must not keep the team uninformed.
  for (const planned of pending.mails.filter((mail) => !held.includes(mail.kind))) {
    // The team's mail says what the visitor got (receipt-line.ts): composed again once the visitor's was tried.
    const mail =
      planned.audience === 'team' && visitorTried
        ? ((await handler.unsentMails(id))?.mails.find((again) => again.kind === planned.kind) ?? planned)
        : planned;
    if (mail.audience === 'visitor') {
      visitorTried = true;
      const skip = unverified(pending.spamReason)
        ? visitorMailSkipped.unverified
        : (await (deps.visitorMailLimit?.admit(mail.to) ?? true))
          ? undefined
          : visitorMailSkipped.limit;
      if (skip) {
        logger.info({ mail: mail.kind, reason: skip }, 'visitor mail not sent');
        await handler.pipeline.recordMailError(id, mail.kind, skip);
        continue;
      }
    }
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      // The allowance counts mails sent: this one was not, so the retry (or the next lead) may use it.
      if (mail.audience === 'visitor')
        await deps.visitorMailLimit
          ?.giveBack(mail.to)
          .catch((giveBackError: unknown) => logger.warn({ err: giveBackError }, 'visitor mail allowance not given back'));
      const description = describeMailFailure(error);
      if (isPermanentMailFailure(error)) {
        logger.error({ mail: mail.kind, reason: description }, 'mail rejected permanently; not retrying');
        await handler.pipeline.recordMailError(id, mail.kind, description);
        permanent.push(mail.kind);
      } else {
        if (attempt.lastAttempt)
          logger.error({ mail: mail.kind, reason: description }, 'mail failed on the last attempt; the sweeper queues it again');
        else logger.warn({ mail: mail.kind, reason: description }, 'mail failed; will retry');
        transient ??= error;
      }
      continue;
    }
    await handler.pipeline.markMailSent(id, mail.kind);
    logger.info({ mail: mail.kind }, 'mail sent');
  }

  if (transient) throw transient;
  if (permanent.length > 0) throw new UnrecoverableError(`permanently rejected: ${permanent.join(', ')}`);
  return { held };
}

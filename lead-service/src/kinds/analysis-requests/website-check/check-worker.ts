/**
 * Runs website checks. The lead's job waits for a check as its BullMQ parent (website-checks.ts), so storing
 * the result and completing is all it takes to let the notification go, now with the findings. When the
 * notification went out without them (the wait was over), the findings follow in the notification's thread.
 * Leads without a website are skipped.
 */
import { Worker } from 'bullmq';
import type { RedisClient } from '../../../platform/redis/redis-connection.ts';
import type { AnalysisRequestLead } from '../table.ts';
import { composeMail } from '../../../kind-kit/compose-mail.ts';
import { teamMail, type MailSettings } from '../../../kind-kit/lead-mail.ts';
import type { LeadStepContext } from '../../../kind-kit/lead-step.ts';
import type { Logger } from '../../../platform/logger.ts';
import { messageIdFor } from '../../../platform/mail/mail-formatting.ts';
import type { Mailer } from '../../../platform/mail/transport.ts';
import type { WebsiteCheckMetrics } from './check-metrics.ts';
import { websiteCheckQueueName, type WebsiteCheckJobData } from './check-queue.ts';
import { websiteCheckFollowUp } from './mail-section.ts';
import type { WebsiteCheckRepository } from './repository.ts';
import { runWebsiteCheck } from './run-check.ts';
import { systemResolve, type Resolve } from './safe-fetch.ts';

export interface WebsiteCheckWorkerOptions {
  connection: RedisClient;
  prefix: string;
  concurrency: number;
  allowHosts: readonly string[];
  /** Longest the notification waits for the check after submission (WEBSITE_CHECK_WAIT_MS). */
  waitMs: number;
  leads: LeadStepContext<AnalysisRequestLead>['leads'];
  /** The lead's reference, for the follow-up's thread (kind-kit/define-lead-form.ts leadReferenceOf). */
  reference(leadId: string): string;
  checks: WebsiteCheckRepository;
  mailer: Mailer;
  settings: MailSettings;
  metrics?: WebsiteCheckMetrics;
  logger: Logger;
  /** The resolver the check uses; the system's unless a story stands in a failing one. */
  resolve?: Resolve;
}

export function createWebsiteCheckWorker(options: WebsiteCheckWorkerOptions): Worker<WebsiteCheckJobData> {
  const { connection, prefix, concurrency, leads, checks, logger, settings } = options;

  /**
   * The findings go out on their own only when the notification cannot have carried them: it was sent before
   * the check was stored, or the check came after the wait, when the notification no longer waits for it.
   * (A notification composed while the check existed always includes it; the wait guarantees that within its bound.)
   */
  async function sendFollowUp(leadId: string): Promise<void> {
    const lead = await leads.findById(leadId);
    if (!lead?.websiteCheck || lead.websiteCheck.followUpSentAt || !lead.notificationSentAt) return;
    const checkedAt = lead.websiteCheck.checkedAt.getTime();
    const sentBeforeCheck = lead.notificationSentAt.getTime() < checkedAt;
    const checkAfterWait = checkedAt >= lead.submittedAt.getTime() + options.waitMs;
    if (!sentBeforeCheck && !checkAfterWait) return;
    const check = lead.websiteCheck;
    const reference = options.reference(lead.id);
    const mail = composeMail(
      'website-check',
      teamMail<AnalysisRequestLead>('salesEmail', 'email', (l) => websiteCheckFollowUp(l.company, check)),
      lead,
      reference,
      settings,
    );
    await options.mailer.send({ ...mail, inReplyTo: messageIdFor(reference, 'notification', settings.mailFrom) });
    await checks.markFollowUpSent(lead.id);
  }

  const worker = new Worker<WebsiteCheckJobData>(
    websiteCheckQueueName,
    async (job) => {
      const { leadId } = job.data;
      const log = logger.child({ leadId });
      const lead = await leads.findById(leadId);
      if (!lead?.website) return;
      if (!lead.websiteCheck) {
        const result = await runWebsiteCheck(lead.website, lead.phone, {
          allowHosts: options.allowHosts,
          resolve: options.resolve ?? systemResolve,
        });
        // A resolver that failed for now says nothing about the site: BullMQ tries once more after the retry
        // delay (check-queue.ts); only the last attempt stores the "bitte selbst ansehen" finding.
        if (result.temporary && job.attemptsMade + 1 < (job.opts.attempts ?? 1)) {
          log.info('website check met a temporary resolver failure; tried again later');
          throw new Error('Namensauflösung vorübergehend gestört; der Check wird später wiederholt');
        }
        options.metrics?.checks.inc({ result: result.outcome });
        options.metrics?.duration.observe({ result: result.outcome }, result.durationMs / 1000);
        await checks.save(leadId, result);
        log.info({ outcome: result.outcome, durationMs: Math.round(result.durationMs) }, 'website checked');
      }
      await sendFollowUp(leadId);
    },
    { connection, prefix, concurrency },
  );
  worker.on('error', (error) => logger.debug({ err: error }, 'website check worker error'));
  worker.on('failed', (job, error) => {
    if (job) logger.warn({ leadId: job.data.leadId, err: error }, 'website check job failed');
  });
  return worker;
}

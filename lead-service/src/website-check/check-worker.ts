/**
 * Runs website checks. After storing a result it either wakes the lead's mail job (the notification waits for
 * the check and now includes it) or, when the notification already went out, sends the findings as a
 * follow-up in the notification's thread. Held-spam leads and leads without a website are skipped.
 */
import { Worker, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { analysisRequestForm } from '../analysis-requests/form.ts';
import type { AnalysisRequestLead } from '../analysis-requests/table.ts';
import { composeMail } from '../leads/compose-mail.ts';
import { leadReference } from '../leads/lead-forms.ts';
import { teamMail, type MailSettings } from '../leads/lead-mail.ts';
import type { LeadRepository } from '../leads/lead-repository.ts';
import type { Logger } from '../logger.ts';
import { messageIdFor } from '../mail/mail-formatting.ts';
import type { Mailer } from '../mail/transport.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { leadJobId, type LeadJobData } from '../queue/lead-queue.ts';
import { websiteCheckQueueName, type WebsiteCheckJobData } from './check-queue.ts';
import { websiteCheckFollowUp } from './mail-section.ts';
import type { WebsiteCheckRepository } from './repository.ts';
import { runWebsiteCheck } from './run-check.ts';
import { systemResolve, type Resolve } from './safe-fetch.ts';

export interface WebsiteCheckWorkerOptions {
  connection: Redis;
  prefix: string;
  concurrency: number;
  allowHosts: readonly string[];
  leads: Pick<LeadRepository<AnalysisRequestLead>, 'findById'>;
  checks: WebsiteCheckRepository;
  leadQueue: Queue<LeadJobData>;
  mailer: Mailer;
  settings: MailSettings;
  metrics?: Metrics;
  logger: Logger;
  /** The resolver the check uses; the system's unless a story stands in a failing one. */
  resolve?: Resolve;
}

export function createWebsiteCheckWorker(options: WebsiteCheckWorkerOptions): Worker<WebsiteCheckJobData> {
  const { connection, prefix, concurrency, leads, checks, logger, settings } = options;

  /**
   * The findings go out on their own only when the notification cannot have carried them: it was sent before
   * the check was stored, or the check came after the wait, when the notification no longer waits for it.
   * (A notification composed while the check existed always includes it; the hold guarantees that within the wait.)
   */
  async function sendFollowUp(leadId: string): Promise<void> {
    const lead = await leads.findById(leadId);
    if (!lead?.websiteCheck || lead.websiteCheck.followUpSentAt || !lead.notificationSentAt) return;
    const checkedAt = lead.websiteCheck.checkedAt.getTime();
    const sentBeforeCheck = lead.notificationSentAt.getTime() < checkedAt;
    const checkAfterWait = checkedAt >= lead.submittedAt.getTime() + settings.websiteCheckWaitMs;
    if (!sentBeforeCheck && !checkAfterWait) return;
    const check = lead.websiteCheck;
    const reference = leadReference(analysisRequestForm.kind, lead.id);
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

  /**
   * The notification job waits in the delayed set until the wait ends; start it now. A fast check can finish
   * while that job is still active (sending the confirmation) and only about to park itself, so an active job
   * is watched briefly; at worst the notification goes out when the wait ends, with the check included. A job
   * still waiting in the queue is left alone: when it runs it finds the check stored and does not park. (Watching
   * it too held a check slot for up to 10 s per lead behind a backlog, and the checks, and so the notifications,
   * crawled: npm run bench:api.)
   */
  async function wakeNotification(leadId: string): Promise<void> {
    const jobId = leadJobId({ kind: analysisRequestForm.kind, id: leadId });
    // Bounded: about 10 s, enough for a confirmation sent over a slow mail server.
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const leadJob = await options.leadQueue.getJob(jobId);
      if (!leadJob) return;
      const state = await leadJob.getState();
      if (state === 'delayed') {
        await leadJob.promote().catch(() => undefined);
        return;
      }
      if (state !== 'active') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
        options.metrics?.websiteChecks.inc({ result: result.outcome });
        options.metrics?.websiteCheckDuration.observe({ result: result.outcome }, result.durationMs / 1000);
        await checks.save(leadId, result);
        log.info({ outcome: result.outcome, durationMs: Math.round(result.durationMs) }, 'website checked');
      }
      await wakeNotification(leadId);
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

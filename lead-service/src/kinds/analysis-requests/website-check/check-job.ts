/**
 * The 'website-checks' job: one per analysis request, its id derived from the lead, so the lead job (and a
 * re-queue by the sweep) can add it any number of times and the check still runs once. The lead's job waits for
 * a check as its BullMQ parent (website-checks.ts), so storing the result and completing is all it takes to let
 * the notification go, now with the findings. When the notification went out without them (the wait was over),
 * the findings follow in the notification's thread. Leads without a website are skipped.
 */
import * as z from 'zod/mini';
import type { AnalysisRequestLead } from '../table.ts';
import { composeMail } from '../../../kind-kit/compose-mail.ts';
import type { KindJobContext } from '../../../kind-kit/kind-services.ts';
import { teamMail } from '../../../kind-kit/lead-mail.ts';
import type { LeadStepJob, StepLeads } from '../../../kind-kit/lead-step.ts';
import { settingsOf } from '../../../platform/config/kind-settings.ts';
import type { ResolvedConfig } from '../../../platform/config/load-config.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { messageIdFor } from '../../../platform/mail/mail-formatting.ts';
import { analysisRequestSettings } from '../settings.ts';
import { createWebsiteCheckMetrics } from './check-metrics.ts';
import { websiteCheckFollowUp } from './mail-section.ts';
import { createWebsiteCheckRepository } from './repository.ts';
import { runWebsiteCheck } from './run-check.ts';
import { systemResolve, type Resolve } from './safe-fetch.ts';

export const websiteCheckQueueName = 'website-checks';

export const websiteCheckJobId = (leadId: string): string => `check-${leadId}`;

/** Long enough for a resolver hiccup to pass; the notification does not wait for it (the findings follow). */
export const websiteCheckRetryDelayMs = 60_000;

export function websiteCheckJobFor(leadId: string): LeadStepJob {
  return { name: 'check', data: { leadId }, opts: { jobId: websiteCheckJobId(leadId) } };
}

/** Longest the notification waits for the check after submission (WEBSITE_CHECK_WAIT_MS); 0 with the check off. */
export function websiteCheckWaitMs(config: ResolvedConfig): number {
  const check = settingsOf(config, analysisRequestSettings);
  return check.WEBSITE_CHECK_CONCURRENCY === 0 ? 0 : check.WEBSITE_CHECK_WAIT_MS;
}

/** `resolve`: the system's resolver unless a story stands in a failing one. */
export function websiteCheckJob(leads: StepLeads<AnalysisRequestLead>, resolve: Resolve = systemResolve) {
  /**
   * The findings go out on their own only when the notification cannot have carried them: it was sent before
   * the check was stored, or the check came after the wait, when the notification no longer waits for it.
   * (A notification composed while the check existed always includes it; the wait guarantees that within its bound.)
   */
  async function sendFollowUp(leadId: string, { config, pool, mailer, settings }: KindJobContext): Promise<void> {
    const lead = await leads.findById(leadId);
    if (!lead?.websiteCheck || lead.websiteCheck.followUpSentAt || !lead.notificationSentAt) return;
    const checkedAt = lead.websiteCheck.checkedAt.getTime();
    const sentBeforeCheck = lead.notificationSentAt.getTime() < checkedAt;
    const checkAfterWait = checkedAt >= lead.submittedAt.getTime() + websiteCheckWaitMs(config);
    if (!sentBeforeCheck && !checkAfterWait) return;
    const check = lead.websiteCheck;
    const reference = leads.reference(lead.id);
    const mail = composeMail(
      'website-check',
      teamMail<AnalysisRequestLead>('salesEmail', 'email', (l) => websiteCheckFollowUp(l.company, check)),
      lead,
      reference,
      settings,
    );
    await mailer.send({ ...mail, inReplyTo: messageIdFor(reference, 'notification', settings.mailFrom) });
    await createWebsiteCheckRepository(pool).markFollowUpSent(lead.id);
  }

  return defineJob<{ leadId: string }, KindJobContext>({
    queue: websiteCheckQueueName,
    data: z.object({ leadId: z.string() }),
    // A check is a courtesy for sales: two tries (the second a minute later, e.g. after a temporary DNS failure),
    // then the notification simply goes out without it.
    options: {
      attempts: 2,
      backoff: { type: 'fixed', delay: websiteCheckRetryDelayMs },
      removeOnComplete: { age: 7 * 24 * 3600 },
      removeOnFail: { age: 30 * 24 * 3600 },
    },
    // WEBSITE_CHECK_CONCURRENCY=0 switches the check off.
    worker: ({ config }) => ({ concurrency: settingsOf(config, analysisRequestSettings).WEBSITE_CHECK_CONCURRENCY }),
    async process(job, { leadId }, context) {
      const { config, pool, metrics, logger } = context;
      const log = logger.child({ leadId });
      const lead = await leads.findById(leadId);
      if (!lead?.website) return;
      if (!lead.websiteCheck) {
        const result = await runWebsiteCheck(lead.website, lead.phone, {
          allowHosts: settingsOf(config, analysisRequestSettings).WEBSITE_CHECK_ALLOW_HOSTS,
          resolve,
        });
        // A resolver that failed for now says nothing about the site: BullMQ tries once more after the retry
        // delay; only the last attempt stores the "bitte selbst ansehen" finding.
        if (result.temporary && job.attemptsMade + 1 < (job.opts.attempts ?? 1)) {
          log.info('website check met a temporary resolver failure; tried again later');
          throw new Error('Namensauflösung vorübergehend gestört; der Check wird später wiederholt');
        }
        if (metrics) {
          const checkMetrics = createWebsiteCheckMetrics(metrics.registry);
          checkMetrics.checks.inc({ result: result.outcome });
          checkMetrics.duration.observe({ result: result.outcome }, result.durationMs / 1000);
        }
        await createWebsiteCheckRepository(pool).save(leadId, result);
        log.info({ outcome: result.outcome, durationMs: Math.round(result.durationMs) }, 'website checked');
      }
      await sendFollowUp(leadId, context);
    },
    describe: ({ leadId }) => ({ leadId }),
  });
}

/**
 * Sends the visitor's analysis mail, once per analysis, through the pipeline's parts: the same mailer (SMTP or
 * the `.eml` outbox), the per-address daily allowance, the Message-ID derived from the lead
 * (`lead-<uuid>.analysis@…`, the same on every retry) and the lead's retry policy. The link's token is made
 * here, as the mail is composed; its hash is stored before the mail goes out, so every link that reaches a
 * mailbox works. A transient failure is retried with backoff; a permanent one (SMTP 5xx) is recorded for the
 * desk; an address over its daily allowance is tried again an hour later instead of being dropped. Its sweep
 * adds the job again for analyses sent whose mail is neither sent nor refused and that have no live job (a Redis
 * restart, a crash between the desk's send and the queue).
 */
import { DelayedError, UnrecoverableError } from 'bullmq';
import * as z from 'zod/mini';
import { withTransaction } from '../../../platform/db/with-transaction.ts';
import { composeMail } from '../../../kind-kit/compose-mail.ts';
import { recordLeadEvent } from '../../../kind-kit/lead-events.ts';
import { recordPromiseState } from '../../../kind-kit/lead-promise.ts';
import { analysisPromise } from '../reminders.ts';
import { leadReferenceOf } from '../../../kind-kit/define-lead-form.ts';
import { analysisRequestIdentity } from '../identity.ts';
import type { KindJobContext } from '../../../kind-kit/kind-services.ts';
import { leadJobAttempts } from '../../../kind-kit/mail-job-attempts.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { describeMailFailure, isPermanentMailFailure } from '../../../platform/mail/smtp-failure.ts';
import { analysisMail, analysisMailName } from './analysis-mail.ts';
import { analysisMailQueueName, createAnalysisMailQueue } from './analysis-mail-queue.ts';
import { newResultToken, resultTokenHash } from './result-token.ts';

export type AnalysisMailOutcome = 'sent' | 'done' | 'gone';

const limitRetryMs = 3600 * 1000;
/** Analyses per sweep pass. */
const sweepBatch = 100;

export const analysisMailJob = defineJob<{ leadId: string }, KindJobContext, AnalysisMailOutcome>({
  queue: analysisMailQueueName,
  data: z.object({ leadId: z.string() }),
  // Retries like a lead's mails: the same attempts and exponential backoff.
  options: ({ config }) => ({
    attempts: leadJobAttempts,
    backoff: { type: 'exponential', delay: config.jobBackoffMs },
    removeOnComplete: { age: 7 * 24 * 3600 },
    removeOnFail: { age: 30 * 24 * 3600 },
  }),
  worker: { concurrency: 2 },
  async process(job, { leadId }, { pool, mailer, settings, visitorMailLimit, logger, token: jobToken }) {
    const log = logger.child({ leadId, mail: analysisMailName });
    const { rows } = await pool.query<{ email: string; company: string; adviser_name: string; pending: boolean }>(
      `SELECT s.email, s.company, v.adviser_name, (a.mail_sent_at IS NULL AND a.mail_error IS NULL) AS pending
           FROM analyses a
           JOIN contact_submissions s ON s.id = a.lead_id
           JOIN analysis_versions v ON v.lead_id = a.lead_id AND v.version = 1
          WHERE a.lead_id = $1 AND a.sent_at IS NOT NULL`,
      [leadId],
    );
    const row = rows[0];
    if (!row) return 'gone';
    if (!row.pending) return 'done';
    if (visitorMailLimit && !(await visitorMailLimit.admit(row.email)) && jobToken) {
      log.info('visitor mail allowance used up today; trying again in an hour');
      await job.moveToDelayed(Date.now() + limitRetryMs, jobToken);
      throw new DelayedError();
    }
    const token = newResultToken();
    await pool.query('INSERT INTO analysis_links (token_hash, lead_id) VALUES ($1, $2)', [resultTokenHash(token), leadId]);
    const message = composeMail(
      analysisMailName,
      analysisMail,
      { email: row.email, company: row.company, adviserName: row.adviser_name, token },
      leadReferenceOf(analysisRequestIdentity, leadId),
      settings,
    );
    try {
      await mailer.send(message);
    } catch (error) {
      await visitorMailLimit
        ?.giveBack(row.email)
        .catch((giveBackError: unknown) => log.warn({ err: giveBackError }, 'visitor mail allowance not given back'));
      const description = describeMailFailure(error);
      if (isPermanentMailFailure(error)) {
        log.error({ reason: description }, 'analysis mail rejected permanently; not retrying');
        await pool.query('UPDATE analyses SET mail_error = $2 WHERE lead_id = $1', [leadId, description]);
        throw new UnrecoverableError(`permanently rejected: ${analysisMailName}`);
      }
      log.warn({ reason: description }, 'analysis mail failed; will retry');
      throw error;
    }
    await withTransaction(pool, async (client) => {
      const marked = await client.query('UPDATE analyses SET mail_sent_at = now() WHERE lead_id = $1 AND mail_sent_at IS NULL', [leadId]);
      if ((marked.rowCount ?? 0) > 0) {
        await recordPromiseState(client, analysisPromise, leadId);
        await recordLeadEvent(client, { leadId, leadKind: analysisRequestIdentity.kind, actor: null, action: 'analysis_mail_sent' });
      }
    });
    log.info('analysis mail sent');
    return 'sent';
  },
  async sweep({ config, pool, producer, queues, logger }) {
    const queue = createAnalysisMailQueue({ queue: queues.of(analysisMailJob), connection: producer });
    const { rows } = await pool.query<{ lead_id: string }>(
      `SELECT lead_id::text AS lead_id FROM analyses
        WHERE sent_at IS NOT NULL AND mail_sent_at IS NULL AND mail_error IS NULL
          AND sent_at < now() - make_interval(secs => $1::double precision / 1000)
        ORDER BY sent_at LIMIT $2`,
      [config.sweepMinAgeMs, sweepBatch],
    );
    let added = 0;
    for (const row of rows) {
      if (await queue.enqueue(row.lead_id)) {
        added += 1;
        logger.info({ leadId: row.lead_id }, 'sweeper queued an analysis mail');
      }
    }
    return added;
  },
  describe: ({ leadId }) => ({ leadId }),
});

/**
 * Sends the visitor's analysis mail, once per analysis, through the pipeline's parts: the same mailer (SMTP or
 * the `.eml` outbox), the per-address daily allowance, the Message-ID derived from the lead
 * (`lead-<uuid>.analysis@…`, the same on every retry) and the lead's retry policy. The link's token is made
 * here, as the mail is composed; its hash is stored before the mail goes out, so every link that reaches a
 * mailbox works. A transient failure is retried with backoff; a permanent one (SMTP 5xx) is recorded for the
 * desk; an address over its daily allowance is tried again an hour later instead of being dropped.
 */
import { DelayedError, UnrecoverableError, Worker } from 'bullmq';
import type { RedisClient } from '../../../platform/redis/redis-connection.ts';
import type pg from 'pg';
import { withTransaction } from '../../../platform/db/with-transaction.ts';
import { composeMail } from '../../../kind-kit/compose-mail.ts';
import { recordLeadEvent } from '../../../kind-kit/lead-events.ts';
import { leadReferenceOf } from '../../../kind-kit/define-lead-form.ts';
import { analysisRequestIdentity } from '../identity.ts';
import type { MailSettings } from '../../../kind-kit/lead-mail.ts';
import type { VisitorMailLimit } from '../../../kind-kit/visitor-mail-limit.ts';
import type { Logger } from '../../../platform/logger.ts';
import { describeMailFailure, isPermanentMailFailure } from '../../../platform/mail/smtp-failure.ts';
import type { Mailer } from '../../../platform/mail/transport.ts';
import { analysisMail, analysisMailName } from './analysis-mail.ts';
import { analysisMailQueueName, type AnalysisMailJobData } from './analysis-mail-queue.ts';
import { newResultToken, resultTokenHash } from './result-token.ts';

export interface AnalysisMailWorkerOptions {
  connection: RedisClient;
  prefix: string;
  pool: pg.Pool;
  mailer: Mailer;
  settings: MailSettings;
  visitorMailLimit?: VisitorMailLimit;
  logger: Logger;
}

export type AnalysisMailOutcome = 'sent' | 'done' | 'gone';

const limitRetryMs = 3600 * 1000;

export function createAnalysisMailWorker(options: AnalysisMailWorkerOptions): Worker<AnalysisMailJobData, AnalysisMailOutcome> {
  const { connection, prefix, pool, mailer, settings, visitorMailLimit, logger } = options;
  const worker = new Worker<AnalysisMailJobData, AnalysisMailOutcome>(
    analysisMailQueueName,
    async (job, jobToken) => {
      const { leadId } = job.data;
      const log = logger.child({ leadId, mail: analysisMailName });
      const { rows } = await pool.query<{ email: string; adviser_name: string; pending: boolean }>(
        `SELECT s.email, v.adviser_name, (a.mail_sent_at IS NULL AND a.mail_error IS NULL) AS pending
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
        { email: row.email, adviserName: row.adviser_name, token },
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
        if ((marked.rowCount ?? 0) > 0)
          await recordLeadEvent(client, { leadId, leadKind: analysisRequestIdentity.kind, actor: null, action: 'analysis_mail_sent' });
      });
      log.info('analysis mail sent');
      return 'sent';
    },
    { connection, prefix, concurrency: 2 },
  );
  worker.on('error', (error) => logger.debug({ err: error }, 'analysis mail worker error'));
  worker.on('failed', (job, error) => logger.warn({ err: error, leadId: job?.data.leadId }, 'analysis mail attempt failed'));
  return worker;
}

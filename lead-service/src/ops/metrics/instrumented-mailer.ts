/**
 * Counts every send attempt of the worker by mail kind. The worker's send routine goes through the Mailer,
 * whatever the form kind, so wrapping the Mailer once covers every mail the service sends.
 */
import { isPermanentMailFailure } from '../../platform/mail/smtp-failure.ts';
import type { Mailer } from '../../platform/mail/transport.ts';
import type { Metrics } from '../../platform/metrics.ts';

export function instrumentMailer(mailer: Mailer, metrics: Pick<Metrics, 'mailsSent' | 'mailsFailed'>): Mailer {
  return {
    description: mailer.description,
    close: () => mailer.close(),
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        metrics.mailsFailed.inc({ kind: message.kind, reason: isPermanentMailFailure(error) ? 'permanent' : 'transient' });
        throw error;
      }
      metrics.mailsSent.inc({ kind: message.kind });
    },
  };
}

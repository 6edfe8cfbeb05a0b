/**
 * The cancellation's promise: every cancellation gets its receipt (AGB § 4), automatically or from the back
 * office within one Arbeitstag; the back office hears about one whose confirmation is still unsent after
 * CANCELLATION_CONFIRM_WITHIN_MS. reminders/ schedules and sends it.
 */
import { deskLeadUrl } from '../../kind-kit/desk-link.ts';
import { isSpamReason, spamReasonLabels } from '../../kind-kit/spam.ts';
import { fields, paragraph } from '../../platform/mail/mail-layout.ts';
import type { LeadReminder, ReminderFacts } from '../../kind-kit/lead-reminder.ts';
import { formatBerlinTime } from '../../platform/shared/berlin-time.ts';
import { settingsOf } from '../../platform/config/kind-settings.ts';
import { cancellationSettings } from './settings.ts';

function whyUnconfirmed(facts: ReminderFacts): string {
  if (isSpamReason(facts.spamReason)) return `vom Spam-Schutz zurückgehalten (${spamReasonLabels[facts.spamReason]})`;
  if (facts.confirmationError) return facts.confirmationError;
  return 'nicht bekannt';
}

export const cancellationReminder: LeadReminder = {
  name: 'cancellation-reminder',
  to: 'backofficeEmail',
  afterMs: (config) => settingsOf(config, cancellationSettings).CANCELLATION_CONFIRM_WITHIN_MS,
  openSql: `status = 'received' AND NOT EXISTS (SELECT 1 FROM lead_mails m WHERE m.lead_id = s.id AND m.mail = 'confirmation' AND m.sent_at IS NOT NULL)`,
  content(facts, settings) {
    return {
      subject: `Erinnerung: Kündigung von ${facts.name} noch nicht bestätigt`,
      blocks: [
        paragraph(
          `Die Kündigung von ${facts.name} ist am ${formatBerlinTime(facts.submittedAt)} eingegangen, ` +
            `aber die Eingangsbestätigung wurde noch nicht verschickt (Grund: ${whyUnconfirmed(facts)}). ` +
            'Die AGB (§ 4) versprechen jeder Kündigung eine Bestätigung. Bitte heute bestätigen – zugesagt ist der nächste Arbeitstag nach Eingang: ' +
            'im Vertrieb mit „Echt – Bestätigung senden“, oder mit einer Antwort an die Person.',
        ),
        fields([
          ['Firma / Name', facts.name],
          ['E-Mail', facts.email ?? '–'],
          ['Eingegangen am', formatBerlinTime(facts.submittedAt)],
          ['Status jetzt', facts.statusLabel],
        ]),
        paragraph(`Kündigung im Vertrieb öffnen: ${deskLeadUrl(settings, facts.id)}`),
      ],
    };
  },
};

/**
 * The reminders that keep the promises the site makes, each a delayed job per lead (reminder-queue.ts):
 *   - analysis-reminder / analysis-escalation: the free analysis is promised within 48 hours (calendar hours,
 *     weekends included) of arrival; sales hear about a request not yet at „Analyse vorgestellt“ after
 *     ANALYSIS_REMIND_AFTER_MS ("Erinnerung:") and ANALYSIS_ESCALATE_AFTER_MS ("Überfällig:").
 *   - cancellation-reminder: every cancellation gets its receipt (AGB § 4), automatically or from the back
 *     office within one working day; the back office hears about one whose confirmation is still unsent after
 *     CANCELLATION_CONFIRM_WITHIN_MS.
 * What "still open" means is SQL over the lead's row, checked again when the job runs, so a reminder whose
 * promise was kept in the meantime is dropped.
 */
import type { Config } from '../config/load-config.ts';
import { analysisRequestForm } from '../analysis-requests/form.ts';
import { cancellationForm } from '../cancellations/form.ts';
import type { LeadForm } from '../leads/define-lead-form.ts';
import type { MailSettings, TeamAddress } from '../leads/lead-mail.ts';
import { spamReasonLabels, isSpamReason } from '../leads/spam.ts';
import { fields, paragraph, type MailLayout } from '../mail/mail-layout.ts';
import { formatBerlinTime } from '../shared/berlin-time.ts';
import { deskLeadUrl } from '../leads/desk-link.ts';

/** The analysis promise: the result within 48 hours of arrival, calendar hours. */
export const analysisPromiseMs = 48 * 3600 * 1000;

export type ReminderName = 'analysis-reminder' | 'analysis-escalation' | 'cancellation-reminder';

/** The few columns a reminder mail shows; never sent to the visitor. */
export interface ReminderFacts {
  id: string;
  submittedAt: Date;
  company: string;
  email: string;
  phone: string | null;
  statusLabel: string;
  spamReason: string | null;
  confirmationError: string | null;
}

export type ReminderTimings = Pick<Config, 'analysisRemindAfterMs' | 'analysisEscalateAfterMs' | 'cancellationConfirmWithinMs'>;

export interface PromiseReminder {
  readonly name: ReminderName;
  readonly form: LeadForm;
  readonly to: TeamAddress;
  /** Age of the lead at which the reminder is due. */
  afterMs(timings: ReminderTimings): number;
  /** SQL over the lead's table: the promise is still open (no visitor input, constant text). */
  readonly openSql: string;
  content(facts: ReminderFacts, settings: MailSettings): MailLayout;
}

function statusLabelOf(form: LeadForm, status: string): string {
  return form.statuses[status]?.label ?? status;
}

export function toFacts(form: LeadForm, row: Record<string, unknown>): ReminderFacts {
  return {
    id: String(row.id),
    submittedAt: row.submitted_at as Date,
    company: String(row.company),
    email: String(row.email),
    phone: typeof row.phone === 'string' ? row.phone : null,
    statusLabel: statusLabelOf(form, String(row.status)),
    spamReason: typeof row.spam_reason === 'string' ? row.spam_reason : null,
    confirmationError: typeof row.confirmation_error === 'string' ? row.confirmation_error : null,
  };
}

const analysisOpen = `status IN ('new', 'in_progress') AND NOT spam_held(spam_reason)`;

function analysisFields(facts: ReminderFacts, due: Date): MailLayout['blocks'][number] {
  return fields([
    ['Firma / Name', facts.company],
    ['E-Mail', facts.email],
    ['Telefon', facts.phone ?? '–'],
    ['Eingegangen am', formatBerlinTime(facts.submittedAt)],
    ['Analyse versprochen bis', formatBerlinTime(due)],
    ['Status jetzt', facts.statusLabel],
  ]);
}

const analysisDue = (facts: ReminderFacts) => new Date(facts.submittedAt.getTime() + analysisPromiseMs);

export const analysisReminder: PromiseReminder = {
  name: 'analysis-reminder',
  form: analysisRequestForm,
  to: 'salesEmail',
  afterMs: (timings) => timings.analysisRemindAfterMs,
  openSql: analysisOpen,
  content(facts, settings) {
    const due = analysisDue(facts);
    return {
      subject: `Erinnerung: Analyse für ${facts.company} fällig bis ${formatBerlinTime(due)}`,
      blocks: [
        paragraph(
          `Die kostenlose Analyse für ${facts.company} ist noch nicht als „Analyse vorgestellt“ markiert. ` +
            `Versprochen haben wir sie innerhalb von 48 Stunden nach Eingang, also bis ${formatBerlinTime(due)}.`,
        ),
        analysisFields(facts, due),
        paragraph(`Anfrage im Vertrieb öffnen und den Status setzen: ${deskLeadUrl(settings, facts.id)}`),
      ],
    };
  },
};

export const analysisEscalation: PromiseReminder = {
  name: 'analysis-escalation',
  form: analysisRequestForm,
  to: 'salesEmail',
  afterMs: (timings) => timings.analysisEscalateAfterMs,
  openSql: analysisOpen,
  content(facts, settings) {
    const due = analysisDue(facts);
    return {
      subject: `Überfällig: Analyse für ${facts.company} – Frist ${formatBerlinTime(due)}`,
      blocks: [
        paragraph(
          `Die kostenlose Analyse für ${facts.company} ist immer noch nicht vorgestellt, die 48-Stunden-Frist endet am ${formatBerlinTime(due)}. ` +
            'Bitte heute erledigen – oder der Person kurz schreiben, wann sie ihr Ergebnis bekommt.',
        ),
        analysisFields(facts, due),
        paragraph(`Anfrage im Vertrieb öffnen: ${deskLeadUrl(settings, facts.id)}`),
      ],
    };
  },
};

function whyUnconfirmed(facts: ReminderFacts): string {
  if (isSpamReason(facts.spamReason)) return `vom Spam-Schutz zurückgehalten (${spamReasonLabels[facts.spamReason]})`;
  if (facts.confirmationError) return facts.confirmationError;
  return 'noch nicht verschickt';
}

export const cancellationReminder: PromiseReminder = {
  name: 'cancellation-reminder',
  form: cancellationForm,
  to: 'backofficeEmail',
  afterMs: (timings) => timings.cancellationConfirmWithinMs,
  openSql: `status = 'received' AND confirmation_sent_at IS NULL`,
  content(facts, settings) {
    return {
      subject: `Erinnerung: Kündigung von ${facts.company} noch nicht bestätigt`,
      blocks: [
        paragraph(
          `Die Kündigung von ${facts.company} ist am ${formatBerlinTime(facts.submittedAt)} eingegangen, ` +
            `aber die Eingangsbestätigung ist nicht rausgegangen: ${whyUnconfirmed(facts)}. ` +
            'Die AGB (§ 4) versprechen jeder Kündigung eine Bestätigung. Bitte prüfe sie und bestätige sie innerhalb eines Arbeitstags: ' +
            'im Vertrieb mit „Echt – Bestätigung senden“, oder mit einer Antwort an die Person.',
        ),
        fields([
          ['Firma / Name', facts.company],
          ['E-Mail', facts.email],
          ['Eingegangen am', formatBerlinTime(facts.submittedAt)],
          ['Status jetzt', facts.statusLabel],
        ]),
        paragraph(`Kündigung im Vertrieb öffnen: ${deskLeadUrl(settings, facts.id)}`),
      ],
    };
  },
};

export const promiseReminders: readonly PromiseReminder[] = Object.freeze([analysisReminder, analysisEscalation, cancellationReminder]);

export function findReminder(name: unknown): PromiseReminder | undefined {
  return promiseReminders.find((reminder) => reminder.name === name);
}

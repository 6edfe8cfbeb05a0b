/**
 * The analysis request's promise: the free analysis by e-mail within 48 hours (calendar hours, weekends
 * included) of arrival — kept when the analysis mail sent from the desk (analyses/) was accepted by the mail
 * server, and only for a complete analysis (what /kostenlose-analyse lists, analysisSendableSchema): sending
 * refuses anything less; one sent before that rule counts from the correction that completes it. Sales hear
 * about a request whose analysis is not sent yet after ANALYSIS_REMIND_AFTER_MS
 * ("Erinnerung:") and ANALYSIS_ESCALATE_AFTER_MS ("Frist läuft ab:" – with the default it goes out before the
 * deadline, so it does not say "Überfällig"); reminders/ schedules and sends them. The promise and the strategy
 * call are two facts of one lead: a call booked (or missed) before the analysis is sent changes the
 * status but not the promise, which stays open until the analysis mail is sent or the lead is closed.
 */
import { analysisPromisedSections } from '@sichtwerk/forms/desk/analysis-contract';
import { deskLeadUrl } from '../../kind-kit/desk-link.ts';
import type { LeadPromise } from '../../kind-kit/define-lead-form.ts';
import { promiseOpenSql } from '../../kind-kit/lead-promise.ts';
import { fields, paragraph, type MailLayout } from '../../platform/mail/mail-layout.ts';
import type { LeadReminder, ReminderFacts } from '../../kind-kit/lead-reminder.ts';
import { formatBerlinTime } from '../../platform/shared/berlin-time.ts';
import { settingsOf } from '../../platform/config/kind-settings.ts';
import { analysisRequestSettings } from './settings.ts';

/** The analysis promise: the result by e-mail within 48 hours of arrival, calendar hours. */
export const analysisPromiseMs = 48 * 3600 * 1000;

/** The promise as the sales desk counts it down (define-lead-form.ts promise). */
export const analysisPromise: LeadPromise = Object.freeze({
  withinMs: analysisPromiseMs,
  openStatuses: Object.freeze(['new', 'in_progress', 'call_booked', 'no_show']),
  // The mail's acceptance, or the first complete version published after it (a correction that adds what was missing).
  keptAtSql: `(SELECT CASE WHEN a.mail_sent_at IS NULL OR complete.at IS NULL THEN NULL ELSE greatest(a.mail_sent_at, complete.at) END
     FROM analyses a CROSS JOIN LATERAL (
       SELECT min(v.published_at) AS at FROM analysis_versions v
        WHERE v.lead_id = a.lead_id AND NOT EXISTS (
          SELECT 1 FROM jsonb_array_elements(v.content -> 'sections') section
           WHERE jsonb_array_length(section -> 'findings') = 0
              OR (section ->> 'key' IN (${analysisPromisedSections.map((key) => `'${key}'`).join(', ')}) AND section ->> 'rating' = 'unchecked'))
     ) complete
    WHERE a.lead_id = s.id)`,
  metricName: 'sichtwerk_analysis_promise_requests',
});

const analysisOpen = promiseOpenSql(analysisPromise);

function analysisFields(facts: ReminderFacts, due: Date): MailLayout['blocks'][number] {
  return fields([
    ['Firma / Name', facts.name],
    ['E-Mail', facts.email ?? '–'],
    ['Telefon', facts.phone ?? '–'],
    ['Eingegangen am', formatBerlinTime(facts.submittedAt)],
    ['Analyse versprochen bis', formatBerlinTime(due)],
    ['Status jetzt', facts.statusLabel],
  ]);
}

const analysisDue = (facts: ReminderFacts) => new Date(facts.submittedAt.getTime() + analysisPromiseMs);

export const analysisReminder: LeadReminder = {
  name: 'analysis-reminder',
  to: 'salesEmail',
  afterMs: (config) => settingsOf(config, analysisRequestSettings).ANALYSIS_REMIND_AFTER_MS,
  openSql: analysisOpen,
  content(facts, settings) {
    const due = analysisDue(facts);
    return {
      subject: `Erinnerung: Analyse für ${facts.name} fällig bis ${formatBerlinTime(due)}`,
      blocks: [
        paragraph(
          `Die kostenlose Analyse für ${facts.name} ist noch nicht verschickt. ` +
            `Versprochen haben wir sie per E-Mail innerhalb von 48 Stunden nach Eingang, also bis ${formatBerlinTime(due)}.`,
        ),
        analysisFields(facts, due),
        paragraph(`Anfrage im Vertrieb öffnen und die Analyse schreiben: ${deskLeadUrl(settings, facts.id)}`),
      ],
    };
  },
};

export const analysisEscalation: LeadReminder = {
  name: 'analysis-escalation',
  to: 'salesEmail',
  afterMs: (config) => settingsOf(config, analysisRequestSettings).ANALYSIS_ESCALATE_AFTER_MS,
  openSql: analysisOpen,
  content(facts, settings) {
    const due = analysisDue(facts);
    return {
      subject: `Frist läuft ab: Analyse für ${facts.name} bis ${formatBerlinTime(due)}`,
      blocks: [
        paragraph(
          `Die kostenlose Analyse für ${facts.name} ist immer noch nicht verschickt; die 48-Stunden-Frist für das Ergebnis per E-Mail endet am ${formatBerlinTime(due)}. ` +
            'Bitte bis dahin verschicken – oder der Person kurz schreiben, wann sie ihr Ergebnis bekommt.',
        ),
        analysisFields(facts, due),
        paragraph(`Anfrage im Vertrieb öffnen: ${deskLeadUrl(settings, facts.id)}`),
      ],
    };
  },
};

export const analysisReminders: readonly LeadReminder[] = Object.freeze([analysisReminder, analysisEscalation]);

/** Analysis requests (/kostenlose-analyse): a confirmation to the visitor, a notification to sales. */
import { analysisPromise, analysisReminders } from './reminders.ts';
import { declaration } from '@sichtwerk/forms/analysis-request-schema';
import { defineLeadForm } from '../../kind-kit/define-lead-form.ts';
import { teamMail, visitorMail } from '../../kind-kit/lead-mail.ts';
import { defineLeadStatuses } from '../../kind-kit/lead-status.ts';
import { analysisRequestConfirmation, analysisRequestNotification } from './mails.ts';
import { analysisRequestTable } from './table.ts';
import { websiteCheckStep } from './website-check/website-checks.ts';
import { analysisServices } from './analysis/analysis-services.ts';
import { analysisRequestIdentity } from './identity.ts';
import { analysisRequestSettings } from './settings.ts';
import { websiteCheckLines } from './website-check/check-summary.ts';
import { websiteCheckFindings } from './website-check/desk-findings.ts';
import { formatBerlinTimeShort } from '../../platform/shared/berlin-time.ts';

export const analysisRequestForm = defineLeadForm({
  declaration,
  // Its name until the other forms made it ambiguous; a job queued before the upgrade still carries it.
  formerKinds: ['contact-submission'],
  referencePrefix: analysisRequestIdentity.referencePrefix,
  label: { one: 'Analyse-Anfrage', many: 'Analyse-Anfragen' },
  table: analysisRequestTable,
  mails: {
    confirmation: visitorMail('email', 'salesEmail', analysisRequestConfirmation),
    notification: teamMail('salesEmail', 'email', analysisRequestNotification),
  },
  promise: analysisPromise,
  reminders: analysisReminders,
  statuses: defineLeadStatuses({
    new: { label: 'neu', next: ['in_progress', 'call_booked', 'presented', 'lost'] },
    in_progress: { label: 'in Bearbeitung', next: ['call_booked', 'presented', 'lost'] },
    // Reached only by sending the analysis from the desk (analysis/analysis-repository.ts), never by a click on the status.
    analysis_sent: { label: 'Analyse verschickt', next: ['call_booked', 'presented', 'lost'] },
    // Set by the booking of the strategy call (booking/book-call.ts); after the call staff record how it went.
    call_booked: { label: 'Termin vereinbart', next: ['presented', 'no_show', 'lost'] },
    no_show: { label: 'nicht erschienen', next: ['call_booked', 'presented', 'lost'] },
    presented: { label: 'Analyse vorgestellt', next: ['won', 'lost'] },
    won: { label: 'Kunde geworden', next: [], asks: 'won' },
    lost: { label: 'kein Interesse', next: [], asks: 'lost' },
  }),
  // Sales get the website check in the notification if it is done within the wait; never later than that.
  step: websiteCheckStep,
  offersStrategyCall: true,
  // The analysis written in the desk and delivered to the visitor: editor API, result page, mail (analysis/).
  services: analysisServices,
  settings: analysisRequestSettings,
  deskFindings: (lead) => [websiteCheckFindings(lead.websiteCheck)],
  showLines: (lead) => (lead.websiteCheck ? websiteCheckLines(lead.websiteCheck, formatBerlinTimeShort) : []),
});

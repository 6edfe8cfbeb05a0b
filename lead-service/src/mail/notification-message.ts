/**
 * The sales notification: every field of the request, the time in Berlin, and Reply-To set to the visitor so
 * "Antworten" reaches them directly. The visitor's address stays out of the Subject (it is not shown in
 * inbox lists or forwarded previews).
 */
import type { StoredContactSubmission } from '../contact-submissions/repository.ts';
import type { MailMessage } from './mail-message.ts';
import {
  escapeHtml,
  formatBerlinTime,
  headerSafe,
  htmlDocument,
  legalFooterHtml,
  legalFooterText,
  messageIdFor,
} from './mail-formatting.ts';

export interface NotificationOptions {
  mailFrom: string;
  salesEmail: string;
}

function fields(lead: StoredContactSubmission): Array<[string, string]> {
  return [
    ['Firma / Name', lead.company],
    ['E-Mail', lead.email],
    ['Telefon', lead.phone],
    ['Website', lead.website ?? '–'],
    ['Branche', lead.industry ?? '–'],
    ['Eingegangen am', formatBerlinTime(lead.submittedAt)],
    ['Einwilligung', `${lead.consentVersion} (${formatBerlinTime(lead.consentAt)})`],
    ['Lead-ID', lead.id],
  ];
}

export function buildNotificationMessage(lead: StoredContactSubmission, options: NotificationOptions): MailMessage {
  const subject = `Neue Analyse-Anfrage: ${lead.company}`;
  const rows = fields(lead);

  const text = [
    'Neue Anfrage für eine kostenlose Sichtbarkeitsanalyse (/kostenlose-analyse):',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Mit "Antworten" schreibst du direkt an die anfragende Person.',
    '',
    legalFooterText(),
  ].join('\n');

  const html = htmlDocument(
    subject,
    [
      '<p>Neue Anfrage für eine kostenlose Sichtbarkeitsanalyse (/kostenlose-analyse):</p>',
      '<table style="border-collapse:collapse;font-size:14px">',
      ...rows.map(
        ([label, value]) =>
          `<tr><td style="padding:4px 12px 4px 0;color:#57606a;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      '<p>Mit „Antworten“ schreibst du direkt an die anfragende Person.</p>',
      legalFooterHtml(),
    ].join('\n'),
  );

  return {
    kind: 'notification',
    leadId: lead.id,
    from: headerSafe(options.mailFrom),
    to: headerSafe(options.salesEmail),
    replyTo: headerSafe(lead.email),
    subject: headerSafe(subject),
    text,
    html,
    messageId: messageIdFor(lead.id, 'notification', options.mailFrom),
  };
}

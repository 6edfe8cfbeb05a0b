/**
 * The weekly mail to an admin: last week's way from request to customer (the conversion report's total), the
 * sources that brought the most requests (form pages and campaign sources, at most `topSources` each) and the link
 * to the report. Only counts and the leads' stored sources, no lead's personal data. The Message-ID names the
 * account and the week, so a retried send is the same mail to the receiving server.
 */
import { stageRates, type ConversionReport, type ReportRow } from '@sichtwerk/forms/desk/report-contract';
import type { MailSettings } from '../../kind-kit/lead-mail.ts';
import { formatCalendarDay } from '../../platform/shared/calendar-day.ts';
import { outgoingMail } from '../../platform/mail/outgoing-mail.ts';
import { button, fields, list, paragraph, renderMail } from '../../platform/mail/mail-layout.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { deskPath } from '../../platform/staff/desk-session.ts';

export const topSources = 3;

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const percent = (value: number | null) => (value === null ? '–' : `${value} %`);

function sourceLines(report: ConversionReport): string[] {
  return report.rows
    .filter((row) => row.key !== null)
    .slice(0, topSources)
    .map(
      (row: ReportRow) =>
        `${row.label}: ${row.requests} ${row.requests === 1 ? 'Anfrage' : 'Anfragen'}, ${row.customers} ${row.customers === 1 ? 'Kunde' : 'Kunden'}`,
    );
}

export function weeklyReportMessage(
  recipient: { id: string; name: string; email: string },
  week: { byPage: ConversionReport; bySource: ConversionReport },
  settings: MailSettings,
): MailMessage {
  const { total, from, to } = week.byPage;
  const rates = stageRates(total);
  const range = `${formatCalendarDay(from)} – ${formatCalendarDay(to)}`;
  const pages = sourceLines(week.byPage);
  const sources = sourceLines(week.bySource);
  const subject = `Letzte Woche im Vertrieb (${range}): ${total.requests} ${total.requests === 1 ? 'Anfrage' : 'Anfragen'}, ${total.customers} ${total.customers === 1 ? 'Kunde' : 'Kunden'}`;
  const content = renderMail({
    internal: true,
    subject,
    blocks: [
      paragraph(
        `Guten Morgen ${recipient.name},\nso ging es mit den Anfragen der letzten Woche (${range}, Berliner Zeit) bis heute weiter.`,
      ),
      fields(
        [
          ['Anfragen', String(total.requests)],
          ['Analyse gesendet', `${total.analysesSent} (${percent(rates.analysisOfRequests)})`],
          ['Termin gebucht', `${total.callsBooked} (${percent(rates.bookedOfAnalyses)})`],
          ['Termin gehalten', `${total.callsHeld} (${percent(rates.heldOfBooked)})`],
          ['Kunden', `${total.customers} (${percent(rates.customersOfRequests)} der Anfragen)`],
          ['Monatswert gewonnen', euro.format(total.monthlyValue)],
        ],
        'Von der Anfrage zum Kunden',
      ),
      ...(pages.length > 0 ? [list(pages, { heading: 'Die meisten Anfragen nach Formularseite' })] : []),
      ...(sources.length > 0 ? [list(sources, { heading: 'Die meisten Anfragen nach Kampagnen-Quelle' })] : []),
      button('Bericht öffnen', `${settings.serviceUrl.replace(/\/+$/, '')}${deskPath}/kennzahlen/abschluesse`),
    ],
    footnote:
      'Du bekommst diese Mail montags um 8 Uhr, weil du sie im Vertrieb eingeschaltet hast. Abschalten kannst du sie dort oben über den Briefumschlag neben „Übersicht“.',
  });
  const reference = `desk-${recipient.id}`;
  const kind = 'weekly-report';
  return outgoingMail({
    kind,
    reference,
    mailFrom: settings.mailFrom,
    to: recipient.email,
    audience: 'team',
    content,
    messageIdName: `${kind}-${from}`,
  });
}

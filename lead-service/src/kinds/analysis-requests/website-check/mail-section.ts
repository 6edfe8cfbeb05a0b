/**
 * The "Website-Schnellcheck" for sales: a block inside the analysis notification, or a follow-up mail in the
 * same thread when the check finished after the notification had gone out. Only team mails use this; the
 * visitor's mail never shows anything fetched from the web.
 */
import { list, notificationMail, paragraph, type Block, type MailLayout } from '../../../platform/mail/mail-layout.ts';
import { statusLabel } from './findings.ts';
import type { WebsiteCheck } from './repository.ts';

export const sectionHeading = 'Website-Schnellcheck';

/** "1 Problem", "2 Probleme", "0 Probleme". */
export function count(amount: number, singular: string, plural: string): string {
  return `${amount} ${amount === 1 ? singular : plural}`;
}

export function websiteCheckBlocks(check: WebsiteCheck): Block[] {
  const problems = check.findings.filter((finding) => finding.status === 'problem').length;
  const hints = check.findings.filter((finding) => finding.status === 'hinweis').length;
  return [
    list(
      check.findings.map((finding) => `${statusLabel[finding.status]} – ${finding.check}: ${finding.text}`),
      { heading: `${sectionHeading} (${check.url}): ${count(problems, 'Problem', 'Probleme')}, ${count(hints, 'Hinweis', 'Hinweise')}` },
    ),
    paragraph('Automatischer Erstblick auf die Startseite, robots.txt und sitemap.xml – ersetzt nicht die persönliche Analyse.'),
  ];
}

export function websiteCheckFollowUp(company: string, check: WebsiteCheck): MailLayout {
  return notificationMail({
    subject: `${sectionHeading}: ${company}`,
    intro: `Der ${sectionHeading} zur Analyse-Anfrage von ${company} ist fertig (nach der Benachrichtigung).`,
    sections: websiteCheckBlocks(check),
    replyHint: 'Mit „Antworten“ schreibst du direkt an die anfragende Person.',
  });
}

/** The website pre-check as a card of findings on the lead's page in the sales desk (the desk draws any kind's). */
import type { DeskFindingStatus, DeskFindings } from '@sichtwerk/forms/desk/lead-contract';
import type { FindingStatus } from './findings.ts';
import type { WebsiteCheck } from './repository.ts';

const deskStatus: Readonly<Record<FindingStatus, DeskFindingStatus>> = {
  ok: 'good',
  hinweis: 'warn',
  problem: 'bad',
};

export function websiteCheckFindings(check: WebsiteCheck | null): DeskFindings {
  return {
    id: 'website-check',
    title: 'Website-Vorabprüfung',
    empty: 'Keine Prüfung vorhanden.',
    checked: check && {
      subject: check.url,
      at: check.checkedAt.toISOString(),
      items: check.findings.map((finding) => ({ label: finding.check, status: deskStatus[finding.status], text: finding.text })),
    },
  };
}

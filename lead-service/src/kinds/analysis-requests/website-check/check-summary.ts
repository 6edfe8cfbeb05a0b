/** The stored website check as plain text lines, for `leads show`; what the page sent is shown, never obeyed. */
import { escapeControlCharacters } from '@sichtwerk/forms/text-rules';
import { statusLabel } from './findings.ts';
import type { WebsiteCheck } from './repository.ts';

export function websiteCheckLines(check: WebsiteCheck, when: (date: Date) => string): string[] {
  const lines = [
    `Website-Schnellcheck: ${check.url} — ${check.outcome}, ${check.durationMs} ms, ${when(check.checkedAt)}` +
      (check.followUpSentAt ? `, eigene Mail ${when(check.followUpSentAt)}` : ''),
    ...check.findings.map((finding) => `  ${statusLabel[finding.status]} – ${finding.check}: ${finding.text}`),
  ];
  return lines.map((line) => escapeControlCharacters(line));
}

/** The stored website check as plain text lines, for `leads show`. */
import type { StoredWebsiteCheck } from './repository.ts';

const statusLabel = { problem: 'Problem', hinweis: 'Hinweis', ok: 'OK' } as const;

export function websiteCheckLines(check: StoredWebsiteCheck, when: (date: Date) => string): string[] {
  return [
    `Website-Schnellcheck: ${check.url} — ${check.outcome}, ${check.durationMs} ms, ${when(check.checkedAt)}` +
      (check.followUpSentAt ? `, eigene Mail ${when(check.followUpSentAt)}` : ''),
    ...check.findings.map((finding) => `  ${statusLabel[finding.status]} – ${finding.check}: ${finding.text}`),
  ];
}

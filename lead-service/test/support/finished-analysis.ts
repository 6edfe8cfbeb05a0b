import { analysisRatings } from '@sichtwerk/content/analysis-result';

/** The editor's draft as the desk's API returns it: its sections in the offer's order. */
export interface OpenedAnalysis {
  revision: number;
  content: { sections: ReadonlyArray<{ key: string }> };
}

/** What staff write before sending: every area rated and named by a finding, a summary; nothing left as a suggestion. */
export function finishedAnalysis(opened: OpenedAnalysis) {
  const rating = Object.keys(analysisRatings).find((key) => key !== 'unchecked') ?? 'good';
  return {
    sections: opened.content.sections.map((section) => ({
      key: section.key,
      rating,
      ratingPrefilled: false,
      findings: [{ text: `Geprüft: ${section.key}`, prefilled: false }],
    })),
    summary: 'Im Umkreis finden dich Kunden gut; bei den Bewertungen ist noch Luft.',
  };
}

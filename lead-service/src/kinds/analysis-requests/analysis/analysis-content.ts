/**
 * What the service adds to the analysis of the contract (@sichtwerk/forms/desk/analysis-contract: its schema,
 * bounds and keys): what sending still lacks, and the empty analysis a draft starts from without a pre-check.
 */
import { analysisSections } from '@sichtwerk/content/analysis-result';
import { analysisSectionKeys, type AnalysisContent, type AnalysisSectionKey } from '@sichtwerk/forms/desk/analysis-contract';

/** What sending needs besides valid content: every rating confirmed, nothing from the pre-check left unconfirmed. */
export function sendProblems(content: AnalysisContent): string[] {
  const problems: string[] = [];
  const title = (key: AnalysisSectionKey) => analysisSections.find((section) => section.key === key)?.title ?? key;
  for (const section of content.sections) {
    if (section.ratingPrefilled || section.findings.some((finding) => finding.prefilled))
      problems.push(`„${title(section.key)}“ enthält noch Vorschläge aus dem Website-Check: bitte bestätigen oder entfernen.`);
    if (section.rating !== 'unchecked' && section.findings.length === 0)
      problems.push(`„${title(section.key)}“ ist bewertet, nennt aber keinen Befund.`);
  }
  if (content.summary.trim().length === 0) problems.push('Bitte schreib eine Zusammenfassung.');
  return problems;
}

/** An analysis with every section „nicht geprüft“ and no summary: the start without a pre-check. */
export function emptyAnalysis(): AnalysisContent {
  return {
    sections: analysisSectionKeys.map((key) => ({ key, rating: 'unchecked' as const, ratingPrefilled: false, findings: [] })),
    summary: '',
  };
}

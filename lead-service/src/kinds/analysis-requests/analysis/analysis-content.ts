/**
 * What the service adds to the analysis of the contract (@sichtwerk/forms/desk/analysis-contract: its schema,
 * bounds and keys): what sending still lacks, and the empty analysis a draft starts from without a pre-check.
 */
import { analysisSections } from '@sichtwerk/content/analysis-result';
import {
  analysisSectionKeys,
  analysisSendIssues,
  sendIssueText,
  type AnalysisContent,
  type AnalysisSectionKey,
} from '@sichtwerk/forms/desk/analysis-contract';

/** What sending still lacks, in the desk's words (the contract's analysisSendableSchema): empty when it may go out. */
export function sendProblems(content: AnalysisContent): string[] {
  const title = (key: AnalysisSectionKey) => analysisSections.find((section) => section.key === key)?.title ?? key;
  return analysisSendIssues(content).map((issue) => sendIssueText(issue, title));
}

/** An analysis with every section „nicht geprüft“ and no summary: the start without a pre-check. */
export function emptyAnalysis(): AnalysisContent {
  return {
    sections: analysisSectionKeys.map((key) => ({ key, rating: 'unchecked' as const, ratingPrefilled: false, findings: [] })),
    summary: '',
  };
}

/**
 * The desk's analysis editor (/vertrieb/leads/<id>/analyse) and the service's endpoints under
 * /vertrieb/api/leads/<id>/analysis: what they exchange. Bundled into the desk: types only. The service
 * validates what it receives with its own schema (lead-service/src/kinds/analysis-requests/analysis/analysis-content.ts)
 * and answers in exactly these shapes.
 */

export type AnalysisSectionKey = 'maps' | 'competitors' | 'profile' | 'website' | 'social';
export type AnalysisRating = 'good' | 'improvable' | 'critical' | 'unchecked';

export interface AnalysisFinding {
  text: string;
  /** Suggested by the website pre-check and not yet confirmed by staff; the visitor never sees the mark. */
  prefilled: boolean;
}

export interface AnalysisSection {
  key: AnalysisSectionKey;
  rating: AnalysisRating;
  /** The rating was suggested from the pre-check's findings and not yet confirmed. */
  ratingPrefilled: boolean;
  findings: AnalysisFinding[];
}

export interface AnalysisContent {
  /** Always the five sections, in the offer's order. */
  sections: AnalysisSection[];
  summary: string;
}

export type AnalysisMailState = { state: 'pending' } | { state: 'sent'; at: string } | { state: 'failed'; error: string };

export interface AnalysisEditorView {
  leadId: string;
  /** Send it back with a save, send or correction: a request from an older revision is refused with 409. */
  revision: number;
  content: AnalysisContent;
  updatedAt: string;
  /** Display name (or username) of whoever saved last. */
  updatedBy: string;
  sentAt: string | null;
  sentBy: string | null;
  mail: AnalysisMailState | null;
  versions: { version: number; publishedAt: string; publishedBy: string; adviserName: string }[];
  /** What sending still lacks, in German; empty when it may go out. */
  problems: string[];
  /** The signed-in account's display name, shown to the visitor as the adviser; null while none is set. */
  adviserName: string | null;
  sections: { key: AnalysisSectionKey; title: string }[];
  ratings: { key: AnalysisRating; label: string }[];
  bounds: { findingChars: number; findingsPerSection: number; summaryChars: number };
}

/** POST /leads/<id>/analysis/draft */
export interface AnalysisDraftBody {
  revision: number;
  content: AnalysisContent;
}

/** POST /leads/<id>/analysis/send and /correct */
export interface AnalysisPublishBody {
  revision: number;
}

/** The visitor's page, rendered from the draft for the editor's „Vorschau“ (HTML, not JSON). */
export const analysisPreviewPath = (leadId: string) => `/vertrieb/api/leads/${leadId}/analysis/preview`;

/**
 * The first draft of an analysis, from what the website pre-check stored (kinds/analysis-requests/website-check/):
 * each finding goes to the section it speaks about, marked as prefilled until staff confirm or remove it, and
 * the section's rating is suggested from the worst finding. Nothing is invented: a section the pre-check says
 * nothing about — the competitors, the business profile, and all of them when there was no check — starts
 * „nicht geprüft“ without findings. The sentences are our own, with at most a short quoted value from the page
 * (capped there); they are stored and shown as text.
 */
import type { AnalysisSectionKey } from '@sichtwerk/content/analysis-result';
import type { Finding, FindingStatus } from '../website-check/findings.ts';
import type { WebsiteCheck } from '../website-check/repository.ts';
import { analysisBounds, type AnalysisContent, type AnalysisSection } from '@sichtwerk/forms/desk/analysis-contract';
import { emptyAnalysis } from './analysis-content.ts';

/** The pre-check's checks (findings.ts) by the section of the free analysis they belong to. */
const sectionOfCheck: Readonly<Record<string, AnalysisSectionKey>> = Object.freeze({
  Erreichbarkeit: 'website',
  HTTPS: 'website',
  Antwortzeit: 'website',
  Inhalt: 'website',
  Seitentitel: 'website',
  'Meta-Beschreibung': 'website',
  Hauptüberschrift: 'website',
  Sprache: 'website',
  Mobilansicht: 'website',
  Canonical: 'website',
  Indexierung: 'website',
  Bildbeschreibungen: 'website',
  Seitengewicht: 'website',
  'robots.txt': 'website',
  Sitemap: 'website',
  // Address, phone and opening hours in machine-readable form, and the same phone number as in the listing,
  // are what local search compares.
  'Strukturierte Daten': 'maps',
  Telefonnummer: 'maps',
  'Social-Media-Vorschau': 'social',
});

const ratingOfWorst = (statuses: readonly FindingStatus[]): AnalysisSection['rating'] =>
  statuses.includes('problem') ? 'critical' : statuses.includes('hinweis') ? 'improvable' : 'good';

/** Problems first, then hints, then what is fine, as the check sorted them; bounded per section. */
function sectionFrom(section: AnalysisSection, findings: readonly Finding[]): AnalysisSection {
  if (findings.length === 0) return section;
  return {
    ...section,
    rating: ratingOfWorst(findings.map((finding) => finding.status)),
    ratingPrefilled: true,
    findings: findings.slice(0, analysisBounds.findingsPerSection).map((finding) => ({
      text: finding.text.slice(0, analysisBounds.findingChars),
      prefilled: true,
    })),
  };
}

export function prefillAnalysis(check: WebsiteCheck | null): AnalysisContent {
  const empty = emptyAnalysis();
  // A failed check (unreachable, refused, not HTML) has findings about the failure only: still facts about the website.
  if (!check) return empty;
  return {
    ...empty,
    sections: empty.sections.map((section) =>
      sectionFrom(
        section,
        check.findings.filter((finding) => sectionOfCheck[finding.check] === section.key),
      ),
    ),
  };
}

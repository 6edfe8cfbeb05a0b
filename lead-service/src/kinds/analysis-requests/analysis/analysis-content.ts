/**
 * The analysis as stored and as the desk sends it: five sections in the offer's order (content's
 * analysisSections), each with a rating and short findings, and a summary. Everything here is text staff typed
 * or a pre-check sentence; it is rendered as text, never as markup. Bounded so one analysis stays a page.
 */
import { analysisRatings, analysisSections, type AnalysisRating, type AnalysisSectionKey } from '@sichtwerk/content/analysis-result';
import { hasControlCharacter } from '@sichtwerk/forms/text-rules';
import { z } from 'zod';

export const sectionKeys = analysisSections.map((section) => section.key) as [AnalysisSectionKey, ...AnalysisSectionKey[]];
export const ratingKeys = Object.keys(analysisRatings) as [AnalysisRating, ...AnalysisRating[]];

export const analysisBounds = Object.freeze({ findingChars: 400, findingsPerSection: 20, summaryChars: 4_000 });

const findingSchema = z.strictObject({
  text: z
    .string({ message: 'Ein Befund muss ein Text sein.' })
    .trim()
    .min(1, 'Ein Befund darf nicht leer sein.')
    .max(analysisBounds.findingChars, `Ein Befund darf höchstens ${analysisBounds.findingChars} Zeichen lang sein.`)
    .refine((text) => !hasControlCharacter(text), 'Ein Befund enthält ein Steuerzeichen.'),
  /** Taken from the website pre-check and not yet confirmed by staff; the visitor never sees this mark. */
  prefilled: z.boolean().default(false),
});

const sectionSchema = z.strictObject({
  key: z.enum(sectionKeys, { message: 'Diesen Abschnitt gibt es nicht.' }),
  rating: z.enum(ratingKeys, { message: 'Bitte wähle eine Bewertung: gut, ausbaufähig, kritisch oder nicht geprüft.' }),
  /** The rating was suggested from the pre-check's findings and not yet confirmed. */
  ratingPrefilled: z.boolean().default(false),
  findings: z
    .array(findingSchema)
    .max(analysisBounds.findingsPerSection, `Höchstens ${analysisBounds.findingsPerSection} Befunde je Abschnitt.`),
});

export const analysisContentSchema = z
  .strictObject({
    sections: z.array(sectionSchema).length(sectionKeys.length, 'Die Analyse braucht alle fünf Abschnitte.'),
    summary: z
      .string({ message: 'Die Zusammenfassung muss ein Text sein.' })
      .max(analysisBounds.summaryChars, `Die Zusammenfassung darf höchstens ${analysisBounds.summaryChars} Zeichen lang sein.`)
      .refine((text) => !hasControlCharacter(text, true), 'Die Zusammenfassung enthält ein Steuerzeichen.'),
  })
  .refine(
    (content) => content.sections.every((section, index) => section.key === sectionKeys[index]),
    'Die Abschnitte müssen in der festen Reihenfolge stehen.',
  );

export type AnalysisContent = z.output<typeof analysisContentSchema>;
export type AnalysisSection = AnalysisContent['sections'][number];

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
    sections: sectionKeys.map((key) => ({ key, rating: 'unchecked' as const, ratingPrefilled: false, findings: [] })),
    summary: '',
  };
}

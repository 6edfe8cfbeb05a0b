/**
 * The desk's analysis editor (/vertrieb/leads/<id>/analyse) and the written analysis' endpoints under
 * /vertrieb/api/leads/<id>/analysis: the analysis as stored and sent, what the editor is shown, and the table the
 * service adapts its routes from (lead-service/src/kinds/analysis-requests/analysis/analysis-api.ts). Five
 * sections in the offer's order, each with a rating and short findings, and a summary: text staff typed or a
 * pre-check sentence, rendered as text, never as markup, and bounded so one analysis stays a page. Bundled into
 * the desk: zod/mini only.
 */
import '../zod-setup.ts';
import * as z from 'zod/mini';
import { endpointTable, json, page } from '../define-endpoint.ts';
import { hasControlCharacter } from '../text-rules.ts';
import { deskApiBase } from './desk-contract.ts';
import { leadParamsSchema } from './lead-contract.ts';

/** The sections in the order they are stored and shown; their titles come from the offer (@sichtwerk/content/analysis-result). */
export const analysisSectionKeys = ['maps', 'competitors', 'profile', 'website', 'social'] as const;
export type AnalysisSectionKey = (typeof analysisSectionKeys)[number];
export const analysisRatingKeys = ['good', 'improvable', 'critical', 'unchecked'] as const;
export type AnalysisRating = (typeof analysisRatingKeys)[number];

export const analysisBounds = Object.freeze({ findingChars: 400, findingsPerSection: 20, summaryChars: 4_000 });

const findingSchema = z.strictObject({
  text: z.string({ error: 'Ein Befund muss ein Text sein.' }).check(
    z.trim(),
    z.minLength(1, 'Ein Befund darf nicht leer sein.'),
    z.maxLength(analysisBounds.findingChars, `Ein Befund darf höchstens ${analysisBounds.findingChars} Zeichen lang sein.`),
    z.refine((text) => !hasControlCharacter(text), 'Ein Befund enthält ein Steuerzeichen.'),
  ),
  /** Suggested by the website pre-check and not yet confirmed by staff; the visitor never sees the mark. */
  prefilled: z._default(z.boolean(), false),
});

const sectionSchema = z.strictObject({
  key: z.enum(analysisSectionKeys, { error: 'Diesen Abschnitt gibt es nicht.' }),
  rating: z.enum(analysisRatingKeys, { error: 'Bitte wähle eine Bewertung: gut, ausbaufähig, kritisch oder nicht geprüft.' }),
  /** The rating was suggested from the pre-check's findings and not yet confirmed. */
  ratingPrefilled: z._default(z.boolean(), false),
  findings: z
    .array(findingSchema)
    .check(z.maxLength(analysisBounds.findingsPerSection, `Höchstens ${analysisBounds.findingsPerSection} Befunde je Abschnitt.`)),
});

export const analysisContentSchema = z
  .strictObject({
    sections: z.array(sectionSchema).check(z.length(analysisSectionKeys.length, 'Die Analyse braucht alle fünf Abschnitte.')),
    summary: z.string({ error: 'Die Zusammenfassung muss ein Text sein.' }).check(
      z.maxLength(analysisBounds.summaryChars, `Die Zusammenfassung darf höchstens ${analysisBounds.summaryChars} Zeichen lang sein.`),
      z.refine((text) => !hasControlCharacter(text, true), 'Die Zusammenfassung enthält ein Steuerzeichen.'),
    ),
  })
  .check(
    z.refine(
      (content) => content.sections.every((section, index) => section.key === analysisSectionKeys[index]),
      'Die Abschnitte müssen in der festen Reihenfolge stehen.',
    ),
  );

export type AnalysisContent = z.output<typeof analysisContentSchema>;
/**
 * What /kostenlose-analyse lists as checked: these three need a rating and at least one finding before the
 * analysis goes out. Website and social media may stay „nicht geprüft“, but only with a finding that tells the
 * visitor why („Du hast keine Website angegeben.“); the result page shows it in place of a general note.
 */
export const analysisPromisedSections = ['maps', 'competitors', 'profile'] as const satisfies readonly AnalysisSectionKey[];
const promised: readonly AnalysisSectionKey[] = analysisPromisedSections;

/**
 * Whether an analysis may be sent, for the desk (what is missing, shown before „Analyse senden“) and the service
 * (422 with the same words). A section's issue has the path ['sections', index]: each side puts its title in front.
 */
export const analysisSendableSchema = analysisContentSchema.check(
  z.superRefine((content, context) => {
    content.sections.forEach((section, index) => {
      const issue = (message: string) => context.addIssue({ code: 'custom', path: ['sections', index], message, input: section });
      if (section.ratingPrefilled || section.findings.some((finding) => finding.prefilled))
        issue('enthält noch Vorschläge aus dem Website-Check: bitte bestätigen oder entfernen.');
      if (promised.includes(section.key) && section.rating === 'unchecked')
        issue('braucht eine Bewertung – die kostenlose Analyse verspricht diesen Bereich.');
      else if (section.rating === 'unchecked' && section.findings.length === 0)
        issue('ist „nicht geprüft“: schreib als Befund, warum (der Kunde liest es), z. B. „Du hast keine Website angegeben.“');
      else if (section.findings.length === 0) issue('ist bewertet, nennt aber keinen Befund.');
    });
    if (content.summary.trim().length === 0)
      context.addIssue({ code: 'custom', path: ['summary'], message: 'Bitte schreib eine Zusammenfassung.', input: content.summary });
  }),
);

/** What sending still lacks, each with the section it belongs to (null for the summary); empty when it may go out. */
export function analysisSendIssues(content: AnalysisContent): { section: AnalysisSectionKey | null; message: string }[] {
  const result = analysisSendableSchema.safeParse(content);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const index = issue.path[0] === 'sections' ? issue.path[1] : undefined;
    return { section: typeof index === 'number' ? (content.sections[index]?.key ?? null) : null, message: issue.message };
  });
}

/** One issue as a sentence, with the section's title in front. */
export const sendIssueText = (
  issue: { section: AnalysisSectionKey | null; message: string },
  titleOf: (key: AnalysisSectionKey) => string,
) => (issue.section ? `„${titleOf(issue.section)}“ ${issue.message}` : issue.message);

export type AnalysisSection = AnalysisContent['sections'][number];
export type AnalysisFinding = AnalysisSection['findings'][number];

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

const revision = z.number({ error: 'Die Fassung (revision) fehlt.' }).check(z.int(), z.positive());

/** A save sends the revision it started from: a draft saved in between is refused with 409, never overwritten. */
export const analysisDraftBodySchema = z.strictObject(
  { revision, content: analysisContentSchema },
  { error: 'Bitte nur Fassung und Inhalt senden.' },
);
/** Sending and correcting name the revision on screen. */
export const analysisPublishBodySchema = z.strictObject({ revision }, { error: 'Bitte nur die Fassung senden.' });

const lead = { access: 'staff', params: leadParamsSchema } as const;

export const analysisEndpoints = endpointTable(deskApiBase, {
  /** Opening it starts the draft from the website pre-check the first time; opening it twice gives the same draft. */
  openAnalysis: { method: 'POST', path: '/leads/:id/analysis', ...lead, answer: json<AnalysisEditorView>() },
  analysis: { method: 'GET', path: '/leads/:id/analysis', ...lead, answer: json<AnalysisEditorView>() },
  saveDraft: {
    method: 'POST',
    path: '/leads/:id/analysis/draft',
    ...lead,
    body: analysisDraftBodySchema,
    answer: json<AnalysisEditorView>(),
  },
  /** The visitor's page, rendered from the draft for the editor's „Vorschau“. */
  preview: { method: 'GET', path: '/leads/:id/analysis/preview', ...lead, answer: page() },
  send: { method: 'POST', path: '/leads/:id/analysis/send', ...lead, body: analysisPublishBodySchema, answer: json<AnalysisEditorView>() },
  correct: {
    method: 'POST',
    path: '/leads/:id/analysis/correct',
    ...lead,
    body: analysisPublishBodySchema,
    answer: json<AnalysisEditorView>(),
  },
});

/**
 * The visitor's result page as HTML, built from escaped parts only: company, date, adviser, the five sections
 * with rating and findings, the summary and the next step. The desk's „Vorschau“ gets exactly this body, so
 * staff see what the visitor will see. Every text — what staff typed, what the pre-check found on a page — is
 * text here, never markup.
 */
import {
  analysisRatings,
  analysisResultClasses as css,
  analysisResultCopy as copy,
  analysisSections,
  type AnalysisRating,
} from '@sichtwerk/content/analysis-result';
import type { FormAnswer } from '../../../platform/http/form-post-pages.ts';
import { formatBerlinDate } from '../../../platform/shared/berlin-time.ts';
import { escapeHtml } from '../../../platform/shared/escape-html.ts';
import type { AnalysisContent } from '@sichtwerk/forms/desk/analysis-contract';

export interface ResultView {
  company: string;
  adviserName: string;
  sentAt: Date;
  /** Set when a correction changed the result after it was sent. */
  changedAt: Date | null;
  retainUntil: Date;
  content: AnalysisContent;
  /** The lead's booking page of the strategy call (booking/); absent → the callback form is the next step. */
  bookingHref?: string;
}

const ratingClass: Readonly<Record<AnalysisRating, string>> = {
  good: css.ratingGood,
  improvable: css.ratingImprovable,
  critical: css.ratingCritical,
  unchecked: css.ratingUnchecked,
};

function sectionHtml(section: AnalysisContent['sections'][number]): string {
  const title = analysisSections.find((candidate) => candidate.key === section.key)?.title ?? section.key;
  const headingId = `abschnitt-${section.key}`;
  const findings =
    section.findings.length > 0
      ? `<ul class="${css.findings}">${section.findings.map((finding) => `<li class="${css.finding}">${escapeHtml(finding.text)}</li>`).join('')}</ul>`
      : section.rating === 'unchecked'
        ? `<p class="${css.unchecked}">${escapeHtml(copy.uncheckedNote)}</p>`
        : '';
  return `<section class="${css.section}" aria-labelledby="${headingId}">
<div class="${css.sectionHeader}"><h2 id="${headingId}" class="${css.sectionTitle}">${escapeHtml(title)}</h2><span class="${css.rating} ${ratingClass[section.rating]}">Bewertung: ${escapeHtml(analysisRatings[section.rating])}</span></div>
${findings}
</section>`;
}

const metaLine = (label: string, value: string) =>
  `<p><span class="${css.metaLabel}">${escapeHtml(label)}:</span> ${escapeHtml(value)}</p>`;

export function resultPage(view: ResultView): FormAnswer {
  const title = `Analyse für ${view.company}`;
  const summary = view.content.summary.trim();
  return {
    title: 'Deine kostenlose Analyse',
    body: `<article class="${css.root}">
<p class="${css.eyebrow}">${escapeHtml(copy.eyebrow)}</p>
<h1 class="${css.heading}">${escapeHtml(title)}</h1>
<div class="${css.meta}">
${metaLine(copy.dateLabel, formatBerlinDate(view.sentAt))}
${metaLine(copy.adviserLabel, view.adviserName)}
${view.changedAt ? metaLine(copy.correctedLabel, formatBerlinDate(view.changedAt)) : ''}
</div>
<p class="${css.printHint}"><strong>${escapeHtml(copy.printHintLabel)}:</strong> ${escapeHtml(copy.printHint)}</p>
<div class="${css.sectionList}">
${view.content.sections.map(sectionHtml).join('\n')}
</div>
${summary ? `<section class="${css.summary}" aria-labelledby="zusammenfassung"><h2 id="zusammenfassung" class="${css.summaryHeading}">${escapeHtml(copy.summaryHeading)}</h2><p class="${css.summaryText}">${escapeHtml(summary)}</p></section>` : ''}
<section class="${css.nextStep}" aria-labelledby="naechster-schritt">
<h2 id="naechster-schritt" class="${css.nextStepHeading}">${escapeHtml(copy.nextStepHeading)}</h2>
<p class="${css.nextStepText}">${escapeHtml(view.bookingHref ? copy.bookingStepText : copy.nextStepText)}</p>
<a class="${css.button}" href="${escapeHtml(view.bookingHref ?? copy.nextStepPath)}">${escapeHtml(view.bookingHref ? copy.bookingStepLabel : copy.nextStepLabel)}</a>
</section>
<p class="${css.note}">${escapeHtml(copy.premiumNote)}</p>
<p class="${css.note}">${escapeHtml(copy.retention(formatBerlinDate(view.retainUntil)))} <a class="${css.link}" href="${escapeHtml(copy.privacyPath)}">${escapeHtml(copy.privacyLinkLabel)}</a></p>
</article>`,
  };
}

export function resultNotFoundPage(): FormAnswer {
  return {
    title: copy.notFoundTitle,
    body: `<article class="${css.root}">
<h1 class="${css.heading}">${escapeHtml(copy.notFoundTitle)}</h1>
<p class="${css.nextStepText}">${escapeHtml(copy.notFoundText)}</p>
<a class="${css.button}" href="${escapeHtml(copy.notFoundLinkPath)}">${escapeHtml(copy.notFoundLinkLabel)}</a>
</article>`,
  };
}

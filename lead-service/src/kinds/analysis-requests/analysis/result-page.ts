/**
 * The visitor's result page as HTML, written with the escaping template (platform/shared/html.ts): company, date, adviser, the five sections
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
import { html, joinLines, type SafeHtml } from '../../../platform/shared/html.ts';
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

function sectionHtml(section: AnalysisContent['sections'][number]): SafeHtml {
  const title = analysisSections.find((candidate) => candidate.key === section.key)?.title ?? section.key;
  const headingId = `abschnitt-${section.key}`;
  const findings =
    section.findings.length > 0
      ? html`<ul class="${css.findings}">${section.findings.map((finding) => html`<li class="${css.finding}">${finding.text}</li>`)}</ul>`
      : section.rating === 'unchecked'
        ? html`<p class="${css.unchecked}">${copy.uncheckedNote}</p>`
        : null;
  return html`<section class="${css.section}" aria-labelledby="${headingId}">
<div class="${css.sectionHeader}"><h2 id="${headingId}" class="${css.sectionTitle}">${title}</h2><span class="${css.rating} ${ratingClass[section.rating]}">Bewertung: ${analysisRatings[section.rating]}</span></div>
${findings}
</section>`;
}

const metaLine = (label: string, value: string) => html`<p><span class="${css.metaLabel}">${label}:</span> ${value}</p>`;

export function resultPage(view: ResultView): FormAnswer {
  const title = `Analyse für ${view.company}`;
  const summary = view.content.summary.trim();
  return {
    title: 'Deine kostenlose Analyse',
    body: html`<article class="${css.root}">
<p class="${css.eyebrow}">${copy.eyebrow}</p>
<h1 class="${css.heading}">${title}</h1>
<div class="${css.meta}">
${metaLine(copy.dateLabel, formatBerlinDate(view.sentAt))}
${metaLine(copy.adviserLabel, view.adviserName)}
${view.changedAt ? metaLine(copy.correctedLabel, formatBerlinDate(view.changedAt)) : null}
</div>
<p class="${css.printHint}"><strong>${copy.printHintLabel}:</strong> ${copy.printHint}</p>
<div class="${css.sectionList}">
${joinLines(view.content.sections.map(sectionHtml))}
</div>
${summary ? html`<section class="${css.summary}" aria-labelledby="zusammenfassung"><h2 id="zusammenfassung" class="${css.summaryHeading}">${copy.summaryHeading}</h2><p class="${css.summaryText}">${summary}</p></section>` : null}
<section class="${css.nextStep}" aria-labelledby="naechster-schritt">
<h2 id="naechster-schritt" class="${css.nextStepHeading}">${copy.nextStepHeading}</h2>
<p class="${css.nextStepText}">${view.bookingHref ? copy.bookingStepText : copy.nextStepText}</p>
<a class="${css.button}" href="${view.bookingHref ?? copy.nextStepPath}">${view.bookingHref ? copy.bookingStepLabel : copy.nextStepLabel}</a>
</section>
<p class="${css.note}">${copy.premiumNote}</p>
<p class="${css.note}">${copy.retention(formatBerlinDate(view.retainUntil))} <a class="${css.link}" href="${copy.privacyPath}">${copy.privacyLinkLabel}</a></p>
</article>`,
  };
}

export function resultNotFoundPage(): FormAnswer {
  return {
    title: copy.notFoundTitle,
    body: html`<article class="${css.root}">
<h1 class="${css.heading}">${copy.notFoundTitle}</h1>
<p class="${css.nextStepText}">${copy.notFoundText}</p>
<a class="${css.button}" href="${copy.notFoundLinkPath}">${copy.notFoundLinkLabel}</a>
</article>`,
  };
}

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
import { brand, company } from '@sichtwerk/content/company';
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
  /** The desk's preview: whether a version was sent already, and whether the sent page's step is the booking page. */
  preview?: { sent: boolean; bookingStep: boolean };
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

/** The printout's sender (newcomer review 2026-11-28: the PDF carried no address), from the Impressum's facts. */
const senderLine = `${brand.name} · ${company.legalName} · ${company.street}, ${company.postalCode} ${company.city} · Telefon ${company.phone} · ${company.email}`;

function nextStep(view: ResultView): SafeHtml {
  const booking = view.preview ? view.preview.bookingStep : view.bookingHref !== undefined;
  const label = booking ? copy.bookingStepLabel : copy.nextStepLabel;
  // In the preview the button looks as sent but goes nowhere: staff must not book or ask for a call as the visitor.
  const button = view.preview
    ? html`<a class="${css.button}" aria-disabled="true" title="In der Vorschau ohne Funktion">${label}</a>`
    : html`<a class="${css.button}" href="${view.bookingHref ?? copy.nextStepPath}">${label}</a>`;
  return html`<p class="${css.nextStepText}">${booking ? copy.bookingStepText : copy.nextStepText}</p>
${button}`;
}

export function resultPage(view: ResultView): FormAnswer {
  const title = `Analyse für ${view.company}`;
  const summary = view.content.summary.trim();
  const banner = view.preview
    ? html`<p class="${css.printHint}" role="status"><strong>Vorschau, noch nicht verschickt:</strong> ${view.preview.sent ? 'So sieht die Seite nach dem Senden der Korrektur aus.' : `So sieht ${view.company} die Seite, wenn du die Analyse sendest.`}</p>`
    : null;
  return {
    title: 'Deine kostenlose Analyse',
    body: html`<article class="${css.root}">
${banner}
<p class="${css.eyebrow}">${copy.eyebrow}</p>
<h1 class="${css.heading}">${title}</h1>
<div class="${css.meta}">
${metaLine(copy.dateLabel, view.preview && !view.preview.sent ? 'noch nicht (das Datum des Sendens)' : formatBerlinDate(view.sentAt))}
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
${nextStep(view)}
</section>
<p class="${css.note}">${copy.premiumNote}</p>
<p class="${css.sender}">${senderLine}</p>
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

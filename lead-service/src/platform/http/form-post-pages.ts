/**
 * The HTML pages the lead service itself answers a plain form post with (the thank-you pages are part of the
 * prerendered site). Each is put into the site's own frame, `SITE_DIR/formular-antwort/index.html`
 * (content/src/form-answer.ts): same header, footer, CSS and CSP as every page, and no script — the page must
 * work in exactly the browser that runs none. Without a built site (a bare API, some tests) the answer is a
 * plain, readable document instead.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brand } from '@sichtwerk/content/company';
import { formAnswerClasses as css, formAnswerSlot } from '@sichtwerk/content/form-answer';
import { pages } from '@sichtwerk/content/routes';
import type { FieldDeclarations } from '@sichtwerk/forms/form-fields';
import { honeypotInputName } from '@sichtwerk/forms/form-protection';
import { html, joinLines, type HtmlValue, type SafeHtml } from '../shared/html.ts';
import { matchesAny, type PathPattern } from './service-path.ts';

/**
 * Where the frame is, and — when the service's pages live on another origin than the site (SERVICE_URL, the
 * site on a CDN) — the site's origin and the service's own paths (app/service-paths.ts): the frame's links to the
 * site's pages then lead back to the site, not to the copy of it the service serves from SITE_DIR.
 */
export interface PageFrame {
  siteDir: string;
  siteLinks?: { origin: string; servicePatterns: readonly PathPattern[] };
}

/** An answer: its title and its body, written with the escaping template (platform/shared/html.ts). */
export interface FormAnswer {
  title: string;
  body: SafeHtml;
}

function plainDocument({ title, body }: FormAnswer): string {
  return String(html`<!DOCTYPE html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${brand.name}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`);
}

const framePath = (siteDir: string) => path.join(siteDir, pages.formularAntwort.path, 'index.html');
const titlePattern = /<title>[^<]*<\/title>/;
/** The frame's canonical link names the frame, not this answer; an answer has no canonical address. */
const canonicalPattern = /<link rel="canonical"[^>]*>/;

/** A link's root-relative href (not `//host`), in the frame's and the answers' own markup. */
const rootRelativeLink = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/g;

/** Links to the site's pages get the site's origin; links to the service's own paths stay on this origin. */
function withSiteLinks(html: string, siteLinks: NonNullable<PageFrame['siteLinks']>): string {
  return html.replace(rootRelativeLink, (whole, start: string, href: string) =>
    matchesAny(siteLinks.servicePatterns, href.replace(/&amp;/g, '&')) ? whole : `${start}${siteLinks.origin}${href}"`,
  );
}

/** The answer inside the site's frame; never fails (a missing or unfamiliar frame gives the plain document). */
export async function formAnswerPage({ siteDir, siteLinks }: PageFrame, answer: FormAnswer): Promise<string> {
  let frame: string;
  try {
    frame = await readFile(framePath(siteDir), 'utf8');
  } catch {
    return plainDocument(answer);
  }
  if (!frame.includes(formAnswerSlot) || !titlePattern.test(frame)) return plainDocument(answer);
  const title = String(html`<title>${answer.title} | ${brand.name}</title>`);
  const slot = String(html`<div data-form-answer="">${answer.body}</div>`);
  // Functions as replacements: a `$` in the answer must stay a `$`.
  const page = frame
    .replace(titlePattern, () => title)
    .replace(canonicalPattern, () => '')
    .replace(formAnswerSlot, () => slot);
  return siteLinks ? withSiteLinks(page, siteLinks) : page;
}

/** The answer's building blocks; text given to them is escaped, a fragment written with `html` is kept. */
export const heading = (text: string) => html`<h1 class="${css.heading}">${text}</h1>`;
export const textBlock = (content: HtmlValue) => html`<p class="${css.text}">${content}</p>`;
export const note = (content: HtmlValue) => html`<p class="${css.note}">${content}</p>`;
export const strong = (text: string) => html`<strong class="${css.strong}">${text}</strong>`;
export const link = (href: string, text: string) => html`<a class="${css.link}" href="${href}">${text}</a>`;

/** Typed values survive only the browser's own history, so the page says how to get them back. */
const backHint = 'Tipp: Mit der Zurück-Taste deines Browsers kommst du zum Formular zurück – deine Eingaben sind dann noch da.';

/** The kind's form once more on the error page: where it posts, its fields and its button. */
export interface CorrectionForm {
  action: string;
  fields: FieldDeclarations;
  submitLabel: string;
}

/**
 * The visitor's form again, filled with what they typed (escaped into attributes and text), each problem beside
 * its field: the way back keeps every entry, and only the named fields need a change. The honeypot comes along
 * empty, as on the site's form; the post has no time token, so it goes through the confirmation step as before.
 */
function correctionFormHtml(form: CorrectionForm, typed: Readonly<Record<string, string>>, problems: Readonly<Record<string, string>>) {
  const controls = Object.entries(form.fields).map(([name, declared]) => {
    const id = `korrektur-${name}`;
    const problem = problems[name];
    const errorId = `${id}-fehler`;
    const value = typed[name] ?? '';
    const asked = declared.prompt ?? declared.label;
    const aria = html`${declared.required ? html` aria-required="true"` : null}${problem ? html` aria-invalid="true" aria-describedby="${errorId}"` : null}`;
    const error = problem ? html`<p id="${errorId}" class="${css.fieldError}">${problem}</p>` : null;
    const label = declared.required ? `${asked} *` : asked;
    if (declared.input === 'checkbox') {
      const checked = value !== '' ? html` checked` : null;
      return html`<div><div class="${css.checkboxRow}"><input class="${css.checkbox}" type="checkbox" id="${id}" name="${name}" value="${declared.checkedValue ?? ''}"${checked}${aria}>
<label class="${css.checkboxLabel}" for="${id}">${label}</label></div>${error}</div>`;
    }
    let control: SafeHtml;
    if (declared.input === 'textarea') {
      control = html`<textarea class="${css.input}" id="${id}" name="${name}" rows="${declared.rows ?? 4}"${aria}>${value}</textarea>`;
    } else if (declared.options) {
      const choices: [string, string][] = [['', 'Bitte wählen'], ...Object.entries(declared.options)];
      const options = choices.map(([key, text]) => html`<option value="${key}"${key === value ? html` selected` : null}>${text}</option>`);
      control = html`<select class="${css.input}" id="${id}" name="${name}"${aria}>${options}</select>`;
    } else {
      const autocomplete = declared.autoComplete ? html` autocomplete="${declared.autoComplete}"` : null;
      control = html`<input class="${css.input}" type="${declared.input}" id="${id}" name="${name}" value="${value}"${autocomplete}${aria}>`;
    }
    return html`<div><label class="${css.label}" for="${id}">${label}</label>${control}${error}</div>`;
  });
  return html`<form class="${css.fields}" method="post" action="${form.action}" novalidate aria-label="Angaben korrigieren">
${joinLines(controls)}
<div aria-hidden="true" class="${css.honeypot}"><label for="korrektur-hp">Bitte leer lassen</label><input id="korrektur-hp" name="${honeypotInputName}" type="text" tabindex="-1" autocomplete="off" value=""></div>
<button class="${css.button}" type="submit">${form.submitLabel}</button>
</form>`;
}

/**
 * 400: what is missing or wrong, one line per field, in the schema's own German words; then, when the kind's
 * form is known, that form filled with what the visitor typed, so nothing has to be typed again.
 */
export function invalidInputPage(
  problems: Readonly<Record<string, string>>,
  formHref: string,
  correction?: { form: CorrectionForm; typed: Readonly<Record<string, string>> },
): FormAnswer {
  const items = joinLines(Object.values(problems).map((problem) => html`<li>${problem}</li>`));
  const wayBack = correction
    ? html`${textBlock('Hier sind deine Angaben – ändere nur, was oben steht, und sende sie noch einmal:')}
${correctionFormHtml(correction.form, correction.typed, problems)}
${note(html`Lieber von vorn? ${link(formHref, 'Zum leeren Formular')}`)}`
    : html`${textBlock(link(formHref, 'Zurück zum Formular'))}
${note(backHint)}`;
  return {
    title: 'Bitte prüfe deine Eingaben',
    body: html`${heading('Bitte prüfe deine Eingaben')}
${textBlock('Deine Angaben wurden noch nicht gesendet. Das fehlt noch oder passt nicht:')}
<ul class="${css.list}">
${items}
</ul>
${wayBack}`,
  };
}

/**
 * 503 while the database is away: the visitor's own fields once more, in a form that posts them again with
 * one button. Every value goes into an escaped hidden input; the page itself still runs no script.
 */
export function resendPage(message: string, action: string, fields: Readonly<Record<string, string>>): FormAnswer {
  const inputs = joinLines(Object.entries(fields).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`));
  return {
    title: 'Kurz nicht erreichbar',
    body: html`${heading('Kurz nicht erreichbar')}
${textBlock(message)}
<form class="${css.form}" method="post" action="${action}">
${inputs}
<button class="${css.button}" type="submit">Noch einmal senden</button>
</form>
${note('Der Knopf schickt genau das, was du eingegeben hast, noch einmal ab. Du musst nichts neu tippen.')}`,
  };
}

/** The text fields of a parsed form post, as the browser sent them (a repeated name keeps its first value). */
export function postedFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, value] of Object.entries(body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

/** Any other refusal (too many requests, too large, the database away): the service's German message. */
/** A page of one heading and one sentence: a refusal or a notice. */
export function messagePage(title: string, text: string): FormAnswer {
  return { title, body: html`${heading(title)}\n${textBlock(text)}` };
}

export function formPostErrorPage(message: string, homeHref: string): FormAnswer {
  return {
    title: 'Das hat nicht geklappt',
    body: html`${heading('Das hat nicht geklappt')}
${textBlock(message)}
${note(backHint)}
${textBlock(link(homeHref, 'Zur Startseite'))}`,
  };
}

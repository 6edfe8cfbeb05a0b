/**
 * The one way the service writes HTML (the visitor pages in the site's frame, the HTML part of every mail):
 * `html`…``, a tagged template that escapes every interpolated value for text and for quoted attribute values
 * (`& < > " '`), so a visitor's text can only ever be text. A fragment made by `html` itself (SafeHtml, a branded
 * type nothing else returns) is inserted as it is; an array is joined; null and undefined give nothing (a bare
 * `false` would print "false": write `condition ? html`…` : null`).
 *
 * @remix-run/html-template does the escaping: zero dependencies, the brand and the nesting rules above, and the
 * same five entities the hand-written escaping used, so the pages read byte for byte as before. Its `html.raw`
 * (strings inserted unescaped) is deliberately not passed on: no page or mail needs markup from anywhere but
 * this template, and biome.json (noRestrictedImports) keeps the package out of every other file.
 */
import { html as escapingTemplate, isSafeHtml, type SafeHtml } from '@remix-run/html-template';

export { isSafeHtml, type SafeHtml };

/** What a template accepts in `${…}`: text (escaped), numbers, a SafeHtml fragment, nothing, or a list of these. */
export type HtmlValue = SafeHtml | string | number | null | undefined | HtmlValue[];

export const html: (strings: TemplateStringsArray, ...values: HtmlValue[]) => SafeHtml = escapingTemplate;

/** Fragments one per line, as the hand-written pages joined them (an array inside `html` is joined without one). */
export function joinLines(parts: readonly SafeHtml[]): SafeHtml {
  return html`${parts.map((part, index) => (index === 0 ? part : html`\n${part}`))}`;
}

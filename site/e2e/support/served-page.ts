/**
 * A prerendered page as a crawler, a social network or a browser without JavaScript gets it: the bytes the
 * service answers, parsed once, queried with CSS selectors. For what only the served HTML decides (the head,
 * structured data, links, the text of a page that runs no script) this is the page the browser would build,
 * without a browser's second of CPU per page; what needs layout, styles or scripts stays with Chromium.
 */
import { expect } from '@playwright/test';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Document, Element } from 'domhandler';
import { getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { baseUrl } from './base-url.ts';

/** Never shown as text. */
const unrendered = new Set(['script', 'style', 'template', 'head']);
/** Elements whose text stands apart from its neighbours', as a browser's innerText separates them. */
const blocks = new Set(
  'address article aside blockquote br dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/** ASCII whitespace runs as one space, as a browser's title and innerText do; a no-break space stays. */
const collapse = (text: string) => text.replace(/[ \t\n\f\r]+/g, ' ').trim();

export interface ServedPage {
  route: string;
  status: number;
  headers: Headers;
  html: string;
  /** Every element matching `selector`, in document order. */
  all(selector: string): Element[];
  /** The one element matching `selector`, or the story fails naming the route and how many it found. */
  one(selector: string): Element;
  /** An attribute of the one element matching `selector`. */
  attribute(selector: string, name: string): string | undefined;
  /** The text of the elements matching `selector` (the whole body when omitted), whitespace collapsed, no scripts or styles. */
  text(selector?: string): string;
}

/** Fetches `route` from the started service (no redirects followed: a prerendered page answers itself). */
export async function servedPage(route: string): Promise<ServedPage> {
  const response = await fetch(baseUrl(route), { redirect: 'manual' });
  const html = await response.text();
  const document: Document = parseDocument(html, { decodeEntities: true });
  const all = (selector: string) => selectAll<AnyNode, Element>(selector, document);
  const one = (selector: string) => {
    const found = all(selector);
    expect(found, `${route}: ${selector} ${found.length}-mal statt einmal`).toHaveLength(1);
    return found[0]!;
  };
  return {
    route,
    status: response.status,
    headers: response.headers,
    html,
    all,
    one,
    attribute: (selector, name) => getAttributeValue(one(selector), name),
    text: (selector) => {
      if (selector === undefined) return textIn(selectOne<AnyNode, Element>('body', document) ?? document);
      return all(selector)
        .map((element) => textIn(element))
        .join(' ')
        .trim();
    },
  };
}

/** An element's own attribute (for elements picked from `all`). */
export const attributeOf = (element: Element, name: string): string | undefined => getAttributeValue(element, name);

/** An element's text as a browser's innerText reads it: blocks apart, no scripts, styles or hidden elements, whitespace collapsed. */
export function textIn(element: Element | Document): string {
  const visible = (node: Element | Document): string =>
    node.children
      .map((child) => {
        if (child.type === 'text') return child.data;
        if (child.type !== 'tag' || unrendered.has(child.name) || getAttributeValue(child, 'hidden') !== undefined) return '';
        return blocks.has(child.name) ? ` ${visible(child)} ` : visible(child);
      })
      .join('');
  return collapse(visible(element));
}

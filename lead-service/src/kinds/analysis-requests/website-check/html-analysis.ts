/**
 * Reads the facts a first SEO look needs out of a home page's HTML. htmlparser2 builds the document tree;
 * no regular expression ever touches the markup. Inline JSON-LD is parsed as data, never executed.
 * A hostile page can be built to cost the parser time that grows with the square of its nesting, so the tree
 * has hard bounds (elements, depth) and the text is collected iteratively up to a length; a page over a bound
 * is reported as too complex, not analysed. This runs in a worker thread (analyze-off-thread.ts).
 */
import { DomHandler, type AnyNode, type Element } from 'domhandler';
import { findAll, getAttributeValue } from 'domutils';
import { Parser } from 'htmlparser2';

export interface StructuredData {
  types: string[];
  hasAddress: boolean;
  hasTelephone: boolean;
  hasOpeningHours: boolean;
}

export interface PageFacts {
  title: string | undefined;
  metaDescription: string | undefined;
  h1Count: number;
  lang: string | undefined;
  hasViewport: boolean;
  canonical: string | undefined;
  metaRobots: string | undefined;
  ogTitle: boolean;
  ogDescription: boolean;
  ogImage: boolean;
  structuredData: StructuredData;
  imagesWithoutAlt: number;
  imageCount: number;
  scriptCount: number;
  /** The digits of the body text and of each tel: link, space-separated per source, for comparing a phone number. */
  digitText: string;
}

/** JSON-LD blocks are bounded so a hostile page cannot make us walk an endless graph. */
const maxJsonLdNodes = 2_000;

/** Far above any real home page (big shops stay under 10,000 elements and a nesting of 60). */
export const htmlBounds = { maxElements: 50_000, maxDepth: 512, maxTextChars: 200_000 } as const;

/** A string from a fetched page that may reach a mail or the CLI: at most this many characters. */
export const maxFetchedStringChars = 120;

export type HtmlLimit = 'elements' | 'depth' | 'time';

export type HtmlAnalysis = { facts: PageFacts } | { limit: HtmlLimit };

class PageTooComplex extends Error {
  readonly limit: HtmlLimit;

  constructor(limit: HtmlLimit) {
    super(`page over the ${limit} bound`);
    this.limit = limit;
  }
}

/** Builds the tree like htmlparser2's own handler, but stops (throws) at the first element over a bound. */
class BoundedHandler extends DomHandler {
  private elements = 0;

  override onopentag(name: string, attribs: { [key: string]: string }): void {
    this.elements += 1;
    if (this.elements > htmlBounds.maxElements) throw new PageTooComplex('elements');
    if (this.tagStack.length > htmlBounds.maxDepth) throw new PageTooComplex('depth');
    super.onopentag(name, attribs);
  }
}

/** The text of a subtree, collected with an explicit stack (no recursion) and cut at `maxChars`. */
export function boundedText(root: AnyNode, maxChars: number = htmlBounds.maxTextChars): string {
  const parts: string[] = [];
  let length = 0;
  const stack: AnyNode[] = [root];
  while (stack.length > 0 && length < maxChars) {
    const node = stack.pop() as AnyNode;
    if (node.type === 'text') {
      const data = 'data' in node && typeof node.data === 'string' ? node.data : '';
      parts.push(data.slice(0, maxChars - length));
      length += Math.min(data.length, maxChars - length);
    } else if ('children' in node) {
      for (let index = node.children.length - 1; index >= 0; index -= 1) stack.push(node.children[index] as AnyNode);
    }
  }
  return parts.join('');
}

/** A fetched string cut to `maxFetchedStringChars`, so a page cannot fill a mail line with kilobytes. */
export function capFetched(text: string): string {
  const characters = [...text.slice(0, maxFetchedStringChars * 2)];
  return characters.length > maxFetchedStringChars ? `${characters.slice(0, maxFetchedStringChars - 1).join('')}…` : text;
}

function attribute(element: Element, name: string): string | undefined {
  const value = getAttributeValue(element, name);
  return value === undefined ? undefined : value.trim();
}

function collectStructuredData(blocks: string[]): StructuredData {
  const result: StructuredData = { types: [], hasAddress: false, hasTelephone: false, hasOpeningHours: false };
  const types = new Set<string>();
  let visited = 0;
  const visit = (node: unknown, depth: number): void => {
    if (visited >= maxJsonLdNodes || depth > 20 || node === null || typeof node !== 'object') return;
    visited += 1;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const record = node as Record<string, unknown>;
    const type = record['@type'];
    for (const name of Array.isArray(type) ? type : [type]) if (typeof name === 'string') types.add(capFetched(name));
    if (record.address !== undefined) result.hasAddress = true;
    if (record.telephone !== undefined) result.hasTelephone = true;
    if (record.openingHours !== undefined || record.openingHoursSpecification !== undefined) result.hasOpeningHours = true;
    for (const value of Object.values(record)) if (typeof value === 'object') visit(value, depth + 1);
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block), 0);
    } catch {
      // Broken JSON-LD counts as none; search engines ignore it as well.
    }
  }
  result.types = [...types].slice(0, 20);
  return result;
}

/** The facts of a page, or which bound it broke. Synchronous: call it off the event loop. */
export function analyzeHtml(html: string): HtmlAnalysis {
  const handler = new BoundedHandler();
  try {
    new Parser(handler).end(html);
  } catch (error) {
    if (error instanceof PageTooComplex) return { limit: error.limit };
    throw error;
  }
  return { facts: factsOf(handler.root.children) };
}

function factsOf(document: AnyNode[]): PageFacts {
  const elements = findAll(() => true, document);
  const byName = (name: string) => elements.filter((element) => element.name === name);
  const metaNamed = (name: string) =>
    byName('meta').find(
      (element) => attribute(element, 'name')?.toLowerCase() === name || attribute(element, 'property')?.toLowerCase() === name,
    );
  const titleElement = byName('title')[0];
  const images = byName('img');
  const scripts = byName('script');
  const jsonLd = scripts
    .filter((element) => attribute(element, 'type')?.toLowerCase() === 'application/ld+json')
    .map((element) => boundedText(element));
  const canonical = byName('link').find((element) => (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'));
  const telLinks = byName('a')
    .map((element) => attribute(element, 'href') ?? '')
    .filter((href) => href.toLowerCase().startsWith('tel:'));
  const body = byName('body')[0];
  const text = body ? boundedText(body) : '';
  return {
    title: titleElement ? boundedText(titleElement).trim().replace(/\s+/g, ' ') : undefined,
    metaDescription: metaNamed('description') ? attribute(metaNamed('description') as Element, 'content') : undefined,
    h1Count: byName('h1').length,
    lang: attribute(byName('html')[0] ?? ({ attribs: {} } as Element), 'lang') || undefined,
    hasViewport: Boolean(metaNamed('viewport')),
    canonical: canonical ? attribute(canonical, 'href') : undefined,
    metaRobots: metaNamed('robots') ? attribute(metaNamed('robots') as Element, 'content') : undefined,
    ogTitle: Boolean(metaNamed('og:title')),
    ogDescription: Boolean(metaNamed('og:description')),
    ogImage: Boolean(metaNamed('og:image')),
    structuredData: collectStructuredData(jsonLd),
    imagesWithoutAlt: images.filter((element) => getAttributeValue(element, 'alt') === undefined).length,
    imageCount: images.length,
    scriptCount: scripts.length - jsonLd.length,
    // Per source all non-digits go, so "030 / 12 34-56" and "+49 30 123456" both keep their digit run.
    digitText: [text, ...telLinks].map((source) => source.replace(/\D+/g, '')).join(' '),
  };
}

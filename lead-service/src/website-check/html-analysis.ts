/**
 * Reads the facts a first SEO look needs out of a home page's HTML. htmlparser2 builds the document tree;
 * no regular expression ever touches the markup. Inline JSON-LD is parsed as data, never executed.
 */
import { findAll, getAttributeValue, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

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
    for (const name of Array.isArray(type) ? type : [type]) if (typeof name === 'string') types.add(name);
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

export function analyzeHtml(html: string): PageFacts {
  const document = parseDocument(html);
  const elements = findAll(() => true, document.children);
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
    .map((element) => textContent(element));
  const canonical = byName('link').find((element) => (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'));
  const telLinks = byName('a')
    .map((element) => attribute(element, 'href') ?? '')
    .filter((href) => href.toLowerCase().startsWith('tel:'));
  const body = byName('body')[0];
  const text = body ? textContent(body) : '';
  return {
    title: titleElement ? textContent(titleElement).trim().replace(/\s+/g, ' ') : undefined,
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

import { parse as parseYaml } from 'yaml';
import { agencyComparisonSlug } from './company.ts';
import { articleFrontmatterSchema, type ArticleFrontmatter } from './article-frontmatter.ts';
import { validateContent } from './validate.ts';

export interface Article extends ArticleFrontmatter {
  slug: string;
  path: string;
  /** Generated at build time from the title (site/scripts/write-seo-files.ts). */
  image: string;
  wordCount: number;
  readingMinutes: number;
}

/** The ten article slugs in the spec's order; the folder `content/blog/<slug>/` must exist for each. */
export const articleSlugs = [
  'google-ads-optimierung',
  agencyComparisonSlug,
  'google-ads-kosten',
  'google-ads-anzeige-erstellen',
  'google-ranking-verbessern',
  'lokale-marketing-loesungen',
  'online-marketing-lokal',
  'tool-vs-komplettloesung',
  'seo-tools-probleme',
  'seo-fuer-kleine-unternehmen',
] as const;

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
const wordsPerMinute = 200;

/** Counts the words a reader reads: prose only, without JSX tags, attributes, link targets or markup. */
export function countWords(mdxBody: string): number {
  const prose = mdxBody
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#>*_|`~[\]-]+/g, ' ');
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Turns one article's MDX source into its typed, validated catalog entry. */
export function parseArticleSource(slug: string, source: string): Article {
  const file = `content/blog/${slug}/index.mdx`;
  const match = frontmatterPattern.exec(source);
  if (!match) throw new Error(`Invalid content in ${file}:\n  - (root): Frontmatter zwischen --- fehlt`);
  const [, yamlText = '', body = ''] = match;
  const frontmatter = validateContent(articleFrontmatterSchema, parseYaml(yamlText), file);
  const wordCount = countWords(body);
  return {
    ...frontmatter,
    slug,
    path: `/${slug}`,
    image: `/og/${slug}.png`,
    wordCount,
    readingMinutes: Math.max(1, Math.round(wordCount / wordsPerMinute)),
  };
}

/**
 * Builds the catalog from `slug → MDX source`, newest first. Fails when an expected article is missing
 * or an unexpected folder exists, so the blog, sitemap and feed never disagree.
 */
export function buildArticleCatalog(sources: ReadonlyMap<string, string>): Article[] {
  const expected = new Set<string>(articleSlugs);
  for (const slug of sources.keys()) {
    if (!expected.has(slug)) throw new Error(`Invalid content in content/blog/${slug}/index.mdx:\n  - (root): unbekannter Artikel, nicht in articleSlugs (content/src/blog-catalog.ts)`);
  }
  return articleSlugs
    .map((slug) => {
      const source = sources.get(slug);
      if (source === undefined) throw new Error(`Missing content: content/blog/${slug}/index.mdx`);
      return parseArticleSource(slug, source);
    })
    .sort((a, b) => b.published.localeCompare(a.published));
}

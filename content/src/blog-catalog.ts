/**
 * The blog: one folder per article under content/blog/<slug>/index.mdx, discovered, never listed by hand.
 * Each article is parsed on its own, so in development one broken file fails only its own page; the build
 * refuses to finish while any file is broken. Drafts (`draft: true`) exist only in development.
 */
import { parse as parseYaml } from 'yaml';
import { articleFrontmatterSchema, type ArticleFrontmatter } from './article-frontmatter.ts';
import { ContentError } from './content-error.ts';
import { validateContent } from './validate.ts';

export interface Article extends ArticleFrontmatter {
  slug: string;
  path: string;
  /** Generated at build time from the title (site/build/write-share-images.ts). */
  image: string;
  wordCount: number;
  readingMinutes: number;
}

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
const wordsPerMinute = 200;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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
  if (!slugPattern.test(slug))
    throw new ContentError(file, [
      {
        field: '(Ordner)',
        rule: 'nur Kleinbuchstaben, Ziffern und Bindestriche, denn der Ordnername wird die Adresse',
        value: `„${slug}“`,
      },
    ]);
  if (!match) throw new ContentError(file, [{ field: '(Datei)', rule: 'Frontmatter zwischen --- am Dateianfang fehlt' }]);
  const [, yamlText = '', body = ''] = match;
  let yaml: unknown;
  try {
    yaml = parseYaml(yamlText);
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    throw new ContentError(file, [{ field: '(Frontmatter)', rule: `kein gültiges YAML – ${reason}` }]);
  }
  const frontmatter = validateContent(articleFrontmatterSchema, yaml, file);
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

/** One folder's outcome: its article, or why it cannot be one. */
export type ArticleEntry =
  | { slug: string; article: Article; error?: undefined }
  | { slug: string; article?: undefined; error: ContentError };

/** Parses every `slug → MDX source` on its own; nothing here throws for a broken file. */
export function readArticleEntries(sources: ReadonlyMap<string, string>): ArticleEntry[] {
  return [...sources].map(([slug, source]) => {
    try {
      return { slug, article: parseArticleSource(slug, source) };
    } catch (error) {
      if (error instanceof ContentError) return { slug, error };
      throw error;
    }
  });
}

export interface CatalogOptions {
  /** Development shows drafts; the build, sitemap and feed never do. */
  includeDrafts?: boolean;
}

/** Newest first; the slug breaks ties so the order never depends on the file system. */
export function sortArticles(articles: readonly Article[]): Article[] {
  return [...articles].sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
}

export interface ArticleSelection {
  /** What readers see, newest first. */
  articles: Article[];
  /** Development only: the articles that cannot be shown, with why. */
  broken: Map<string, ContentError>;
}

/**
 * What the site shows. In development drafts are shown and a broken article becomes its own error page while
 * every other page keeps working; for the build the first broken file ends it with the same message.
 */
export function selectArticles(entries: readonly ArticleEntry[], { development }: { development: boolean }): ArticleSelection {
  const broken = new Map(entries.flatMap((entry) => (entry.error ? [[entry.slug, entry.error] as const] : [])));
  const [first] = broken.values();
  if (first && !development) throw first;
  const articles = entries.flatMap((entry) => (entry.article && (development || !entry.article.draft) ? [entry.article] : []));
  return { articles: sortArticles(articles), broken };
}

/** The published catalog: every article valid (else the first broken file's ContentError), drafts left out. */
export function buildArticleCatalog(sources: ReadonlyMap<string, string>, { includeDrafts = false }: CatalogOptions = {}): Article[] {
  const entries = readArticleEntries(sources);
  const broken = entries.find((entry) => entry.error);
  if (broken?.error) throw broken.error;
  return sortArticles(entries.flatMap((entry) => (entry.article && (includeDrafts || !entry.article.draft) ? [entry.article] : [])));
}

import { readArticleEntries, selectArticles, type Article } from '@sichtwerk/content/blog-catalog';
import type { ContentError } from '@sichtwerk/content/content-error';
import type { MDXContent } from 'mdx/types';

// Vite reads every article twice at build time: as raw text for the validated catalog (frontmatter,
// word count) and compiled as MDX for the body. Both globs are static, so nothing loads at run time.
const rawSources: Record<string, string> = import.meta.glob('../../content/blog/*/index.mdx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const compiled: Record<string, MDXContent> = import.meta.glob('../../content/blog/*/index.mdx', { import: 'default', eager: true });

function slugOf(file: string): string {
  const slug = /content\/blog\/([^/]+)\/index\.mdx$/.exec(file)?.[1];
  if (!slug) throw new Error(`Unerwarteter Artikelpfad: ${file}`);
  return slug;
}

const { articles: selected, broken } = selectArticles(
  readArticleEntries(new Map(Object.entries(rawSources).map(([file, source]) => [slugOf(file), source]))),
  {
    development: import.meta.env.DEV,
  },
);

/** Published articles, newest first; in development drafts too. */
export const articles: readonly Article[] = selected;

const bodies = new Map(Object.entries(compiled).map(([file, body]) => [slugOf(file), body]));

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** Why a development article cannot be shown, if it cannot. */
export function findContentError(slug: string): ContentError | undefined {
  return broken.get(slug);
}

export function articleBody(slug: string): MDXContent {
  const body = bodies.get(slug);
  if (!body) throw new Error(`Kein MDX-Inhalt für ${slug}`);
  return body;
}

/** The id an article heading gets, from its text: "Was kostet ein Klick?" → "was-kostet-ein-klick". */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export interface ArticleHeading {
  id: string;
  text: string;
}

/** The article's `## ` headings in order, outside code fences, with inline markup removed: its table of contents. */
export function articleHeadings(slug: string): ArticleHeading[] {
  const source = Object.entries(rawSources).find(([file]) => slugOf(file) === slug)?.[1] ?? '';
  const headings: ArticleHeading[] = [];
  let fenced = false;
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^## +(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1]) continue;
    const text = match[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '');
    headings.push({ id: headingId(text), text });
  }
  return headings;
}

/** Three other articles: those from the same section first, then the newest. */
export function relatedArticles(article: Article, count = 3): Article[] {
  const others = articles.filter((other) => other.slug !== article.slug && !other.draft);
  const sameSection = others.filter((other) => other.section === article.section);
  return [...sameSection, ...others.filter((other) => other.section !== article.section)].slice(0, count);
}

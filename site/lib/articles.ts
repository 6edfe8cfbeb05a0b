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

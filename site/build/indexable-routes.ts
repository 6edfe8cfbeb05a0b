import type { Article } from '@sichtwerk/content/blog-catalog';
import { pages, type PageMeta } from '@sichtwerk/content/routes';

export interface IndexableRoute {
  path: string;
  lastModified: string;
}

/** Every route a search engine should know: registry pages that are not noindex, plus the articles. */
export function indexableRoutes(articles: readonly Article[], registry: readonly PageMeta[] = Object.values(pages)): IndexableRoute[] {
  const pageRoutes = registry
    .filter((page) => page.robots === 'index,follow')
    .map((page) => ({ path: page.path, lastModified: page.lastModified }));
  const articleRoutes = articles.map((article) => ({ path: article.path, lastModified: article.modified }));
  return [...pageRoutes, ...articleRoutes];
}

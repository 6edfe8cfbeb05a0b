import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findArticle } from '../../lib/articles.ts';

export function data(pageContext: PageContextServer) {
  const article = findArticle(pageContext.routeParams.slug ?? '');
  if (!article) throw render(404);
  return { article };
}

export type Data = ReturnType<typeof data>;

import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { findArticle, findContentError } from '../../lib/articles.ts';

export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.slug ?? '';
  const error = findContentError(slug);
  if (error) return { broken: { file: error.file, problems: error.problems } };
  const article = findArticle(slug);
  if (!article) throw render(404);
  return { article };
}

export type Data = ReturnType<typeof data>;

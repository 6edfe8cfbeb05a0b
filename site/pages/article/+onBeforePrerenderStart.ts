import { articles } from '../../lib/articles.ts';

export function onBeforePrerenderStart() {
  return articles.map((article) => `/${article.slug}`);
}

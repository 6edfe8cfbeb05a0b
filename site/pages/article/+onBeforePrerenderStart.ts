import { loadArticlesFromDisk } from '@sichtwerk/content/blog-disk';

/** The published articles; a broken one fails the build here with its ContentError. */
export function onBeforePrerenderStart() {
  return loadArticlesFromDisk().map((article) => article.path);
}

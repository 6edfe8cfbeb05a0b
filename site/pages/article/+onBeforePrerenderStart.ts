import { articleSlugs } from '@sichtwerk/content/blog-catalog';

export function onBeforePrerenderStart() {
  return articleSlugs.map((slug) => `/${slug}`);
}

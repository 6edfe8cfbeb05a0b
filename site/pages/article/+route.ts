import type { PageContext } from 'vike/types';
import { articleSlugs } from '../../lib/articles.ts';

const slugs = new Set<string>(articleSlugs);

/** Articles live at `/<slug>`; only the catalog's slugs match, every other path stays a 404. */
export function route(pageContext: PageContext) {
  const slug = pageContext.urlPathname.slice(1);
  return slugs.has(slug) ? { routeParams: { slug } } : false;
}

import { isArticleFolder } from '@sichtwerk/content/blog-disk';
import type { PageContext } from 'vike/types';

// Vike loads this file when it reads the config, outside Vite, so it asks the file system instead of
// site/lib/articles.ts's import.meta.glob. Drafts and broken articles match too: +data.ts decides what they show.
/** Articles live at `/<slug>`; only article folders match, every other path stays a 404. */
export function route(pageContext: PageContext) {
  const slug = pageContext.urlPathname.slice(1);
  return isArticleFolder(slug) ? { routeParams: { slug } } : false;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildArticleCatalog, type Article, type CatalogOptions } from './blog-catalog.ts';

// Bundled into the site's server build (the article route), this module's own URL points into site/dist, so
// the folder is found through the package instead.
export const defaultBlogDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@sichtwerk/content/blog-disk')), '..', 'blog');

/** Every `<dir>/<slug>/index.mdx`, by slug; a folder without index.mdx is not an article. */
export function readArticleSources(blogDir = defaultBlogDir): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(blogDir, { withFileTypes: true })) {
    const file = `${blogDir.replace(/\/?$/, '/')}${entry.name}/index.mdx`;
    if (entry.isDirectory() && existsSync(file)) sources.set(entry.name, readFileSync(file, 'utf8'));
  }
  return sources;
}

/** Whether `/<slug>` is an article folder; checked per request, so a folder added during `npm run dev` routes at once. */
export function isArticleFolder(slug: string, blogDir = defaultBlogDir): boolean {
  return /^[a-z0-9-]+$/.test(slug) && existsSync(path.join(blogDir, slug, 'index.mdx'));
}

/** Node-side loader for scripts (sitemap, feed, images, tests); the site reads the same files through Vite. */
export function loadArticlesFromDisk(options: CatalogOptions & { blogDir?: string } = {}): Article[] {
  return buildArticleCatalog(readArticleSources(options.blogDir), options);
}

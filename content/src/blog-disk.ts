import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildArticleCatalog, type Article, type CatalogOptions } from './blog-catalog.ts';

export const defaultBlogDir = fileURLToPath(new URL('../blog/', import.meta.url));

/** Every `<dir>/<slug>/index.mdx`, by slug; a folder without index.mdx is not an article. */
export function readArticleSources(blogDir = defaultBlogDir): Map<string, string> {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(blogDir, { withFileTypes: true })) {
    const file = `${blogDir.replace(/\/?$/, '/')}${entry.name}/index.mdx`;
    if (entry.isDirectory() && existsSync(file)) sources.set(entry.name, readFileSync(file, 'utf8'));
  }
  return sources;
}

/** Node-side loader for scripts (sitemap, feed, images, tests); the site reads the same files through Vite. */
export function loadArticlesFromDisk(options: CatalogOptions & { blogDir?: string } = {}): Article[] {
  return buildArticleCatalog(readArticleSources(options.blogDir), options);
}

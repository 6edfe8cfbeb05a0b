import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildArticleCatalog, type Article } from './blog-catalog.ts';

/** Node-side loader for scripts (sitemap, feed, images); the site reads the same files through Vite. */
export function loadArticlesFromDisk(): Article[] {
  const blogDir = fileURLToPath(new URL('../blog/', import.meta.url));
  const sources = new Map<string, string>();
  for (const entry of readdirSync(blogDir, { withFileTypes: true })) {
    if (entry.isDirectory()) sources.set(entry.name, readFileSync(`${blogDir}${entry.name}/index.mdx`, 'utf8'));
  }
  return buildArticleCatalog(sources);
}

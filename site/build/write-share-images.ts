import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Article } from '@sichtwerk/content/blog-catalog';
import { defaultShareImage } from '../lib/seo/head-meta.ts';
import { renderShareImage, renderSquarePng } from './share-image.ts';

/**
 * Writes every generated image into a built client folder: the default share image, one 1200×630 title image
 * per article (`/og/<slug>.png`, also the blog cards' images), apple-touch-icon.png and the schema.org logo.
 * Returns how many share images were written.
 */
export async function writeShareImages(clientDir: string, articles: readonly Article[]): Promise<number> {
  mkdirSync(`${clientDir}og`, { recursive: true });
  writeFileSync(`${clientDir}${defaultShareImage.path.slice(1)}`, await renderShareImage({ title: 'Deine Kunden suchen dich. Finden sie dich auch?', eyebrow: 'Online-Marketing & lokales SEO' }));
  for (const article of articles) {
    writeFileSync(`${clientDir}${article.image.slice(1)}`, await renderShareImage({ title: article.title, eyebrow: 'Sichtwerk Blog · Online Marketing' }));
  }
  const favicon = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
  writeFileSync(`${clientDir}apple-touch-icon.png`, renderSquarePng(favicon, 180));
  writeFileSync(`${clientDir}logo.png`, renderSquarePng(favicon, 512));
  return articles.length + 1;
}

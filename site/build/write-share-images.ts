import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Article } from '@sichtwerk/content/blog-catalog';
import { defaultShareImage } from '../lib/seo/head-meta.ts';
import { renderShareImage, renderSquarePng } from './share-image.ts';

export interface GeneratedImage {
  /** Root-relative path, e.g. /og/<slug>.png. */
  path: string;
  render(): Promise<Buffer>;
}

/**
 * Every generated image: the default share image, one 1200×630 title image per article (`/og/<slug>.png`, also
 * the blog cards' images), apple-touch-icon.png and the schema.org logo. The build writes them; `npm run dev`
 * renders each on request.
 */
export function generatedImages(articles: readonly Article[]): GeneratedImage[] {
  const favicon = () => readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
  return [
    {
      path: defaultShareImage.path,
      render: () =>
        renderShareImage({ title: 'Deine Kunden suchen dich. Finden sie dich auch?', eyebrow: 'Online-Marketing & lokales SEO' }),
    },
    ...articles.map((article) => ({
      path: article.image,
      render: () => renderShareImage({ title: article.title, eyebrow: 'Sichtwerk Blog · Online Marketing' }),
    })),
    { path: '/apple-touch-icon.png', render: async () => renderSquarePng(favicon(), 180) },
    { path: '/logo.png', render: async () => renderSquarePng(favicon(), 512) },
  ];
}

/** Writes the generated images into a built client folder; returns how many share images were written. */
export async function writeShareImages(clientDir: string, articles: readonly Article[]): Promise<number> {
  for (const image of generatedImages(articles)) {
    const target = path.join(clientDir, image.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await image.render());
  }
  return articles.length + 1;
}

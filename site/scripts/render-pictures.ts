/**
 * Runs before `vike build` (and `npm run dev`): writes the product pictures and the article header images as
 * PNG into site/.generated/pictures, where the pages import them through vite-imagetools (lib/pictures.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readArticleEntries } from '@sichtwerk/content/blog-catalog';
import { readArticleSources } from '@sichtwerk/content/blog-disk';
import { productPictureAlt, type ProductPictureName } from '@sichtwerk/content/product-examples';
import { renderArticleHeader, renderProductPicture } from '../build/product-pictures.tsx';

const outDir = fileURLToPath(new URL('../.generated/pictures/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const names = Object.keys(productPictureAlt) as ProductPictureName[];
for (const name of names) writeFileSync(`${outDir}${name}.png`, await renderProductPicture(name));
// Drafts too, for `npm run dev`; a broken article gets no header here, its page shows what is wrong instead.
const articles = readArticleEntries(readArticleSources()).flatMap((entry) => (entry.article ? [entry.article] : []));
for (const article of articles) writeFileSync(`${outDir}article-${article.slug}.png`, await renderArticleHeader(article));

console.log(`render-pictures: ${names.length} product pictures, ${articles.length} article headers`);

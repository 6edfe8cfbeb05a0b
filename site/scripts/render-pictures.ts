/**
 * Runs before `vike build` (and `npm run dev`): writes the product pictures and the article header images as
 * PNG into site/.generated/pictures, where the pages import them through vite-imagetools (lib/pictures.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readArticleEntries } from '@sichtwerk/content/blog-catalog';
import { readArticleSources } from '@sichtwerk/content/blog-disk';
import { productPictureAlt, type ProductPictureName } from '@sichtwerk/content/product-examples';
import { inputsFingerprint } from '../build/inputs-fingerprint.ts';

const outDir = fileURLToPath(new URL('../.generated/pictures/', import.meta.url));
mkdirSync(outDir, { recursive: true });

const names = Object.keys(productPictureAlt) as ProductPictureName[];
// Drafts too, for `npm run dev`; a broken article gets no header here, its page shows what is wrong instead.
const articles = readArticleEntries(readArticleSources()).flatMap((entry) => (entry.article ? [entry.article] : []));
const files = [...names.map((name) => `${name}.png`), ...articles.map((article) => `article-${article.slug}.png`)];

// Drawing them is seconds of CPU on every build and dev start; what they are drawn from rarely changes: the
// content package (examples, articles), this script and its renderer with the widths it draws for, and the fonts
// and renderers (the lockfile).
const siteDir = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = path.resolve(siteDir, '..');
const fingerprint = inputsFingerprint(repoRoot, [
  path.join(repoRoot, 'content'),
  path.join(siteDir, 'build', 'product-pictures.tsx'),
  path.join(siteDir, 'build', 'generated-picture-widths.ts'),
  fileURLToPath(import.meta.url),
  path.join(repoRoot, 'package-lock.json'),
]);
const stampFile = `${outDir}.inputs`;
const current =
  existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === fingerprint && files.every((file) => existsSync(`${outDir}${file}`));

if (current) {
  console.log(`render-pictures: ${files.length} pictures up to date`);
} else {
  // Loaded only to draw: satori, resvg and the fonts are most of this script's start.
  const { renderArticleHeader, renderProductPicture } = await import('../build/product-pictures.tsx');
  for (const name of names) writeFileSync(`${outDir}${name}.png`, await renderProductPicture(name));
  for (const article of articles) writeFileSync(`${outDir}article-${article.slug}.png`, await renderArticleHeader(article));
  writeFileSync(stampFile, `${fingerprint}\n`);
  console.log(`render-pictures: ${names.length} product pictures, ${articles.length} article headers`);
}

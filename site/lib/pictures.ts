import type { ProductPictureName } from '@sichtwerk/content/product-examples';
import type { PictureData } from '../components/media/picture.tsx';

/**
 * The generated pictures (scripts/render-pictures.ts writes the PNGs before the build) as AVIF/WebP through
 * vite-imagetools, with width and height known; their widths and formats are the config's (vite.config.ts), the
 * same list they are drawn for. The glob is static, so nothing loads at run time.
 */
const generated: Record<string, PictureData> = import.meta.glob('../.generated/pictures/*.png', {
  query: '?as=picture',
  import: 'default',
  eager: true,
});

function picture(name: string): PictureData {
  const entry = Object.entries(generated).find(([file]) => file.endsWith(`/${name}.png`));
  if (!entry) throw new Error(`Bild ${name}.png fehlt – läuft scripts/render-pictures.ts vor dem Build?`);
  return entry[1];
}

export function productPicture(name: ProductPictureName): PictureData {
  return picture(name);
}

export function articleHeaderPicture(slug: string): PictureData {
  return picture(`article-${slug}`);
}

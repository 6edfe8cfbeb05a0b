/** What vite-imagetools answers for `?…&as=picture` (site/build/remark-article-images.ts). */
export interface PictureData {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}

const mimeTypes: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The article column is at most 768 px wide (max-w-3xl) and full width below that. */
const sizes = '(min-width: 48rem) 48rem, 100vw';

/** An article image in modern formats at the width the screen needs, with its size known before it loads. */
export function ArticleImage({ picture, alt, title }: { picture: PictureData; alt: string; title?: string }) {
  return (
    <picture data-slot="article-image">
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={mimeTypes[format] ?? `image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        title={title}
        loading="lazy"
        decoding="async"
        className="my-8 h-auto w-full rounded-2xl"
      />
    </picture>
  );
}

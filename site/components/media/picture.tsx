/** What vite-imagetools answers for `?…&as=picture` (site/build/remark-article-images.ts, lib/pictures.ts). */
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

export interface PictureProps {
  slot: string;
  /** Names the picture in the HTML (data-name), e.g. for its story. */
  name?: string;
  picture: PictureData;
  alt: string;
  title?: string;
  sizes: string;
  /** Above the fold: loaded at once and first, not lazily. */
  priority?: boolean;
  className?: string;
}

/** The site's one <picture>: every format at the width the screen needs, width and height set so nothing shifts on load. */
export function Picture({ slot, name, picture, alt, title, sizes, priority = false, className }: PictureProps) {
  return (
    <picture data-slot={slot} data-name={name}>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={mimeTypes[format] ?? `image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        title={title}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  );
}

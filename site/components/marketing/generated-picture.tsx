import type { PictureData } from '../article/article-image.tsx';

const mimeTypes: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** A picture from lib/pictures.ts: AVIF with WebP fallback, width and height set so nothing shifts on load. */
export function GeneratedPicture({
  slot,
  name,
  picture,
  alt,
  sizes,
  priority = false,
  className,
}: {
  slot: string;
  name: string;
  picture: PictureData;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
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
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        className={className}
      />
    </picture>
  );
}

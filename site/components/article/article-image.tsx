import { Picture, type PictureData } from '../media/picture.tsx';

/** The article column is at most 768 px wide (max-w-3xl) and full width below that. */
const sizes = '(min-width: 48rem) 48rem, 100vw';

/** An article image in modern formats at the width the screen needs, with its size known before it loads. */
export function ArticleImage({ picture, alt, title }: { picture: PictureData; alt: string; title?: string }) {
  return (
    <Picture
      slot="article-image"
      picture={picture}
      alt={alt}
      sizes={sizes}
      className="my-8 h-auto w-full rounded-2xl"
      {...(title === undefined ? {} : { title })}
    />
  );
}

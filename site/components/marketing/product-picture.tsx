import { productPictureAlt, type ProductPictureName } from '@sichtwerk/content/product-examples';
import { cn } from '../../lib/cn.ts';
import { productPicture } from '../../lib/pictures.ts';
import { Picture } from '../media/picture.tsx';

/** A screen of the app with the example bakery's data; the alternative text says what it shows. */
export function ProductPicture({
  name,
  sizes,
  priority = false,
  className,
}: {
  name: ProductPictureName;
  /** The width the picture takes on screen, as the `sizes` attribute. */
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <Picture
      slot="product-picture"
      name={name}
      picture={productPicture(name)}
      alt={productPictureAlt[name]}
      sizes={sizes}
      priority={priority}
      className={cn('h-auto w-full drop-shadow-xl', className)}
    />
  );
}

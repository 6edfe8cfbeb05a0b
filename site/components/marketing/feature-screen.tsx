import type { ProductPictureName } from '@sichtwerk/content/product-examples';
import type { Feature } from '@sichtwerk/content/schemas';
import { cn } from '../../lib/cn.ts';
import { FeatureIcon } from '../icons/feature-icon.tsx';
import { Badge } from '../ui/index.ts';
import { ProductPicture } from './product-picture.tsx';

/** Features as a screen of the app beside a plain list (icon, heading, text), the screen left or right. */
export function FeatureScreen({
  features,
  picture,
  side = 'left',
  layout = 'beside',
}: {
  features: readonly Feature[];
  picture: ProductPictureName;
  side?: 'left' | 'right';
  /** `stacked`: the screen above a three-column list, for long lists. */
  layout?: 'beside' | 'stacked';
}) {
  const stacked = layout === 'stacked';
  return (
    <div data-slot="feature-screen" className={cn('grid items-center gap-10', !stacked && 'lg:grid-cols-2 lg:gap-16')}>
      <div className={cn(side === 'right' && 'lg:order-last', stacked && 'mx-auto w-full max-w-2xl')}>
        <ProductPicture
          name={picture}
          sizes={stacked ? '(min-width: 42rem) 42rem, 100vw' : '(min-width: 80rem) 36rem, (min-width: 64rem) 45vw, 100vw'}
        />
      </div>
      <ul className={stacked ? 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-8'}>
        {features.map((feature) => (
          <li key={feature.title} className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <FeatureIcon name={feature.icon} className="size-6" />
            </span>
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-bold text-slate-900">{feature.title}</h3>
                {feature.badge && <Badge>{feature.badge}</Badge>}
              </div>
              <p className="mt-1 text-slate-600">{feature.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

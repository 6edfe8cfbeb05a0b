import { addonPriceLabel } from '@sichtwerk/content/addons';
import { pricingPage } from '@sichtwerk/content/pages/preise';
import type { ContentAddon, ServiceAddon } from '@sichtwerk/content/schemas';
import { CircleCheck } from 'lucide-react';
import { Badge, Card } from '../../components/ui/index.ts';

/** One bookable add-on: name, what it does, its price label and whether a plan already includes it. */
export function AddonCard({ addon }: { addon: ContentAddon | ServiceAddon }) {
  const highlighted = 'highlighted' in addon && addon.highlighted;
  return (
    <Card data-slot="addon-card" data-addon={addon.id} data-highlighted={highlighted ? 'true' : undefined} className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold text-slate-900">{addon.name}</h3>
        {/* Neutral, so no add-on competes with the one highlighted package. */}
        {highlighted && (
          <Badge variant="brand" className="shrink-0">
            {pricingPage.addonHighlightBadge}
          </Badge>
        )}
      </div>
      <p className="mt-2 flex-1 text-slate-600">{addon.description}</p>
      <p data-slot="addon-price" className="mt-5 text-xl font-bold text-slate-900">
        {addonPriceLabel(addon)}
      </p>
      {addon.includedNote ? (
        <p data-slot="addon-included" className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {addon.includedNote}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{pricingPage.bookableNote}</p>
      )}
    </Card>
  );
}

export function AddonGrid({ addons, kind }: { addons: readonly (ContentAddon | ServiceAddon)[]; kind: 'content' | 'service' }) {
  return (
    <ul data-slot="addon-grid" data-kind={kind} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {addons.map((addon) => (
        <li key={addon.id}>
          <AddonCard addon={addon} />
        </li>
      ))}
    </ul>
  );
}

import { aiOptimisationAddonName } from '@sichtwerk/content/plans';
import { includedAddonsFor } from '@sichtwerk/content/addons';
import { formatEuro } from '@sichtwerk/content/format';
import { planAudience } from '@sichtwerk/content/plan-audience';
import { planCtaLabel, pricingPage } from '@sichtwerk/content/pages/preise';
import { pages } from '@sichtwerk/content/routes';
import type { Plan } from '@sichtwerk/content/schemas';
import { CircleCheck, Plus, Sparkles } from 'lucide-react';
import { Badge, Button, Card } from '../../components/ui/index.ts';

/** One package: name, who it is for, price per month (net, stated once above the cards), contents and a start button. */
export function PlanCard({ plan }: { plan: Plan }) {
  const included = includedAddonsFor(plan.id);
  const headingId = `paket-${plan.id}`;
  return (
    <Card
      data-slot="plan-card"
      data-plan={plan.id}
      data-highlighted={plan.highlighted ? 'true' : undefined}
      variant={plan.highlighted ? 'highlighted' : 'default'}
      className="relative flex w-full flex-col p-6 sm:p-8"
      aria-labelledby={headingId}
      role="group"
    >
      {plan.highlighted && (
        <Badge
          data-slot="plan-highlight"
          className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap bg-accent-700 px-4 py-1 text-sm text-white shadow"
        >
          <Sparkles className="size-4" aria-hidden="true" />
          {pricingPage.highlightBadge}
        </Badge>
      )}
      <h3 id={headingId} className="text-2xl font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-1 font-medium text-brand-700">{plan.subtitle}</p>
      <p className="mt-4 flex items-baseline gap-2">
        <span data-slot="plan-price" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          {formatEuro(plan.priceMonthly)}
        </span>
        <span className="text-lg font-medium text-slate-600">/ Monat</span>
      </p>
      <p data-slot="plan-audience" className="mt-2 text-sm font-medium text-slate-700 lg:min-h-10">
        {planAudience[plan.id]}
      </p>
      <p className="mt-6 text-slate-700">{plan.description}</p>
      <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
            <span className="text-slate-800">{feature}</span>
          </li>
        ))}
      </ul>
      {included.length > 0 && (
        <div className="mt-6 rounded-xl bg-brand-50 p-4">
          <p className="text-sm font-semibold text-brand-900">{pricingPage.includedAddonsLabel}</p>
          <ul data-slot="plan-included-addons" className="mt-2 space-y-1.5 text-sm text-slate-800">
            {included.map((addon) => (
              <li key={addon.id} className="flex gap-2">
                <Plus className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                {addon.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* A plan that includes the AI add-on lists it with its included add-ons already; the note would repeat it. */}
      {included.some((addon) => addon.name === aiOptimisationAddonName) ? null : (
        <p data-slot="plan-addon-note" className="mt-4 text-sm text-slate-600">
          {plan.addonNote}
        </p>
      )}
      <div className="mt-auto pt-8">
        <Button asChild size="lg" variant={plan.highlighted ? 'primary' : 'secondary'} className="w-full">
          <a href={pages.kostenloseAnalyse.path}>{planCtaLabel(plan.name)}</a>
        </Button>
      </div>
    </Card>
  );
}

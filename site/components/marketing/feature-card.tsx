import type { Feature } from '@sichtwerk/content/schemas';
import { FeatureIcon } from '../icons/feature-icon.tsx';
import { Badge, Card } from '../ui/index.ts';

/** One feature, benefit or function card; `headingLevel` keeps the heading order right per page. */
export function FeatureCard({ feature, headingLevel = 3 }: { feature: Feature; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <Card data-slot="feature-card" className="h-full">
      <div className="flex items-start justify-between gap-3">
        <span className="inline-flex rounded-xl bg-brand-50 p-3 text-brand-700">
          <FeatureIcon name={feature.icon} className="size-6" />
        </span>
        {feature.badge && <Badge>{feature.badge}</Badge>}
      </div>
      <Heading className="mt-4 text-lg font-bold text-slate-900">{feature.title}</Heading>
      <p className="mt-2 text-slate-600">{feature.description}</p>
    </Card>
  );
}

export function FeatureGrid({ features, columns = 3 }: { features: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureCard feature={feature} />
        </li>
      ))}
    </ul>
  );
}

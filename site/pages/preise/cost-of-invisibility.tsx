import { pricingPage } from '@sichtwerk/content/pages/preise';
import { FeatureIcon } from '../../components/icons/feature-icon.tsx';
import { Section } from '../../components/ui/index.ts';
import { AnalysisButton } from '../../components/marketing/index.ts';

/** The cost-of-invisibility message: what a local business loses when it is not found, built from claims and plans. */
export function CostOfInvisibility() {
  const copy = pricingPage.costOfInvisibility;
  return (
    <Section id="kosten-der-unsichtbarkeit" tone="brand" template="figures" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <ul className="grid gap-6 md:grid-cols-3">
        {copy.points.map((point) => (
          <li key={point.title} className="rounded-2xl border border-white/15 bg-white/5 p-6">
            <span className="inline-flex rounded-xl bg-white/10 p-3 text-accent-300">
              <FeatureIcon name={point.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-white">{point.title}</h3>
            <p className="mt-2 text-brand-100">{point.description}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto mt-10 max-w-3xl text-center">
        <p data-slot="break-even" className="text-lg font-medium text-white">
          {copy.breakEven}
        </p>
        <AnalysisButton label={copy.button} className="mt-6" />
      </div>
    </Section>
  );
}

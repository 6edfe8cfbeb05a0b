import { aiFeaturesPage } from '@sichtwerk/content/pages/ki-funktionen';
import { CheckList } from '../../components/marketing/index.ts';
import { Card, Section } from '../../components/ui/index.ts';

/** How AI assistants and AI overviews pick businesses, and what Sichtwerk does about it. */
export function AiSearchSection() {
  const copy = aiFeaturesPage.aiSearch;
  return (
    <Section id="ki-suchsysteme" tone="muted" title={copy.title} intro={copy.intro}>
      <div className="grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <h3 className="text-xl font-bold text-slate-900">{copy.factorsTitle}</h3>
          <ol data-slot="ai-factors" className="mt-6 grid gap-4 sm:grid-cols-2">
            {copy.factors.map((factor, index) => (
              <li key={factor.title} className="rounded-2xl border border-slate-200 bg-white p-5">
                <p className="text-sm font-semibold text-accent-700" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h4 className="mt-1 font-bold text-slate-900">{factor.title}</h4>
                <p className="mt-2 text-slate-600">{factor.description}</p>
              </li>
            ))}
          </ol>
        </div>
        <Card variant="brand" className="lg:col-span-2 lg:self-start">
          <h3 className="text-xl font-bold">{copy.approachTitle}</h3>
          <div data-slot="ai-approach" className="mt-6 text-brand-50">
            <CheckList items={copy.approach} tone="dark" />
          </div>
          <p data-slot="ai-addon-note" className="mt-6 border-t border-white/15 pt-5 text-sm text-brand-100">
            {copy.addonNote}
          </p>
        </Card>
      </div>
    </Section>
  );
}

import { analysisFreeBenefits, analysisHero, analysisPremiumOnly, analysisPromises } from '@sichtwerk/content/analysis-offer';
import { testimonialsByPage } from '@sichtwerk/content/testimonials';
import { CircleCheck, Lock } from 'lucide-react';
import { FormCard, FormIsland } from '../../../components/forms/index.ts';
import { FeatureIcon } from '../../../components/icons/feature-icon.tsx';
import { PageHero, TestimonialGrid } from '../../../components/marketing/index.ts';
import { Container } from '../../../components/ui/index.ts';

export function Page() {
  return (
    <>
      <PageHero eyebrow="Kostenlose Sichtbarkeitsanalyse" title={analysisHero.title} intro={analysisHero.subtitle}>
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {analysisPromises.map((promise) => (
            <li key={promise} className="flex items-center gap-2 font-semibold text-slate-800">
              <CircleCheck className="size-5 shrink-0 text-accent-700" aria-hidden="true" />
              {promise}
            </li>
          ))}
        </ul>
      </PageHero>
      <Container className="grid gap-12 pb-20 lg:grid-cols-[1fr_minmax(0,28rem)]">
        {/* First in the document, so on a phone the form follows the hero directly; beside the benefits from lg. */}
        <div className="lg:col-start-2 lg:row-start-1">
          <FormCard id="analyse-formular" title="Jetzt Analyse anfordern" hint="Dauert keine Minute. Pflichtfelder sind mit * markiert.">
            <FormIsland kind="analysis-request" />
          </FormCard>
        </div>
        <div className="space-y-12 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="kostenlos-titel">
            <h2 id="kostenlos-titel" className="text-2xl font-bold text-slate-900">
              Das bekommst du kostenlos
            </h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {analysisFreeBenefits.map((benefit) => (
                <li key={benefit.title} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
                  <span className="inline-flex h-fit rounded-lg bg-brand-50 p-2 text-brand-700">
                    <FeatureIcon name={benefit.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900">{benefit.title}</span>
                    <span className="text-sm text-slate-600">{benefit.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="premium-titel" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-6">
            <h2 id="premium-titel" className="flex items-center gap-2 text-xl font-bold text-slate-700">
              <Lock className="size-5" aria-hidden="true" />
              {analysisPremiumOnly.heading}
            </h2>
            <p className="mt-1 text-sm text-slate-600">Nicht Teil der kostenlosen Analyse – in jedem Paket enthalten.</p>
            <ul className="mt-4 space-y-2 text-slate-600" data-testid="premium-only">
              {analysisPremiumOnly.items.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Lock className="size-4 shrink-0" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Kundenstimme">
            <TestimonialGrid testimonials={[testimonialsByPage.kostenloseAnalyse]} />
          </section>
        </div>
      </Container>
    </>
  );
}

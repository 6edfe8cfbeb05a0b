import { contentAddons, serviceAddons } from '@sichtwerk/content/addons';
import { appFeatures } from '@sichtwerk/content/app-features';
import { pricingFaq } from '@sichtwerk/content/faq';
import { plans } from '@sichtwerk/content/plans';
import { pricingPage } from '@sichtwerk/content/pricing-page';
import { CtaSection, FaqAccordion, FeatureGrid, PageHero } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { AddonGrid } from './addon-card.tsx';
import { CostOfInvisibility } from './cost-of-invisibility.tsx';
import { OffersJsonLd } from './offers-json-ld.tsx';
import { PlanCard } from './plan-card.tsx';

export function Page() {
  const copy = pricingPage;
  return (
    <>
      <OffersJsonLd />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section id="pakete" title={copy.plans.title} intro={copy.plans.intro} className="pt-4 sm:pt-8">
        <ul data-slot="plan-grid" className="grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
          {plans.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-10 max-w-2xl text-center text-slate-600">{copy.plansFootnote}</p>
      </Section>
      <CostOfInvisibility />
      <Section id="content-add-ons" tone="muted" title={copy.contentAddons.title} intro={copy.contentAddons.intro}>
        <AddonGrid addons={contentAddons} kind="content" />
      </Section>
      <Section id="service-add-ons" title={copy.serviceAddons.title} intro={copy.serviceAddons.intro}>
        <AddonGrid addons={serviceAddons} kind="service" />
      </Section>
      <Section id="app-funktionen" tone="muted" title={copy.appFeatures.title} intro={copy.appFeatures.intro}>
        <FeatureGrid features={appFeatures} columns={3} />
      </Section>
      <Section id="faq" title={copy.faq.title} intro={copy.faq.intro}>
        <FaqAccordion name="preise-faq" entries={pricingFaq} />
      </Section>
      <CtaSection title={copy.finalCta.title} text={copy.finalCta.text} button={copy.finalCta.button} />
    </>
  );
}

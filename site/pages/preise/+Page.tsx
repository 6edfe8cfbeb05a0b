import { Fragment } from 'react';
import { addonTermsNote, contentAddons, serviceAddons } from '@sichtwerk/content/addons';
import { appFeatures } from '@sichtwerk/content/app-features';
import { pricingFaq } from '@sichtwerk/content/faq';
import { planTermsLabel, planTermsShort } from '@sichtwerk/content/plan-audience';
import { planPriceNote, plans } from '@sichtwerk/content/plans';
import { pricingPage } from '@sichtwerk/content/pages/preise';
import { CtaSection, FaqAccordion, FeatureScreen, PageHero } from '../../components/marketing/index.ts';
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
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} compact />
      <Section id="pakete" template="plans" title={copy.plans.title} intro={copy.plans.intro} className="pt-2 sm:pt-8">
        <p data-slot="plan-terms" className="mx-auto -mt-4 mb-6 max-w-3xl text-center text-sm text-slate-700 sm:mt-0 sm:mb-8">
          <strong className="font-semibold text-slate-900">{planTermsLabel}:</strong>{' '}
          {planTermsShort.map((term, index) => (
            <Fragment key={term.text}>
              {index > 0 ? ' · ' : null}
              {term.href ? (
                <a href={term.href} className="underline underline-offset-2 hover:text-slate-900">
                  {term.text}
                </a>
              ) : (
                term.text
              )}
            </Fragment>
          ))}
        </p>
        <ul data-slot="plan-grid" className="grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
          {plans.map((plan) => (
            <li key={plan.id} className="flex">
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
        <p data-slot="plan-terms-full" className="mx-auto mt-8 max-w-2xl text-center text-sm text-slate-600">
          {planPriceNote}
        </p>
        <p className="mx-auto mt-6 max-w-2xl text-center text-slate-600">{copy.plansFootnote}</p>
      </Section>
      <CostOfInvisibility />
      <Section id="content-add-ons" tone="muted" template="cards" title={copy.contentAddons.title} intro={copy.contentAddons.intro}>
        <AddonGrid addons={contentAddons} kind="content" />
      </Section>
      <Section id="service-add-ons" template="cards" title={copy.serviceAddons.title} intro={copy.serviceAddons.intro}>
        <AddonGrid addons={serviceAddons} kind="service" />
        <p data-slot="addon-terms" className="mx-auto mt-8 max-w-2xl text-center text-sm text-slate-600">
          {addonTermsNote}
        </p>
      </Section>
      <Section id="app-funktionen" tone="muted" template="screen-list" title={copy.appFeatures.title} intro={copy.appFeatures.intro}>
        <FeatureScreen features={appFeatures} picture="dashboard" layout="stacked" />
      </Section>
      <Section id="faq" template="faq" title={copy.faq.title} intro={copy.faq.intro}>
        <FaqAccordion name="preise-faq" entries={pricingFaq} />
      </Section>
      <CtaSection title={copy.finalCta.title} text={copy.finalCta.text} button={copy.finalCta.button} />
    </>
  );
}

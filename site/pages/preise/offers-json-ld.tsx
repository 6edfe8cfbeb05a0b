import { brand } from '@sichtwerk/content/company';
import { plans } from '@sichtwerk/content/plans';
import { pages } from '@sichtwerk/content/routes';
import { absoluteUrl, resolveSiteUrl } from '@sichtwerk/content/site-url';
import { JsonLd } from '../../components/seo/json-ld.tsx';

/**
 * The three plans as schema.org Offers of the Sichtwerk service: monthly net prices read from plans.ts,
 * tied to the Organization in the shared head by its @id. No ratings (the issue forbids invented ones).
 */
export function offersJsonLd(siteUrl: string) {
  const url = absoluteUrl(pages.preise.path, siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#leistung`,
    name: brand.name,
    description: brand.tagline,
    serviceType: 'Online-Marketing und lokale SEO',
    url,
    provider: { '@id': `${siteUrl}/#organization` },
    areaServed: { '@type': 'Country', name: 'Deutschland' },
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: `${brand.name} ${plan.name}`,
      description: plan.description,
      url: `${url}#paket-${plan.id}`,
      price: plan.priceMonthly,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.priceMonthly,
        priceCurrency: 'EUR',
        unitCode: 'MON',
        unitText: 'Monat',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        valueAddedTaxIncluded: false,
      },
    })),
  };
}

export function OffersJsonLd() {
  return <JsonLd data={offersJsonLd(resolveSiteUrl())} />;
}

import { brand, company, externalLinks } from '@sichtwerk/content/company';
import { absoluteUrl } from '@sichtwerk/content/site-url';
import type { HeadMeta } from './head-meta.ts';

/** schema.org Organization, shown on every page (issue: no invented ratings, facts from company.ts only). */
export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: company.legalName,
    alternateName: brand.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.png`,
    email: company.email,
    telephone: company.phone,
    sameAs: [externalLinks.linkedin, externalLinks.instagram],
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressCountry: company.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: company.email,
      telephone: company.phone,
      availableLanguage: ['de'],
    },
  };
}

export function breadcrumbJsonLd(meta: HeadMeta, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: meta.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path, siteUrl),
    })),
  };
}

/** Serialises JSON-LD so that no "</script>" inside a string can close the tag early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

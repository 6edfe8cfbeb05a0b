/**
 * Brand, company facts and external hosts — the one place an operator edits them (docs/decisions.md "Brand").
 * The legal facts are fictional placeholders until the real company data is known.
 */
export const brand = Object.freeze({
  name: 'Sichtwerk',
  /** URL-safe form of the brand name; the agency comparison article's slug derives from it. */
  slug: 'sichtwerk',
  email: 'hallo@sichtwerk.de',
  tagline: 'Sichtbar bei Google, in Maps und in KI-Antworten – mit App, monatlichem Live-Call und persönlicher Beratung.',
  themeColor: '#1b4a80',
  copyrightYear: 2025,
});

export const company = Object.freeze({
  /** True while the facts below are placeholders; the Impressum says so. */
  isPlaceholder: true,
  legalName: 'Sichtwerk GmbH',
  legalForm: 'Gesellschaft mit beschränkter Haftung (GmbH)',
  street: 'Musterstraße 12',
  postalCode: '10115',
  city: 'Berlin',
  country: 'Deutschland',
  countryCode: 'DE',
  managingDirector: 'Max Mustermann',
  registerCourt: 'Amtsgericht Berlin-Charlottenburg',
  registerNumber: 'HRB 000000',
  vatId: 'DE000000000',
  phone: '+49 30 000000',
  phoneHref: 'tel:+4930000000',
  email: brand.email,
  contentResponsible: 'Max Mustermann, Musterstraße 12, 10115 Berlin',
  supportHours: 'Mo–Fr, 9–17 Uhr',
});

export const externalLinks = Object.freeze({
  customerLogin: 'https://kunden.sichtwerk.de',
  appLogin: 'https://app.sichtwerk.de',
  demo: 'https://demo.sichtwerk.de',
  linkedin: 'https://www.linkedin.com/company/sichtwerk',
  instagram: 'https://www.instagram.com/sichtwerk',
});

/** The agency comparison article lives at `/<brand>-vs-agenturen` (docs/decisions.md). */
export const agencyComparisonSlug = `${brand.slug}-vs-agenturen`;

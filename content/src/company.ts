/**
 * Brand, company facts and external hosts — the one place an operator edits them (docs/decisions.md "Brand").
 * The legal facts are fictional placeholders until the real company data is known; each is marked where it is
 * defined, and `npm run launch-check` lists every one that is left.
 */

/** A company fact as the legal pages, the mail footer and the launch check read it. */
export interface CompanyFact {
  /** What the fact is, in German, as the launch check names it. */
  readonly label: string;
  readonly value: string;
  /** True while the value is a fictional stand-in; `npm run launch-check` fails until none is left. */
  readonly placeholder: boolean;
}

const real = (label: string, value: string): CompanyFact => Object.freeze({ label, value, placeholder: false });
/** A stand-in until the real company data is known. Replace the value and switch to `real` in the same edit. */
const placeholder = (label: string, value: string): CompanyFact => Object.freeze({ label, value, placeholder: true });

/** The legal facts, each marked: every `placeholder` is listed by the launch check and announced on the Impressum. */
export const companyFacts = Object.freeze({
  legalName: real('Firma', 'Sichtwerk GmbH'),
  legalForm: real('Rechtsform', 'Gesellschaft mit beschränkter Haftung (GmbH)'),
  street: placeholder('Straße und Hausnummer', 'Musterstraße 12'),
  postalCode: placeholder('Postleitzahl', '10115'),
  city: real('Sitz (Ort)', 'Berlin'),
  managingDirector: placeholder('Geschäftsführer', 'Max Mustermann'),
  registerCourt: placeholder('Registergericht', 'Amtsgericht Berlin-Charlottenburg'),
  registerNumber: placeholder('Handelsregisternummer', 'HRB 000000'),
  vatId: placeholder('Umsatzsteuer-Identifikationsnummer', 'DE000000000'),
  phone: placeholder('Telefonnummer', '+49 30 000000'),
});

/**
 * The award the site names (claims.ts holds its name and year): who awarded it, in which category, when, and
 * where a reader can verify it. An award without its issuer misleads (UWG § 5 Abs. 2 Nr. 3).
 */
export const awardIssuerFacts = Object.freeze({
  issuer: placeholder('Auszeichnung: Verleiher', 'Verleiher noch nicht eingetragen'),
  category: placeholder('Auszeichnung: Kategorie', 'Kategorie noch nicht eingetragen'),
  awardedOn: placeholder('Auszeichnung: Datum der Verleihung', 'Datum noch nicht eingetragen'),
  verifyUrl: placeholder('Auszeichnung: Fundstelle zum Nachprüfen', 'https://example.org/'),
});

/**
 * The brand's own addresses and hosts. For a brand whose domains and profiles are not verified yet they point at
 * other people's mailboxes, hosts and accounts, so each stays a placeholder until someone has checked it belongs
 * to the company (review 2026-11-26 N-M17). `brand.email` and `externalLinks` read their values from here.
 */
export const brandAddressFacts = Object.freeze({
  email: placeholder('E-Mail-Adresse der Marke (Postfach geprüft)', 'hallo@sichtwerk.de'),
  customerLogin: placeholder('Adresse des Kundenlogins (Host geprüft)', 'https://kunden.sichtwerk.de'),
  appLogin: placeholder('Adresse der App (Host geprüft)', 'https://app.sichtwerk.de'),
  demo: placeholder('Adresse der Demo (Host geprüft)', 'https://demo.sichtwerk.de'),
  linkedin: placeholder('LinkedIn-Profil (gehört der Firma)', 'https://www.linkedin.com/company/sichtwerk'),
  instagram: placeholder('Instagram-Profil (gehört der Firma)', 'https://www.instagram.com/sichtwerk'),
});

export const brand = Object.freeze({
  name: 'Sichtwerk',
  /** URL-safe form of the brand name; the agency comparison article's slug derives from it. */
  slug: 'sichtwerk',
  email: brandAddressFacts.email.value,
  tagline: 'Sichtbar bei Google, in Maps und in KI-Antworten – mit App, monatlichem Live-Call und persönlicher Beratung.',
  themeColor: '#1b4a80',
});

/** Every fact in a set that is still a stand-in, in the set's order. */
export function placeholdersIn(facts: Readonly<Record<string, CompanyFact>>): CompanyFact[] {
  return Object.values(facts).filter((fact) => fact.placeholder);
}

const value = (fact: CompanyFact) => fact.value;

export const company = Object.freeze({
  /** True while any fact above is a placeholder; the Impressum and the privacy policy say so. */
  isPlaceholder: placeholdersIn(companyFacts).length > 0,
  legalName: value(companyFacts.legalName),
  legalForm: value(companyFacts.legalForm),
  street: value(companyFacts.street),
  postalCode: value(companyFacts.postalCode),
  city: value(companyFacts.city),
  country: 'Deutschland',
  countryCode: 'DE',
  managingDirector: value(companyFacts.managingDirector),
  registerCourt: value(companyFacts.registerCourt),
  registerNumber: value(companyFacts.registerNumber),
  vatId: value(companyFacts.vatId),
  phone: value(companyFacts.phone),
  phoneHref: `tel:${value(companyFacts.phone).replace(/[^+\d]/g, '')}`,
  email: brand.email,
  contentResponsible: `${value(companyFacts.managingDirector)}, ${value(companyFacts.street)}, ${value(companyFacts.postalCode)} ${value(companyFacts.city)}`,
  supportHours: 'Mo–Fr, 9–17 Uhr',
});

export const awardFacts = Object.freeze({
  isPlaceholder: placeholdersIn(awardIssuerFacts).length > 0,
  issuer: value(awardIssuerFacts.issuer),
  category: value(awardIssuerFacts.category),
  awardedOn: value(awardIssuerFacts.awardedOn),
  verifyUrl: value(awardIssuerFacts.verifyUrl),
});

export const externalLinks = Object.freeze({
  customerLogin: brandAddressFacts.customerLogin.value,
  appLogin: brandAddressFacts.appLogin.value,
  demo: brandAddressFacts.demo.value,
  linkedin: brandAddressFacts.linkedin.value,
  instagram: brandAddressFacts.instagram.value,
});

/** The agency comparison article lives at `/<brand>-vs-agenturen` (docs/decisions.md). */
export const agencyComparisonSlug = `${brand.slug}-vs-agenturen`;

import { legalDates } from './legal-dates.ts';
import type { z } from 'zod';
import { brand, company, companyFacts, placeholdersIn } from '../company.ts';
import type { legalDocumentSchema } from './legal-document.ts';

/**
 * Impressum (Anbieterkennzeichnung) nach § 5 DDG, which replaced § 5 TMG in May 2024.
 * Every company fact comes from company.ts. No link to the EU online dispute resolution platform:
 * the platform was shut down in July 2025.
 */

/** Date of this version (legal-dates.ts, which the route registry reads too). */
export const impressumDate = legalDates.impressum;

/** Shown at the top while company.ts marks any fact as a placeholder; it names exactly those facts. */
export const placeholderNotice =
  `Hinweis: Folgende Unternehmensangaben auf dieser Seite sind vorläufige Platzhalter: ${placeholdersIn(companyFacts)
    .map((fact) => fact.label)
    .join(', ')}. ` + `Sie werden durch die echten Daten der ${company.legalName} ersetzt, sobald diese eingetragen sind.`;

export const impressumContent = {
  title: 'Impressum',
  lastUpdated: impressumDate,
  ...(company.isPlaceholder ? { intro: placeholderNotice } : {}),
  sections: [
    {
      id: 'anbieter',
      heading: 'Angaben gemäß § 5 DDG',
      blocks: [
        company.legalName,
        `${company.street}, ${company.postalCode} ${company.city}, ${company.country}`,
        `Rechtsform: ${company.legalForm}`,
        `Geschäftsführer: ${company.managingDirector}`,
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      blocks: [[`E-Mail: ${company.email}`, `Telefon: ${company.phone}`]],
    },
    {
      id: 'registereintrag',
      heading: 'Registereintrag',
      blocks: [[`Registergericht: ${company.registerCourt}`, `Registernummer: ${company.registerNumber}`]],
    },
    {
      id: 'umsatzsteuer-id',
      heading: 'Umsatzsteuer-Identifikationsnummer',
      blocks: [`Umsatzsteuer-Identifikationsnummer nach § 27a Umsatzsteuergesetz: ${company.vatId}`],
    },
    {
      id: 'verantwortlich-fuer-den-inhalt',
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      blocks: [company.contentResponsible],
    },
    {
      id: 'haftung-fuer-inhalte-und-links',
      heading: 'Haftung für Inhalte und Links',
      blocks: [
        `Wir erstellen die Inhalte dieser Website mit Sorgfalt und überarbeiten sie regelmäßig. ` +
          `Die Beiträge im ${brand.name}-Blog sind allgemeine Informationen zum Online-Marketing; ` +
          `sie ersetzen keine Beratung im Einzelfall, und für ihre Vollständigkeit und Aktualität können wir keine Gewähr übernehmen.`,
        `Wir verlinken an einigen Stellen auf Websites anderer Anbieter. Für deren Inhalte sind allein die jeweiligen Betreiber verantwortlich. ` +
          `Als wir die Links gesetzt haben, waren keine Rechtsverstöße erkennbar. ` +
          `Eine ständige Kontrolle der verlinkten Seiten ist ohne konkreten Anlass nicht zumutbar; ` +
          `erfahren wir von einem Rechtsverstoß, entfernen wir den betreffenden Link umgehend.`,
      ],
    },
    {
      id: 'verbraucherstreitbeilegung',
      heading: 'Verbraucherstreitbeilegung',
      blocks: [
        `Wir sind weder bereit noch verpflichtet, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). ` +
          `Unser Angebot richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB.`,
      ],
    },
  ],
} satisfies z.input<typeof legalDocumentSchema>;

import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { analysisFreeBenefits, analysisHero, analysisPremiumOnly, analysisPromises } from './analysis-offer.ts';
import { company } from './company.ts';
import { callbackPage, cancellationPage, contactPage, referralPage } from './form-pages.ts';
import { agbTermSectionId } from './legal/agb.ts';
import { agbTerm } from './legal/contract-terms.ts';
import { referralHero, referralSteps, referralTerms, referralTermsHeading } from './referral-offer.ts';
import { pages } from './routes.ts';
import type { Feature, Step, Testimonial } from './schemas.ts';
import { testimonialsByPage } from './testimonials.ts';

/**
 * What each form page shows around its form, as data: the site renders every form page from this with one
 * route, so a kind's page is its entry here and nothing in the site names a kind.
 */

export interface TextLink {
  href: string;
  label: string;
}

/** Running text with links in it; the site renders each string as text, never as markup. */
export type RichText = readonly (string | TextLink)[];

/** The icons a form page's blocks may name; the site maps each to its drawing. */
export type FormPageIcon = 'mail' | 'phone' | 'map-pin' | 'calendar-clock' | 'lock';

export interface TextParagraph {
  text: RichText;
  /** Smaller print (a source, a rule's wording) under the card's main sentence. */
  small?: boolean;
  testId?: string;
}

export type FormPageBlock =
  /** A way to reach us: a link (address, number) or a postal address, with notes under it. */
  | { type: 'channel'; icon: FormPageIcon; title: string; link?: TextLink; address?: readonly string[]; notes: readonly RichText[] }
  /** A card of text; with `headingId` it is a section its heading names. */
  | { type: 'card'; title: string; headingId?: string; icon?: FormPageIcon; paragraphs: readonly TextParagraph[] }
  /** Conditions as a ticked list in a shaded card beside the form. */
  | { type: 'check-card'; title: string; headingId: string; items: readonly string[] }
  /** What the visitor gets, one icon each. */
  | { type: 'benefits'; title: string; headingId: string; items: readonly Feature[] }
  /** What the offer does not include, shown locked. */
  | { type: 'locked-list'; title: string; headingId: string; note: string; items: readonly string[]; testId: string }
  | { type: 'testimonial'; label: string; testimonial: Testimonial };

export interface FormPageContent {
  hero: { eyebrow: string; title: string; intro: string; promises?: readonly string[] };
  /** Steps shown across the page before the form, under a heading only screen readers read. */
  steps?: { title: string; items: readonly Step[] };
  /** The card that holds the form; `id` names its heading's anchor. */
  form: { id: string; title: string; hint: string };
  /**
   * `beside`: the blocks in a column left of the form; `first`: the form comes first in the document (on a
   * phone it follows the hero directly) and sits right of the blocks from lg; `single`: one block, no column.
   */
  arrangement: 'beside' | 'first' | 'single';
  /** The form column's width from lg; a form with longer labels gets the wide one. */
  formWidth: 'regular' | 'wide';
  blocks: readonly FormPageBlock[];
}

const contactPageContent: FormPageContent = {
  hero: { eyebrow: contactPage.eyebrow, title: contactPage.title, intro: contactPage.intro },
  form: { id: 'kontakt-formular', title: contactPage.formTitle, hint: contactPage.formHint },
  arrangement: 'beside',
  formWidth: 'regular',
  blocks: [
    {
      type: 'channel',
      icon: 'mail',
      title: 'E-Mail',
      link: { href: `mailto:${company.email}`, label: company.email },
      notes: [[contactPage.responseNote]],
    },
    {
      type: 'channel',
      icon: 'phone',
      title: 'Telefon',
      link: { href: company.phoneHref, label: company.phone },
      notes: [
        [company.supportHours],
        ['Gerade keine Zeit? ', { href: pages.rueckruf.path, label: pages.rueckruf.label }, ' – wir rufen dich zurück.'],
      ],
    },
    {
      type: 'channel',
      icon: 'map-pin',
      title: 'Adresse',
      address: [company.legalName, company.street, `${company.postalCode} ${company.city}`],
      notes: [],
    },
  ],
};

const callbackPageContent: FormPageContent = {
  hero: { eyebrow: callbackPage.eyebrow, title: callbackPage.title, intro: callbackPage.intro },
  form: { id: 'rueckruf-formular', title: callbackPage.formTitle, hint: callbackPage.formHint },
  arrangement: 'beside',
  formWidth: 'regular',
  blocks: [
    { type: 'card', title: 'Wann wir anrufen', paragraphs: [{ text: [callbackPage.promise] }] },
    {
      type: 'card',
      title: 'Lieber gleich selbst anrufen?',
      paragraphs: [
        {
          text: [
            'Du erreichst uns unter ',
            { href: company.phoneHref, label: company.phone },
            ` (${company.supportHours}). Schreiben geht auch: `,
            { href: pages.kontakt.path, label: 'zum Kontaktformular' },
            '.',
          ],
        },
      ],
    },
  ],
};

const cancellationPageContent: FormPageContent = {
  hero: { eyebrow: cancellationPage.eyebrow, title: cancellationPage.title, intro: cancellationPage.intro },
  form: { id: 'kuendigung-formular', title: cancellationPage.formTitle, hint: cancellationPage.formHint },
  arrangement: 'beside',
  formWidth: 'regular',
  blocks: [
    {
      type: 'card',
      title: 'Kündigungsfristen',
      headingId: 'fristen-titel',
      icon: 'calendar-clock',
      paragraphs: [
        { text: [cancellationPage.termNotice], testId: 'cancellation-term' },
        {
          text: [
            'Was in deinem Vertrag gilt, regelt ',
            { href: `${pages.agb.path}#${agbTermSectionId}`, label: '§ 4 unserer AGB' },
            `: ${agbTerm.sentence}`,
          ],
          small: true,
        },
      ],
    },
  ],
};

const referralPageContent: FormPageContent = {
  hero: { eyebrow: referralPage.eyebrow, title: referralHero.headline, intro: referralHero.subtitle },
  steps: { title: 'So funktioniert die Empfehlung', items: referralSteps },
  form: { id: 'empfehlung-formular', title: referralPage.formTitle, hint: referralPage.formHint },
  arrangement: 'single',
  formWidth: 'wide',
  blocks: [{ type: 'check-card', title: referralTermsHeading, headingId: 'bedingungen-titel', items: referralTerms }],
};

const analysisPageContent: FormPageContent = {
  hero: { eyebrow: 'Kostenlose Sichtbarkeitsanalyse', title: analysisHero.title, intro: analysisHero.subtitle, promises: analysisPromises },
  form: { id: 'analyse-formular', title: 'Jetzt Analyse anfordern', hint: 'Dauert keine Minute. Pflichtfelder sind mit * markiert.' },
  arrangement: 'first',
  formWidth: 'regular',
  blocks: [
    { type: 'benefits', title: 'Das bekommst du kostenlos', headingId: 'kostenlos-titel', items: analysisFreeBenefits },
    {
      type: 'locked-list',
      title: analysisPremiumOnly.heading,
      headingId: 'premium-titel',
      note: 'Nicht Teil der kostenlosen Analyse – in jedem Paket enthalten.',
      items: analysisPremiumOnly.items,
      testId: 'premium-only',
    },
    { type: 'testimonial', label: 'Kundenstimme', testimonial: testimonialsByPage.kostenloseAnalyse },
  ],
};

/** Each kind's form page; the site's one form route renders the entry of the kind whose path was asked for. */
export const formPageContents: Readonly<Record<FormKind, FormPageContent>> = Object.freeze({
  'analysis-request': analysisPageContent,
  'contact-message': contactPageContent,
  referral: referralPageContent,
  cancellation: cancellationPageContent,
  'callback-request': callbackPageContent,
});

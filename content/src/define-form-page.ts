/**
 * A form kind's page copy, declared once in `form-pages/<kind>.ts`: its form page's and thank-you page's route
 * metadata, the page around the form (hero, blocks, the form card), the form's own words (name, button, toast,
 * notice, privacy line) and what the thank-you page says. `npm run kinds` lists the files (form-pages.gen.ts);
 * routes.ts, form-page-contents.ts, form-copy.ts and form-pages.ts derive their kinds' entries from them.
 * A kind's copy never imports the route registry: it links another kind's form page by the kind's name
 * (`{ formPage: 'contact-message' }`), resolved in form-page-contents.ts, and any other page from site-pages.ts.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { z } from 'zod';
import { company } from './company.ts';
import type { Feature, Step, Testimonial } from './schemas.ts';
import type { PageMetaInput } from './site-pages.ts';
import { validateContent } from './validate.ts';

export interface TextLink {
  href: string;
  label: string;
}

/** A link to a kind's form page: its path and, unless given, its navigation label come from the route registry. */
export interface FormPageLink {
  formPage: FormKind;
  label?: string;
}

/** Running text with links in it; the site renders each string as text, never as markup. */
export type RichText = readonly (string | TextLink)[];
/** Running text as a kind's copy writes it: links to form pages still by kind. */
export type DeclaredRichText = readonly (string | TextLink | FormPageLink)[];

/** The icons a form page's blocks may name; the site maps each to its drawing. */
export type FormPageIcon = 'mail' | 'phone' | 'map-pin' | 'calendar-clock' | 'lock';

export interface TextParagraph<Text = RichText> {
  text: Text;
  /** Smaller print (a source, a rule's wording) under the card's main sentence. */
  small?: boolean;
  testId?: string;
}

export type FormPageBlock<Text = RichText> =
  /** A way to reach us: a link (address, number) or a postal address, with notes under it. */
  | { type: 'channel'; icon: FormPageIcon; title: string; link?: TextLink; address?: readonly string[]; notes: readonly Text[] }
  /** A card of text; with `headingId` it is a section its heading names. */
  | { type: 'card'; title: string; headingId?: string; icon?: FormPageIcon; paragraphs: readonly TextParagraph<Text>[] }
  /** Conditions as a ticked list in a shaded card beside the form. */
  | { type: 'check-card'; title: string; headingId: string; items: readonly string[] }
  /** What the visitor gets, one icon each. */
  | { type: 'benefits'; title: string; headingId: string; items: readonly Feature[] }
  /** What the offer does not include, shown locked. */
  | { type: 'locked-list'; title: string; headingId: string; note: string; items: readonly string[]; testId: string }
  | { type: 'testimonial'; label: string; testimonial: Testimonial };

export interface FormPageContent<Text = RichText> {
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
  blocks: readonly FormPageBlock<Text>[];
}

export interface FormCopy {
  /** The form's accessible name ('Kontaktformular'). */
  label: string;
  submitLabel: string;
  success: { title: string; description: string };
  /** A notice above the button (the cancellation's: when the confirmation comes). */
  notice?: string;
  /** The line under the button, ending in the link to the privacy policy. */
  privacyNote?: { text: string; linkPrefix: string; linkText: string; linkPath: string };
  /**
   * The answer that replaces the form once it is sent with JavaScript: `success` as its heading and first line,
   * then what we received, the reference with this note, and the next steps of the kind's thank-you page.
   */
  answer: { referenceNote: string; nextSteps: readonly string[] };
}

/**
 * What a thank-you page says after a form was sent without JavaScript (the lead service answers such a post
 * with 303 to it): the success toast's words, then what happens next.
 */
export interface ThankYouCopy {
  eyebrow: string;
  title: string;
  description: string;
  nextSteps: readonly string[];
}

export interface FormPageDeclaration<Kind extends FormKind = FormKind> {
  readonly kind: Kind;
  /** The form page's route metadata (its key is the kind's `page` in @sichtwerk/forms). */
  readonly page: PageMetaInput;
  /** The thank-you page's route metadata (its key is the kind's `thankYouPage`); noindex unless given. */
  readonly thankYouPage: PageMetaInput;
  readonly content: FormPageContent<DeclaredRichText>;
  readonly form: FormCopy;
  readonly thankYou: ThankYouCopy;
}

interface FormPageInput<Kind extends FormKind> extends Omit<FormPageDeclaration<Kind>, 'form' | 'thankYou'> {
  /** The form's words; without `answer`, the answer says the reference also stands in the e-mail receipt. */
  readonly form: Omit<FormCopy, 'answer'> & { answer?: Pick<FormCopy['answer'], 'referenceNote'> };
  /** Eyebrow, title and description default to the hero's eyebrow and the form's toast. */
  readonly thankYou: Partial<ThankYouCopy> & Pick<ThankYouCopy, 'nextSteps'>;
}

const toastSchema = z.object({ title: z.string().min(5), description: z.string().min(10) });
/** The copy's lengths every page keeps (a heading is no single word, an intro no fragment). */
const copySchema = z.object({
  content: z.object({
    hero: z.object({ eyebrow: z.string().min(3), title: z.string().min(5), intro: z.string().min(20) }),
    form: z.object({ title: z.string().min(5), hint: z.string().min(5) }),
  }),
  form: z.object({ label: z.string().min(5), submitLabel: z.string().min(5), success: toastSchema }),
  thankYou: z.object({ eyebrow: z.string().min(3), title: z.string().min(5), description: z.string().min(10) }),
});

const receiptNote = `Sie steht auch in der Eingangsbestätigung per E-Mail; kommt keine, schreib uns an ${company.email}.`;

export function defineFormPage<const Kind extends FormKind>(input: FormPageInput<Kind>): FormPageDeclaration<Kind> {
  const thankYou: ThankYouCopy = Object.freeze({
    eyebrow: input.thankYou.eyebrow ?? input.content.hero.eyebrow,
    title: input.thankYou.title ?? input.form.success.title,
    description: input.thankYou.description ?? input.form.success.description,
    nextSteps: Object.freeze([...input.thankYou.nextSteps]),
  });
  const { answer, ...form } = input.form;
  const declaration: FormPageDeclaration<Kind> = Object.freeze({
    ...input,
    // Thank-you pages only make sense after sending: out of the sitemap and search results.
    thankYouPage: { robots: 'noindex,follow' as const, ...input.thankYouPage },
    form: Object.freeze({ ...form, answer: { referenceNote: answer?.referenceNote ?? receiptNote, nextSteps: thankYou.nextSteps } }),
    thankYou,
  });
  validateContent(copySchema, declaration, `content/src/form-pages/${input.kind}.ts`);
  return declaration;
}

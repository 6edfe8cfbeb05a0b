/**
 * Each form kind's page copy (define-form-page.ts), as `npm run kinds` lists the files of form-pages/, checked
 * against the kinds @sichtwerk/forms declares: a kind without its page copy, or copy of an undeclared kind,
 * fails the compiler. The route registry, the form pages, the forms' copy and the thank-you pages read it.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { FormPageDeclaration, ThankYouCopy } from './define-form-page.ts';
import { formPageEntries } from './form-pages.gen.ts';

export type { ThankYouCopy } from './define-form-page.ts';

export const formPages = formPageEntries satisfies { readonly [Kind in FormKind]: FormPageDeclaration<Kind> };

/** Each kind's thank-you page copy; the site's thank-you page and its story map over it. */
export const thankYouCopies: Readonly<Record<FormKind, ThankYouCopy>> = Object.freeze(
  Object.fromEntries(Object.entries(formPages).map(([kind, page]) => [kind, page.thankYou])) as Record<FormKind, ThankYouCopy>,
);

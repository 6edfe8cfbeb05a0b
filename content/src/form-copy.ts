/**
 * Each kind's form as the visitor reads it around its fields: the form's accessible name, the button, the
 * toast, a notice above the button, the privacy line under it and the answer after sending, from the kind's
 * page copy (form-pages/<kind>.ts). The fields' own labels and questions are declared with the kind
 * (@sichtwerk/forms/<kind>-schema). The site's one form island (site/components/forms/kind-form.tsx) renders this.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import type { FormCopy } from './define-form-page.ts';
import { formPages } from './form-pages.ts';

export type { FormCopy } from './define-form-page.ts';

export const formCopy: Readonly<Record<FormKind, FormCopy>> = Object.freeze(
  Object.fromEntries(Object.entries(formPages).map(([kind, page]) => [kind, page.form])) as Record<FormKind, FormCopy>,
);

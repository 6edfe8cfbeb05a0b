/**
 * The form kinds this service runs: the descriptors `npm run kinds` lists (lead-forms.gen.ts, from each kind's
 * `kinds/<kind>/form.ts`), keyed by the kinds @sichtwerk/forms/form-kinds declares. A declared kind without a
 * descriptor, a descriptor of an undeclared kind or two of one kind fail the compiler. Only the process entries
 * (main.ts, worker-main.ts, cli/main.ts) and the tests import this list; they build the registry from it
 * (kind-kit/registry.ts) and hand it to the generic parts.
 */
import { formKindNames, type FormKind } from '@sichtwerk/forms/form-kinds';
import type { LeadForm } from './kind-kit/define-lead-form.ts';
import { leadFormEntries } from './lead-forms.gen.ts';

type Listed = (typeof leadFormEntries)[number];

/** A descriptor names a declared kind (defineLeadForm's type); two folders declaring one kind would hide one here. */
const descriptors = Object.fromEntries(leadFormEntries.map((form) => [form.kind, form])) as unknown as {
  readonly [Form in Listed as Form['kind']]: Form;
};
if (Object.keys(descriptors).length !== leadFormEntries.length) throw new Error('Two descriptors declare the same form kind.');
/** Every declared kind has its descriptor: a kind without one fails the compiler here. */
const checked: { readonly [Kind in FormKind]: LeadForm<Kind> } = descriptors;

/**
 * The descriptors in the order staff read the kinds (the desk's filter and figures, the CLI): by their German
 * name, not by the file names the lists are written from.
 */
export const leadForms = Object.freeze(
  formKindNames.map((kind) => checked[kind]).sort((a, b) => a.label.many.localeCompare(b.label.many, 'de')),
);

/** The descriptors without their individual types, for code that treats every kind alike. */
export const anyLeadForms: readonly LeadForm[] = leadForms as readonly LeadForm[];

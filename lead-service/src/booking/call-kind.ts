/**
 * The kind whose leads book the strategy call: the one whose descriptor says `offersStrategyCall`
 * (define-lead-form.ts; the analysis request), handed in from the registry like every kind. The booking
 * reads its table, its name, e-mail and phone columns, moves its statuses and, because the call presents
 * what the kind promised, offers no slot before the promise's deadline.
 */
import type { LeadForm } from '../kind-kit/define-lead-form.ts';
import { assertIdentifier } from '../pipeline/pipeline-table.ts';

export interface CallKind {
  readonly form: LeadForm;
  readonly table: string;
  readonly nameColumn: string;
  readonly emailColumn: string;
  readonly phoneColumn: string;
  /** From the request's arrival to the earliest call: the kind's promise, or nothing. */
  readonly promiseMs: number;
}

const columnOf = (form: LeadForm, field: string | undefined): string => {
  const column = field === undefined ? undefined : (form.table.columns as Readonly<Record<string, string>>)[field];
  if (!column) throw new Error(`${form.kind} offers the strategy call but lacks a name, e-mail or phone field`);
  return assertIdentifier(column);
};

/** undefined when no kind of the registry offers the call (then the service has no booking pages). */
export function callKindOf(forms: readonly LeadForm[]): CallKind | undefined {
  const form = forms.find((candidate) => candidate.offersStrategyCall === true);
  if (!form) return undefined;
  return Object.freeze({
    form,
    table: assertIdentifier(form.table.name),
    nameColumn: columnOf(form, form.table.nameField),
    emailColumn: columnOf(form, form.table.emailFields[0]),
    phoneColumn: columnOf(form, form.table.phoneFields[0]),
    promiseMs: form.promise?.withinMs ?? 0,
  });
}

/**
 * The registry: the form kinds a process runs, assembled where the process starts (main.ts, worker-main.ts,
 * cli/main.ts from lead-forms.ts) and handed to every generic part — routes, repositories, queue, worker,
 * sweeper, reminders, confirmation, desk, metrics, operator tools. Nothing generic imports the list itself,
 * so a test can run the pipeline with a kind of its own.
 */
import type { FormKind } from '@sichtwerk/forms/form-kinds';
import { formNameOf } from '@sichtwerk/forms/form-protection';
import { leadReferenceOf, type LeadForm } from './define-lead-form.ts';

export interface LeadRegistry {
  /** The descriptors in the order the kinds are declared. */
  readonly forms: readonly LeadForm[];
  /** A kind's descriptor; throws for a kind the registry does not hold. */
  formOf(kind: FormKind): LeadForm;
  /** The kind a queued job names, also by a former name (define-lead-form.ts formerKinds); undefined for anything else. */
  resolveKind(value: unknown): FormKind | undefined;
  /** `<prefix>-<uuid>` of a kind's lead (define-lead-form.ts leadReferenceOf). */
  reference(kind: FormKind, id: string): string;
  /** The kinds' tables: the only ones the operator tools and the retention job may read or delete from. */
  readonly tableNames: readonly string[];
  /** The names GET /api/form-token accepts: each endpoint's last segment ('contact-submissions', 'referrals', …). */
  readonly formNames: readonly string[];
}

export function createLeadRegistry(forms: readonly LeadForm[]): LeadRegistry {
  const byKind = new Map<string, LeadForm>(forms.flatMap((form) => [form.kind, ...(form.formerKinds ?? [])].map((name) => [name, form])));
  const formOf = (kind: FormKind): LeadForm => {
    const form = byKind.get(kind);
    if (!form) throw new Error(`unknown lead kind ${kind}`);
    return form;
  };
  return Object.freeze({
    forms: Object.freeze([...forms]),
    formOf,
    resolveKind: (value: unknown) => (typeof value === 'string' ? byKind.get(value)?.kind : undefined),
    reference: (kind: FormKind, id: string) => leadReferenceOf(formOf(kind), id),
    tableNames: Object.freeze(forms.map((form) => form.table.name)),
    formNames: Object.freeze(forms.map((form) => formNameOf(form.endpoint))),
  });
}

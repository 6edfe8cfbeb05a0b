/**
 * Every form kind's descriptor, keyed by the kinds @sichtwerk/forms/form-kinds declares: a kind missing here,
 * one too many, or a descriptor under another kind's key fails the compiler. The route table, the
 * repositories, the worker's dispatch, the sweeper, the form token's names, the operator tools, retention,
 * erasure and the cross-form tests all map over it.
 */
import { analysisRequestForm } from '../analysis-requests/form.ts';
import { callbackRequestForm } from '../callback-requests/form.ts';
import { cancellationForm } from '../cancellations/form.ts';
import { contactMessageForm } from '../contact-messages/form.ts';
import { referralForm } from '../referrals/form.ts';
import { formKindNames, type FormKind } from '@sichtwerk/forms/form-kinds';
import { formNameOf } from '@sichtwerk/forms/form-protection';
import type { LeadForm } from './define-lead-form.ts';

const descriptors = {
  'analysis-request': analysisRequestForm,
  'contact-message': contactMessageForm,
  'callback-request': callbackRequestForm,
  referral: referralForm,
  cancellation: cancellationForm,
} as const satisfies { readonly [Kind in FormKind]: LeadForm<Kind> };

export type LeadKind = FormKind;

/** The descriptors in the order the kinds are declared. */
export const leadForms = Object.freeze(formKindNames.map((kind) => descriptors[kind]));

/** The descriptors without their individual types, for code that treats every kind alike. */
export const anyLeadForms: readonly LeadForm[] = leadForms as readonly LeadForm[];

/** A kind's descriptor. */
export function leadFormOfKind<Kind extends LeadKind>(kind: Kind): (typeof descriptors)[Kind] {
  return descriptors[kind];
}

const byKind = new Map<string, LeadForm>(
  anyLeadForms.flatMap((form) => [form.kind, ...(form.formerKinds ?? [])].map((name) => [name, form])),
);

/** The kind a queued job names, also by a former name (define-lead-form.ts formerKinds); undefined for anything else. */
export function resolveLeadKind(value: unknown): LeadKind | undefined {
  return typeof value === 'string' ? (byKind.get(value)?.kind as LeadKind | undefined) : undefined;
}

function leadFormOf(kind: LeadKind): LeadForm {
  const form = byKind.get(kind);
  if (!form) throw new Error(`unknown lead kind ${kind}`);
  return form;
}

/**
 * `<prefix>-<uuid>`: the row's BullMQ job id, the local part of its Message-IDs and its outbox file names.
 * The prefix keeps it unique across tables and satisfies BullMQ (no ':', not all digits).
 */
export function leadReference(kind: LeadKind, id: string): string {
  return `${leadFormOf(kind).referencePrefix}-${id}`;
}

/**
 * The tables the form kinds declare: the only ones the operator tools and the retention job may read or
 * delete from, whatever else lives in the same schema.
 */
export const leadTableNames: readonly string[] = Object.freeze(anyLeadForms.map((form) => form.table.name));

/** The names GET /api/form-token accepts: each endpoint's last segment ('contact-submissions', 'referrals', …). */
export const formNames: readonly string[] = Object.freeze(anyLeadForms.map((form) => formNameOf(form.endpoint)));

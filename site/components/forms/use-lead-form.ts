import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldDeclarations } from '@sichtwerk/forms/form-fields';
import { useMemo } from 'react';
import { type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';

/** A kind's fields and schema, as every `<kind>-schema.ts` of @sichtwerk/forms exports them (`fields`, `schema`). */
export interface KindDeclaration {
  fields: FieldDeclarations;
  schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
}

/** A lead form as react-hook-form holds it: the values as typed, the kind's schema's output on submit. */
export type LeadForm = UseFormReturn<FieldValues>;

/**
 * What a plain post would send: a checkbox's value only when it is ticked. react-hook-form reads an unticked box
 * as `false`; the schema (the server's) knows only the absent value, and answers it with the declared message.
 */
function asPosted(fields: FieldDeclarations, values: FieldValues): FieldValues {
  const posted = { ...values };
  for (const [name, declared] of Object.entries(fields)) {
    if (declared.input === 'checkbox' && posted[name] === false) delete posted[name];
  }
  return posted;
}

/**
 * A kind's form on react-hook-form, from its declaration in @sichtwerk/forms: the kind's zod/mini schema — the
 * one the server validates with, its German messages included — is the resolver (@hookform/resolvers/zod reads
 * zod 4 and zod/mini alike). Validated on submit and again on every change after it; the first invalid field in
 * the form's order gets the focus. The fields stay uncontrolled and have no default values, so what the browser
 * holds when the island wakes (typed or autofilled before) is what the form starts with.
 */
export function useLeadForm({ fields, schema }: KindDeclaration): LeadForm {
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const bySchema = zodResolver(schema);
    return (values, context, options) => bySchema(asPosted(fields, values), context, options);
  }, [fields, schema]);
  return useForm<FieldValues>({ resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true });
}

import type { LeadForm } from './use-lead-form.ts';

/**
 * What ties one control to its form and its German error, the same for every kind of field: its id (prefixed
 * so two forms on one page never share ids), aria-invalid / aria-describedby / aria-required, and its
 * registration with react-hook-form (uncontrolled: name, ref, change and blur handlers).
 */
export function fieldWiring(form: LeadForm, name: string, formId: string, required: boolean) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-fehler`;
  const error = form.formState.errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const control = {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
    'aria-required': required || undefined,
    ...form.register(name),
  };
  return { id, errorId, error: message, control };
}

/** The field's German message, the element its control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (typeof error !== 'string') return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

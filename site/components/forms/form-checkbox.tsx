import { Checkbox } from '../ui/index.ts';
import type { LeadFormControl } from './use-lead-form.ts';

interface CheckboxFieldProps<Name extends string> {
  form: LeadFormControl<Name>;
  name: Name;
  /** The declaration the visitor makes by ticking the box; the label is the whole sentence. */
  label: string;
  /** What the ticked box sends. */
  value: string;
  required?: boolean;
  /** Id prefix so two forms on one page never share ids. */
  formId: string;
}

/** A checkbox with its sentence beside it and its German error tied to it, like <FormField>. */
export function FormCheckbox<Name extends string>({ form, name, label, value, required = false, formId }: CheckboxFieldProps<Name>) {
  const id = `${formId}-${name}`;
  const errorId = `${id}-fehler`;
  const error = form.errors[name];
  return (
    <div data-slot="form-checkbox">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...form.register(name)}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {required && ' *'}
        </label>
      </div>
      {typeof error === 'string' && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

import { Checkbox } from '../ui/index.ts';
import { FieldError, fieldWiring } from './field-wiring.tsx';
import type { LeadForm } from './use-lead-form.ts';

interface CheckboxFieldProps {
  form: LeadForm;
  name: string;
  /** The declaration the visitor makes by ticking the box; the label is the whole sentence. */
  label: string;
  /** What the ticked box sends. */
  value: string;
  required?: boolean;
  /** Id prefix so two forms on one page never share ids. */
  formId: string;
}

/** A checkbox with its sentence beside it and its German error tied to it, wired as <FormField> is. */
export function FormCheckbox({ form, name, label, value, required = false, formId }: CheckboxFieldProps) {
  const { id, errorId, error, control } = fieldWiring(form, name, formId, required);
  return (
    <div data-slot="form-checkbox">
      <div className="flex items-start gap-3">
        <Checkbox value={value} {...control} />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
          {required && ' *'}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

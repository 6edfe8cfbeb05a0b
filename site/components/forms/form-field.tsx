import type { ComponentProps } from 'react';
import { Input, Label, Select, Textarea } from '../ui/index.ts';
import { FieldError, fieldWiring } from './field-wiring.tsx';
import type { LeadForm } from './use-lead-form.ts';

type FieldProps = {
  form: LeadForm;
  name: string;
  label: string;
  required?: boolean;
  /** Id prefix so two forms on one page never share ids. */
  formId: string;
} & (
  | ({ multiline?: false; options?: undefined } & Omit<ComponentProps<'input'>, 'name' | 'form'>)
  | ({ multiline: true; options?: undefined } & Omit<ComponentProps<'textarea'>, 'name' | 'form'>)
  | ({
      multiline?: false;
      /** A choice: stored value → label; the first, empty option asks the visitor to choose. */
      options: Readonly<Record<string, string>>;
    } & Omit<ComponentProps<'select'>, 'name' | 'form'>)
);

/** A labelled field whose German error is tied to it with aria-describedby and aria-invalid. */
export function FormField({ form, name, label, required = false, formId, multiline, options, ...inputProps }: FieldProps) {
  const { id, errorId, error, control: shared } = fieldWiring(form, name, formId, required);
  return (
    <div data-slot="form-field">
      <Label htmlFor={id}>{label}</Label>
      {options ? (
        <Select defaultValue="" {...(inputProps as ComponentProps<'select'>)} {...shared}>
          <option value="">Bitte wählen</option>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </Select>
      ) : multiline ? (
        <Textarea {...(inputProps as ComponentProps<'textarea'>)} {...shared} />
      ) : (
        <Input {...(inputProps as ComponentProps<'input'>)} {...shared} />
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

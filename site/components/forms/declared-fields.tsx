import type { FieldDeclaration, FieldDeclarations } from '@sichtwerk/forms/form-fields';
import { Fragment } from 'react';
import { FormCheckbox } from './form-checkbox.tsx';
import { FormField } from './form-field.tsx';
import type { LeadForm } from './use-lead-form.ts';

interface DeclaredFieldsProps {
  form: LeadForm;
  /** Id prefix so two forms on one page never share ids. */
  formId: string;
  /** The kind's fields as @sichtwerk/forms declares them, in their order. */
  fields: FieldDeclarations;
}

function DeclaredField({ form, formId, name, declared }: { form: LeadForm; formId: string; name: string; declared: FieldDeclaration }) {
  const { input, required, options, autoComplete, placeholder, rows } = declared;
  const asked = declared.prompt ?? declared.label;
  if (input === 'checkbox') {
    return <FormCheckbox form={form} formId={formId} name={name} label={asked} value={declared.checkedValue ?? ''} required={required} />;
  }
  const common = { form, formId, name, label: required ? `${asked} *` : asked, required, autoComplete, placeholder };
  if (input === 'textarea') return <FormField {...common} multiline rows={rows} />;
  if (input === 'select' && options) return <FormField {...common} options={options} />;
  return <FormField {...common} type={input} />;
}

/**
 * A kind's fields, rendered from their declaration: the label (or the question the form asks), the input,
 * its choices, whether it is required. Fields that share a group stand in one fieldset under its legend.
 */
export function DeclaredFields({ form, formId, fields }: DeclaredFieldsProps) {
  const runs: { group: string | undefined; names: string[] }[] = [];
  for (const [name, declared] of Object.entries(fields)) {
    const last = runs.at(-1);
    if (last && last.group === declared.group) last.names.push(name);
    else runs.push({ group: declared.group, names: [name] });
  }
  return runs.map(({ group, names }) => {
    const rendered = names.map((name) => (
      <DeclaredField key={name} form={form} formId={formId} name={name} declared={fields[name] as FieldDeclaration} />
    ));
    return group ? (
      <fieldset key={group} className="space-y-4">
        <legend className="mb-2 font-semibold text-slate-900">{group}</legend>
        {rendered}
      </fieldset>
    ) : (
      <Fragment key={names[0]}>{rendered}</Fragment>
    );
  });
}

import { cancellationFields, cancellationSchema } from '@sichtwerk/forms/cancellation-schema';
import { DeclaredFields, LeadForm, SubmitButton, ToastHost, useLeadForm, type ToastMessage } from '../../components/forms/index.ts';

/** The form's copy, from @sichtwerk/content via the page's HTML, so the browser bundle carries no page texts. */
export interface CancellationFormProps {
  submitLabel: string;
  confirmationNotice: string;
  success: Omit<ToastMessage, 'variant'>;
}

/** The form's kind names its island, its endpoint and its fields' ids. */
const kind = 'cancellation';

function CancellationFormFields({ submitLabel, confirmationNotice, success }: CancellationFormProps) {
  const lead = useLeadForm({
    schema: cancellationSchema,
    kind,
    success,
  });
  const { form, pending } = lead;
  return (
    <LeadForm lead={lead} formId={kind} aria-label="Kündigungsformular" className="space-y-4">
      <DeclaredFields form={form} formId={kind} fields={cancellationFields} />
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-700">{confirmationNotice}</p>
      <SubmitButton pending={pending} label={submitLabel} />
    </LeadForm>
  );
}

/** The cancellation form with its toast region: the one part of /kuendigung that hydrates. */
export function CancellationForm(props: CancellationFormProps) {
  return (
    <ToastHost>
      <CancellationFormFields {...props} />
    </ToastHost>
  );
}

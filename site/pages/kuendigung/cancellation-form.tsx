import { cancellationPage } from '@sichtwerk/content/form-pages';
import { cancellationSchema } from '@sichtwerk/lead-service/schemas';
import { FormField, LeadForm, SubmitButton, useLeadForm } from '../../components/forms/index.ts';

const formId = 'kuendigung';

export function CancellationForm() {
  const lead = useLeadForm({
    schema: cancellationSchema,
    endpoint: '/api/cancellations',
    defaultValues: { company: '', email: '', customerNumber: undefined, reason: undefined },
    success: cancellationPage.success,
  });
  const { form, pending } = lead;
  return (
    <LeadForm lead={lead} aria-label="Kündigungsformular" className="space-y-4">
      <FormField form={form} formId={formId} name="company" label="Firma / Name *" required autoComplete="organization" />
      <FormField form={form} formId={formId} name="email" label="E-Mail-Adresse *" required type="email" autoComplete="email" />
      <FormField form={form} formId={formId} name="customerNumber" label="Kundennummer" autoComplete="off" />
      <FormField form={form} formId={formId} name="reason" label="Kündigungsgrund" multiline rows={4} />
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-700">{cancellationPage.confirmationNotice}</p>
      <SubmitButton pending={pending} label={cancellationPage.submitLabel} />
    </LeadForm>
  );
}

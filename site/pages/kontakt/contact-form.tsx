import { contactPage } from '@sichtwerk/content/form-pages';
import { contactMessageSchema } from '@sichtwerk/lead-service/schemas';
import { FormField, LeadForm, SubmitButton, useLeadForm } from '../../components/forms/index.ts';

const formId = 'kontakt';

export function ContactForm() {
  const lead = useLeadForm({
    schema: contactMessageSchema,
    endpoint: '/api/contact-messages',
    defaultValues: { name: '', email: '', phone: undefined, message: '' },
    success: contactPage.success,
  });
  const { form, pending } = lead;
  return (
    <LeadForm lead={lead} aria-label="Kontaktformular" className="space-y-4">
      <FormField form={form} formId={formId} name="name" label="Name *" required autoComplete="name" />
      <FormField form={form} formId={formId} name="email" label="E-Mail-Adresse *" required type="email" autoComplete="email" />
      <FormField form={form} formId={formId} name="phone" label="Telefon" type="tel" autoComplete="tel" placeholder="+49 ..." />
      <FormField form={form} formId={formId} name="message" label="Nachricht *" required multiline rows={6} />
      <SubmitButton pending={pending} label={contactPage.submitLabel} />
      <p className="text-sm text-slate-600">
        Wir nutzen deine Angaben nur, um dir zu antworten. Mehr dazu in unserer{' '}
        <a href="/datenschutz" className="font-medium text-brand-700 underline">
          Datenschutzerklärung
        </a>
        .
      </p>
    </LeadForm>
  );
}

import { contactMessageFields, contactMessageSchema } from '@sichtwerk/forms/contact-message-schema';
import { DeclaredFields, LeadForm, SubmitButton, ToastHost, useLeadForm, type ToastMessage } from '../../components/forms/index.ts';

/** The form's copy, from @sichtwerk/content via the page's HTML, so the browser bundle carries no page texts. */
export interface ContactMessageFormProps {
  submitLabel: string;
  success: Omit<ToastMessage, 'variant'>;
}

/** The form's kind names its island, its endpoint and its fields' ids. */
const kind = 'contact-message';

function ContactMessageFormFields({ submitLabel, success }: ContactMessageFormProps) {
  const lead = useLeadForm({
    schema: contactMessageSchema,
    kind,
    success,
  });
  const { form, pending } = lead;
  return (
    <LeadForm lead={lead} formId={kind} aria-label="Kontaktformular" className="space-y-4">
      <DeclaredFields form={form} formId={kind} fields={contactMessageFields} />
      <SubmitButton pending={pending} label={submitLabel} />
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

/** The contact form with its toast region: the one part of /kontakt that hydrates. */
export function ContactMessageForm(props: ContactMessageFormProps) {
  return (
    <ToastHost>
      <ContactMessageFormFields {...props} />
    </ToastHost>
  );
}

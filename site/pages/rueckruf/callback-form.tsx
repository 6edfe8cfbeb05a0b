import { callbackRequestSchema, callbackTimeWindows } from '@sichtwerk/forms/callback-request-schema';
import { FormField, LeadForm, SubmitButton, ToastHost, useLeadForm, type ToastMessage } from '../../components/forms/index.ts';

/** The form's copy, from @sichtwerk/content via the page's HTML, so the browser bundle carries no page texts. */
export interface CallbackFormProps {
  submitLabel: string;
  privacyNote: string;
  success: Omit<ToastMessage, 'variant'>;
}

const formId = 'rueckruf';

function CallbackFormFields({ submitLabel, privacyNote, success }: CallbackFormProps) {
  const lead = useLeadForm({ schema: callbackRequestSchema, kind: 'callback-request', success });
  const { form, pending } = lead;
  return (
    <LeadForm lead={lead} formId={formId} aria-label="Rückruf anfordern" className="space-y-4">
      <FormField form={form} formId={formId} name="name" label="Name *" required autoComplete="name" />
      <FormField form={form} formId={formId} name="phone" label="Telefon *" required type="tel" autoComplete="tel" placeholder="+49 ..." />
      <FormField form={form} formId={formId} name="timeWindow" label="Wann passt es dir? *" required options={callbackTimeWindows} />
      <FormField form={form} formId={formId} name="message" label="Worum geht es? (optional)" multiline rows={4} />
      <SubmitButton pending={pending} label={submitLabel} />
      <p className="text-sm text-slate-600">
        {privacyNote} Mehr dazu in unserer{' '}
        <a href="/datenschutz" className="font-medium text-brand-700 underline">
          Datenschutzerklärung
        </a>
        .
      </p>
    </LeadForm>
  );
}

/** The callback form with its toast region: the one part of /rueckruf that hydrates. */
export function CallbackForm(props: CallbackFormProps) {
  return (
    <ToastHost>
      <CallbackFormFields {...props} />
    </ToastHost>
  );
}

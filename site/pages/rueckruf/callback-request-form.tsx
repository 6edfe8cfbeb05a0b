import { callbackRequestFields, callbackRequestSchema } from '@sichtwerk/forms/callback-request-schema';
import { DeclaredFields, LeadForm, SubmitButton, ToastHost, useLeadForm, type ToastMessage } from '../../components/forms/index.ts';

/** The form's copy, from @sichtwerk/content via the page's HTML, so the browser bundle carries no page texts. */
export interface CallbackRequestFormProps {
  submitLabel: string;
  privacyNote: string;
  success: Omit<ToastMessage, 'variant'>;
}

/** The form's kind names its island, its endpoint and its fields' ids. */
const kind = 'callback-request';

function CallbackRequestFormFields({ submitLabel, privacyNote, success }: CallbackRequestFormProps) {
  const lead = useLeadForm({ schema: callbackRequestSchema, kind, success });
  const { form, pending } = lead;
  return (
    <LeadForm lead={lead} formId={kind} aria-label="Rückruf anfordern" className="space-y-4">
      <DeclaredFields form={form} formId={kind} fields={callbackRequestFields} />
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
export function CallbackRequestForm(props: CallbackRequestFormProps) {
  return (
    <ToastHost>
      <CallbackRequestFormFields {...props} />
    </ToastHost>
  );
}

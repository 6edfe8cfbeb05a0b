import { referralConsent, referralSchema } from '@sichtwerk/forms/referral-schema';
import {
  FormCheckbox,
  FormField,
  LeadForm,
  SubmitButton,
  ToastHost,
  useLeadForm,
  type ToastMessage,
} from '../../components/forms/index.ts';

/** The form's copy, from @sichtwerk/content via the page's HTML, so the browser bundle carries no page texts. */
export interface ReferralFormProps {
  submitLabel: string;
  success: Omit<ToastMessage, 'variant'>;
}

/** The form's kind names its island, its endpoint and its fields' ids. */
const kind = 'referral';

function ReferralFormFields({ submitLabel, success }: ReferralFormProps) {
  const lead = useLeadForm({
    schema: referralSchema,
    kind,
    success,
  });
  const { form, pending } = lead;
  return (
    <LeadForm lead={lead} formId={kind} aria-label="Empfehlungsformular" className="space-y-6">
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-slate-900">Deine Daten</legend>
        <FormField form={form} formId={kind} name="referrerName" label="Dein Name *" required autoComplete="name" />
        <FormField
          form={form}
          formId={kind}
          name="referrerEmail"
          label="Deine E-Mail-Adresse *"
          required
          type="email"
          autoComplete="email"
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="mb-2 font-semibold text-slate-900">Empfohlenes Unternehmen</legend>
        <FormField form={form} formId={kind} name="companyName" label="Firmenname *" required autoComplete="off" />
        <FormField form={form} formId={kind} name="contactPerson" label="Ansprechpartner *" required autoComplete="off" />
        <FormField
          form={form}
          formId={kind}
          name="companyEmail"
          label="E-Mail des Unternehmens *"
          required
          type="email"
          autoComplete="off"
        />
        <FormField
          form={form}
          formId={kind}
          name="companyPhone"
          label="Telefon des Unternehmens *"
          required
          type="tel"
          autoComplete="off"
          placeholder="+49 ..."
        />
        <FormField form={form} formId={kind} name="reason" label="Warum passt Sichtwerk zu diesem Unternehmen?" multiline rows={3} />
      </fieldset>
      <FormCheckbox
        form={form}
        formId={kind}
        name="companyConsent"
        label={referralConsent.statement}
        value={referralConsent.value}
        required
      />
      <SubmitButton pending={pending} label={submitLabel} />
      <p className="text-sm text-slate-600">
        Wir rufen nur Unternehmen an, für die du das bestätigst, und nennen dich dabei als Empfehlungsgeber. Mehr dazu in unserer{' '}
        <a href="/datenschutz" className="font-medium text-brand-700 underline">
          Datenschutzerklärung
        </a>
        .
      </p>
    </LeadForm>
  );
}

/** The referral form with its toast region: the one part of /empfehlung that hydrates. */
export function ReferralForm(props: ReferralFormProps) {
  return (
    <ToastHost>
      <ReferralFormFields {...props} />
    </ToastHost>
  );
}

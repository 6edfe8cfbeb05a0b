import { referralFields, referralSchema } from '@sichtwerk/forms/referral-schema';
import { DeclaredFields, LeadForm, SubmitButton, ToastHost, useLeadForm, type ToastMessage } from '../../components/forms/index.ts';

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
      <DeclaredFields form={form} formId={kind} fields={referralFields} />
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

import { analysisRequestFields, analysisRequestSchema } from '@sichtwerk/forms/analysis-request-schema';
import { DeclaredFields, LeadForm, SubmitButton, ToastHost, useLeadForm, type ToastMessage } from '../../components/forms/index.ts';

/** The form's copy, from @sichtwerk/content via the page's HTML, so the browser bundle carries no page texts. */
export interface AnalysisRequestFormProps {
  success: Omit<ToastMessage, 'variant'>;
  consent: { statement: string; privacyLinkPrefix: string; privacyLinkText: string; privacyPath: string };
}

/** The form's kind names its island, its endpoint and its fields' ids. */
const kind = 'analysis-request';

function AnalysisRequestFormFields({ success, consent }: AnalysisRequestFormProps) {
  const lead = useLeadForm({
    schema: analysisRequestSchema,
    kind,
    success,
  });
  const { form, pending } = lead;
  return (
    <LeadForm lead={lead} formId={kind} aria-label="Kostenlose Analyse anfordern" className="space-y-4">
      <DeclaredFields form={form} formId={kind} fields={analysisRequestFields} />
      <SubmitButton pending={pending} label="Jetzt kostenlos analysieren lassen" />
      <p className="text-sm text-slate-600">
        {consent.statement} {consent.privacyLinkPrefix}{' '}
        <a href={consent.privacyPath} className="font-medium text-brand-700 underline">
          {consent.privacyLinkText}
        </a>
        .
      </p>
    </LeadForm>
  );
}

/** The analysis request form with its toast region: the one part of /kostenlose-analyse that hydrates. */
export function AnalysisRequestForm(props: AnalysisRequestFormProps) {
  return (
    <ToastHost>
      <AnalysisRequestFormFields {...props} />
    </ToastHost>
  );
}

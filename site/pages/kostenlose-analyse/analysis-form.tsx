import { analysisConsent } from '@sichtwerk/content/analysis-offer';
import { freeAnalysis } from '@sichtwerk/content/claims';
import { contactSubmissionSchema } from '@sichtwerk/lead-service/schemas';
import { FormField, LeadForm, SubmitButton, useLeadForm } from '../../components/forms/index.ts';

const formId = 'analyse';

export function AnalysisForm() {
  const lead = useLeadForm({
    schema: contactSubmissionSchema,
    endpoint: '/api/contact-submissions',
    defaultValues: { company: '', email: '', phone: '', website: undefined, industry: undefined },
    success: {
      title: 'Anfrage erfolgreich gesendet!',
      // The spec's exact wording, with a plain hyphen, built from the delivery figure.
      description: `Du erhältst deine kostenlose Analyse innerhalb von ${freeAnalysis.deliveryHours.min}-${freeAnalysis.deliveryHours.max} Stunden per E-Mail.`,
    },
  });
  const { form, pending } = lead;
  return (
    <LeadForm lead={lead} aria-label="Kostenlose Analyse anfordern" className="space-y-4">
      <FormField form={form} formId={formId} name="company" label="Firma / Name *" required autoComplete="organization" />
      <FormField form={form} formId={formId} name="email" label="E-Mail-Adresse *" required type="email" autoComplete="email" />
      <FormField form={form} formId={formId} name="phone" label="Telefon *" required type="tel" autoComplete="tel" placeholder="+49 ..." />
      <FormField form={form} formId={formId} name="website" label="Website" type="url" autoComplete="url" placeholder="www.deine-firma.de" />
      <FormField form={form} formId={formId} name="industry" label="Branche" placeholder="z. B. Handwerk, Dienstleistung, Gastronomie" />
      <SubmitButton pending={pending} label="Jetzt kostenlos analysieren lassen" />
      <p className="text-sm text-slate-600">
        {analysisConsent.statement} {analysisConsent.privacyLinkPrefix}{' '}
        <a href={analysisConsent.privacyPath} className="font-medium text-brand-700 underline">
          {analysisConsent.privacyLinkText}
        </a>
        .
      </p>
    </LeadForm>
  );
}

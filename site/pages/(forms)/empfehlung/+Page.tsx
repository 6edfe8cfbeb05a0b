import { referralPage } from '@sichtwerk/content/form-pages';
import { referralHero, referralSteps, referralTerms, referralTermsHeading } from '@sichtwerk/content/referral-offer';
import { FormCard, FormIsland } from '../../../components/forms/index.ts';
import { CheckList, PageHero, StepList } from '../../../components/marketing/index.ts';
import { Card, Container } from '../../../components/ui/index.ts';

export function Page() {
  return (
    <>
      <PageHero eyebrow={referralPage.eyebrow} title={referralHero.headline} intro={referralHero.subtitle} />
      <Container className="pb-12">
        <h2 className="sr-only">So funktioniert die Empfehlung</h2>
        <StepList steps={referralSteps} />
      </Container>
      <Container className="grid gap-12 pb-20 lg:grid-cols-[1fr_minmax(0,30rem)]">
        <Card as="section" variant="muted" className="h-fit" aria-labelledby="bedingungen-titel">
          <h2 id="bedingungen-titel" className="mb-4 text-xl font-bold text-slate-900">
            {referralTermsHeading}
          </h2>
          <CheckList items={referralTerms} />
        </Card>
        <FormCard id="empfehlung-formular" title={referralPage.formTitle} hint={referralPage.formHint}>
          <FormIsland kind="referral" />
        </FormCard>
      </Container>
    </>
  );
}

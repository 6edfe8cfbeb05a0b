import { cancellationPage } from '@sichtwerk/content/form-pages';
import { agbTerm } from '@sichtwerk/content/legal/contract-terms';
import { agbTermSectionId } from '@sichtwerk/content/legal/agb';
import { pages } from '@sichtwerk/content/routes';
import { CalendarClock } from 'lucide-react';
import { FormCard, FormIsland } from '../../../components/forms/index.ts';
import { PageHero } from '../../../components/marketing/index.ts';
import { Card, Container } from '../../../components/ui/index.ts';

export function Page() {
  return (
    <>
      <PageHero eyebrow={cancellationPage.eyebrow} title={cancellationPage.title} intro={cancellationPage.intro} />
      <Container className="grid gap-12 pb-20 lg:grid-cols-[1fr_minmax(0,28rem)]">
        <div className="space-y-6">
          <Card as="section" aria-labelledby="fristen-titel">
            <h2 id="fristen-titel" className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
              Kündigungsfristen
            </h2>
            <p className="mt-2 text-slate-700" data-testid="cancellation-term">
              {cancellationPage.termNotice}
            </p>
            <p className="mt-3 text-sm text-slate-600">
              Was in deinem Vertrag gilt, regelt{' '}
              <a href={`${pages.agb.path}#${agbTermSectionId}`} className="font-medium text-brand-700 underline">
                § 4 unserer AGB
              </a>
              : {agbTerm.sentence}
            </p>
          </Card>
        </div>
        <FormCard id="kuendigung-formular" title={cancellationPage.formTitle} hint={cancellationPage.formHint}>
          <FormIsland kind="cancellation" />
        </FormCard>
      </Container>
    </>
  );
}

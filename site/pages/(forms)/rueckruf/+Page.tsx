import { company } from '@sichtwerk/content/company';
import { callbackPage } from '@sichtwerk/content/form-pages';
import { pages } from '@sichtwerk/content/routes';
import { FormCard, FormIsland } from '../../../components/forms/index.ts';
import { PageHero } from '../../../components/marketing/index.ts';
import { Card, Container } from '../../../components/ui/index.ts';

export function Page() {
  return (
    <>
      <PageHero eyebrow={callbackPage.eyebrow} title={callbackPage.title} intro={callbackPage.intro} />
      <Container className="grid gap-12 pb-20 lg:grid-cols-[1fr_minmax(0,28rem)]">
        <div className="space-y-6">
          <Card>
            <h2 className="text-lg font-bold text-slate-900">Wann wir anrufen</h2>
            <p className="mt-2 text-slate-700">{callbackPage.promise}</p>
          </Card>
          <Card>
            <h2 className="text-lg font-bold text-slate-900">Lieber gleich selbst anrufen?</h2>
            <p className="mt-2 text-slate-700">
              Du erreichst uns unter{' '}
              <a href={company.phoneHref} className="font-medium text-brand-700 underline">
                {company.phone}
              </a>{' '}
              ({company.supportHours}). Schreiben geht auch:{' '}
              <a href={pages.kontakt.path} className="font-medium text-brand-700 underline">
                zum Kontaktformular
              </a>
              .
            </p>
          </Card>
        </div>
        <FormCard id="rueckruf-formular" title={callbackPage.formTitle} hint={callbackPage.formHint}>
          <FormIsland kind="callback-request" />
        </FormCard>
      </Container>
    </>
  );
}

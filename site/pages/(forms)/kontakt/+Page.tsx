import { company } from '@sichtwerk/content/company';
import { contactPage } from '@sichtwerk/content/form-pages';
import { pages } from '@sichtwerk/content/routes';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormCard, FormIsland } from '../../../components/forms/index.ts';
import { PageHero } from '../../../components/marketing/index.ts';
import { Card, Container } from '../../../components/ui/index.ts';

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex gap-4">
      <span className="inline-flex h-fit rounded-xl bg-brand-50 p-3 text-brand-700">{icon}</span>
      <div>
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </Card>
  );
}

export function Page() {
  return (
    <>
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.title} intro={contactPage.intro} />
      <Container className="grid gap-12 pb-20 lg:grid-cols-[1fr_minmax(0,28rem)]">
        <div className="space-y-6">
          <ContactCard icon={<Mail className="size-6" aria-hidden="true" />} title="E-Mail">
            <a href={`mailto:${company.email}`} className="font-medium text-brand-700 underline">
              {company.email}
            </a>
            <p className="text-sm text-slate-600">{contactPage.responseNote}</p>
          </ContactCard>
          <ContactCard icon={<Phone className="size-6" aria-hidden="true" />} title="Telefon">
            <a href={company.phoneHref} className="font-medium text-brand-700 underline">
              {company.phone}
            </a>
            <p className="text-sm text-slate-600">{company.supportHours}</p>
            <p className="mt-2 text-sm text-slate-600">
              Gerade keine Zeit?{' '}
              <a href={pages.rueckruf.path} className="font-medium text-brand-700 underline">
                {pages.rueckruf.label}
              </a>{' '}
              – wir rufen dich zurück.
            </p>
          </ContactCard>
          <ContactCard icon={<MapPin className="size-6" aria-hidden="true" />} title="Adresse">
            <address className="not-italic">
              {company.legalName}
              <br />
              {company.street}
              <br />
              {company.postalCode} {company.city}
            </address>
          </ContactCard>
        </div>
        <FormCard id="kontakt-formular" title={contactPage.formTitle} hint={contactPage.formHint}>
          <FormIsland kind="contact-message" />
        </FormCard>
      </Container>
    </>
  );
}

import { businessProfileChecklist, businessProfileOptimisePage } from '@sichtwerk/content/business-profile-checklist';
import { CtaSection, PageHero } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { ChecklistCardGrid } from './checklist-card-grid.tsx';

export function Page() {
  const copy = businessProfileOptimisePage;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section id="stellschrauben" tone="muted" title={copy.checklist.title} intro={copy.checklist.intro}>
        <ChecklistCardGrid steps={businessProfileChecklist} />
      </Section>
      <CtaSection title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} />
    </>
  );
}

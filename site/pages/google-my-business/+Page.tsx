import { businessProfileChecklist, googleMyBusinessPage } from '@sichtwerk/content/business-profile-checklist';
import { CheckList, CtaSection, PageHero } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { ChecklistTimeline } from './checklist-timeline.tsx';

export function Page() {
  const copy = googleMyBusinessPage;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      <Section id="checkliste" title={copy.checklist.title} intro={copy.checklist.intro} className="pt-4 sm:pt-8">
        <ChecklistTimeline steps={businessProfileChecklist} />
      </Section>
      {copy.support && (
        <Section id="unterstuetzung" tone="muted" title={copy.support.title} intro={copy.support.intro}>
          <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 sm:p-8">
            <CheckList items={copy.support.items} />
          </div>
        </Section>
      )}
      <CtaSection title={copy.cta.title} text={copy.cta.text} button={copy.cta.button} />
    </>
  );
}

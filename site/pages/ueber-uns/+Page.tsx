import { aboutCta, aboutHero, aboutMission, aboutTeam, aboutVision } from '@sichtwerk/content/pages/ueber-uns';
import { AnalysisButton, CtaSection, FeatureGrid, PageHero } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';
import { InnovationSection } from './innovation-section.tsx';
import { TextBlock } from './text-block.tsx';

export function Page() {
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} intro={aboutHero.intro}>
        <AnalysisButton label={aboutHero.primaryLabel} />
      </PageHero>
      <Section id="mission" eyebrow={aboutMission.eyebrow} title={aboutMission.title} intro={aboutMission.intro}>
        <TextBlock statement={aboutMission.statement} paragraphs={aboutMission.paragraphs} />
      </Section>
      <Section id="vision" tone="muted" eyebrow={aboutVision.eyebrow} title={aboutVision.title} intro={aboutVision.intro}>
        <TextBlock statement={aboutVision.statement} paragraphs={aboutVision.paragraphs} />
      </Section>
      <Section id="team" eyebrow={aboutTeam.eyebrow} title={aboutTeam.title} intro={aboutTeam.intro}>
        <FeatureGrid features={aboutTeam.roles} columns={2} />
      </Section>
      <InnovationSection />
      <CtaSection title={aboutCta.title} text={aboutCta.text} button={aboutCta.button} />
    </>
  );
}

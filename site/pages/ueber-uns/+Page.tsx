import { aboutCta, aboutHero, aboutMission, aboutTeam, aboutVision } from '@sichtwerk/content/about';
import { pages } from '@sichtwerk/content/routes';
import { ArrowRight } from 'lucide-react';
import { CtaSection, FeatureGrid, PageHero } from '../../components/marketing/index.ts';
import { Button, Section } from '../../components/ui/index.ts';
import { InnovationSection } from './innovation-section.tsx';
import { TextBlock } from './text-block.tsx';

export function Page() {
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} intro={aboutHero.intro}>
        <Button asChild size="lg">
          <a href={pages.kostenloseAnalyse.path}>
            {aboutHero.primaryLabel}
            <ArrowRight className="size-5" aria-hidden="true" />
          </a>
        </Button>
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

import { aboutInnovation } from '@sichtwerk/content/pages/ueber-uns';
import { awardSourceNote } from '@sichtwerk/content/claims';
import { AwardBadge, FeatureGrid, SourceNote } from '../../components/marketing/index.ts';
import { Card, Section } from '../../components/ui/index.ts';

/** What we build next (AI visibility check, automation, monitoring) and the award. */
export function InnovationSection() {
  const copy = aboutInnovation;
  return (
    <Section id="innovation" tone="muted" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <FeatureGrid features={copy.items} />
      <Card className="mx-auto mt-8 flex max-w-4xl flex-col items-center gap-6 text-center sm:flex-row sm:text-left">
        <div className="shrink-0">
          <AwardBadge size={120} />
        </div>
        <div>
          <p className="text-lg text-slate-700">{copy.awardText}</p>
          <SourceNote note={awardSourceNote} />
        </div>
      </Card>
    </Section>
  );
}

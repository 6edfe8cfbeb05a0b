import { awardSourceNote } from '@sichtwerk/content/claims';
import { vorteileSections } from '@sichtwerk/content/pages/vorteile';
import { AwardBadge, SourceNote } from '../../components/marketing/index.ts';
import { Section } from '../../components/ui/index.ts';

/** The award seal beside its heading and short text (side by side from tablets up). */
export function AwardSection() {
  const copy = vorteileSections.award;
  return (
    <Section id="auszeichnung" aria-labelledby="auszeichnung-titel">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-8 text-center md:flex-row md:text-left">
        <div className="shrink-0">
          <AwardBadge size={180} />
        </div>
        <div>
          {copy.eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-accent-700">{copy.eyebrow}</p>}
          <h2 id="auszeichnung-titel" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {copy.title}
          </h2>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-slate-700">
              {paragraph}
            </p>
          ))}
          <SourceNote note={awardSourceNote} />
        </div>
      </div>
    </Section>
  );
}

import { awardSourceNote, homeBenefits } from '@sichtwerk/content/claims';
import { homeSections } from '@sichtwerk/content/pages/home';
import { AnalysisButton, AwardBadge, FeatureGrid, numberSources, SourceMark, SourceNotes } from '../../components/marketing/index.ts';
import { Card, Section } from '../../components/ui/index.ts';

/** More enquiries, control and security; the two savings figures, the check button and the award. */
export function BenefitsSection() {
  const copy = homeSections.benefits;
  const { marks, notes } = numberSources(homeBenefits.savings.map((saving) => saving.source));
  return (
    <Section id="vorteile" template="figures" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
      <FeatureGrid features={homeBenefits.outcomes} />
      <Card className="mt-8 grid items-center gap-8 p-5 sm:p-8 md:grid-cols-[1fr_auto] lg:p-10">
        <div>
          <ul className="grid gap-6 sm:grid-cols-2">
            {homeBenefits.savings.map((saving, index) => (
              <li key={saving.label} className="rounded-xl bg-brand-50 p-6">
                <p className="text-4xl font-extrabold tracking-tight text-brand-800 sm:text-5xl">
                  {saving.value}
                  <SourceMark mark={marks[index]} />
                </p>
                <p className="mt-2 font-medium text-slate-700">{saving.label}</p>
              </li>
            ))}
          </ul>
          <SourceNotes notes={notes} />
          <AnalysisButton label={copy.button} className="mt-8 w-full text-base sm:w-auto sm:text-lg" />
        </div>
        <figure className="flex flex-col items-center text-center">
          <AwardBadge size={150} />
          <figcaption className="mt-3 max-w-48 text-sm font-semibold text-slate-700">
            {copy.awardText}
            <span data-slot="figure-sources" className="mt-1 block text-xs font-normal text-slate-500">
              {awardSourceNote}
            </span>
          </figcaption>
        </figure>
      </Card>
    </Section>
  );
}

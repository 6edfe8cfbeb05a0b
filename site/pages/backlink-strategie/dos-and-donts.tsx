import { backlinkStrategyPage } from '@sichtwerk/content/backlink-strategy';
import { CircleCheck, CircleX } from 'lucide-react';
import { Card, Section } from '../../components/ui/index.ts';

/** Two lists side by side: what to do and what to avoid when building links. */
export function DosAndDonts() {
  const copy = backlinkStrategyPage.dosAndDonts;
  return (
    <Section id="dos-und-donts" title={copy.title} intro={copy.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="border-t-4 border-t-emerald-600">
          <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <CircleCheck className="size-6 text-emerald-700" aria-hidden="true" />
            {copy.dosTitle}
          </h3>
          <ul data-slot="dos" className="mt-5 space-y-3">
            {copy.dos.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card className="border-t-4 border-t-red-600">
          <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <CircleX className="size-6 text-red-700" aria-hidden="true" />
            {copy.dontsTitle}
          </h3>
          <ul data-slot="donts" className="mt-5 space-y-3">
            {copy.donts.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <CircleX className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </Section>
  );
}

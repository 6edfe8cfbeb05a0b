import { backlinkStrategyPage } from '@sichtwerk/content/pages/backlink-strategie';
import { CircleCheck, CircleX } from 'lucide-react';
import { Card, Section } from '../../components/ui/index.ts';

const tones = {
  dos: { Icon: CircleCheck, border: 'border-t-emerald-600', icon: 'text-emerald-700' },
  donts: { Icon: CircleX, border: 'border-t-red-600', icon: 'text-red-700' },
} as const;

function AdviceList({ kind, title, items }: { kind: keyof typeof tones; title: string; items: readonly string[] }) {
  const { Icon, border, icon } = tones[kind];
  return (
    <Card className={`border-t-4 ${border}`}>
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Icon className={`size-6 ${icon}`} aria-hidden="true" />
        {title}
      </h3>
      <ul data-slot={kind} className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Icon className={`mt-0.5 size-5 shrink-0 ${icon}`} aria-hidden="true" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Two lists side by side: what to do and what to avoid when building links. */
export function DosAndDonts() {
  const copy = backlinkStrategyPage.dosAndDonts;
  return (
    <Section id="dos-und-donts" title={copy.title} intro={copy.intro}>
      <div className="grid gap-6 md:grid-cols-2">
        <AdviceList kind="dos" title={copy.dosTitle} items={copy.dos} />
        <AdviceList kind="donts" title={copy.dontsTitle} items={copy.donts} />
      </div>
    </Section>
  );
}

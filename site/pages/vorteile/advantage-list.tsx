import type { Feature } from '@sichtwerk/content/schemas';
import { FeatureCard } from '../../components/marketing/index.ts';

/** The five advantages: three per row on large screens, the last row centred instead of left-aligned. */
export function AdvantageList({ advantages }: { advantages: readonly Feature[] }) {
  return (
    <ul data-slot="advantage-list" className="flex flex-wrap justify-center gap-6">
      {advantages.map((advantage) => (
        <li key={advantage.title} className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]">
          <FeatureCard feature={advantage} />
        </li>
      ))}
    </ul>
  );
}

import type { Feature } from '@sichtwerk/content/schemas';
import { FeatureCard } from '../../components/marketing/index.ts';

/**
 * The eight core functions: two per row, four from wide screens up. Four columns start only at xl because
 * long German titles ("Reputationsmanagement") do not fit a quarter of a 1024 px column.
 */
export function CoreFunctionGrid({ functions }: { functions: readonly Feature[] }) {
  return (
    <ul data-slot="core-function-grid" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {functions.map((entry) => (
        <li key={entry.title}>
          <FeatureCard feature={entry} />
        </li>
      ))}
    </ul>
  );
}

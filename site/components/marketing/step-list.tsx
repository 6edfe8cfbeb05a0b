import { cn } from '../../lib/cn.ts';
import type { Step } from '@sichtwerk/content/schemas';

/**
 * Numbered steps (process, checklists) as a timeline: the numbers sit on a connecting line (across from md up in
 * the row layout, down the left otherwise); an ordered list so the order is announced.
 */
export function StepList({ steps, layout = 'row' }: { steps: readonly Step[]; layout?: 'row' | 'column' }) {
  const rowGrid =
    steps.length === 3 ? 'md:grid-cols-3' : steps.length % 3 === 0 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-4';
  const grid = layout === 'row' ? rowGrid : '';
  return (
    <ol data-slot="step-list" data-layout="timeline" className={`grid gap-8 ${grid}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn(
            'relative flex gap-4 before:absolute before:top-10 before:bottom-[-2rem] before:left-5 before:w-0.5 before:bg-brand-200 last:before:hidden',
            layout === 'row' &&
              'md:flex-col md:before:top-5 md:before:right-[-2rem] md:before:bottom-auto md:before:left-10 md:before:h-0.5 md:before:w-auto',
          )}
        >
          <span
            className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white ring-4 ring-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-bold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-slate-600">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

import type { Step } from '@sichtwerk/content/schemas';

/** Numbered steps (process, checklists); rendered as an ordered list so the order is announced. */
export function StepList({ steps, layout = 'row' }: { steps: readonly Step[]; layout?: 'row' | 'column' }) {
  const rowGrid =
    steps.length === 3 ? 'md:grid-cols-3' : steps.length % 3 === 0 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2 lg:grid-cols-4';
  const grid = layout === 'row' ? rowGrid : '';
  return (
    <ol data-slot="step-list" className={`grid gap-6 ${grid}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
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

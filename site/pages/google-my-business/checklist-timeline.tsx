import type { ChecklistStep } from '@sichtwerk/content/business-profile-checklist';

/** The business-profile checklist as a vertical, numbered timeline (layout 1 of 2; the other is a card grid). */
export function ChecklistTimeline({ steps }: { steps: readonly ChecklistStep[] }) {
  return (
    <ol data-slot="profile-checklist" data-layout="timeline" className="mx-auto max-w-3xl">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5 pb-10 last:pb-0">
          {index < steps.length - 1 && (
            <span className="absolute top-12 bottom-2 left-[19px] w-0.5 rounded bg-brand-200" aria-hidden="true" />
          )}
          <span
            className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white ring-4 ring-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="text-lg font-bold text-slate-900 sm:text-xl">{step.title}</h3>
            <p className="mt-2 text-slate-600">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

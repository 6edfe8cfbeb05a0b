import { checklistStepLabel, checklistWhyLabel, type ChecklistStep } from '@sichtwerk/content/business-profile-checklist';
import { Lightbulb } from 'lucide-react';
import { Card } from '../../components/ui/index.ts';

/** The business-profile checklist as a two-column card grid with "Warum es zählt" (layout 2 of 2). */
export function ChecklistCardGrid({ steps }: { steps: readonly ChecklistStep[] }) {
  return (
    <ol data-slot="profile-checklist" data-layout="cards" className="grid gap-6 md:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.title}>
          <Card className="flex h-full flex-col">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{checklistStepLabel(index + 1)}</p>
            <h3 className="mt-2 text-xl font-bold text-slate-900">{step.title}</h3>
            <p className="mt-2 flex-1 text-slate-600">{step.description}</p>
            <div data-slot="checklist-why" className="mt-5 flex gap-3 rounded-xl bg-brand-50 p-4">
              <Lightbulb className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <p className="text-sm text-slate-700">
                <strong className="block font-semibold text-brand-900">{checklistWhyLabel}</strong>
                {step.why}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}

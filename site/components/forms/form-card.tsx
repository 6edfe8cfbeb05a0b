import type { ReactNode } from 'react';
import { Card } from '../ui/index.ts';

/**
 * The card that holds a lead form: its own h2 and hint, sticky beside the page's content on wide screens. Once the
 * form is sent its answer (form-answer.tsx, with its own h2) stands alone in the card: heading and hint step aside.
 */
export function FormCard({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <Card as="section" data-slot="form-card" className="group lg:sticky lg:top-24" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className="text-xl font-bold text-slate-900 group-has-[[data-slot=form-success]]:hidden">
        {title}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600 group-has-[[data-slot=form-success]]:hidden">{hint}</p>
      {children}
    </Card>
  );
}

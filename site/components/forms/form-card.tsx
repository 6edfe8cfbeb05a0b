import type { ReactNode } from 'react';
import { Card } from '../ui/index.ts';

/** The card that holds a lead form: its own h2 and hint, sticky beside the page's content on wide screens. */
export function FormCard({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <Card as="section" data-slot="form-card" className="lg:sticky lg:top-24" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-6 text-sm text-slate-600">{hint}</p>
      {children}
    </Card>
  );
}

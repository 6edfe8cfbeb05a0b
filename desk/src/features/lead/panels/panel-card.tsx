import { Card } from '@sichtwerk/site/ui/card';
import type { ReactNode } from 'react';

/** A lead panel's card: a labelled region with its heading. */
export function PanelCard({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <Card as="section" aria-labelledby={`panel-${id}`} className={`p-4 sm:p-5 ${className ?? ''}`}>
      <h2 id={`panel-${id}`} className="mb-3 font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

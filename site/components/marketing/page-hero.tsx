import { cn } from '../../lib/cn.ts';
import type { ReactNode } from 'react';
import { Container } from '../ui/index.ts';

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons or other actions under the intro. */
  children?: ReactNode;
  /** Optional illustration on the right from large screens up. */
  aside?: ReactNode;
  /** Less room above and below on phones, where the next section's content must show without scrolling. */
  compact?: boolean;
}

/** The top of an inner page: the page's only h1. */
export function PageHero({ eyebrow, title, intro, children, aside, compact = false }: PageHeroProps) {
  return (
    <div data-slot="page-hero" className={cn('bg-gradient-to-b from-brand-50 to-white', compact ? 'pt-8 pb-4 sm:py-20' : 'py-16 sm:py-20')}>
      <Container className={aside ? 'grid items-center gap-12 lg:grid-cols-2' : 'max-w-4xl text-center'}>
        <div>
          {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-accent-700">{eyebrow}</p>}
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">{title}</h1>
          {intro && <p className={cn('text-slate-700 sm:mt-6 sm:text-xl', compact ? 'mt-4 text-base' : 'mt-6 text-lg')}>{intro}</p>}
          {children && <div className={aside ? 'mt-8 flex flex-wrap gap-3' : 'mt-8 flex flex-wrap justify-center gap-3'}>{children}</div>}
        </div>
        {aside}
      </Container>
    </div>
  );
}

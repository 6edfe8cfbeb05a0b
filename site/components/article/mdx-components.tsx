import { formatEuro } from '@sichtwerk/content/format';
import { getPlan } from '@sichtwerk/content/plans';
import { pages } from '@sichtwerk/content/routes';
import { ArrowRight, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/index.ts';

function Intro({ children }: { children: ReactNode }) {
  return (
    <div data-slot="article-intro" className="not-prose mb-10 rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-6 text-lg leading-relaxed text-slate-800 [&>p+p]:mt-3">
      {children}
    </div>
  );
}

function Conclusion({ children }: { children: ReactNode }) {
  return (
    <aside data-slot="article-conclusion" aria-label="Fazit" className="mt-12 rounded-2xl border border-accent-200 bg-accent-50 p-6 [&>p+p]:mt-3">
      <p className="mb-2 flex items-center gap-2 text-lg font-bold text-accent-800">
        <Lightbulb className="size-5" aria-hidden="true" />
        Fazit
      </p>
      {children}
    </aside>
  );
}

/** The closing call to action; every article button leads to the free analysis (DECISIONS.md). */
function ArticleCta({ heading, button, children }: { heading: string; button: string; children?: ReactNode }) {
  return (
    <section data-slot="article-cta" aria-label={heading} className="mt-12 rounded-2xl bg-brand-900 p-8 text-white">
      <h2 className="!mt-0 text-2xl font-bold text-white">{heading}</h2>
      <div className="mt-3 text-brand-100 [&_a]:text-white">{children}</div>
      <Button asChild className="mt-6">
        <a href={pages.kostenloseAnalyse.path}>
          {button}
          <ArrowRight className="size-5" aria-hidden="true" />
        </a>
      </Button>
    </section>
  );
}

/** A plan's monthly price from the plan data, so an article never types a price (DECISIONS.md). */
function PlanPrice({ plan }: { plan: 'premium' | 'business' | 'enterprise' }) {
  return <>{formatEuro(getPlan(plan).priceMonthly)}</>;
}

export const articleMdxComponents = { Intro, Conclusion, ArticleCta, PlanPrice };

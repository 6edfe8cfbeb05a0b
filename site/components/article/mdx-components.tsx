import { claimLabels } from '@sichtwerk/content/claims';
import { formatEuro } from '@sichtwerk/content/format';
import { agbTerm } from '@sichtwerk/content/legal/contract-terms';
import { getPlan } from '@sichtwerk/content/plans';
import { pages } from '@sichtwerk/content/routes';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { type ComponentProps, isValidElement, type ReactNode } from 'react';
import { headingId } from '../../lib/articles.ts';
import { Button } from '../ui/index.ts';
import { ArticleImage } from './article-image.tsx';

function Intro({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="article-intro"
      className="mb-10 rounded-2xl border-l-4 border-brand-600 bg-brand-50 p-5 text-lg leading-relaxed text-slate-800 sm:p-6 [&>p:first-child]:mt-0 [&>p+p]:mt-3"
    >
      {children}
    </div>
  );
}

/** The closing summary box; `title` lets an article name it in its own words ("Fazit" unless given). */
function Conclusion({ title = 'Fazit', children }: { title?: string; children: ReactNode }) {
  return (
    <aside
      data-slot="article-conclusion"
      aria-label={title}
      className="mt-12 rounded-2xl border border-accent-200 bg-accent-50 p-5 sm:p-6 [&>h2+p]:mt-0 [&>p+p]:mt-3"
    >
      <h2 className="mt-0 mb-2 flex items-center gap-2 text-lg font-bold text-accent-800 sm:text-xl">
        <Lightbulb className="size-5" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </aside>
  );
}

/** The closing call to action; every article button leads to the free analysis (docs/decisions.md). */
function ArticleCta({ heading, button, children }: { heading: string; button: string; children?: ReactNode }) {
  return (
    <section data-slot="article-cta" aria-label={heading} className="mt-12 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 className="!mt-0 text-2xl font-bold text-white">{heading}</h2>
      <div className="mt-3 text-brand-100 [&_a:not([data-slot=button])]:text-white [&>p:first-child]:mt-0">{children}</div>
      <Button asChild className="mt-6">
        <a href={pages.kostenloseAnalyse.path}>
          {button}
          <ArrowRight className="size-5" aria-hidden="true" />
        </a>
      </Button>
    </section>
  );
}

/** A plan's monthly price from the plan data, so an article never types a price (docs/decisions.md). */
function PlanPrice({ plan }: { plan: 'premium' | 'business' | 'enterprise' }) {
  return <>{formatEuro(getPlan(plan).priceMonthly)}</>;
}

/** One of Sichtwerk's figures as every page states it ("24–48 Stunden"), so an article never types one. */
function Claim({ name }: { name: keyof typeof claimLabels }) {
  return <>{claimLabels[name]}</>;
}

/** Sichtwerk's own minimum term, from the AGB's constant, for comparisons with other providers' terms. */
/** The term as AGB § 4 has it: the minimum, and that it then renews (review 2026-11-26 N-M16). */
function MinimumTerm() {
  return <>{agbTerm.minimumTermMonths} Monate Mindestlaufzeit, danach Verlängerung nach § 4 AGB</>;
}

/**
 * Markdown tables: on phones a four-column table can be wider than the screen, so it scrolls sideways inside
 * its own box. The box is focusable and labelled, so keyboard users can scroll it too (WCAG 2.1.1). A group, not
 * a region: an article may hold several tables, and landmarks would each need a name of their own.
 */
function Table(props: ComponentProps<'table'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would mean form controls; this is a scroll box.
    <div
      role="group"
      data-slot="article-table"
      aria-label="Tabelle (seitlich scrollbar)"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus so a keyboard can scroll it (WCAG 2.1.1).
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-lg"
    >
      <table {...props} />
    </div>
  );
}

/** The plain text of a heading's children, for its id. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** Markdown `##` headings get the id the table of contents links to (lib/articles.ts), clear of the sticky header. */
function Heading2({ children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 id={headingId(textOf(children))} className="scroll-mt-24" {...props}>
      {children}
    </h2>
  );
}

export const articleMdxComponents = {
  Intro,
  Conclusion,
  ArticleCta,
  PlanPrice,
  MinimumTerm,
  Claim,
  ArticleImage,
  table: Table,
  h2: Heading2,
};

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Container } from './container.tsx';

export const sectionVariants = cva('py-16 sm:py-20', {
  variants: {
    tone: {
      white: 'bg-white',
      muted: 'bg-slate-50',
      brand: 'bg-brand-900 text-white',
    },
  },
  defaultVariants: { tone: 'white' },
});

interface SectionProps extends Omit<ComponentProps<'section'>, 'title'>, VariantProps<typeof sectionVariants> {
  /** Small label above the heading. */
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  /** The section's shape (cards, timeline, screen, quotes …), as data-template; a page never runs three alike in a row. */
  template?: string;
}

/** A page section with an optional eyebrow, h2 and intro; `aria-labelledby` ties the heading to it. */
export function Section({ className, tone, eyebrow, title, intro, id, template, children, ...props }: SectionProps) {
  const headingId = id ? `${id}-titel` : undefined;
  return (
    <section
      data-slot="section"
      data-template={template}
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <Container>
        {(eyebrow || title || intro) && (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            {eyebrow && (
              <p
                className={cn(
                  'mb-2 text-sm font-semibold uppercase tracking-wide',
                  tone === 'brand' ? 'text-accent-300' : 'text-accent-700',
                )}
              >
                {eyebrow}
              </p>
            )}
            {title && (
              <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {title}
              </h2>
            )}
            {intro && <p className={cn('mt-4 text-lg', tone === 'brand' ? 'text-brand-100' : 'text-slate-600')}>{intro}</p>}
          </div>
        )}
        {children}
      </Container>
    </section>
  );
}

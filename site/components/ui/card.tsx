import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const cardVariants = cva('rounded-2xl border p-6', {
  variants: {
    variant: {
      default: 'border-slate-200 bg-white shadow-sm',
      highlighted: 'border-accent-500 bg-white shadow-lg ring-2 ring-accent-500',
      muted: 'border-slate-200 bg-slate-50',
      brand: 'border-brand-800 bg-brand-900 text-white',
    },
  },
  defaultVariants: { variant: 'default' },
});

type CardProps = ComponentProps<'div'> &
  VariantProps<typeof cardVariants> & {
    /** `section` when the card has its own heading and should be a labelled region. */
    as?: 'div' | 'section' | 'article';
  };

export function Card({ className, variant, as: Element = 'div', ...props }: CardProps) {
  return <Element data-slot="card" className={cn(cardVariants({ variant }), className)} {...props} />;
}

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

export function Card({ className, variant, ...props }: ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ variant }), className)} {...props} />;
}

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      accent: 'bg-accent-100 text-accent-800',
      brand: 'bg-brand-100 text-brand-800',
      onDark: 'bg-white/15 text-white',
      // The desk's states: a status, a mail's delivery, a finding.
      neutral: 'bg-slate-100 text-slate-700',
      good: 'bg-emerald-100 text-emerald-800',
      warn: 'bg-amber-100 text-amber-900',
      bad: 'bg-red-100 text-red-800',
    },
  },
  defaultVariants: { variant: 'accent' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

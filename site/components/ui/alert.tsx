import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const alertVariants = cva('rounded-lg border px-3 py-2 text-sm', {
  variants: {
    tone: { error: 'border-red-200 bg-red-50 text-red-800', info: 'border-brand-100 bg-brand-50 text-brand-900' },
  },
  defaultVariants: { tone: 'error' },
});

/** A message in place: an error is announced at once (role alert), information politely (role status). */
export function Alert({ className, tone, ...props }: ComponentProps<'p'> & VariantProps<typeof alertVariants>) {
  return <p data-slot="alert" role={tone === 'info' ? 'status' : 'alert'} className={cn(alertVariants({ tone }), className)} {...props} />;
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** The native select: keyboard, screen readers and phones handle it best for a handful of options. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      data-slot="select"
      className={cn(
        'h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    />
  );
}

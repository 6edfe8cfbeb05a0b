import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A multi-line field in the look of Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    />
  );
}

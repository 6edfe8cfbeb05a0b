import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label data-slot="label" className={cn('mb-1.5 block text-sm font-semibold text-slate-800', className)} {...props} />;
}

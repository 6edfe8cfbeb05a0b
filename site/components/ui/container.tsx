import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** The page's content column: full width on phones, capped and centred from tablets up. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="container" className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6', className)} {...props} />;
}

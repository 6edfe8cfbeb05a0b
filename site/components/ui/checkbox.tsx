import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/**
 * A native checkbox, not Radix's button: the form posts it without JavaScript too, before its island wakes.
 * clsx, not cn(): part of the form island, see input.tsx.
 */
export function Checkbox({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="checkbox"
      type="checkbox"
      className={clsx(
        'mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600 aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-red-700',
        className,
      )}
      {...props}
    />
  );
}

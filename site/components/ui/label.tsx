import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

/** clsx, not cn(): part of the form island, see input.tsx. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: a primitive; every caller ties it to its control with htmlFor.
  return <label data-slot="label" className={clsx('mb-1.5 block text-sm font-semibold text-slate-800', className)} {...props} />;
}

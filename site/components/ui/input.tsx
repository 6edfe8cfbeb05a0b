import type { ComponentProps } from 'react';
import { clsx } from 'clsx';

// clsx, not cn(): the fields belong to the form island (all the JavaScript a form page loads), where
// tailwind-merge would cost 8 kB gzip; no caller overrides these classes.
const fieldClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-700';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={clsx(fieldClasses, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={clsx(fieldClasses, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={clsx(fieldClasses, className)} {...props} />;
}

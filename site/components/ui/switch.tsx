import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * An on/off switch: a button with role="switch" and aria-checked, drawn as a track with a knob, so its state
 * reads at a glance instead of as a word in a sentence. Its label is the button's own text or aria-label.
 */
export function Switch({ checked, className, children, ...props }: Omit<ComponentProps<'button'>, 'role' | 'type'> & { checked: boolean }) {
  return (
    <button
      data-slot="switch"
      type="button"
      role="switch"
      aria-checked={checked}
      className={cn(
        'inline-flex items-center gap-2 rounded-md px-1.5 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 rounded-full border transition-colors',
          checked ? 'border-brand-700 bg-brand-700' : 'border-slate-400 bg-slate-200',
        )}
      >
        <span
          className={cn('absolute top-0.5 size-3.5 rounded-full bg-white shadow transition-[left]', checked ? 'left-[1.1rem]' : 'left-0.5')}
        />
      </span>
      {children}
    </button>
  );
}
